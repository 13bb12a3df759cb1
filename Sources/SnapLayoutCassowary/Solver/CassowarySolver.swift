import SnapLayoutModel
import SnapLayoutLinearSystem

/// The contract's lexicographic solve (section 4) with an incremental simplex in the Cassowary
/// tradition, in pure Swift: required rows are added first (conflicts resolved by
/// `ConflictSearch`, as the GLPK solver does), then the optional rows with their errors costed at
/// their own priority level, then, after the frame ranges when asked, the stays at the lowest level.
///
/// Thread-safe: every call builds its own tableau.
public struct CassowarySolver: LayoutSolver {
    /// Blocks with at least this many rows and two tiers have their tiers decided by
    /// `TierPresolve` in a decoupled solve, as GLPK's (tests lower it to reach small layouts).
    var tierPresolveMinimumRows = 64
    /// Whether decoupled solves hand blocks of a few variables to `DenseBlockSolve` (tests turn it
    /// off to compare the two block solves).
    package var solvesSmallBlocksDensely = true
    /// The most term operations a tableau kept for a session may take to build (`nil`: no
    /// limit); beyond it the build declines (`SolverError.declined`). GLPK's session asks for one
    /// (`KeptTableau.solve`): its parts solve what the tableau would take too long to build.
    package var tableauTermBudget: Int?

    /// Creates the solver.
    public init() {}

    /// `cassowary`.
    public var name: String { "cassowary" }
    /// `true`: a separable layout has one answer, which a layout engine finds without an LP.
    public var allowsSeparableSolve: Bool { true }

    /// The stays' level in the objective, below every optional priority (which are above 0).
    static let stayLevel: Double = 0

