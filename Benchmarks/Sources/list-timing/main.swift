import Foundation
import SnapLayoutCassowary
import SnapLayoutEngine
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutLists
import SnapLayoutModel

// list-timing [ROWS] [ROUNDS]: a LayoutTableView of ROWS (default 10 000) self-sizing rows in a
// 375 × 667 root, each cell a wrapping label in the exact `fixed` family whose text (1 to 3 lines)
// varies by row, with each solver's engine. Prints the median (fastest) of ROUNDS (default 5) first
// layouts (every row measured for contentSize, the visible rows shown; a new tree each round), and of
// 21 reloads a round (one off-screen row's text changed, `reloadRows(at:with:)`, a layout pass),
// with how many cells the data source was asked for per reload (1: that row only).
let arguments = CommandLine.arguments.dropFirst()
let rowCount = arguments.first.flatMap(Int.init) ?? 10_000
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 5

final class TextCell: LayoutTableViewCell {
    let title = LayoutLabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = LayoutFont(family: "fixed", size: 15)
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor), title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor), title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class Rows: LayoutTableViewDataSource {
    var texts: [String]
    var asked = 0

    init(_ count: Int) {
        texts = (0..<count).map { String(repeating: "word\($0 % 10) ", count: 3 + 7 * ($0 % 3)) }
    }

    func tableView(_ tableView: LayoutTableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: LayoutTableView, cellForRowAt indexPath: IndexPath) -> LayoutTableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
        cell.title.text = texts[indexPath.row]
        return cell
    }
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func milliseconds(since start: UInt64) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }

print("rows \(rowCount), rounds \(rounds); milliseconds, median (fastest)")
print("solver      first layout (contentSize)   one row reloaded     cells asked per reload   content height")
for (name, solver) in [("glpk", GLPKSolver() as any LayoutSolver), ("cassowary", CassowarySolver())] {
    var first: [Double] = [], reload: [Double] = []
    var askedPerReload: Set<Int> = []
    var contentHeight: CGFloat = 0
    for _ in 0..<rounds {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let engine = LayoutEngine(solver: solver)
        root.layoutEngine = engine
        let table = LayoutTableView(frame: root.bounds, style: .plain)
        root.addSubview(table)
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        let rows = Rows(rowCount)
        table.dataSource = rows
        var start = DispatchTime.now().uptimeNanoseconds
        engine.layoutIfNeeded(root)
        first.append(milliseconds(since: start))
        guard engine.lastReport?.isClean == true, table.contentSize.height > 0 else {
            fatalError("layout failed: \(String(describing: engine.lastReport?.failure))")
        }
        contentHeight = table.contentSize.height
        for k in 0..<21 {
            let row = rowCount / 2 + k
            rows.texts[row] += "changed "
            rows.asked = 0
            start = DispatchTime.now().uptimeNanoseconds
            table.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            engine.layoutIfNeeded(root)
            reload.append(milliseconds(since: start))
            askedPerReload.insert(rows.asked)
        }
    }
    func cell(_ v: [Double]) -> String { String(format: "%9.2f (%8.2f)", median(v), v.min()!) }
    let asked = askedPerReload.sorted().map(String.init).joined(separator: ",")
    print("\(name.padding(toLength: 10, withPad: " ", startingAt: 0))  \(cell(first))          \(cell(reload))   \(asked.padding(toLength: 22, withPad: " ", startingAt: 0))   \(contentHeight)")
}
