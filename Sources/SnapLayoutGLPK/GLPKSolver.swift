import SnapLayoutModel
import SnapLayoutLinearSystem

/// The contract's lexicographic solve (section 4) with GLPK: conflicts resolved by
/// `ConflictSearch`, then one LP stage per priority tier on each independent block.
///
/// Optimised path: required equalities are eliminated first (most layouts leave little or no LP),
/// variables pinned by generated rows are constants, and the rest splits into independent blocks.
/// Reference path (`SolveOptions.isOptimized == false`): the whole system as one LP.
/// Thread-safe: every call builds its own GLPK problems and deletes them before returning.
public struct GLPKSolver: LayoutSolver {
    /// Blocks with at least this many rows and two tiers have their tiers decided by
    /// `TierPresolve` rather than one LP stage per tier (tests lower it to reach small layouts).
    var tierPresolveMinimumRows = 64
    /// Whether decoupled solves hand blocks of a few variables to `DenseBlockSolve` rather than a
    /// GLPK problem (tests turn it off to compare the two block solves).
    package var solvesSmallBlocksDensely = true

    /// Creates the solver.
    public init() {}

    /// `glpk`.
    public var name: String { "glpk" }
    /// `true`: a separable layout has one answer, which a layout engine finds without an LP.
    public var allowsSeparableSolve: Bool { true }

    /// Values and frame ranges of one solved (possibly reduced) system.
    struct Outcome {
        var values: [Double]
        var ranges: [[ValueRange]]?
    }