    public func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        try CassowarySolver.validate(system)
        let solved = try solveKeepingTableau(system, options: options)
        return solved.solution
    }

    /// A session that keeps what a solve found: changes re-solve only the blocks they reach, and
    /// constant changes that keep coming, from a tableau built once they pay for it.
    public func makeSession() -> any LayoutSolverSession {
        CassowarySession()
    }

    /// A full solve that also returns the tableau, for sessions to change later; `nil` for a
    /// decoupled one-shot solve (no ambiguity checked), which holds no tableau for the whole system.
    func solveKeepingTableau(_ system: LinearSystem, options: SolveOptions, incremental: Bool = false,
                             trackedRows: Set<Int> = []) throws(SolverError) -> (solution: LinearSolution, built: Built?) {
        // A numerical failure of a system whose numbers are far apart is reported as such.
        do {
            return try solveUnexplained(system, options: options, incremental: incremental, trackedRows: trackedRows)
        } catch {
            throw system.explainingConditioning(error)
        }
    }

    private func solveUnexplained(_ system: LinearSystem, options: SolveOptions, incremental: Bool,
                                  trackedRows: Set<Int>) throws(SolverError) -> (solution: LinearSolution, built: Built?) {
        try CassowarySolver.validate(system)
        // One-shot solves go block by block, as the GLPK solver's (`attemptDecoupled`), their
        // ranges too (`FaceRanges`): one tableau for a whole layout fills in where the presolve
        // leaves many rows over free variables (a feed's cells, many tiers along a chain).
        let decouples = options.isOptimized && !incremental
        func attempt(_ broken: Set<Int>) throws(SolverError) -> (values: [Double], ranges: [[ValueRange]]?, built: Built?)? {
            if decouples {
                return try attemptDecoupled(system, broken: broken, checksAmbiguity: options.checksAmbiguity)
                    .map { ($0.values, $0.ranges, nil) }
            }
            guard let built = try build(system, excluding: broken, options: options, incremental: incremental,
                                        trackedRows: trackedRows) else { return nil }
            return (built.simplex.values(count: system.variableCount), built.ranges, built)
        }
        let found = try solvingConflicts(system, attempt)
        let (values, ranges, built) = found.outcome
        let (conflicts, broken) = (found.conflicts, found.broken)
        let solution = LinearSolution(values: values, conflicts: conflicts, brokenRows: broken,
                                      tierMinima: system.tierMinima(values), frameRanges: ranges)
        return (solution, built)
    }

    /// The decoupled one-shot solve for a session (no ambiguity checked), and whether it left the
    /// stay terms no choice (never, with conflicts: a session starts over after those anyway).
    func solveDecoupledForSession(_ system: LinearSystem) throws(SolverError) -> (solution: LinearSolution, isDetermined: Bool) {
        do {
            try CassowarySolver.validate(system)
            func attempt(_ broken: Set<Int>) throws(SolverError) -> DecoupledOutcome? {
                try attemptDecoupled(system, broken: broken, reportsDetermined: broken.isEmpty)
            }
            let found = try solvingConflicts(system, attempt)
            let solution = LinearSolution(values: found.outcome.values, conflicts: found.conflicts, brokenRows: found.broken,
                                          tierMinima: system.tierMinima(found.outcome.values), frameRanges: nil)
            return (solution, found.conflicts.isEmpty && found.outcome.isDetermined)
        } catch {
            throw system.explainingConditioning(error)
        }
    }

    /// `attempt` without broken rows, then, when the required rows cannot all hold, the contract's
    /// conflict search and `attempt` without the rows it breaks: the outcome, the conflicts and the
    /// broken rows.
    private func solvingConflicts<Outcome>(
        _ system: LinearSystem, _ attempt: (Set<Int>) throws(SolverError) -> Outcome?
    ) throws(SolverError) -> (outcome: Outcome, conflicts: [RowConflict], broken: [Int]) {
        if let outcome = try attempt([]) { return (outcome, [], []) }
        let (conflicts, broken) = try resolveConflicts(system)
        guard let outcome = try attempt(Set(broken)) else {
            throw SolverError.numerical("the required constraints cannot hold even after breaking \(broken.count) of them")
        }
        return (outcome, conflicts, broken)
    }

    /// A solved tableau and the handles of the rows in it.
    struct Built {
        var simplex: CassowarySimplex
        /// By row index: its constraint, `nil` for broken rows.
        var rowConstraints: [CassowaryConstraint?]
        /// By stay index: its constraint, `nil` for stays left out as fixed.
        var stayConstraints: [CassowaryConstraint?]
        var ranges: [[ValueRange]]?
    }

    /// The tableau of `system` without the `broken` rows, solved through the stay stage, with the
    /// frame ranges when asked; `nil` when the required rows cannot hold.
    ///
    /// A session (`incremental`) gives the required equalities of `trackedRows` a marker, so that
    /// their constants can change later; other rows' constants can change anyway (their slack or
    /// error is the marker). Markers of required equalities cost memory: in a chain of views each
    /// position row would hold one per view before it.
    func build(_ system: LinearSystem, excluding broken: Set<Int>, options: SolveOptions,
               incremental: Bool = false, trackedRows: Set<Int> = []) throws(SolverError) -> Built? {
        let simplex = CassowarySimplex(variableCount: system.variableCount, tracksRequiredEqualities: false)
        if let tableauTermBudget { simplex.termBudget = tableauTermBudget }
        var handles = [CassowaryConstraint?](repeating: nil, count: system.rows.count)
        do {
            for (index, row) in system.rows.enumerated() where row.isRequired && !broken.contains(index) {
                handles[index] = try simplex.insertForBuild(row.expression, row.relation, priority: row.priority,
                                                            tracksMarker: incremental && trackedRows.contains(index))
                try simplex.checkTermBudget()
            }
        } catch {
            if case .unsatisfiableConstraint = error { return nil }
            throw CassowarySolver.solverError(error)
        }
        // A session can leave out only the stays that the required equalities fix whatever the
        // constants (a later constant change may free what is fixed now for other reasons): read
        // now, while the tableau holds the required rows only.
        let structurallyFixed = incremental ? system.stays.map { simplex.isFixedByRequiredEqualities($0) } : []
        do {
            for (index, row) in system.rows.enumerated() where !row.isRequired {
                handles[index] = try simplex.insertForBuild(row.expression, row.relation, priority: row.priority)
                try simplex.checkTermBudget()
            }
            try simplex.optimize()
            var ranges: [[ValueRange]]?
            if options.checksAmbiguity {
                ranges = try system.probes.map { probe throws(CassowaryError) in
                    try probe.components.map { component throws(CassowaryError) in try simplex.range(of: component) }
                }
            }
            var stays: [CassowaryConstraint?] = []
            stays.reserveCapacity(system.stays.count)
            // A stay whose expression cannot move without a tier losing ground adds only a
            // constant to the objective: leaving it out changes nothing but the work. A session
            // leaves out those fixed by the required equalities (above); kept, they would make
            // every shifted view a dual pivot. Decided for every stay before any is inserted: an
            // inserted stay's errors weigh at the stay level, and a later stay held only by them
            // would look fixed (it is not fixed by the tiers, only costly to other stays), so
            // leaving it out lost step 4's optimum (`CassowaryStayStageTests`).
            let fixed = incremental ? structurallyFixed : system.stays.map { simplex.isFixedOnOptimalFace($0) }
            for (index, stay) in system.stays.enumerated() {
                if fixed[index] {
                    stays.append(nil)
                } else {
                    stays.append(try simplex.insertForBuild(stay, .equal, priority: CassowarySolver.stayLevel))
                    try simplex.checkTermBudget()
                }
            }
            try simplex.optimize()
            return Built(simplex: simplex, rowConstraints: handles, stayConstraints: stays, ranges: ranges)
        } catch {
            throw CassowarySolver.solverError(error)
        }
    }

    /// The contract's conflict search on each group of required rows that cannot hold, with one
    /// tableau per group that rows are added to and taken out of (`CassowaryRowSet`).
    func resolveConflicts(_ system: LinearSystem) throws(SolverError) -> ([RowConflict], [Int]) {
        let found = try ConflictSearch.resolveConflicts(
            in: system,
            canHold: { rows throws(SolverError) in try CassowarySolver.canHold(rows) },
            rowSet: { system, group in CassowaryRowSet(system: system, rows: group) })
        return (found.conflicts, found.broken)
    }

    /// Whether the given rows can all hold as required rows. Their variables are numbered afresh,
    /// in the same order (so that every tie is broken as before): a tableau of the system's every
    /// variable for each small group of rows was quadratic (overlapping cycles of 4 000 views make
    /// about 16 000 groups).
    static func canHold(_ rows: [LinearRow]) throws(SolverError) -> Bool {
        var variables = Set<Int>()
        for row in rows { for term in row.expression.terms { variables.insert(term.variable) } }
        var local: [Int: Int] = [:]
        for (index, variable) in variables.sorted().enumerated() { local[variable] = index }
        let simplex = CassowarySimplex(variableCount: local.count, tracksRequiredEqualities: false)
        do {
            for row in rows {
                let terms = row.expression.terms.map { LinearTerm(variable: local[$0.variable]!, coefficient: $0.coefficient) }
                try simplex.insertForBuild(LinearExpression(terms: terms, constant: row.expression.constant), row.relation,
                                           priority: LinearSystem.requiredPriority)
            }
        } catch {
            if case .unsatisfiableConstraint = error { return false }
            throw solverError(error)
        }
        return true
    }

    /// Refuses what no simplex can work with: numbers that are not finite, priorities outside the
    /// contract's range; and what this tableau cannot solve reliably: coefficients spread over
    /// `LinearSystem.illConditionedSpread` or more (it reads numbers at or below 1e-9 as round-off,
    /// so `b == 1e-9 * a + 44` loses `a`). Messages name the row's source.
    static func validate(_ system: LinearSystem) throws(SolverError) {
        if let found = system.illConditionedRow() {
            throw SolverError.declined("the document is too ill-conditioned for the Cassowary solver: "
                              + "\(describe(system.rows[found.row].source, found.row)) takes part in a system whose "
                              + "coefficients run from \(found.smallest) to \(found.largest)")
        }
        for (index, row) in system.rows.enumerated() {
            let finite = row.expression.constant.isFinite && row.expression.terms.allSatisfy { $0.coefficient.isFinite }
            guard finite else { throw SolverError("\(describe(row.source, index)) has a number that is not finite") }
            guard row.priority > 0 && row.priority <= LinearSystem.requiredPriority else {
                throw SolverError("\(describe(row.source, index)) has priority \(row.priority), outside (0, 1000]")
            }
        }
        for (index, stay) in system.stays.enumerated() {
            guard stay.constant.isFinite && stay.terms.allSatisfy({ $0.coefficient.isFinite }) else {
                throw SolverError("stay \(index) (item \(FrameVariable(index: index).item)'s starting frame) has a number that is not finite")
            }
        }
    }

    private static func describe(_ source: RowSource, _ index: Int) -> String {
        switch source {
        case .constraint(let constraint): return "constraint \(constraint)"
        case .generated(let generated): return "generated constraint \(generated.name) (row \(index))"
        case .stack(let stack): return "stack constraint \(stack.name) (row \(index))"
        }
    }

    static func solverError(_ error: CassowaryError) -> SolverError {
        if case .solver(let inner) = error { return inner }
        return SolverError("the Cassowary solver failed: \(error)")
    }
}
