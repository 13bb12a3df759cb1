import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKBlockSolver {
    /// Whether the current basic solution is the only point of the problem (whose last stage's
    /// optimal face has been fixed, so the problem's points are that face's). Leaves the problem
    /// on that face with its objective as it was (possibly at another vertex).
    ///
    /// Every point follows from its nonbasic variables (the basic ones are solved from them). When
    /// all nonbasic variables are fixed, that is all. Otherwise each one that is not fixed can only
    /// move off its bound in one direction, so another point exists iff "push every such variable
    /// off its bound" can improve on zero: one more simplex from the current basis (often with no
    /// pivot, on a degenerate point where several rows hold at once).
    static func isOnlyPointOfFace(_ problem: GLPKProblem) throws(SolverError) -> Bool {
        if try nonbasicAreFixed(problem) { return true }
        guard let cost = try pushCosts(problem) else { return false }
        let columnCount = try problem.columnCount
        var before = 0.0
        for j in 1...columnCount where cost[Int(j)] != 0 {
            try problem.setObjectiveCoefficient(j, cost[Int(j)])
            before += cost[Int(j)] * (try problem.value(ofColumn: j))
        }
        let status = try problem.simplex()
        let after = status == GLP_OPT ? try problem.objectiveValue : -Double.infinity
        // The push leaves the objective as it found it: a stay stage may follow.
        for j in 1...columnCount where cost[Int(j)] != 0 { try problem.setObjectiveCoefficient(j, 0) }
        return after >= before - Tolerance.optimality * max(1, abs(before))
    }

    /// The objective coefficients by column (element 0 unused) whose decrease pushes every
    /// nonbasic column and row off its bound (a row's push is its terms'); `nil` when a free
    /// variable is nonbasic, which moves both ways, so the point is not the only one.
    private static func pushCosts(_ problem: GLPKProblem) throws(SolverError) -> [Double]? {
        let rowCount = try problem.rowCount, columnCount = try problem.columnCount
        var cost = [Double](filled: 0, count: Int(columnCount) + 1)
        for j in 1...columnCount {
            switch try problem.columnStatus(j) {
            case GLP_NL: cost[Int(j)] -= 1
            case GLP_NU: cost[Int(j)] += 1
            case GLP_NF: return nil
            default: break
            }
        }
        guard rowCount > 0 else { return cost }
        var indices = [Int32](filled: 0, count: Int(columnCount) + 1)
        var values = [Double](filled: 0, count: Int(columnCount) + 1)
        for i in 1...rowCount {
            let sign: Double
            switch try problem.rowStatus(i) {
            case GLP_NL: sign = -1
            case GLP_NU: sign = 1
            case GLP_NF: return nil
            default: continue
            }
            let length = try problem.matrixRow(i, columns: &indices, values: &values)
            guard length > 0 else { continue }
            for k in 1...Int(length) { cost[Int(indices[k])] += sign * values[k] }
        }
        return cost
    }

    /// Whether every nonbasic row and column is fixed (`GLP_NS`): then no point but the current one
    /// satisfies the problem's bounds, since the basic variables follow from the nonbasic ones.
    static func nonbasicAreFixed(_ problem: GLPKProblem) throws(SolverError) -> Bool {
        let rowCount = try problem.rowCount, columnCount = try problem.columnCount
        if rowCount > 0 {
            for i in 1...rowCount {
                let status = try problem.rowStatus(i)
                if status != GLP_BS, status != GLP_NS { return false }
            }
        }
        if columnCount > 0 {
            for j in 1...columnCount {
                let status = try problem.columnStatus(j)
                if status != GLP_BS, status != GLP_NS { return false }
            }
        }
        return true
    }
}
