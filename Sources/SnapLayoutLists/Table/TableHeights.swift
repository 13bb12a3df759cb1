import Foundation
import SnapLayoutModel

/// What a table knows of its rows between layouts: the counts the data source gave, each row's,
/// header's and footer's height once measured, and the width and pixel scale they were measured
/// at. A row's height is measured once, and again only when it is reloaded, the table's width or
/// scale changes, or the heights asked for change (`endUpdates()`, `rowHeight`).
struct TableHeights {
    /// Rows per section, as last read (`nil`: read at the next layout).
    var counts: [Int]?
    /// Each row's height, separator included; `nil` until measured.
    var rows: [[CGFloat?]] = []
    /// Each section header's height (padding above it included), `nil` until known.
    var headers: [CGFloat?] = []
    /// Each section footer's height.
    var footers: [CGFloat?] = []
    /// The row width and pixel scale the heights were measured at.
    var measuredAt: (width: CGFloat, scale: CGFloat)?
    /// The geometry of the last layout.
    var geometry: TableGeometry?

    /// Makes room for `counts`, keeping what is known, and forgets everything measured at another
    /// width or scale.
    mutating func prepare(counts: [Int], width: CGFloat, scale: CGFloat) {
        if let measuredAt, measuredAt.width != width || measuredAt.scale != scale {
            invalidateAll()
        }
        measuredAt = (width, scale)
        if rows.count != counts.count || zip(rows, counts).contains(where: { $0.count != $1 }) {
            rows = counts.map { [CGFloat?](repeating: nil, count: $0) }
            headers = [CGFloat?](repeating: nil, count: counts.count)
            footers = headers
        }
    }

    /// Forgets every height.
    mutating func invalidateAll() {
        rows = rows.map { [CGFloat?](repeating: nil, count: $0.count) }
        headers = headers.map { _ in nil }
        footers = footers.map { _ in nil }
        geometry = nil
    }

    /// Forgets one row's height.
    mutating func invalidateRow(_ indexPath: IndexPath) {
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row) else { return }
        rows[indexPath.section][indexPath.row] = nil
        geometry = nil
    }

    /// Forgets a section's heights.
    mutating func invalidateSection(_ section: Int) {
        guard rows.indices.contains(section) else { return }
        rows[section] = rows[section].map { _ in nil }
        headers[section] = nil
        footers[section] = nil
        geometry = nil
    }
}

/// The views a table shows: cells by index path (in order, top to bottom), and section headers and
/// footers by section; and which of them the data source must give again.
struct ShownTableViews {
    var cells: [IndexPath: LayoutTableViewCell] = [:]
    var order: [IndexPath] = []
    var headers: [Int: LayoutView] = [:]
    var footers: [Int: LayoutView] = [:]
    /// Rows whose shown cell is stale (reloaded).
    var stale = Set<IndexPath>()
    /// Whether every shown view is stale (the data reloaded).
    var allStale = false

    mutating func reload(_ indexPath: IndexPath) { stale.insert(indexPath) }

    mutating func reloadAll() { allStale = true }

    /// The cell shown at `indexPath` when it is still current.
    func current(_ indexPath: IndexPath) -> LayoutTableViewCell? {
        allStale || stale.contains(indexPath) ? nil : cells[indexPath]
    }

    /// The header shown for `section` when it is still current.
    func currentHeader(_ section: Int) -> LayoutView? { allStale ? nil : headers[section] }

    /// The footer shown for `section` when it is still current.
    func currentFooter(_ section: Int) -> LayoutView? { allStale ? nil : footers[section] }
}
