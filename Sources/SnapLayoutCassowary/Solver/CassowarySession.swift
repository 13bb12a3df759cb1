import SnapLayoutModel
import SnapLayoutLinearSystem

/// The Cassowary solver's session. A layout is first solved by the decoupled one-shot solve
/// (block by block, as GLPK's), which leaves values and blocks (`SessionParts`): a change then
/// re-solves only the blocks it reaches. Constant changes that keep coming (a window resized, an
/// animation) are worth a tableau: after `KeptTableau.constantChangesBeforeTableau` of them in a
/// row, the session builds one (`KeptTableau`), and later constant changes (a constraint's
/// constant, an intrinsic size, the root's size, the stays' starting frames) are dual simplex
/// steps from it.
/// When rows come and go (a stack's arranged view hidden or shown), the session goes back to parts
/// (see `solve(editing:)`).
///
/// Starts over when the rows themselves change, when the last solve had conflicts (a change may
/// resolve or move them), when a change makes the required rows infeasible (the conflict search
/// needs the full picture), and when ambiguity is checked (ranging needs a tableau without stays).
///
/// A required equality gets the marker that lets its constant change only once it has changed:
/// the first change of such a row rebuilds the tableau with its marker, later ones are dual
/// simplex steps (as kiwi's edit constraints, chosen by use).
final class CassowarySession: LayoutSolverSession {
    var system: LinearSystem?
    /// The tableau, once constant changes have paid for it; `nil` while the session works by
    /// parts, and after numerical trouble.
    var tableau: KeptTableau?
    /// The values and blocks of the system while the session works by parts; `nil` while the
    /// tableau is current, and after conflicts.
    var parts: SessionParts?
    var hadConflicts = false
    /// The required equalities whose constants have changed (or that an edit added): they carry markers.
    var trackedRows = Set<Int>()
    /// Constant changes solved by parts in a row (since the last start over or edit): a few are
    /// cheaper by parts than building a tableau, but each costs a pass over the whole system
    /// (definitions, tier minima), so a stream of them (a window resized, an animation) is not.
    var constantChangesByParts = 0
    /// How many solves started over, one-shot or on a new tableau (for tests: the others were
    /// dual simplex updates or parts), and how many of them built a tableau.
    private(set) var fullSolveCount = 0
    private(set) var tableauBuildCount = 0
    /// How many rows the last solve handed its solver: the whole system, or the part a change
    /// reached (for tests).
    var lastSolvedRowCount = 0

    func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        if let previous = self.system, !hadConflicts, !options.checksAmbiguity,
           let changes = CassowarySession.constantChanges(from: previous, to: system) {
            if tableau != nil, let solution = try update(rows: changes.rows, stays: changes.stays, in: system) {
                return solution
            }
            // Parts found with the stays left no choice do not depend on the stays' constants.
            if let parts, changes.stays.isEmpty || parts.isDetermined {
                return try solveByParts(updating: changes.rows, in: system, options: options)
            }
            // Only constants changed: a tableau takes what the parts cannot.
            return try buildTableau(system, options: options)
        }
        return try startOver(system, options: options)
    }

    func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard var system else { preconditionFailure("no system solved yet") }
        // (A constant that is not finite: `solveByParts` refuses it, the tableau's `setConstant`
        // too, and a start over validates the system.)
        // Held once, so that setting the constants does not copy every row.
        self.system = nil
        for change in changes { system.rows[change.row].expression.constant = change.constant }
        if parts != nil {
            return try solveByParts(updating: changes, in: system, options: options)
        }
        guard tableau != nil, !hadConflicts, !options.checksAmbiguity else { return try startOver(system, options: options) }
        do {
            if let solution = try update(rows: changes, stays: [], in: system) { return solution }
        } catch {
            // The tableau is not to be trusted after numerical trouble: start over next time.
            self.system = system
            tableau = nil
            throw error
        }
        // A change of an untracked required equality (it needs its marker), or one the required
        // rows cannot take (the tableau's solve searches the conflicts).
        return try buildTableau(system, options: options)
    }

    /// Solves `system` from nothing: the decoupled one-shot solve, whose parts later changes
    /// re-solve; a tableau when ambiguity is checked (ranges are read from one).
    func startOver(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard options.isOptimized, !options.checksAmbiguity else { return try buildTableau(system, options: options) }
        self.system = system
        tableau = nil
        parts = nil
        fullSolveCount += 1
        lastSolvedRowCount = system.rows.count
        let (solution, isDetermined) = try CassowarySolver().solveDecoupledForSession(system)
        hadConflicts = !solution.conflicts.isEmpty
        if !hadConflicts {
            parts = SessionParts(values: solution.values, isDetermined: isDetermined)
            constantChangesByParts = 0
        }
        return solution
    }

    /// Solves `system` on a new tableau, which later constant changes update.
    func buildTableau(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        self.system = system
        tableau = nil
        parts = nil
        fullSolveCount += 1
        tableauBuildCount += 1
        lastSolvedRowCount = system.rows.count
        let (solution, kept) = try KeptTableau.solve(system, options: options, trackedRows: trackedRows)
        tableau = kept
        hadConflicts = !solution.conflicts.isEmpty
        return solution
    }

    /// Applies the new constants to the kept tableau; `nil` when it cannot take them: an untracked
    /// required equality among them (tracked from now on), or required rows that stop holding.
    private func update(rows: [RowConstantChange], stays: [(index: Int, constant: Double)],
                        in system: LinearSystem) throws(SolverError) -> LinearSolution? {
        guard let tableau else { return nil }
        let untracked = tableau.untrackedRows(rows, in: system)
        if !untracked.isEmpty {
            trackedRows.formUnion(untracked)
            return nil
        }
        guard let solution = try tableau.update(rows: rows, stays: stays, in: system) else {
            self.tableau = nil
            return nil
        }
        self.system = system
        return solution
    }

    /// The constants that differ between two systems with the same rows otherwise; `nil` when
    /// anything else differs.
    static func constantChanges(from old: LinearSystem, to new: LinearSystem)
        -> (rows: [RowConstantChange], stays: [(index: Int, constant: Double)])? {
        guard old.variableCount == new.variableCount, old.rows.count == new.rows.count,
              old.stays.count == new.stays.count else { return nil }
        var rows: [RowConstantChange] = []
        for index in old.rows.indices {
            let a = old.rows[index], b = new.rows[index]
            guard a.relation == b.relation, a.priority == b.priority, a.expression.terms == b.expression.terms else { return nil }
            if a.expression.constant != b.expression.constant {
                rows.append(RowConstantChange(row: index, constant: b.expression.constant))
            }
        }
        var stays: [(index: Int, constant: Double)] = []
        for index in old.stays.indices {
            guard old.stays[index].terms == new.stays[index].terms else { return nil }
            if old.stays[index].constant != new.stays[index].constant {
                stays.append((index, new.stays[index].constant))
            }
        }
        return (rows, stays)
    }
}
