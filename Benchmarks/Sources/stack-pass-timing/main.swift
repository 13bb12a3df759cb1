import Foundation
import SnapLayoutCassowary
import SnapLayoutEngine
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel

// stack-pass-timing [ROWS] [ROUNDS]: `LayoutEngine` passes on a column of ROWS rows (each a row
// stack of a label and a switch) after one change: a row hidden or shown again (the column's rows
// change: an edit of the session's system), the column's spacing changed (a constant-only pass),
// the column's top constant changed (constant-only), and a new tree laid out (a full pass), for
// each solver; median, fastest and first pass in µs. CHANGE=hide/show and SOLVER=glpk pick one of each.
let arguments = Array(CommandLine.arguments.dropFirst())
let rows = arguments.first.flatMap { Int($0) } ?? 100
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 101 : 101
let only = ProcessInfo.processInfo.environment["CHANGE"]
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The screen: a 375-wide root, the column pinned to its top and sides.
func screen(solver: any LayoutSolver) -> (root: LayoutView, column: LayoutStackView, rows: [LayoutStackView], top: LayoutConstraint) {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 10_000))
    root.layoutEngine = LayoutEngine(solver: solver)
    let rowViews = (0..<rows).map { _ -> LayoutStackView in
        let label = LayoutView(), toggle = LayoutView()
        label.explicitIntrinsicContentSize = CGSize(width: 120, height: 21)
        label.setContentHuggingPriority(LayoutPriority(rawValue: 249), for: .horizontal)
        toggle.explicitIntrinsicContentSize = CGSize(width: 51, height: 31)
        let row = LayoutStackView(arrangedSubviews: [label, toggle])
        row.alignment = .center
        row.spacing = 8
        return row
    }
    let column = LayoutStackView(arrangedSubviews: rowViews)
    column.axis = .vertical
    column.spacing = 8
    root.addSubview(column)
    column.translatesAutoresizingMaskIntoConstraints = false
    let top = column.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
    LayoutConstraint.activate([
        column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        top,
    ])
    return (root, column, rowViews, top)
}

/// The median and fastest of `rounds` passes after a change, and the first pass's time (a
/// session's first edit may set up what later ones reuse).
func median(_ change: (Int) -> Void, _ pass: () -> Void) -> (Double, Double, Double) {
    change(0)
    let first = now()
    pass()
    let firstTime = Double(now() - first) / 1000
    for k in 1..<6 { change(k); pass() }
    var times: [Double] = []
    for k in 0..<rounds {
        change(k)
        let start = now()
        pass()
        times.append(Double(now() - start) / 1000)
    }
    times.sort()
    return (times[times.count / 2], times[0], firstTime)
}

print("solver      change        rows  median µs  fastest µs  first µs")
for solver in [GLPKSolver() as any LayoutSolver, CassowarySolver()] where ProcessInfo.processInfo.environment["SOLVER"].map { $0 == solver.name } ?? true {
    let (root, column, rowViews, top) = screen(solver: solver)
    root.layoutEngine!.layoutIfNeeded(root)
    let cases: [(String, (Int) -> Void, () -> Void)] = [
        ("hide/show", { k in rowViews[rows / 2].isHidden = k % 2 == 0 }, { root.layoutEngine!.layoutIfNeeded(root) }),
        ("spacing", { k in column.spacing = k % 2 == 0 ? 9 : 8 }, { root.layoutEngine!.layoutIfNeeded(root) }),
        ("constant", { k in top.constant = k % 2 == 0 ? 21 : 20 }, { root.layoutEngine!.layoutIfNeeded(root) }),
        ("new tree", { _ in }, { let fresh = screen(solver: solver).root; fresh.layoutEngine!.layout(fresh) }),
    ]
    for (name, change, pass) in cases where only == nil || only == name {
        let (middle, fastest, first) = median(change, pass)
        print("\(solver.name.padding(toLength: 11, withPad: " ", startingAt: 0)) \(name.padding(toLength: 12, withPad: " ", startingAt: 0))  \(String(format: "%5d", rows))  \(String(format: "%9.0f", middle))  \(String(format: "%10.0f", fastest))  \(String(format: "%8.0f", first))")
    }
}
