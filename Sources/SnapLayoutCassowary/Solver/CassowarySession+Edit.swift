import SnapLayoutModel
import SnapLayoutLinearSystem

extension CassowarySession {
    /// Solves the edited system from scratch, its tableau built again.
    ///
    /// Taking rows out of the kept tableau and adding others (kiwi's `removeConstraint` and
    /// `addConstraint`) was tried: on a column of 100 row stacks, adding the spacing row that skips
    /// a hidden row took ~700 pivots of the artificial phase and ~900 to re-optimise, slower than
    /// building the tableau again (docs/performance.md, "Layout passes after a stack changes").
    /// The required equalities the edit added or moved get markers, so that a later change of
    /// their constants is a tableau step.
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard let old = system else { preconditionFailure("no system solved yet") }
        var tracked = Set<Int>()
        for (row, previous) in edit.previousRows.enumerated() {
            let current = edit.system.rows[row]
            guard current.isRequired, current.relation == .equal else { continue }
            if let previous, !trackedRows.contains(previous),
               old.rows[previous].expression.constant == current.expression.constant { continue }
            tracked.insert(row)
        }
        trackedRows = tracked
        return try fullSolve(edit.system, options: options)
    }
}
