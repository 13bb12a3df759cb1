/// The one point of a small block where every row holds, when its rows pin it there: the
/// separable solve's shortcut past the dense tableau (`DenseBlockSolve`) for the common block.
///
/// A screen's coupled block is a few content-sized views in a chain: each expression held by a
/// hugging row (`<=`, low priority) and a compression row (`>=`, high priority), and maybe an
/// equality. Where every row can hold at once, every tier's error is zero there, which no point
/// can beat; where, besides, the rows that are equalities or held from both sides leave a single
/// point, no other point has those zero errors: that point is the contract's only answer
/// (section 4), without a tableau per tier. A block that is not so (a row must give) is left to
/// the tableau.
enum EveryRowHolds {
    /// The point where every row of a block holds (`rows` with their coefficients row-major in
    /// `coefficients`, `width` a row), when its pinning rows (equalities, and inequalities held
    /// from both sides by a row of the same expression) leave one; `nil` otherwise.
    static func point(_ rows: [DenseBlockProblem.Row], _ coefficients: [Double], width: Int) -> [Double]? {
        rows.withUnsafeBufferPointer { rows in
            coefficients.withUnsafeBufferPointer { point(rows, $0, width: width) }
        }
    }

    /// `point(_:_:width:)` of a block in scratch (`SeparableSolve`'s): read through unchecked
    /// pointers, where each array read was bounds-checked.
    static func point(_ rows: UnsafeBufferPointer<DenseBlockProblem.Row>, _ coefficients: UnsafeBufferPointer<Double>,
                      width: Int) -> [Double]? {
        let point = withUnsafeTemporaryAllocation(of: Int.self, capacity: rows.count) { pinning -> [Double]? in
            let count = pinningRows(rows, coefficients, width: width, into: pinning)
            guard count >= width else { return nil }
            return solve(UnsafeBufferPointer(rebasing: pinning[0..<count]), rows, coefficients, width: width)
        }
        guard let point else { return nil }
        for index in rows.indices where !holds(index, rows[index], coefficients, width: width, at: point) { return nil }
        return point
    }

    /// Writes to `pinning` (room for every row) the rows that pin their expression to zero where
    /// every row holds: equalities, and each inequality with an opposite one of the same
    /// coefficients and constant; returns how many. (Scratch, not an array: a block's allocations
    /// were a tenth of its cost.)
    private static func pinningRows(_ rows: UnsafeBufferPointer<DenseBlockProblem.Row>, _ coefficients: UnsafeBufferPointer<Double>, width: Int,
                                    into pinning: UnsafeMutableBufferPointer<Int>) -> Int {
        var count = 0
        for (index, row) in rows.enumerated()
        where row.relation == .equal || hasOpposite(index, rows, coefficients, width: width) {
            pinning[count] = index
            count += 1
        }
        return count
    }

    /// Whether an inequality of the opposite sense has row `index`'s coefficients and constant.
    private static func hasOpposite(_ index: Int, _ rows: UnsafeBufferPointer<DenseBlockProblem.Row>,
                                    _ coefficients: UnsafeBufferPointer<Double>,
                                    width: Int) -> Bool {
        let row = rows[index]
        for other in rows.indices where rows[other].relation != .equal && rows[other].relation != row.relation
        && rows[other].constant == row.constant {
            var same = true
            for k in 0..<width where coefficients[other * width + k] != coefficients[index * width + k] {
                same = false
                break
            }
            if same { return true }
        }
        return false
    }

    /// The point where the `pinning` rows are zero, by Gauss-Jordan elimination with partial
    /// pivoting; `nil` unless they have rank `width` (every pivot above `Tolerance.roundOff` of
    /// the largest coefficient).
    private static func solve(_ pinning: UnsafeBufferPointer<Int>, _ rows: UnsafeBufferPointer<DenseBlockProblem.Row>,
                              _ coefficients: UnsafeBufferPointer<Double>,
                              width: Int) -> [Double]? {
        let stride = width + 1, height = pinning.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: height * stride) { matrix -> [Double]? in
            var largest = 0.0
            for (k, index) in pinning.enumerated() {
                for column in 0..<width {
                    matrix[k * stride + column] = coefficients[index * width + column]
                    largest = max(largest, abs(coefficients[index * width + column]))
                }
                matrix[k * stride + width] = -rows[index].constant
            }
            for column in 0..<width {
                guard eliminate(column, in: matrix, height: height, stride: stride, smallest: Tolerance.roundOff * largest)
                else { return nil }
            }
            return (0..<width).map { matrix[$0 * stride + width] / matrix[$0 * stride + $0] }
        }
    }

    /// One step of the elimination: the row (from `column` down) with the largest entry in
    /// `column` swapped to row `column`, and `column` cleared from every other row; `false` when
    /// that entry is `smallest` or less.
    private static func eliminate(_ column: Int, in matrix: UnsafeMutableBufferPointer<Double>, height: Int,
                                  stride: Int, smallest: Double) -> Bool {
        var best = column
        for k in column..<height where abs(matrix[k * stride + column]) > abs(matrix[best * stride + column]) {
            best = k
        }
        let pivot = matrix[best * stride + column]
        guard abs(pivot) > smallest else { return false }
        if best != column {
            for j in 0..<stride { matrix.swapAt(best * stride + j, column * stride + j) }
        }
        for k in 0..<height where k != column {
            let factor = matrix[k * stride + column] / pivot
            if factor == 0 { continue }
            for j in column..<stride { matrix[k * stride + j] -= factor * matrix[column * stride + j] }
        }
        return true
    }

    /// Whether `row` holds at `point`, within round-off of the numbers it sums.
    private static func holds(_ index: Int, _ row: DenseBlockProblem.Row, _ coefficients: UnsafeBufferPointer<Double>, width: Int,
                              at point: [Double]) -> Bool {
        var sum = row.constant, scale = max(1, abs(row.constant))
        for k in 0..<width {
            let product = coefficients[index * width + k] * point[k]
            sum += product
            scale = max(scale, abs(product))
        }
        let tolerance = Tolerance.roundOff * scale
        switch row.relation {
        case .equal: return abs(sum) <= tolerance
        case .lessThanOrEqual: return sum <= tolerance
        case .greaterThanOrEqual: return sum >= -tolerance
        }
    }
}
