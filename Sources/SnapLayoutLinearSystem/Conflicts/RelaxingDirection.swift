import SnapLayoutModel

/// Inequalities that can be in no irreducible infeasible set, found by a direction that moves
/// every variable of a set `S` by the same amount (all by −1, then all by +1).
///
/// Write each inequality as `a·x ≤ b`. If a direction `d` keeps every equality (`a·d = 0`) and
/// relaxes or keeps every inequality (`a·d ≤ 0`), an irreducible set `I` has a Farkas certificate
/// `Σ y_i a_i = 0` with `y_i > 0` on its inequalities; multiplied by `d`, `Σ y_i (a_i·d) = 0` with
/// every term `≤ 0`, so no inequality of `I` has `a·d < 0`. Those inequalities are in no
/// irreducible set, and the deletion filter drops each of them (a set it keeps is irreducible).
///
/// This is what keeps a horizontal cycle's conflicts local: every view is also kept inside the
/// root (`v.right ≤ root.right`), which ties all the views' rows together, yet moving every view
/// left keeps the cycles and relaxes all those rows. The sums are exact or the variable leaves
/// `S`: a rounded sum never decides that a row is relaxed.
enum RelaxingDirection {
    /// The rows of `rows` (indices into `system`) that are inequalities relaxed strictly by
    /// `sign · 1_S` for the largest `S` found by taking out the variables of rows that break the
    /// conditions; `protected` (the refused row) takes part in the conditions but is never one.
    static func relaxed(_ rows: [Int], sign: Double, in system: LinearSystem, protected: Int) -> Set<Int> {
        var slot = [Int](repeating: -1, count: system.variableCount)
        var rowsOf: [[Int]] = []
        for (k, index) in rows.enumerated() {
            for term in system.rows[index].expression.terms {
                if slot[term.variable] < 0 { slot[term.variable] = rowsOf.count; rowsOf.append([]) }
                rowsOf[slot[term.variable]].append(k)
            }
        }
        var inS = [Bool](repeating: true, count: rowsOf.count)
        var pending = Array(rows.indices)
        var queued = [Bool](repeating: true, count: rows.count)
        while let k = pending.popLast() {
            queued[k] = false
            let row = system.rows[rows[k]]
            guard !keepsConditions(row, sign: sign, inS: inS, slot: slot) else { continue }
            for term in row.expression.terms where inS[slot[term.variable]] {
                inS[slot[term.variable]] = false
                for other in rowsOf[slot[term.variable]] where !queued[other] {
                    queued[other] = true
                    pending.append(other)
                }
            }
        }
        var relaxed: Set<Int> = []
        for index in rows where index != protected && system.rows[index].relation != .equal {
            if let sum = sumOverS(system.rows[index], inS: inS, slot: slot), sign * sum < 0 { relaxed.insert(index) }
        }
        return relaxed
    }

    /// Whether `row` keeps `a·d = 0` (an equality) or `a·d ≤ 0` (an inequality) for
    /// `d = sign · 1_S`, with an exact sum.
    private static func keepsConditions(_ row: LinearRow, sign: Double, inS: [Bool], slot: [Int]) -> Bool {
        guard let sum = sumOverS(row, inS: inS, slot: slot) else { return false }
        return row.relation == .equal ? sum == 0 : sign * sum <= 0
    }

    /// `Σ a_j` over the variables of `S`, the row written as `a·x ≤ b` (so that `a·d` for
    /// `d = sign · 1_S` is `sign` times it), or `nil` when the sum is not exact.
    private static func sumOverS(_ row: LinearRow, inS: [Bool], slot: [Int]) -> Double? {
        let orientation: Double = row.relation == .greaterThanOrEqual ? -1 : 1
        var sum = 0.0
        for term in row.expression.terms where inS[slot[term.variable]] {
            let value = orientation * term.coefficient
            let total = sum + value
            // Knuth's two-sum: the rounding error of `sum + value`, zero when the sum is exact.
            let back = total - sum
            guard (sum - (total - back)) + (value - back) == 0, total.isFinite else { return nil }
            sum = total
        }
        return sum
    }
}

extension Array where Element == Int {
    /// These rows of `system` without the inequalities that `RelaxingDirection` shows are in no
    /// irreducible set with `row`, in the same order.
    func withoutRelaxedInequalities(in system: LinearSystem, besides row: Int) -> [Int] {
        guard contains(where: { system.rows[$0].relation != .equal }) else { return self }
        var rows = self
        for sign in [-1.0, 1.0] {
            let relaxed = RelaxingDirection.relaxed(rows + [row], sign: sign, in: system, protected: row)
            if !relaxed.isEmpty { rows.removeAll { relaxed.contains($0) } }
        }
        return rows
    }
}
