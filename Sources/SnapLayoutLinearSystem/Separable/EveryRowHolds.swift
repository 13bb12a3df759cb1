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
        let pinning = pinningRows(rows, coefficients, width: width)
        guard pinning.count >= width, let point = solve(pinning, rows, coefficients, width: width) else { return nil }
        for index in rows.indices where !holds(index, rows[index], coefficients, width: width, at: point) { return nil }
        return point
    }

    /// The rows that pin their expression to zero where every row holds: equalities, and each
    /// inequality with an opposite one of the same coefficients and constant.
    private static func pinningRows(_ rows: [DenseBlockProblem.Row], _ coefficients: [Double], width: Int) -> [Int] {
        var pinning: [Int] = []
        pinning.reserveCapacity(rows.count)
        for (index, row) in rows.enumerated() {
            if row.relation == .equal || rows.indices.contains(where: { other in
                rows[other].relation != .equal && rows[other].relation != row.relation
                    && rows[other].constant == row.constant
                    && (0..<width).allSatisfy { coefficients[other * width + $0] == coefficients[index * width + $0] }
            }) {
                pinning.append(index)
            }
        }
        return pinning
    }

    /// The point where the `pinning` rows are zero, by Gaussian elimination with partial pivoting;
    /// `nil` unless they have rank `width` (every pivot at least `Tolerance.roundOff` of its
    /// column's largest entry, relative to the largest coefficient).
    private static func solve(_ pinning: [Int], _ rows: [DenseBlockProblem.Row], _ coefficients: [Double],
                              width: Int) -> [Double]? {
        let stride = width + 1
        var matrix = [Double](filled: 0, count: pinning.count * stride)
        var largest = 0.0
        for (k, index) in pinning.enumerated() {
            for column in 0..<width {
                matrix[k * stride + column] = coefficients[index * width + column]
                largest = max(largest, abs(coefficients[index * width + column]))
            }
            matrix[k * stride + width] = -rows[index].constant
        }
        for column in 0..<width {
            var best = column
            for k in column..<pinning.count where abs(matrix[k * stride + column]) > abs(matrix[best * stride + column]) {
                best = k
            }
            let pivot = matrix[best * stride + column]
            guard abs(pivot) > Tolerance.roundOff * largest else { return nil }
            if best != column {
                for j in 0..<stride { matrix.swapAt(best * stride + j, column * stride + j) }
            }
            for k in 0..<pinning.count where k != column {
                let factor = matrix[k * stride + column] / pivot
                if factor == 0 { continue }
                for j in column..<stride { matrix[k * stride + j] -= factor * matrix[column * stride + j] }
            }
        }
        return (0..<width).map { matrix[$0 * stride + width] / matrix[$0 * stride + $0] }
    }

    /// Whether `row` holds at `point`, within round-off of the numbers it sums.
    private static func holds(_ index: Int, _ row: DenseBlockProblem.Row, _ coefficients: [Double], width: Int,
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
