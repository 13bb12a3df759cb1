import SnapLayoutModel
import SnapLayoutLinearSystem

extension CassowarySession {
    /// Solves the edited system by parts (`SessionParts`): only the blocks the edit reaches are
    /// solved again, each by the decoupled one-shot solve (`attemptDecoupled`); every other
    /// variable keeps its value. With a tableau instead of parts (constant changes had paid for
    /// one), the session starts over by parts: editing the tableau (kiwi's `removeConstraint` and
    /// `addConstraint`) was tried and took ~1 600 pivots on a column of 100 row stacks, more than
    /// a rebuild (docs/performance.md, "Layout passes after a stack changes").
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard let old = system else { preconditionFailure("no system solved yet") }
        trackedRows = trackedRows(after: edit, from: old)
        if var parts, !hadConflicts, !options.checksAmbiguity, edit.system.variableCount == old.variableCount,
           let found = parts.editing(edit, from: old) {
            var edited = found.parts
            if let solution = try resolve(found.touched, of: &edited, in: edit.system) {
                constantChangesByParts = 0
                return solution
            }
        }
        return try startOver(edit.system, options: options)
    }

    /// Constant changes while the session has parts: the blocks they reach solved again, or a
    /// tableau built once `KeptTableau.constantChangesBeforeTableau` of them came in a row.
    func solveByParts(updating changes: [RowConstantChange], in system: LinearSystem,
                      options: SolveOptions) throws(SolverError) -> LinearSolution {
        try RowConstantChange.checkFinite(changes, in: system)
        guard var parts, !hadConflicts, !options.checksAmbiguity else { return try startOver(system, options: options) }
        guard constantChangesByParts < KeptTableau.constantChangesBeforeTableau else {
            return try buildTableau(system, options: options)
        }
        let touched = parts.blocks(reachedBy: changes, in: system)
        // A change the parts cannot take (one that reaches a row with no free variable, leaves a
        // part with a choice, or breaks a required row) goes to a tableau, as constant changes do.
        guard let solution = try resolve(touched, of: &parts, in: system) else {
            return try buildTableau(system, options: options)
        }
        constantChangesByParts += 1
        return solution
    }

    /// Solves the `touched` blocks of `system` again; `nil` when the session must start over (a
    /// part with conflicts, or numerical trouble, is left to the full solve to report). Throws for
    /// a number that is not finite.
    private func resolve(_ touched: Set<Int>, of parts: inout SessionParts,
                         in system: LinearSystem) throws(SolverError) -> LinearSolution? {
        lastSolvedRowCount = 0
        let solution = try parts.resolve(touched, in: system) { part, _ throws(SolverError) in
            lastSolvedRowCount = part.rows.count
            // A number that is not finite is the caller's error, named as a full solve names it.
            try CassowarySolver.validate(part)
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
        self.parts = parts
        self.system = system
        tableau = nil
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
