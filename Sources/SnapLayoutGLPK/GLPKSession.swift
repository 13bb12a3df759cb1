import SnapLayoutModel
import SnapLayoutLinearSystem

/// GLPK's session: when only row constants change, or rows are edited, only the independent
/// blocks a change reaches are solved again; every other variable keeps its value
/// (`SessionParts`, shared with the Cassowary session's edits).
///
/// Each re-solved part keeps what its solve worked out from the terms alone (`GLPKPreparation`:
/// defined variables, the elimination replayed on new constants, blocks, the tiers' fates), since
/// the next re-solve of the same part differs only in constants.
///
/// Falls back to a full solve when a change touches a row with no free variable, when the last
/// solve had conflicts or a block's solve finds one (conflicts are searched over the whole
/// system, in order), when a re-solved part is no longer determined, and when ambiguity is checked.
final class GLPKSession: LayoutSolverSession {
    /// The solver whose settings every solve uses.
    private let solver: GLPKSolver
    private(set) var system: LinearSystem?
    /// The last solve's values and blocks; `nil` when it had conflicts (a change may resolve or
    /// move them, so the next solve starts over).
    private var parts: SessionParts?
    /// For each set of touched blocks re-solved since the last full solve, the bases its batches
    /// ended their first simplex with: the next re-solve of the same part starts from them.
    private var bases: [[Int]: GLPKBasisCache] = [:]
    /// How many rows the last solve handed GLPK's solver: the whole system, or the part a change
    /// reached (for tests: a hidden row of a column re-solves a few rows, not the column).
    private(set) var lastSolvedRowCount = 0

    init(solver: GLPKSolver) {
        self.solver = solver
    }

    func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        try fullSolve(system, options: options)
    }

    func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard var system else { preconditionFailure("no system solved yet") }
        try RowConstantChange.checkFinite(changes, in: system)
        self.system = nil
        for change in changes { system.rows[change.row].expression.constant = change.constant }
        guard var parts, !options.checksAmbiguity else { return try fullSolve(system, options: options) }
        let touched = parts.blocks(reachedBy: changes, in: system)
        return try resolve(touched, of: &parts, in: system, options: options)
    }

    /// Solves the edited system: its structure (definitions, blocks) found again, then only the
    /// blocks the edit reaches (`SessionParts.editing`) are solved.
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        let system = edit.system
        guard let old = self.system, var parts, !options.checksAmbiguity, system.variableCount == old.variableCount,
              let found = parts.editing(edit, from: old) else { return try fullSolve(system, options: options) }
        self.system = nil
        bases = [:]
        var edited = found.parts
        return try resolve(found.touched, of: &edited, in: system, options: options)
    }

    /// Solves the `touched` blocks of `system` again, keeping every other block's values; a full
    /// solve when the parts cannot (`SessionParts.resolve`).
    private func resolve(_ touched: Set<Int>, of parts: inout SessionParts, in system: LinearSystem,
                         options: SolveOptions) throws(SolverError) -> LinearSolution {
        let solved = try parts.resolve(touched, in: system) { part, key throws(SolverError) in
            if bases[key] == nil, bases.count >= 16 { bases = [:] }
            let cache = bases[key] ?? GLPKBasisCache()
            if bases[key] == nil {
                // The part has the same terms on every re-solve: only its constants change.
                cache.preparation = GLPKPreparation()
                bases[key] = cache
            }
            lastSolvedRowCount = part.rows.count
            let solution = try solver.solve(part, options: SolveOptions(isOptimized: options.isOptimized), bases: cache)
            guard solution.conflicts.isEmpty else { return nil }
            return SessionParts.PartSolution(values: solution.values, isDetermined: cache.isDetermined)
        }
        guard let solved else { return try fullSolve(system, options: options) }
        self.system = system
        self.parts = parts
        return solved
    }

    private func fullSolve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        self.system = system
        parts = nil
        bases = [:]
        lastSolvedRowCount = system.rows.count
        let state = GLPKBasisCache()
        let solution = try solver.solve(system, options: options, bases: state)
        if solution.conflicts.isEmpty {
            parts = SessionParts(values: solution.values, isDetermined: state.isDetermined)
        }
        return solution
    }
}

extension GLPKSolver {
    /// A session that re-solves only the blocks a constant change touches.
    public func makeSession() -> any LayoutSolverSession {
        GLPKSession(solver: self)
    }
}
