import Foundation
import SnapLayoutEngine
import SnapLayoutModel

/// What one layout of a table's rows works with: the engine to measure through, the rows' width,
/// the separator's height, the pixel scale, the cells' margins and the visible part of the content.
struct TableLayoutContext {
    let engine: LayoutEngine
    /// The table's content width (headers and footers span it).
    let width: CGFloat
    /// How far rows are inset from each side (an inset grouped table's margins).
    let rowInset: CGFloat
    /// A separator's height (one pixel), 0 without separators.
    let separator: CGFloat
    let scale: CGFloat
    /// The content views' margins: 11 above and below, the table's side margin at the sides.
    let cellMargins: EdgeInsets
    /// The visible part of the content, top and bottom.
    let visibleTop: CGFloat
    let visibleBottom: CGFloat

    /// A row's width.
    var rowWidth: CGFloat { max(0, width - 2 * rowInset) }

    /// Whether a row from `y`, `height` tall, shows.
    func shows(y: CGFloat, height: CGFloat) -> Bool {
        y < visibleBottom && y + height > visibleTop
    }

    /// UIKit's side margin of a table's cells: the system minimum margins of the screen the table
    /// fills, 16 points below 414 points of width and 20 from there on.
    static func sideMargin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// UIKit's standard row height, which a row whose constraints collapse it and a row of a
    /// built-in style are given at least.
    static let standardRowHeight: CGFloat = 44
}
