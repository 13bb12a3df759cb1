import Foundation
import SnapLayoutCassowary
import SnapLayoutEngine
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

// text-timing [LABELS] [ROUNDS]: LABELS labels (default 10 000) in a column of cells, each cell a
// one-line title and a body that wraps at the cell's width, measured and laid out by a LayoutEngine
// with each solver, in the exact `fixed` family and in DejaVu Sans (Pango). Prints the median of
// ROUNDS (default 5) first layouts (a new tree and a new text system each: nothing cached) and of the
// same tree laid out again after every title changed (cache warm for the bodies).
let arguments = CommandLine.arguments.dropFirst()
let labels = arguments.first.flatMap(Int.init) ?? 10_000
let rounds = arguments.dropFirst().first.flatMap(Int.init) ?? 5

func tree(_ family: String, cells: Int) -> (root: LayoutView, titles: [LayoutLabel]) {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
    var previous: LayoutView?
    var titles: [LayoutLabel] = []
    for index in 0..<cells {
        let title = LayoutLabel(), body = LayoutLabel()
        title.font = LayoutFont(family: family, size: 17, weight: .bold)
        title.text = "Cell \(index): a title"
        body.font = LayoutFont(family: family, size: 15)
        body.numberOfLines = 0
        body.text = "Body \(index) wraps at the cell's width, which the layout decides, so its height follows its text."
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        titles.append(title)
        previous = body
    }
    return (root, titles)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

print("labels \(labels), rounds \(rounds); milliseconds, median (fastest)")
print("family        solver      first layout         titles changed")
for family in ["fixed", "DejaVu Sans"] {
    for (name, solver) in [("glpk", GLPKSolver() as any LayoutSolver), ("cassowary", CassowarySolver())] {
        var first: [Double] = [], again: [Double] = []
        for _ in 0..<rounds {
            let (root, titles) = tree(family, cells: labels / 2)
            let engine = LayoutEngine(solver: solver)
            engine.textSystem = TextSystem()
            root.layoutEngine = engine
            var start = DispatchTime.now().uptimeNanoseconds
            engine.layoutIfNeeded(root)
            first.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            guard engine.lastReport?.isClean == true else { fatalError("layout failed: \(String(describing: engine.lastReport?.failure))") }
            for (index, title) in titles.enumerated() { title.text = "Cell \(index): another title" }
            start = DispatchTime.now().uptimeNanoseconds
            engine.layoutIfNeeded(root)
            again.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        func cell(_ v: [Double]) -> String { String(format: "%8.1f (%7.1f)", median(v), v.min()!) }
        print("\(family.padding(toLength: 13, withPad: " ", startingAt: 0)) \(name.padding(toLength: 10, withPad: " ", startingAt: 0))  \(cell(first))   \(cell(again))")
    }
}
