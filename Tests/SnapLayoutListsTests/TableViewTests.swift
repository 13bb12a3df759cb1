import Foundation
import Testing
import SnapLayout

/// Tables laid out as UIKit lays them out, frames worked out by hand from UIKit's rules (rows
/// stacked under their section's header, a pixel of separator in each row, 22 points above a plain
/// table's headers), with both solvers.
struct TableViewTests {
    /// Fixed rows: 44 each (the separator inside them: content views 43.5 at scale 2), the content
    /// their sum, the rows up to the visible height shown.
    @Test(arguments: ListTestSupport.solvers)
    func fixedRows(solver: LayoutSolverKind) {
        let (root, table) = ListTestSupport.screen(solver)
        let rows = StringRows([(0..<20).map { "row \($0)" }])
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.rowHeight = 44
        table.dataSource = rows
        root.layoutIfNeeded()
        #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.contentSize == CGSize(width: 320, height: 880))
        // 480 / 44: rows 0 to 10 (the eleventh starts at 440).
        #expect(table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
        for row in 0...10 {
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as! TextCell
            #expect(cell.frame == CGRect(x: 0, y: 44 * CGFloat(row), width: 320, height: 44))
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
            // Inside the content view's margins (11 above and below, 16 at the sides).
            #expect(cell.title.frame == CGRect(x: 16, y: 11, width: 288, height: 21.5))
        }
        // Fixed rows ask for no cell but the visible ones.
        #expect(rows.asked.keys.sorted { $0.row < $1.row } == (0...10).map { IndexPath(row: $0, section: 0) })
        #expect(root.layoutReport.isClean && !root.needsLayout)
    }

    /// Self-sizing rows: each the label's lines plus the margins (11 + 11) plus the separator.
    @Test(arguments: ListTestSupport.solvers)
    func selfSizingRows(solver: LayoutSolverKind) {
        let (root, table) = ListTestSupport.screen(solver)
        // 288 points of label: 28 characters a line.
        let rows = StringRows([["Hello", "abcdefghi abcdefghi abcdefghi abcdefghi", "one two", String(repeating: "x", count: 60)]])
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = rows
        root.layoutIfNeeded()
        // 1 line, 2 lines ("abcdefghi abcdefghi " | "abcdefghi abcdefghi"), 1 line, 3 lines (28 + 28 + 4 characters).
        let heights: [CGFloat] = [32.5, 42.5, 32.5, 52.5]
        var y: CGFloat = 0
        for (row, height) in heights.enumerated() {
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as! TextCell
            #expect(cell.frame == CGRect(x: 0, y: y, width: 320, height: height))
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: height - 0.5))
            #expect(cell.title.frame == CGRect(x: 16, y: 11, width: 288, height: height - 22.5))
            y += height
        }
        #expect(table.contentSize == CGSize(width: 320, height: 160))
        #expect(root.layoutReport.isClean)
        // Each row's cell was asked for once: measured, and kept to be shown.
        #expect(rows.asked.values.allSatisfy { $0 == 1 } && rows.asked.count == 4)
    }
}
