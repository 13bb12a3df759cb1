/// A dense simplex tableau in standard form (every column at least zero), in one flat array, for
/// blocks so small that building a sparse tableau or a GLPK problem costs more than solving them
/// (`DenseBlockSolve`).
///
/// Each row is `Σ cells[row, column] · column = rhs[row]`, kept in canonical form: the row's basic
/// column has 1 in that row and 0 in every other. A column that is no longer `isActive` is fixed at
/// zero (a tier's optimal face leaves it there, or it was an artificial column).
struct DenseTableau {
    private(set) var rowCount: Int
    let columnCount: Int
    /// Row-major, `columnCount + 1` entries a row: the last is the row's right-hand side.
    private(set) var cells: [Double]
    /// The basic column of each row.
    private(set) var basis: [Int]
    /// Per column: whether it may still leave zero.
    var isActive: [Bool]

    /// An entry smaller than this is not pivoted on.
    static let pivotTolerance = 1e-9

    /// `rowCount` rows of zeros over `columnCount` columns, each row's basic column `basis[row]`
    /// (the caller sets the cells so that each is a unit column).
    init(rowCount: Int, columnCount: Int, basis: [Int]) {
        self.rowCount = rowCount
        self.columnCount = columnCount
        cells = [Double](filled: 0, count: rowCount * (columnCount + 1))
        self.basis = basis
        isActive = [Bool](filled: true, count: columnCount)
    }

    subscript(row: Int, column: Int) -> Double {
        get { cells[row * (columnCount + 1) + column] }
        set { cells[row * (columnCount + 1) + column] = newValue }
    }

    /// The right-hand side of `row`: its basic column's value.
    func rhs(_ row: Int) -> Double { cells[row * (columnCount + 1) + columnCount] }

    /// Sets the right-hand side of `row`.
    mutating func setRHS(_ row: Int, _ value: Double) { cells[row * (columnCount + 1) + columnCount] = value }

    /// The value of `column` at the current basic solution.
    func value(of column: Int) -> Double {
        for row in 0..<rowCount where basis[row] == column { return rhs(row) }
        return 0
    }

    /// Writes the reduced cost of every column for `cost` into `reduced` (zero for basic columns).
    /// Into the caller's scratch: a vector made per pivot was an array per pivot.
    func reducedCosts(_ cost: [Double], into reduced: UnsafeMutableBufferPointer<Double>) {
        for column in 0..<columnCount { reduced[column] = cost[column] }
        let width = columnCount + 1
        cells.withUnsafeBufferPointer { cells in
            for row in 0..<rowCount {
                let weight = cost[basis[row]]
                if weight == 0 { continue }
                for column in 0..<columnCount { reduced[column] -= weight * cells[row * width + column] }
            }
        }
    }

    /// The row the ratio test picks for `column` entering (Bland: ties to the lowest basic column),
    /// `nil` when the column can grow without bound.
    func leavingRow(for column: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for row in 0..<rowCount {
            let entry = self[row, column]
            guard entry > DenseTableau.pivotTolerance else { continue }
            let ratio = max(0, rhs(row)) / entry
            if ratio < bestRatio || (ratio == bestRatio && basis[row] < basis[best!]) {
                best = row
                bestRatio = ratio
            }
        }
        return best
    }

    /// Makes `column` basic in `row`.
    mutating func pivot(row pivotRow: Int, column: Int) {
        let width = columnCount + 1
        cells.withUnsafeMutableBufferPointer { cells in
            let start = pivotRow * width
            let factor = 1 / cells[start + column]
            for k in 0..<width { cells[start + k] *= factor }
            cells[start + column] = 1
            for row in 0..<rowCount where row != pivotRow {
                let multiple = cells[row * width + column]
                if multiple == 0 { continue }
                for k in 0..<width { cells[row * width + k] -= multiple * cells[start + k] }
                cells[row * width + column] = 0
            }
        }
        basis[pivotRow] = column
    }

    /// How a minimisation ended.
    enum Outcome { case optimal, unbounded }

    /// Minimises `cost` over the active columns from the current (feasible) basis, by Bland's rule
    /// (the first improving column enters), which cannot cycle. `limit` bounds the pivots.
    mutating func minimize(_ cost: [Double], limit: Int = 500) -> Outcome? {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: columnCount) { reduced in
            for _ in 0..<limit {
                reducedCosts(cost, into: reduced)
                guard let entering = (0..<columnCount).first(where: { isActive[$0] && reduced[$0] < -Tolerance.optimality })
                else { return .optimal }
                guard let row = leavingRow(for: entering) else { return .unbounded }
                pivot(row: row, column: entering)
            }
            return nil
        }
    }

    /// Fixes at zero every nonbasic column whose reduced cost for `cost` is positive: what is left
    /// is the optimal face of `cost` exactly (every point of it has the optimal value).
    mutating func fixOptimalFace(_ cost: [Double]) {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: columnCount) { reduced in
            reducedCosts(cost, into: reduced)
            for column in 0..<columnCount where isActive[column] && reduced[column] > Tolerance.optimality {
                isActive[column] = false
            }
        }
    }

    /// Takes `row` out (a redundant row, all zeros but its basic artificial column).
    mutating func removeRow(_ row: Int) {
        let width = columnCount + 1
        cells.removeSubrange(row * width..<(row + 1) * width)
        basis.remove(at: row)
        rowCount -= 1
    }
}
