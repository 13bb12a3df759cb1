import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Solves one independent block of a system on one GLPK problem: one LP stage per tier, each
/// holding the tiers above it by fixing their optimal face, then the ambiguity ranges, then the
/// stay stage. Pinned variables are constants here.
///
/// The stages are in files of their own: the problem's load (`GLPKLoadedBlock`), the tiers
/// (`minimiseTiers`), the ranges (`ranges(_:)`), and the face's uniqueness (`isOnlyPointOfFace`).
struct GLPKBlockSolver {
    /// From this many stay terms on, stays on the same expression share one row
    /// (`appendStayGroups`). Below it each has its own, as always: a small layout's choice among
    /// equally near points (an ambiguous item) stays what it was.
    static let stayGroupingThreshold = 256

    /// Blocks with at least this many columns range a frame part over a variable in none of their
    /// rows as unbounded without an LP.
    static let freeRangeMinimumColumns = 256

    let system: LinearSystem
    let block: LinearSystemBlock
    let pinned: [Double?]
    let broken: Set<Int>
    /// Whether the stay rows may join the problem only for the stay stage (an optimisation; the
    /// reference path loads them with everything else).
    var appendsStays = true
    /// A basis to start the first simplex from instead of the crash basis (a session's last
    /// optimum of the same block, whose constants have changed since): used when its size fits.
    var startBasis: GLPKBasis? = nil
    /// Whether to report the basis after the first simplex, for a later `startBasis`.
    var recordsBasis = false
    /// Whether to report whether the tiers' optimum is the only point of their optimal face, before
    /// any stay stage (`Result.isDetermined`).
    var reportsDetermined = false

    /// The results of the block.
    struct Result {
        var values: [(variable: Int, value: Double)] = []
        /// For each (probe, component): the range of the block's part of that expression.
        var ranges: [Int: [ValueRange]] = [:]
        /// The basis after the first simplex, when `recordsBasis`.
        var firstBasis: GLPKBasis?
        /// When `reportsDetermined`: whether every nonbasic variable of the final basis is fixed, so
        /// that the optimal face is this one point (every variable of the block has one possible
        /// value). `false` can also mean a degenerate point that is in fact unique.
        var isDetermined = false
    }

    /// How far a block's stages have come. The first simplex is special: it starts from the crash
    /// (or a session's) basis, its infeasibility means the required rows cannot hold, and its
    /// basis is the one a session keeps.
    struct StageProgress {
        /// Whether a simplex has run on the problem.
        var hasSolved = false
        /// The basis the first simplex left, when `recordsBasis`.
        var firstBasis: GLPKBasis?
    }

    /// Solves the block; `nil` when its required rows cannot all hold (the caller then resolves
    /// conflicts and solves again without the broken rows).
    func solve(checksAmbiguity: Bool) throws(SolverError) -> Result? {
        var result = Result()
        if block.variables.isEmpty { return result }
        if !checksAmbiguity, let values = pathValues() {
            result.values = values
            return result
        }
        let loaded = try load()
        var progress = StageProgress()
        // No separate feasibility test: the first stage's phase 1 finds infeasibility itself.
        guard try minimiseTiers(loaded, &progress) else { return nil }
        if checksAmbiguity || loaded.laterStays != nil || reportsDetermined, !progress.hasSolved {
            // No tier ran yet: make sure the required rows can hold before ranging over them, and
            // find a feasible point for the stay rows to start from (loaded with the rest from a
            // crash basis, a stay's difference could sit on the wrong one of s⁺, s⁻: a pivot each).
            guard try runSimplex(loaded.problem, dual: false, &progress) != nil else { return nil }
        }
        // The tiers' face, before the stays (if any) choose a point on it.
        if reportsDetermined { result.isDetermined = try GLPKBlockSolver.isOnlyPointOfFace(loaded.problem) }
        if checksAmbiguity { result.ranges = try ranges(loaded) }
        guard try minimiseStays(loaded, &progress) else { return nil }
        result.firstBasis = progress.firstBasis
        for (index, variable) in block.variables.enumerated() {
            result.values.append((variable, try loaded.problem.value(ofColumn: Int32(index + 1))))
        }
        return result
    }

    /// The values when only the stay stage is left and the block is a path: no LP (`PathStayBlock`).
    private func pathValues() -> [(variable: Int, value: Double)]? {
        guard appendsStays, !reportsDetermined, !block.stays.isEmpty,
              block.rows.allSatisfy({ broken.contains($0) || system.rows[$0].isRequired }) else { return nil }
        return PathStayBlock(system: system, block: block, pinned: pinned, broken: broken).solve()
    }

    /// Runs the simplex method for a stage. Returns `nil` when this is the block's first simplex
    /// and the required rows cannot hold; otherwise GLPK's status, which the caller checks.
    func runSimplex(_ problem: GLPKProblem, dual: Bool,
                    _ progress: inout StageProgress) throws(SolverError) -> Int32? {
        let status = try problem.simplex(dual: dual)
        guard !progress.hasSolved else { return status }
        if status == GLP_NOFEAS { return nil }
        if recordsBasis { progress.firstBasis = try GLPKBasis(problem) }
        progress.hasSolved = true
        return status
    }

    /// The stay stage: the stay rows join (when they waited for it) and the sum of their errors is
    /// minimised on the tiers' optimal face. `false` when the required rows cannot hold.
    private func minimiseStays(_ loaded: GLPKLoadedBlock, _ progress: inout StageProgress) throws(SolverError) -> Bool {
        let problem = loaded.problem
        if let later = loaded.laterStays, later.count >= GLPKBlockSolver.stayGroupingThreshold {
            for (column, cost) in try problem.appendStayGroups(later) { try problem.setObjectiveCoefficient(column, cost) }
        } else {
            var columns = loaded.stayColumns
            if let later = loaded.laterStays { columns = try problem.appendStays(later) }
            for column in columns { try problem.setObjectiveCoefficient(column, 1) }
        }
        guard let status = try runSimplex(problem, dual: false, &progress) else { return false }
        guard status == GLP_OPT else { throw SolverError.numerical("GLPK could not minimise the stay terms (status \(status))") }
        return true
    }
}
