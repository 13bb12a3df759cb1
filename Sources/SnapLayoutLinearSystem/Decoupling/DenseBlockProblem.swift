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
    /// One row over the block's variables (its coefficients in `coefficients`).
    struct Row {
        var constant: Double
        var relation: LayoutRelation
        /// `nil` for a required row or a stay term.
        var priority: Double?
        var isStay: Bool
    }

    let rows: [Row]
    /// Row-major, `variableCount` a row: each row's coefficients over the block's variables.
    let coefficients: [Double]
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

    init(rows: [Row], coefficients: [Double], variableCount: Int) {
        self.rows = rows
        self.coefficients = coefficients
        self.variableCount = variableCount
        let plan = DenseBlockPlan(variableCount: variableCount, rows: rows)
        errorTier = plan.errorTier
        firstArtificial = plan.columnCount
        tiers = DenseBlockProblem.tiers(rows)
        hasStays = rows.contains { $0.isStay }
        tableau = plan.tableau(rows, coefficients: coefficients)
    }

    /// The rows' priorities, highest first, each once: each inserted in place into one array
    /// (a set per block cost more than the few rows it held, and sorting and filtering copies
    /// was three arrays).
    private static func tiers(_ rows: [Row]) -> [Double] {
        var tiers: [Double] = []
        tiers.reserveCapacity(rows.count)
        for row in rows {
            guard let priority = row.priority else { continue }
            let place = tiers.firstIndex { $0 <= priority } ?? tiers.count
            if place == tiers.count || tiers[place] != priority { tiers.insert(priority, at: place) }
        }
        return tiers
    }

    /// Sets `cost` (one entry per column) to the cost of the errors of `tier` (`nil`: of the stay
    /// terms).
    func setErrorCost(_ cost: inout [Double], tier: Double?) {
        let key = tier ?? DenseBlockProblem.stayTier
        for column in cost.indices { cost[column] = column < errorTier.count && errorTier[column] == key ? 1 : 0 }
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
        for (index, row) in rows.enumerated() where row.priority == nil && !row.isStay {
            var sum = row.constant, scale = max(1, abs(row.constant))
            for k in 0..<variableCount {
                let a = coefficients[index * variableCount + k]
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
