import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutCassowary

/// GLPK's session: when only row constants change, or rows are edited, only the independent
/// blocks a change reaches are solved again; every other variable keeps its value
/// (`SessionParts`, shared with the Cassowary session's edits).
///
/// Each re-solved part keeps what its solve worked out from the terms alone (`GLPKPreparation`:
/// defined variables, the elimination replayed on new constants, blocks, the tiers' fates), since
/// the next re-solve of the same part differs only in constants.
///
/// Constant changes that keep coming (a window resized, an animation) go to a kept tableau
/// instead, as in the Cassowary session: after `KeptTableau.constantChangesBeforeTableau` of
/// them in a row by parts, the session solves the system once on Cassowary's tableau
/// (`KeptTableau`) and later constant changes are dual simplex steps from it. A re-solved part
/// costs a GLPK problem, its stages and a face probe; a step costs a few pivots in Swift. Both
/// solvers give the same answer (the differential tests), so the stream's frames are GLPK's.
/// GLPK still solves every first layout, edit and conflict.
///
/// Falls back to a full solve when a change touches a row with no free variable, when the last
/// solve had conflicts or a block's solve finds one (conflicts are searched over the whole
/// system, in order), when a re-solved part is no longer determined, when the tableau cannot take
/// a change, and when ambiguity is checked.
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
    /// The kept tableau of a stream of constant changes; `nil` while the session works by parts.
    private(set) var tableau: KeptTableau?
    /// Constant changes solved by parts in a row, since the last full solve or edit.
    private var constantChangesByParts = 0
    /// Whether the tableau was refused since the last full solve or edit (too large for it, or
    /// numerical trouble): the stream stays with GLPK's parts then.
    private var tableauRefused = false
    /// The required equalities whose constants a stream changed: the next tableau gives them
    /// markers (`KeptTableau.trackedRows`). Row indices, so forgotten when rows change.
    private var trackedRows = Set<Int>()

    /// The most term operations a kept tableau may take to build for `system`: 32 per row and
    /// stay, and at least `minimumTermBudget` (`Tableau.termBudget`). Builds that pay off quickly
    /// take 4–5 per row and stay (chains, grids, stacks) or 8–16 (real screens of 10 to 100
    /// views); at 1 000 views a feed takes 257 (46 ms, 22 part re-solves), a deep chain 147
    /// (31 ms) and 50 tiers 1 153 (1.2 s, the time of 900 part re-solves): a stream would stall
    /// on them, so it stays with GLPK's parts. A declined build costs its budget once
    /// (docs/cassowary.md).
    static func termBudget(_ system: LinearSystem) -> Int {
        max(32 * (system.rows.count + system.stays.count), minimumTermBudget)
    }

    /// The budget of a small system: whatever its shape, a build this small takes well under a
    /// millisecond, and such systems' fixed costs (a pivot's scan, each tier's weights) weigh
    /// more per row than a large system's (random layouts of a few items took up to ~100 per row).
    static let minimumTermBudget = 16_384

    init(solver: GLPKSolver) {
        self.solver = solver
    }

    func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        trackedRows = []
        return try fullSolve(system, options: options)
    }

    func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard var system else { preconditionFailure("no system solved yet") }
        try RowConstantChange.checkFinite(changes, in: system)
        self.system = nil
        for change in changes { system.rows[change.row].expression.constant = change.constant }
        if options.checksAmbiguity || !options.isOptimized { tableau = nil }
        if let tableau { return try step(tableau, changes, in: system, options: options) }
        guard var parts, !options.checksAmbiguity else { return try fullSolve(system, options: options) }
        if constantChangesByParts >= KeptTableau.constantChangesBeforeTableau, options.isOptimized, !tableauRefused,
           let solution = keepTableau(system, tracking: changes) {
            return solution
        }
        let touched = parts.blocks(reachedBy: changes, in: system)
        return try resolve(touched, of: &parts, in: system, options: options, countsTowardTableau: true)
    }

    /// `system` (the last one with `changes` applied) solved by dual simplex steps on the kept
    /// tableau; a full solve when the tableau cannot take the changes.
    private func step(_ tableau: KeptTableau, _ changes: [RowConstantChange], in system: LinearSystem,
                      options: SolveOptions) throws(SolverError) -> LinearSolution {
        let untracked = tableau.untrackedRows(changes, in: system)
        if untracked.isEmpty, let solution = try? tableau.update(rows: changes, stays: [], in: system) {
            self.system = system
            return solution
        }
        // A required equality with no marker yet (its first change), required rows that stop
        // holding (GLPK's solve searches the conflicts), or numerical trouble: GLPK solves it.
        trackedRows.formUnion(untracked)
        return try fullSolve(system, options: options)
    }

    /// Solves `system` on a new tableau with markers on the rows `changes` move, and keeps it;
    /// `nil` (the tableau refused until the next full solve) when it cannot: conflicts, or a
    /// system the tableau refuses.
    private func keepTableau(_ system: LinearSystem, tracking changes: [RowConstantChange]) -> LinearSolution? {
        var tracked = trackedRows
        for change in changes where system.rows[change.row].isRequired && system.rows[change.row].relation == .equal {
            tracked.insert(change.row)
        }
        guard let (solution, kept) = try? KeptTableau.solve(system, options: SolveOptions(), trackedRows: tracked,
                                                                     termBudget: GLPKSession.termBudget(system)),
              let kept else {
            tableauRefused = true
            return nil
        }
        self.system = system
        tableau = kept
        trackedRows = tracked
        parts = nil
        bases = [:]
        lastSolvedRowCount = system.rows.count
        return solution
    }

    /// Solves the edited system: its structure (definitions, blocks) found again, then only the
    /// blocks the edit reaches (`SessionParts.editing`) are solved.
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        let system = edit.system
        // Tracked rows are row indices: the edit renumbers them.
        trackedRows = []
        guard let old = self.system, var parts, !options.checksAmbiguity, system.variableCount == old.variableCount,
              let found = parts.editing(edit, from: old) else { return try fullSolve(system, options: options) }
        self.system = nil
        bases = [:]
        resetStream()
        var edited = found.parts
        return try resolve(found.touched, of: &edited, in: system, options: options)
    }

    /// Solves the `touched` blocks of `system` again, keeping every other block's values; a full
    /// solve when the parts cannot (`SessionParts.resolve`). `countsTowardTableau` for a constant
    /// change: one more in the stream that builds a tableau at its fifth.
    private func resolve(_ touched: Set<Int>, of parts: inout SessionParts, in system: LinearSystem,
                         options: SolveOptions, countsTowardTableau: Bool = false) throws(SolverError) -> LinearSolution {
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
        if countsTowardTableau { constantChangesByParts += 1 }
        return solved
    }

    /// Forgets the stream of constant changes: its tableau and its count.
    private func resetStream() {
        tableau = nil
        constantChangesByParts = 0
        tableauRefused = false
    }

    private func fullSolve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        self.system = system
        parts = nil
        bases = [:]
        resetStream()
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