    public func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        try solve(system, options: options, bases: nil)
    }

    /// A solve whose blocks start from (and record) the bases in `bases` (a session's re-solves).
    /// A numerical failure of a system whose numbers are far apart is reported as such.
    func solve(_ system: LinearSystem, options: SolveOptions, bases: GLPKBasisCache?) throws(SolverError) -> LinearSolution {
        do {
            return try solveUnexplained(system, options: options, bases: bases)
        } catch {
            throw system.explainingConditioning(error)
        }
    }

    private func solveUnexplained(_ system: LinearSystem, options: SolveOptions,
                                  bases: GLPKBasisCache?) throws(SolverError) -> LinearSolution {
        try GLPKInputCheck.validate(system, checksAmbiguity: options.checksAmbiguity)
        // The common case has no conflict: solve straight away; only if the required rows cannot
        // hold, search for conflicts (with nothing substituted) and solve without the broken rows.
        var conflicts: [RowConflict] = []
        var broken: [Int] = []
        bases?.isDetermined = true
        var outcome = try attempt(system, broken: [], options: options, bases: bases)
        if outcome == nil {
            (conflicts, broken) = try resolveConflicts(system)
            bases?.bases = [:]
            outcome = try attempt(system, broken: Set(broken), options: options, bases: nil)
        }
        guard let outcome else {
            throw SolverError.numerical("the required constraints cannot hold even after breaking \(broken.count) of them")
        }
        return LinearSolution(values: outcome.values, conflicts: conflicts, brokenRows: broken,
                              tierMinima: system.tierMinima(outcome.values),
                              frameRanges: outcome.ranges)
    }

    /// One solve without the `broken` rows; `nil` when the required rows still cannot hold.
    private func attempt(_ system: LinearSystem, broken: Set<Int>, options: SolveOptions,
                         bases: GLPKBasisCache? = nil) throws(SolverError) -> Outcome? {
        guard options.isOptimized else {
            bases?.isDetermined = false
            let block = LinearSystemBlock(variables: Array(0..<system.variableCount), rows: Array(system.rows.indices),
                                          stays: Array(system.stays.indices))
            return try solveBlocks(system, blocks: [block], pinned: Array(filled: nil, count: system.variableCount),
                                   broken: broken, options: options)
        }
        if !options.checksAmbiguity {
            return try attemptDecoupled(system, broken: broken, options: options, bases: bases,
                                        preparation: bases?.preparation)
        }
        // Ranges come from the decoupled solve's blocks (`FaceRanges`); a session keeps nothing of it.
        bases?.isDetermined = false
        return try attemptDecoupled(system, broken: broken, options: options, bases: nil)
    }

    /// Solves every block; `nil` when one cannot hold (a constant required row that fails, or a
    /// block whose first stage is infeasible).
    func solveBlocks(_ system: LinearSystem, blocks: [LinearSystemBlock], pinned: [Double?], broken: Set<Int>,
                             options: SolveOptions, bases: GLPKBasisCache? = nil) throws(SolverError) -> Outcome? {
        var values = [Double](filled: 0, count: system.variableCount)
        for (variable, value) in pinned.enumerated() { if let value { values[variable] = value } }
        var ranges: [[ValueRange]]? = options.checksAmbiguity
            ? Array(filled: Array(filled: ValueRange(0, 0), count: FrameComponent.allCases.count), count: system.probes.count) : nil
        for (batch, block) in GLPKSolver.batched(blocks).enumerated() {
            if block.variables.isEmpty {
                for index in block.rows where system.rows[index].isRequired && !broken.contains(index) {
                    if !system.rows[index].substituted(pinned: pinned).holdsAsConstant { return nil }
                }
                continue
            }
            var solver = GLPKBlockSolver(system: system, block: block, pinned: pinned, broken: broken,
                                         appendsStays: options.isOptimized)
            solver.startBasis = bases?.bases[batch]
            solver.recordsBasis = bases != nil
            guard let result = try solver.solve(checksAmbiguity: options.checksAmbiguity) else { return nil }
            if let basis = result.firstBasis { bases?.bases[batch] = basis }
            for (variable, value) in result.values { values[variable] = value }
            for (probe, partial) in result.ranges {
                for k in partial.indices {
                    ranges![probe][k].lowerBound += partial[k].lowerBound
                    ranges![probe][k].upperBound += partial[k].upperBound
                }
            }
        }
        // The parts of a probe outside every block (its constant, pinned variables) shift its range.
        if ranges != nil {
            for (index, probe) in system.probes.enumerated() {
                for k in probe.components.indices {
                    var constant = probe.components[k].constant
                    for term in probe.components[k].terms where pinned[term.variable] != nil {
                        constant += term.coefficient * pinned[term.variable]!
                    }
                    ranges![index][k].lowerBound += constant
                    ranges![index][k].upperBound += constant
                }
            }
        }
        return Outcome(values: values, ranges: ranges)
    }

    /// Independent blocks solved together in one LP give each block's own optimum (the objective
    /// of every stage is a sum over blocks). Small blocks are put together, up to `rowBudget` rows:
    /// a layout of many small parts (a feed's cells) otherwise creates and deletes thousands of
    /// tiny GLPK problems, whose overhead then dominates. Large blocks stay alone, so that no stage
    /// grows beyond what one block needs. Blocks without variables stay alone too. 64 rows: since
    /// a batch is also the unit of the determinedness check (one undetermined cell sends its whole
    /// batch to the stay stage), smaller batches won over 256 (feed of 10 000 views 200 -> 175 ms).
    static func batched(_ blocks: [LinearSystemBlock], rowBudget: Int = 64) -> [LinearSystemBlock] {
        batchedIndices(blocks, rowBudget: rowBudget).map { indices in
            guard indices.count > 1 else { return blocks[indices[0]] }
            var batch = LinearSystemBlock(variables: [], rows: [], stays: [])
            for index in indices {
                batch.variables += blocks[index].variables
                batch.rows += blocks[index].rows
                batch.stays += blocks[index].stays
            }
            batch.variables.sort()
            return batch
        }
    }

    /// The batches of `batched(_:rowBudget:)` as the indices of the blocks in each.
    static func batchedIndices(_ blocks: [LinearSystemBlock], rowBudget: Int = 64) -> [[Int]] {
        var result: [[Int]] = []
        var batch: [Int] = []
        var batchRows = 0
        func flush() {
            guard !batch.isEmpty else { return }
            result.append(batch)
            batch = []
            batchRows = 0
        }
        for (index, block) in blocks.enumerated() {
            // A variable in no row and no stay term (one that the presolve eliminated) is 0 in
            // any solution GLPK gives (a free nonbasic column): it needs no LP, and as a column of
            // a batch it only made every pivot of that batch dearer.
            if block.rows.isEmpty, block.stays.isEmpty, !block.variables.isEmpty { continue }
            if block.variables.isEmpty || block.rows.count >= rowBudget {
                result.append([index])
                continue
            }
            if batchRows + block.rows.count > rowBudget { flush() }
            batch.append(index)
            batchRows += block.rows.count
        }
        flush()
        return result
    }

    /// The contract's conflict search on each group of required rows that cannot hold, with nothing
    /// substituted (generated rows are conflict members), in one warm-started problem per group
    /// (`GLPKRowSet`); conflicts in the order found globally.
    private func resolveConflicts(_ system: LinearSystem) throws(SolverError) -> ([RowConflict], [Int]) {
        let isIllConditioned = system.illConditionedRow() != nil
        let found = try ConflictSearch.resolveConflicts(
            in: system,
            canHold: { rows throws(SolverError) in
                try isIllConditioned ? GLPKFeasibility.canHold(rows) : GLPKFeasibility.canHoldPresolved(rows)
            },
            rowSet: { system, group throws(SolverError) in try GLPKRowSet(system: system, rows: group) },
            check: { found throws(SolverError) in if isIllConditioned { try GLPKSolver.verify(found, in: system) } })
        return (found.conflicts, found.broken)
    }

    /// Checks, with a fresh problem per test, that each conflict set cannot hold and that each of
    /// its rows is needed. Only for systems whose coefficients are far apart: there a warm-started
    /// and a fresh simplex can disagree, and a set they disagree on is not an answer.
    static func verify(_ conflicts: [RowConflict], in system: LinearSystem) throws(SolverError) {
        for conflict in conflicts {
            let rows = conflict.rows.map { system.rows[$0] }
            var holds = try GLPKFeasibility.canHold(rows)
            for index in rows.indices where !holds {
                var others = rows
                others.remove(at: index)
                holds = try !GLPKFeasibility.canHold(others)
            }
            if holds { throw SolverError.numerical("the conflict set \(conflict.rows) is not irreducible") }
        }
    }
}
