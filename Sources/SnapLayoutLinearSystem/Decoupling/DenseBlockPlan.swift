import SnapLayoutModel

/// The columns of a `DenseBlockProblem` (see there), assigned row by row, and its first tableau.
struct DenseBlockPlan {
    /// A row's own columns (none, one or two) and their coefficients: a value, where an array per
    /// row was a quarter of a small block's allocations.
    struct OwnColumns {
        var count = 0
        var columns = (0, 0)
        var coefficients = (0.0, 0.0)

        subscript(k: Int) -> (column: Int, coefficient: Double) {
            k == 0 ? (columns.0, coefficients.0) : (columns.1, coefficients.1)
        }
    }

    let variableCount: Int
    /// Columns assigned (artificial ones come after, in `tableau`).
    private(set) var columnCount: Int
    /// Per column: the tier whose error it is (`-1` for a stay term's), `nil` when it is no error.
    private(set) var errorTier: [Double?]
    /// Per row: its own columns.
    private var ownColumns: [OwnColumns] = []

    /// The columns of `rows`, in order.
    init(variableCount: Int, rows: [DenseBlockProblem.Row]) {
        self.variableCount = variableCount
        columnCount = 2 * variableCount
        // Made at the most it can hold: at most two columns a row.
        errorTier = []
        errorTier.reserveCapacity(columnCount + 2 * rows.count)
        errorTier.append(contentsOf: repeatElement(nil, count: columnCount))
        ownColumns.reserveCapacity(rows.count)
        for row in rows { add(row) }
    }

    /// Assigns `row`'s own columns.
    private mutating func add(_ row: DenseBlockProblem.Row) {
        let tier = row.isStay ? -1 : row.priority
        switch (row.relation, tier) {
        case (.equal, nil): ownColumns.append(OwnColumns())
        case (.lessThanOrEqual, nil): append((column(nil), 1))
        case (.greaterThanOrEqual, nil): append((column(nil), -1))
        case (.equal, let tier?): append((column(tier), 1), (column(tier), -1))
        case (.lessThanOrEqual, let tier?): append((column(tier), -1), (column(nil), 1))
        case (.greaterThanOrEqual, let tier?): append((column(tier), 1), (column(nil), -1))
        }
    }

    private mutating func append(_ first: (Int, Double), _ second: (Int, Double)? = nil) {
        guard let second else {
            return ownColumns.append(OwnColumns(count: 1, columns: (first.0, 0), coefficients: (first.1, 0)))
        }
        ownColumns.append(OwnColumns(count: 2, columns: (first.0, second.0), coefficients: (first.1, second.1)))
    }

    private mutating func column(_ tier: Double?) -> Int {
        errorTier.append(tier)
        columnCount += 1
        return columnCount - 1
    }

    /// The sign each row is scaled by, so that its right-hand side `−c` is not negative.
    private static func sign(_ row: DenseBlockProblem.Row) -> Double { -row.constant < 0 ? -1 : 1 }

    /// The tableau of `rows` (the rows the plan was made for, their coefficients row-major in
    /// `coefficients`): each row scaled by `sign`, basic in one of its own columns that has `+1`
    /// after that, or else in an artificial column of its own.
    func tableau(_ rows: [DenseBlockProblem.Row], coefficients: [Double]) -> DenseTableau {
        var basis = [Int](filled: 0, count: rows.count)
        var artificialCount = 0
        for (index, row) in rows.enumerated() {
            let sign = Self.sign(row), own = ownColumns[index]
            if let k = (0..<own.count).first(where: { own[$0].coefficient * sign > 0 }) {
                basis[index] = own[k].column
            } else {
                basis[index] = columnCount + artificialCount
                artificialCount += 1
            }
        }
        var tableau = DenseTableau(rowCount: rows.count, columnCount: columnCount + artificialCount, basis: basis)
        for (index, row) in rows.enumerated() {
            let sign = Self.sign(row)
            for k in 0..<variableCount {
                let a = coefficients[index * variableCount + k]
                if a == 0 { continue }
                tableau[index, 2 * k] = sign * a
                tableau[index, 2 * k + 1] = -sign * a
            }
            let own = ownColumns[index]
            for k in 0..<own.count { tableau[index, own[k].column] = sign * own[k].coefficient }
            if basis[index] >= columnCount { tableau[index, basis[index]] = 1 }
            tableau.setRHS(index, -sign * row.constant)
        }
        return tableau
    }
}
