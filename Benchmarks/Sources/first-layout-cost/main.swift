import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutEngine
import SnapLayoutLinearSystem
import SnapLayoutModel

// first-layout-cost ROUNDS FAMILY COUNT: ROUNDS first layouts, each a fresh Cassowary engine's on a
// fresh `LayoutView` tree of the generated layout (`LayoutFamily`), and how many of them the
// solver solved (the others were separable). With callgrind and first-layout-stages.sh's stage
// functions (the difference of two ROUNDS), the instructions per first layout of a layout that is
// not separable, spent trying the separable solve.

/// Cassowary, counting the systems its sessions were given (a layout the engine did not solve
/// separably).
final class CountingSolver: LayoutSolver, @unchecked Sendable {
    final class Session: LayoutSolverSession {
        let inner = CassowarySolver().makeSession()
        let owner: CountingSolver
        init(owner: CountingSolver) { self.owner = owner }
        var system: LinearSystem? { inner.system }
        func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
            owner.solved += 1
            return try inner.solve(system, options: options)
        }
        func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution {
            try inner.solve(updatingConstants: changes, options: options)
        }
        func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
            try inner.solve(editing: edit, options: options)
        }
    }
    var solved = 0
    var name: String { "counting" }
    var allowsSeparableSolve: Bool { true }
    func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        solved += 1
        return try CassowarySolver().solve(system, options: options)
    }
    func makeSession() -> any LayoutSolverSession { Session(owner: self) }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.first.flatMap { Int($0) } ?? 11
let family = arguments.count > 1 ? LayoutFamily(rawValue: arguments[1]) ?? .tiers : .tiers
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10 : 10
let snapshot = family.snapshot(count: count)
let solver = CountingSolver()
for _ in 0..<rounds {
    let tree = try ViewTree(snapshot)
    let engine = LayoutEngine(solver: solver)
    engine.log = { _ in }
    tree.root.layoutEngine = engine
    engine.layoutIfNeeded(tree.root)
}
print("\(family.rawValue) \(count): \(snapshot.items.count) items, \(solver.solved) of \(rounds) first layouts solved by the solver")
