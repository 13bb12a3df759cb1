import SnapLayoutModel
import SnapLayoutLinearSystem

extension CassowarySession {
    /// Solves the edited system by parts, as GLPK's session does (`SessionParts`): only the
    /// blocks the edit reaches are solved again, each on a small tableau of its own (the decoupled
    /// one-shot solve, `attemptDecoupled`); every other variable keeps its value.
    ///
    /// The first edit after a full solve has no parts yet (the kept tableau does not say whether
    /// the stays had a choice): it solves the edited system once, decoupled, to find them. That is
    /// still cheaper than building the tableau again, which is what edits cost before: taking rows
    /// out of the kept tableau and adding others (kiwi's `removeConstraint` and `addConstraint`)
    /// was tried too, and on a column of 100 row stacks took ~1 600 pivots, slower than a rebuild
    /// (docs/performance.md, "Layout passes after a stack changes").
    ///
    /// The tableau no longer describes the system after an edit by parts; constant changes are then
    /// solved by parts too, until they have cost as much as building it again
    /// (`partRowsSinceTableau`).
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard let old = system else { preconditionFailure("no system solved yet") }
        trackedRows = trackedRows(after: edit, from: old)
        guard !hadConflicts, !options.checksAmbiguity, edit.system.variableCount == old.variableCount else {
            return try fullSolve(edit.system, options: options)
        }
        if let parts {
            if var (edited, touched) = parts.editing(edit, from: old),
               let solution = try resolve(touched, of: &edited, in: edit.system) {
                return solution
            }
        } else if let solution = try solveFindingParts(edit.system) {
            return solution
        }
        return try fullSolve(edit.system, options: options)
    }

    /// Constant changes while the session has parts: the blocks they reach solved again, or the
    /// tableau built again once parts have cost as much.
    func solveByParts(updating changes: [RowConstantChange], in system: LinearSystem,
                      options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard var parts, !hadConflicts, !options.checksAmbiguity,
              partRowsSinceTableau < system.rows.count else { return try fullSolve(system, options: options) }
        let touched = parts.blocks(reachedBy: changes, in: system)
        guard let solution = try resolve(touched, of: &parts, in: system) else {
            return try fullSolve(system, options: options)
        }
        partRowsSinceTableau += lastSolvedRowCount
        return solution
    }

    /// The edited system solved once, decoupled, to find its parts; `nil` when it has conflicts.
    private func solveFindingParts(_ system: LinearSystem) throws(SolverError) -> LinearSolution? {
        guard let outcome = try? CassowarySolver().attemptDecoupled(system, broken: [], reportsDetermined: true) else {
            return nil
        }
        lastSolvedRowCount = system.rows.count
        enterParts(SessionParts(system, values: outcome.values, isDetermined: outcome.isDetermined), system)
        return parts?.solution(of: system)
    }

    /// Solves the `touched` blocks of `system` again; `nil` when the session must start over (a
    /// part with conflicts, or numerical trouble, is left to the full solve to report).
    private func resolve(_ touched: Set<Int>, of parts: inout SessionParts,
                         in system: LinearSystem) throws(SolverError) -> LinearSolution? {
        lastSolvedRowCount = 0
        let solution = try parts.resolve(touched, in: system) { part, _ throws(SolverError) in
            lastSolvedRowCount = part.rows.count
            guard let outcome = try? CassowarySolver().attemptDecoupled(part, broken: [], reportsDetermined: true) else {
                return nil
            }
            return SessionParts.PartSolution(values: outcome.values, isDetermined: outcome.isDetermined)
        }
        guard let solution else { return nil }
        enterParts(parts, system)
        return solution
    }

    /// Keeps `parts` for `system`; the tableau no longer describes it.
    private func enterParts(_ parts: SessionParts, _ system: LinearSystem) {
        if self.parts == nil { partRowsSinceTableau = 0 }
        self.parts = parts
        self.system = system
        built = nil
    }

    /// The required equalities of the edited system that need markers when the tableau is next
    /// built: those the edit added or whose constants it moved, and those tracked before.
    private func trackedRows(after edit: SystemEdit, from old: LinearSystem) -> Set<Int> {
        var tracked = Set<Int>()
        for (row, previous) in edit.previousRows.enumerated() {
            let current = edit.system.rows[row]
            guard current.isRequired, current.relation == .equal else { continue }
            if let previous, !trackedRows.contains(previous),
               old.rows[previous].expression.constant == current.expression.constant { continue }
            tracked.insert(row)
        }
        return tracked
    }
}
