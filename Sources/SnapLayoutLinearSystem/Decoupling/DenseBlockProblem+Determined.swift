extension DenseBlockProblem {
    /// Whether the tableau's face (what the tiers left active) is one point in the block's
    /// variables. A nonbasic column that moves no variable changes nothing; one that moves some
    /// variable and can grow (a positive step, or no bound) shows a second point. When the only
    /// such columns are blocked at a degenerate vertex, each variable is minimised and maximised
    /// over the face instead. `nil` on numerical trouble.
    func isOnlyPoint() -> Bool? {
        var blocked = false
        for column in 0..<tableau.columnCount where tableau.isActive[column] && !tableau.basis.contains(column) {
            guard moves(column) else { continue }
            guard let row = tableau.leavingRow(for: column) else { return false }
            if max(0, tableau.rhs(row)) / tableau[row, column] > Tolerance.roundOff { return false }
            blocked = true
        }
        if !blocked { return true }
        for variable in 0..<variableCount {
            var cost = [Double](filled: 0, count: tableau.columnCount)
            (cost[2 * variable], cost[2 * variable + 1]) = (1, -1)
            var low = tableau, high = tableau
            guard let lowest = low.minimize(cost), let highest = high.minimize(cost.map { -$0 }) else { return nil }
            guard lowest == .optimal, highest == .optimal else { return false }
            let (a, b) = (low.value(of: 2 * variable) - low.value(of: 2 * variable + 1),
                          high.value(of: 2 * variable) - high.value(of: 2 * variable + 1))
            if abs(b - a) > Tolerance.agreement * max(1, abs(a), abs(b)) { return false }
        }
        return true
    }

    /// Whether bringing nonbasic `column` in moves some variable of the block.
    /// (Summed in stack scratch: an array per column looked at was one more allocation.)
    private func moves(_ column: Int) -> Bool {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: variableCount) { change in
            change.initialize(repeating: 0)
            if column < 2 * variableCount { change[column / 2] += column % 2 == 0 ? 1 : -1 }
            for row in 0..<tableau.rowCount where tableau.basis[row] < 2 * variableCount {
                let basic = tableau.basis[row]
                change[basic / 2] -= (basic % 2 == 0 ? 1 : -1) * tableau[row, column]
            }
            return change.contains { abs($0) > Tolerance.roundOff }
        }
    }
}
