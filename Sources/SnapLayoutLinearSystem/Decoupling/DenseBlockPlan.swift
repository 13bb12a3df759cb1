import SnapLayoutModel

/// The columns of a `DenseBlockProblem` (see there), assigned row by row, and its first tableau.
struct DenseBlockPlan {
    let variableCount: Int
    /// Columns assigned so far (artificial ones come after, in `tableau`).
    private(set) var columnCount: Int
    /// Per column: the tier whose error it is (`-1` for a stay term's), `nil` when it is no error.
    private(set) var errorTier: [Double?]
    /// Per row: its own columns and their coefficients.
    private var ownColumns: [[(column: Int, coefficient: Double)]] = []

    init(variableCount: Int) {
        self.variableCount = variableCount
        columnCount = 2 * variableCount
        errorTier = [Double?](filled: nil, count: columnCount)
    }

    /// Assigns `row`'s own columns.
    mutating func add(_ row: DenseBlockProblem.Row) {
        let tier = row.isStay ? -1 : row.priority
        switch (row.relation, tier) {
        case (.equal, nil): ownColumns.append([])
        case (.lessThanOrEqual, nil): ownColumns.append([(column(nil), 1)])
        case (.greaterThanOrEqual, nil): ownColumns.append([(column(nil), -1)])
        case (.equal, let tier?): ownColumns.append([(column(tier), 1), (column(tier), -1)])
        case (.lessThanOrEqual, let tier?): ownColumns.append([(column(tier), -1), (column(nil), 1)])
        case (.greaterThanOrEqual, let tier?): ownColumns.append([(column(tier), 1), (column(nil), -1)])
        }
    }

    private mutating func column(_ tier: Double?) -> Int {
        errorTier.append(tier)
        columnCount += 1
        return columnCount - 1
    }

    /// The tableau of `rows` (the rows `add` was given, in order): each row scaled so that its
    /// right-hand side `−c` is not negative, basic in one of its own columns that has `+1` after
    /// that, or else in an artificial column of its own.
    func tableau(_ rows: [DenseBlockProblem.Row]) -> DenseTableau {
        var signs: [Double] = [], basis: [Int] = []
        var artificialCount = 0
        for (index, row) in rows.enumerated() {
            let sign: Double = -row.constant < 0 ? -1 : 1
            signs.append(sign)
            if let own = ownColumns[index].first(where: { $0.coefficient * sign > 0 }) {
                basis.append(own.column)
            } else {
                basis.append(columnCount + artificialCount)
                artificialCount += 1
            }
        }
        var tableau = DenseTableau(rowCount: rows.count, columnCount: columnCount + artificialCount, basis: basis)
        for (index, row) in rows.enumerated() {
            let sign = signs[index]
            for (k, a) in row.coefficients.enumerated() where a != 0 {
                tableau[index, 2 * k] = sign * a
                tableau[index, 2 * k + 1] = -sign * a
            }
            for (column, coefficient) in ownColumns[index] { tableau[index, column] = sign * coefficient }
            if basis[index] >= columnCount { tableau[index, basis[index]] = 1 }
            tableau.setRHS(index, -sign * row.constant)
        }
        return tableau
    }
}
