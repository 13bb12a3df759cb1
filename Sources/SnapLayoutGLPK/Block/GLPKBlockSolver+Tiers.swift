import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKBlockSolver {
    /// One LP stage per tier, highest first: each minimises the sum of its tier's errors, then
    /// holds the optimum by fixing the optimal face, so later stages cannot give any of it back.
    /// `false` when the required rows cannot hold (found by the first stage's phase 1).
    func minimiseTiers(_ loaded: GLPKLoadedBlock, _ progress: inout StageProgress) throws(SolverError) -> Bool {
        let problem = loaded.problem
        for tier in loaded.tiers {
            guard let errors = try errorColumns(of: tier, loaded, hasSolved: progress.hasSolved) else { continue }
            for column in errors { try problem.setObjectiveCoefficient(column, 1) }
            // The first stage starts from the crash basis, where the dual simplex was faster
            // (feed of 1 000 views 1.6×, 50 tiers 1.15×); later stages start from an optimal
            // basis with a new objective, where the primal simplex needs only a few pivots.
            guard let status = try runSimplex(problem, dual: !progress.hasSolved, &progress) else { return false }
            guard status == GLP_OPT else { throw SolverError.numerical("GLPK could not minimise tier \(tier) (status \(status))") }
            for column in errors { try problem.setObjectiveCoefficient(column, 0) }
            try fixOptimalFace(problem)
        }
        return true
    }

    /// The error columns whose sum tier `tier`'s stage minimises, once the tier's rows are in the
    /// problem (they join here unless loaded with the first stage). `nil` when the current point,
    /// optimal for the tiers above, already has the tier at zero error, its minimum: the tier's
    /// optimal face is then "each of its errors at zero", held with no simplex.
    private func errorColumns(of tier: Double, _ loaded: GLPKLoadedBlock,
                              hasSolved: Bool) throws(SolverError) -> [Int32]? {
        let problem = loaded.problem
        if let errors = loaded.errorColumns[tier] {
            guard hasSolved, try areAtZero(errors, problem) else { return errors }
            // Held by fixing them, with no reduced-cost scan.
            for column in errors { try problem.fixAtZero(column) }
            return nil
        }
        var appended: [GLPKAppendedRow] = []
        for index in loaded.tierRows[tier]! {
            let row = system.rows[index]
            appended.append(GLPKAppendedRow(terms: try GLPKStayRow(row.expression, pinned: pinned, column: loaded.column),
                                            relation: row.relation))
        }
        // At zero error already: the rows join as they are (the same face as errors fixed at zero).
        let holds = try problem.holds(appended, tolerance: Tolerance.roundOff)
        let errors = try problem.appendRows(appended, withErrors: !holds)
        return holds ? nil : errors
    }

    private func areAtZero(_ columns: [Int32], _ problem: GLPKProblem) throws(SolverError) -> Bool {
        for column in columns where try problem.value(ofColumn: column) > Tolerance.roundOff { return false }
        return true
    }

    /// Holds the current optimum exactly: by complementary slackness, a point is optimal iff it
    /// keeps every column with a nonzero reduced cost at its bound and every row with a nonzero
    /// dual at its active side. A `sum <= optimum + tolerance` row would leak slack into later tiers.
    func fixOptimalFace(_ problem: GLPKProblem) throws(SolverError) {
        let columnCount = try problem.columnCount, rowCount = try problem.rowCount
        for j in 1...columnCount where try problem.columnType(j) == GLP_LO {
            if try problem.columnDual(j) > Tolerance.dual, try problem.columnStatus(j) == GLP_NL {
                try problem.fixAtZero(j)
            }
        }
        guard rowCount > 0 else { return }
        for i in 1...rowCount {
            let type = try problem.rowType(i)
            guard type == GLP_LO || type == GLP_UP else { continue }
            let dual = try problem.rowDual(i)
            guard abs(dual) > Tolerance.dual else { continue }
            let bound = type == GLP_LO ? try problem.rowLowerBound(i) : try problem.rowUpperBound(i)
            try problem.setRowBounds(i, GLP_FX, bound, bound)
        }
    }
}
