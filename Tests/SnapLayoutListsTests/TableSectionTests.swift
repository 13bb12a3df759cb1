import Foundation
import Testing
import SnapLayout

/// Section headers and footers, the visible window at an offset, and inset grouped rows, worked out
/// by hand from UIKit's rules, with both solvers.
struct TableSectionTests {
    /// A header view whose label, 8 points inside it, sizes it (10 + 16).
    func headerView(_ text: String) -> LayoutView {
        let header = LayoutView()
        let label = LayoutLabel()
        label.font = ListTestSupport.fixed()
        label.text = text
        header.addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
        return header
    }

    /// A grouped table: self-sizing header views (26 points), no footers given (UIKit's 18 between
    /// a grouped table's sections), fixed rows.
    @Test(arguments: ListTestSupport.solvers)
    func groupedSectionsWithSelfSizingHeaders(solver: LayoutSolverKind) {
        let (root, table) = ListTestSupport.screen(solver, style: .grouped)
        let rows = StringRows([["a", "b"], ["c", "d"]])
        rows.headerViews = [0: headerView("First"), 1: headerView("Second")]
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.rowHeight = 44
        table.dataSource = rows
        table.delegate = rows
        root.layoutIfNeeded()
        // Section 0: header 0–26, rows 26 and 70, footer 114–132; section 1: header 132–158, rows 158
        // and 202, footer 246–264.
        #expect(table.shownFrames == [IndexPath(row: 0, section: 0): CGRect(x: 0, y: 26, width: 320, height: 44),
                                      IndexPath(row: 1, section: 0): CGRect(x: 0, y: 70, width: 320, height: 44),
                                      IndexPath(row: 0, section: 1): CGRect(x: 0, y: 158, width: 320, height: 44),
                                      IndexPath(row: 1, section: 1): CGRect(x: 0, y: 202, width: 320, height: 44)])
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 26))
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 132, width: 320, height: 26))
        #expect(table.headerView(forSection: 1)?.subviews[0].frame == CGRect(x: 8, y: 8, width: 304, height: 10))
        #expect(table.contentSize == CGSize(width: 320, height: 264))
        #expect(root.layoutReport.isClean)
    }

    /// A plain table with title headers (UIKit's 28, with the 22 points above every plain header
    /// since iOS 15), scrolled: the visible rows in content coordinates, the header pinned to the
    /// top of the visible area, then pushed up by the end of its section.
    @Test(arguments: ListTestSupport.solvers)
    func aPlainTableAtAnOffsetWithFloatingHeaders(solver: LayoutSolverKind) {
        let (root, table) = ListTestSupport.screen(solver)
        let rows = StringRows([(0..<20).map { "a\($0)" }, (0..<20).map { "b\($0)" }])
        rows.headerTitles = ["First", "Second"]
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.rowHeight = 44
        table.dataSource = rows
        table.contentOffset = CGPoint(x: 0, y: 500)
        root.layoutIfNeeded()
        // Section 0: padding 0–22, header 22–50, rows 50–930; section 1: padding 930–952, header
        // 952–980, rows 980–1860.
        #expect(table.contentSize == CGSize(width: 320, height: 1860))
        // Visible from 500 to 980: rows 10 (490–534) to 19 of section 0; no row of section 1 (it starts at 980).
        #expect(table.indexPathsForVisibleRows == (10...19).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.frame == CGRect(x: 0, y: 490, width: 320, height: 44))
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 500, width: 320, height: 28))
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 952, width: 320, height: 28))
        #expect(table.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 320, height: 480))
        table.contentOffset = CGPoint(x: 0, y: 920)
        root.layoutIfNeeded()
        // The first header can go no lower than its section's last row's end less its height: 902.
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 902, width: 320, height: 28))
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 19, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9, section: 1))
    }

    /// An inset grouped table: rows inside the table's side margins (16 below 414 points), headers
    /// and footers across it; self-sizing rows at that width (the label 288 − 32 = 256: 25 characters).
    @Test(arguments: ListTestSupport.solvers)
    func insetGroupedRows(solver: LayoutSolverKind) {
        let (root, table) = ListTestSupport.screen(solver, style: .insetGrouped)
        let rows = StringRows([["abcdefghij abcdefghij abcdefghij"]])
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = rows
        root.layoutIfNeeded()
        // Header 18 (grouped, nothing given), the row: "abcdefghij abcdefghij " | "abcdefghij" → 2 lines.
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! TextCell
        #expect(cell.frame == CGRect(x: 16, y: 18, width: 288, height: 42.5))
        #expect(cell.title.frame == CGRect(x: 16, y: 11, width: 256, height: 20))
        #expect(table.contentSize == CGSize(width: 320, height: 18 + 42.5 + 18))
    }
}
