import SnapLayoutModel

/// A block's rows on a `DenseTableau` (`DenseBlockSolve`), in standard form.
///
/// Columns: each variable `v` as `v⁺ − v⁻` (columns `2v` and `2v + 1`), then each row's own columns,
/// then one artificial column per row that needs one to start. Each row `a·x + c (relation) 0`
/// becomes `a·x + (its columns) = −c`:
/// - required `==`: no column of its own; `<=`: a slack `+s`; `>=`: a surplus `−s`;
/// - optional `==`: `+e⁻ − e⁺`, its error `e⁺ + e⁻`; `<=`: `−e + s`, its error `e`; `>=`:
///   `+e − s`, its error `e`;
/// - a stay term: `+u⁻ − u⁺`, its error `u⁺ + u⁻` (its absolute value).
struct DenseBlockProblem {
    /// One row over the block's variables.
    struct Row {
        var coefficients: [Double]
        var constant: Double
        var relation: LayoutRelation
        /// `nil` for a required row or a stay term.
        var priority: Double?
        var isStay: Bool
    }

    let rows: [Row]
    let variableCount: Int
    var tableau: DenseTableau
    /// Per column: the tier whose error it is (`nil`: none), stays under `stayTier`.
    private let errorTier: [Double?]
    /// The first artificial column.
    private let firstArtificial: Int
    /// The tiers, highest first.
    let tiers: [Double]
    /// Whether some row is a stay term.
    let hasStays: Bool

    /// The tier key of stay terms' error columns (below every priority).
    private static let stayTier = -1.0

    init(rows: [Row], variableCount: Int) {
        self.rows = rows
        self.variableCount = variableCount
        var plan = DenseBlockPlan(variableCount: variableCount)
        for row in rows { plan.add(row) }
        errorTier = plan.errorTier
        firstArtificial = plan.columnCount
        // Sorted, then each repeat dropped (a set per block cost more than the few rows it held).
        let priorities = rows.compactMap(\.priority).sorted(by: >)
        tiers = priorities.indices.filter { $0 == 0 || priorities[$0] != priorities[$0 - 1] }.map { priorities[$0] }
        hasStays = rows.contains { $0.isStay }
        tableau = plan.tableau(rows)
    }

    /// The cost of the errors of `tier` (`nil`: of the stay terms).
    func errorCost(tier: Double?) -> [Double] {
        let key = tier ?? DenseBlockProblem.stayTier
        var cost = [Double](filled: 0, count: tableau.columnCount)
        for column in errorTier.indices where errorTier[column] == key { cost[column] = 1 }
        return cost
    }

    /// Phase one: minimises the artificial columns, then pivots them out (or drops their row, when
    /// the row is a combination of others) and fixes them at zero. `false` when the required rows
    /// cannot hold; `nil` on numerical trouble.
    mutating func findFeasibleBasis() -> Bool? {
        guard firstArtificial < tableau.columnCount else { return true }
        var cost = [Double](filled: 0, count: tableau.columnCount)
        for column in firstArtificial..<tableau.columnCount { cost[column] = 1 }
        guard tableau.minimize(cost) == .optimal else { return nil }
        var scale = 1.0
        for row in rows { scale = max(scale, abs(row.constant)) }
        var left = 0.0
        for row in 0..<tableau.rowCount where tableau.basis[row] >= firstArtificial { left += tableau.rhs(row) }
        if left > Tolerance.feasibility * scale { return false }
        var row = 0
        while row < tableau.rowCount {
            guard tableau.basis[row] >= firstArtificial else { row += 1; continue }
            if let column = (0..<firstArtificial).first(where: { abs(tableau[row, $0]) > DenseTableau.pivotTolerance }) {
                tableau.setRHS(row, 0)
                tableau.pivot(row: row, column: column)
                row += 1
            } else {
                tableau.removeRow(row)
            }
        }
        for column in firstArtificial..<tableau.columnCount { tableau.isActive[column] = false }
        return true
    }

    /// The block's values at the current basis.
    func values() -> [Double] {
        var values = [Double](filled: 0, count: variableCount)
        for row in 0..<tableau.rowCount where tableau.basis[row] < 2 * variableCount {
            let column = tableau.basis[row]
            values[column / 2] += column % 2 == 0 ? tableau.rhs(row) : -tableau.rhs(row)
        }
        return values
    }

    /// Whether every required row holds at `values` (a check on the arithmetic, as loose as the
    /// other solvers' feasibility).
    func requiredRowsHold(_ values: [Double]) -> Bool {
        for row in rows where row.priority == nil && !row.isStay {
            var sum = row.constant, scale = max(1, abs(row.constant))
            for (k, a) in row.coefficients.enumerated() {
                sum += a * values[k]
                scale = max(scale, abs(a * values[k]))
            }
            let tolerance = Tolerance.feasibility * scale
            switch row.relation {
            case .equal: if abs(sum) > tolerance { return false }
            case .lessThanOrEqual: if sum > tolerance { return false }
            case .greaterThanOrEqual: if sum < -tolerance { return false }
            }
        }
        return true
    }
}
