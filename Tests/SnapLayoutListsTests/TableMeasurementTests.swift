import Foundation
import Testing
import SnapLayout

/// How a table measures: once per row, again only for rows reloaded; cells reused; conflicts with
/// the encapsulated constraints read as on a device; a collapsed row gets UIKit's standard height.
struct TableMeasurementTests {
    /// Changing one row's content and reloading it measures that row again, and no other.
    @Test(arguments: ListTestSupport.solvers)
    func reloadingARowMeasuresThatRowOnly(solver: LayoutSolverKind) {
        let (root, table) = ListTestSupport.screen(solver)
        let rows = StringRows([(0..<100).map { "row \($0)" }])
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = rows
        root.layoutIfNeeded()
        #expect(rows.asked.count == 100 && rows.asked.values.allSatisfy { $0 == 1 })
        // 32.5 a row: rows 0 to 14 show (14 × 32.5 = 455 < 480).
        #expect(table.indexPathsForVisibleRows?.count == 15)
        #expect(table.contentSize.height == 3250)
        rows.asked = [:]
        rows.sections[0][50] = String(repeating: "y", count: 30)   // 2 lines: 42.5
        table.reloadRows(at: [IndexPath(row: 50, section: 0)])
        root.layoutIfNeeded()
        #expect(rows.asked == [IndexPath(row: 50, section: 0): 1])
        #expect(table.contentSize.height == 3260)
        #expect(table.rectForRow(at: IndexPath(row: 51, section: 0)) == CGRect(x: 0, y: 51 * 32.5 + 10, width: 320, height: 32.5))
        // A visible row reloaded is asked for once: measured, and that cell shown.
        rows.asked = [:]
        rows.sections[0][3] = String(repeating: "z", count: 30)
        table.reloadRows(at: [IndexPath(row: 3, section: 0)])
        root.layoutIfNeeded()
        #expect(rows.asked == [IndexPath(row: 3, section: 0): 1])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame == CGRect(x: 0, y: 97.5, width: 320, height: 42.5))
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame == CGRect(x: 0, y: 140, width: 320, height: 32.5))
    }

    /// Cells are reused: measuring 100 rows and showing 15 makes no more cells than show, plus the one
    /// that measures.
    @Test func cellsAreReused() {
        final class CountingCell: LayoutTableViewCell {
            nonisolated(unsafe) static var made = 0
            override init(style: CellStyle, reuseIdentifier: String?) {
                CountingCell.made += 1
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let label = LayoutLabel()
                label.font = ListTestSupport.fixed()
                label.text = "x"
                contentView.addSubview(label)
                label.snp.makeConstraints { make in make.edges.equalTo(contentView.layoutMarginsGuide) }
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Rows: LayoutTableViewDataSource {
            func tableView(_ tableView: LayoutTableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: LayoutTableView, cellForRowAt indexPath: IndexPath) -> LayoutTableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
        }
        let (root, table) = ListTestSupport.screen(.cassowary)
        let rows = Rows()
        table.register(CountingCell.self, forCellReuseIdentifier: "c")
        table.dataSource = rows
        CountingCell.made = 0
        root.layoutIfNeeded()
        #expect(table.visibleCells.count == 15)
        #expect(CountingCell.made == 16)
        table.contentOffset = CGPoint(x: 0, y: 1000)
        root.layoutIfNeeded()
        // Scrolling shows other rows in the same cells.
        #expect(CountingCell.made == 16)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 30, section: 0))
    }

    /// A cell whose constraints want 100 points in a 44-point row: the conflict holds UIKit's
    /// `UIView-Encapsulated-Layout-Height` (listed first, as it was activated before the cell's own)
    /// and the cell's constraint is broken, as a device's log shows.
    @Test(arguments: ListTestSupport.solvers)
    func aConflictWithTheRowReadsAsOnADevice(solver: LayoutSolverKind) {
        final class TallCell: LayoutTableViewCell {
            let box = LayoutView()
            override init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(box)
                box.snp.makeConstraints { make in
                    make.top.bottom.leading.trailing.equalToSuperview()
                    make.height.equalTo(100)
                }
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Rows: LayoutTableViewDataSource {
            func tableView(_ tableView: LayoutTableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: LayoutTableView, cellForRowAt indexPath: IndexPath) -> LayoutTableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "tall", for: indexPath)
            }
        }
        let (root, table) = ListTestSupport.screen(solver)
        var logged: [String] = []
        root.layoutEngine?.log = { logged.append($0) }
        let rows = Rows()
        table.register(TallCell.self, forCellReuseIdentifier: "tall")
        table.rowHeight = 44
        table.dataSource = rows
        root.layoutIfNeeded()
        let report = root.layoutReport
        let conflict = try! #require(report.conflicts.first)
        let names = conflict.entries.map(\.description)
        #expect(names.first?.contains("UIView-Encapsulated-Layout-Height") == true)
        #expect(conflict.broken.description.contains("height == 100.0"))
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! TallCell
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 43.5))
        #expect(cell.box.frame.height == 43.5)
        #expect(logged.contains { $0.contains("UIView-Encapsulated-Layout-Height") })
    }

    /// A cell whose constraints say nothing of its height gets UIKit's standard 44, with UIKit's warning.
    @Test func aCollapsedRowGetsTheStandardHeight() {
        final class EmptyCell: LayoutTableViewCell {}
        final class Rows: LayoutTableViewDataSource {
            func tableView(_ tableView: LayoutTableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: LayoutTableView, cellForRowAt indexPath: IndexPath) -> LayoutTableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "empty", for: indexPath)
            }
        }
        let (root, table) = ListTestSupport.screen(.cassowary)
        var logged: [String] = []
        root.layoutEngine?.log = { logged.append($0) }
        let rows = Rows()
        table.register(EmptyCell.self, forCellReuseIdentifier: "empty")
        table.dataSource = rows
        root.layoutIfNeeded()
        #expect(table.shownFrames == [IndexPath(row: 0, section: 0): CGRect(x: 0, y: 0, width: 320, height: 44),
                                      IndexPath(row: 1, section: 0): CGRect(x: 0, y: 44, width: 320, height: 44)])
        #expect(logged.filter { $0.contains("ambiguously suggest a height of zero") }.count == 1)
    }
}
