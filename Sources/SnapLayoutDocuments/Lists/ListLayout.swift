import SnapLayoutModel

/// Where a list's cells go, worked out by the model's geometry (`TableGeometry`,
/// `FlowLayoutGeometry`) as `LayoutTableView` and `LayoutCollectionView` work it out: each row
/// measured or of its fixed size, stacked or flowed, and the cells visible in the list's window
/// (`contentOffset`, the list's solved size) kept, as UIKit shows only those.
struct ListLayout {
    /// One cell to show: its row, its frame in the content, its content view's size and margins.
    struct Cell {
        var id: String
        var section: Int
        var row: ListRow
        var frame: LayoutSnapshot.Rect
        var contentSize: LayoutSnapshot.AxisPair<Double>
        var margins: LayoutSnapshot.Insets?
    }

    let list: DocumentList
    /// The list's solved size.
    let size: LayoutSnapshot.AxisPair<Double>
    let scroll: LayoutSnapshot.Scroll
    let scale: Double
    /// How a self-sizing cell is measured: the document's solver and text system.
    let fitting: CellFitting
    /// Measured sizes by row (identical rows measure once).
    private var measured: [ListRow: LayoutSnapshot.AxisPair<Double>?] = [:]

    init(list: DocumentList, size: LayoutSnapshot.AxisPair<Double>, scroll: LayoutSnapshot.Scroll, scale: Double,
         fitting: CellFitting) {
        self.list = list
        self.size = size
        self.scroll = scroll
        self.scale = scale
        self.fitting = fitting
    }

    // MARK: tables

    /// UIKit's side margin of a table's cells: 16 points below 414 points of width, 20 from there on.
    var sideMargin: Double { size.horizontal >= 414 ? 20 : 16 }
    /// One pixel of separator at the bottom of each row.
    var separator: Double { scale > 0 ? 1 / scale : 0 }

    /// The table's rows measured and stacked; the cells in the window, and the content size.
    mutating func table() throws(ReadError) -> (cells: [Cell], contentSize: LayoutSnapshot.AxisPair<Double>) {
        let inset = list.style == "insetGrouped" ? sideMargin : 0
        let rowWidth = max(0, size.horizontal - 2 * inset)
        let margins = LayoutSnapshot.Insets(top: 11, left: sideMargin, bottom: 11, right: sideMargin)
        var sections: [TableGeometry.Section] = []
        for (s, rows) in list.sections.enumerated() {
            var heights: [Double] = []
            for (r, row) in rows.enumerated() {
                heights.append(try rowHeight(row, width: rowWidth, margins: margins, place: "rows s\(s)r\(r)"))
            }
            let padding = list.style == "plain" && list.headerHeight > 0 ? 22.0 : 0
            sections.append(.init(headerTopPadding: padding, headerHeight: list.headerHeight, rowHeights: heights,
                                  footerHeight: list.footerHeight))
        }
        let geometry = TableGeometry(width: size.horizontal, sections: sections, rowInsets: (inset, inset))
        let top = scroll.contentOffset.vertical
        let cells = geometry.visibleRows(top: top, bottom: top + size.vertical).map { s, r in
            let frame = geometry.rowFrame(section: s, row: r)
            return Cell(id: "s\(s)r\(r)", section: s, row: list.sections[s][r], frame: frame,
                        contentSize: .init(frame.width, max(0, frame.height - separator)), margins: margins)
        }
        return (cells, .init(size.horizontal, geometry.contentHeight))
    }

    /// A row's height, separator included: fixed, or its content view fitted at the row's width
    /// (UIKit's 44 when its constraints collapse it).
    private mutating func rowHeight(_ row: ListRow, width: Double, margins: LayoutSnapshot.Insets,
                                    place: String) throws(ReadError) -> Double {
        if let fixed = list.rowHeight { return fixed }
        let fitted = try fittedSize(row, place: place, target: .init(width, 0), priorities: .init(1000, 50)) { cell in
            cell.items[0].margins = margins
        }
        guard let height = fitted?.vertical, height > 0, height.isFinite else { return 44 }
        return height + separator
    }

    /// A row's fitted size, measured once per distinct row; errors name the row.
    mutating func fittedSize(_ row: ListRow, place: String, target: LayoutSnapshot.AxisPair<Double>,
                             priorities: LayoutSnapshot.AxisPair<Double>,
                             prepare: (inout LayoutSnapshot) -> Void) throws(ReadError) -> LayoutSnapshot.AxisPair<Double>? {
        if let known = measured[row] { return known }
        do throws(ReadError) {
            var cell = try list.filled(row)
            prepare(&cell)
            let size = try fitting.size(of: cell, target: target, priorities: priorities)
            measured[row] = size
            return size
        } catch {
            throw ReadError(errors: error.errors.map { "\(place): \($0)" })
        }
    }
}
