/// Where a table's rows, section headers and footers go, from their heights, as `UITableView` stacks
/// them: the table header view, then each section's header, rows and footer, then the table footer
/// view, top to bottom with nothing between. A value worked out once per layout and shared by
/// `LayoutTableView`, documents and Interface Builder files; positions are in the content's
/// coordinates (the table's scroll content).
package struct TableGeometry: Hashable, Sendable {
    /// One section's heights.
    package struct Section: Hashable, Sendable {
        /// Space above the header (UIKit's `sectionHeaderTopPadding`), part of the section.
        package var headerTopPadding: Double
        /// The section header's height (0 for none).
        package var headerHeight: Double
        /// Each row's height, separator included.
        package var rowHeights: [Double]
        /// The section footer's height (0 for none).
        package var footerHeight: Double

        package init(headerTopPadding: Double = 0, headerHeight: Double = 0, rowHeights: [Double], footerHeight: Double = 0) {
            self.headerTopPadding = headerTopPadding
            self.headerHeight = headerHeight
            self.rowHeights = rowHeights
            self.footerHeight = footerHeight
        }
    }

    /// The content's width: headers, footers and the table's own header and footer views span it.
    package var width: Double
    /// How far rows are inset from the content's left and right edges (an inset grouped table's
    /// rounded sections sit inside the table's margins); 0 otherwise.
    package var rowInsets: (left: Double, right: Double) { (rowInsetLeft, rowInsetRight) }
    private var rowInsetLeft: Double
    private var rowInsetRight: Double
    /// The table header view's height (`tableHeaderView`), 0 for none.
    package var tableHeaderHeight: Double
    /// The table footer view's height (`tableFooterView`), 0 for none.
    package var tableFooterHeight: Double
    /// The sections, in order.
    package private(set) var sections: [Section]
    /// Where each section starts (above its header's padding).
    package private(set) var sectionTops: [Double]
    /// Each row's top, all sections' rows in one list (`firstRow[s] + r` is section s's row r).
    private var rowTops: [Double]
    /// The index in `rowTops` of each section's first row.
    private var firstRow: [Int]
    /// The content's height: everything stacked.
    package private(set) var contentHeight: Double

    /// Stacks `sections` under a table header of `tableHeaderHeight` in a content `width` wide.
    package init(width: Double, sections: [Section], tableHeaderHeight: Double = 0, tableFooterHeight: Double = 0,
                 rowInsets: (left: Double, right: Double) = (0, 0)) {
        self.width = width
        self.sections = sections
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        rowInsetLeft = rowInsets.left
        rowInsetRight = rowInsets.right
        var y = tableHeaderHeight
        var tops: [Double] = [], rows: [Double] = [], first: [Int] = []
        tops.reserveCapacity(sections.count)
        rows.reserveCapacity(sections.reduce(0) { $0 + $1.rowHeights.count })
        for section in sections {
            tops.append(y)
            first.append(rows.count)
            y += section.headerTopPadding + section.headerHeight
            for height in section.rowHeights {
                rows.append(y)
                y += height
            }
            y += section.footerHeight
        }
        sectionTops = tops
        rowTops = rows
        firstRow = first
        contentHeight = y + tableFooterHeight
    }

    /// The row's frame: its top, its height, as wide as the content less the row insets.
    package func rowFrame(section: Int, row: Int) -> LayoutSnapshot.Rect {
        LayoutSnapshot.Rect(x: rowInsetLeft, y: rowTops[firstRow[section] + row],
                            width: max(0, width - rowInsetLeft - rowInsetRight), height: sections[section].rowHeights[row])
    }

    /// The section header's frame where it lies in the content (below its padding, before any floating).
    package func headerFrame(section: Int) -> LayoutSnapshot.Rect {
        LayoutSnapshot.Rect(x: 0, y: sectionTops[section] + sections[section].headerTopPadding, width: width,
                            height: sections[section].headerHeight)
    }

    /// The section footer's frame where it lies in the content (before any floating).
    package func footerFrame(section: Int) -> LayoutSnapshot.Rect {
        let height = sections[section].footerHeight
        return LayoutSnapshot.Rect(x: 0, y: rowsEnd(section), width: width, height: height)
    }

    /// The table header view's frame.
    package var tableHeaderFrame: LayoutSnapshot.Rect { LayoutSnapshot.Rect(x: 0, y: 0, width: width, height: tableHeaderHeight) }

    /// The table footer view's frame.
    package var tableFooterFrame: LayoutSnapshot.Rect {
        LayoutSnapshot.Rect(x: 0, y: contentHeight - tableFooterHeight, width: width, height: tableFooterHeight)
    }

    /// Where the section's rows start (its header's bottom).
    private func rowsStart(_ section: Int) -> Double {
        sectionTops[section] + sections[section].headerTopPadding + sections[section].headerHeight
    }

    /// Where the section's rows end (its footer's top).
    private func rowsEnd(_ section: Int) -> Double {
        rowsStart(section) + sections[section].rowHeights.reduce(0, +)
    }

    /// A plain table's floating header: where it lies, or pinned at `visibleTop` (the top of the
    /// visible area below the content inset) while its section scrolls under it, pushed up by the
    /// end of the section's rows (UIKit's sticky headers).
    package func floatingHeaderFrame(section: Int, visibleTop: Double) -> LayoutSnapshot.Rect {
        var frame = headerFrame(section: section)
        let lowest = rowsEnd(section) - frame.height
        frame.y = max(frame.y, min(visibleTop, lowest))
        return frame
    }

    /// A plain table's floating footer: where it lies, or pinned at `visibleBottom` while the
    /// section's rows reach below it, held down by the start of the section's rows.
    package func floatingFooterFrame(section: Int, visibleBottom: Double) -> LayoutSnapshot.Rect {
        var frame = footerFrame(section: section)
        let highest = rowsStart(section)
        frame.y = min(frame.y, max(visibleBottom - frame.height, highest))
        return frame
    }

    /// The rows any part of which lies strictly between `top` and `bottom`, in order, as
    /// (section, row): what a table at that content offset shows.
    package func visibleRows(top: Double, bottom: Double) -> [(section: Int, row: Int)] {
        guard bottom > top, !rowTops.isEmpty else { return [] }
        // The first row whose bottom is below `top`: rows are sorted by top, and (heights being
        // non-negative) by bottom too.
        var low = 0, high = rowTops.count
        while low < high {
            let mid = (low + high) / 2
            if rowTops[mid] + height(flat: mid) > top { high = mid } else { low = mid + 1 }
        }
        var found: [(section: Int, row: Int)] = []
        var flat = low
        var section = sectionOf(flat: flat)
        while flat < rowTops.count, rowTops[flat] < bottom {
            while section + 1 < firstRow.count, firstRow[section + 1] <= flat { section += 1 }
            found.append((section, flat - firstRow[section]))
            flat += 1
        }
        return found
    }

    /// The sections any part of which (header to footer) lies strictly between `top` and `bottom`.
    package func visibleSections(top: Double, bottom: Double) -> [Int] {
        sections.indices.filter { s in
            let end = rowsEnd(s) + sections[s].footerHeight
            return end > top && sectionTops[s] < bottom
        }
    }

    private func height(flat: Int) -> Double {
        let section = sectionOf(flat: flat)
        return sections[section].rowHeights[flat - firstRow[section]]
    }

    /// The section of the flat row index `flat` (the last section starting at or before it).
    private func sectionOf(flat: Int) -> Int {
        var low = 0, high = firstRow.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstRow[mid] <= flat { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
