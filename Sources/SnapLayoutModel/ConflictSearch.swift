/// The contract's rule for resolving conflicting required constraints (section 4).
///
/// Required rows are taken in conflict order. The first row `k` that cannot hold with the rows
/// before it (less those already broken) is broken. Its conflict set comes from a deletion filter:
/// starting from everything up to and including `k`, each earlier row is tried for removal from the
/// latest to the first, and the removal is kept whenever the rest still cannot hold. The search goes
/// on after `k` until what is left can hold.
public enum ConflictSearch {
    /// Resolves conflicts among `required` (row indices of `system`, in conflict order) with an
    /// incremental row set: O(rows) cheap steps instead of one full feasibility solve per candidate.
    ///
    /// Rows are added in order; the first that cannot be added is `k`. In the deletion filter over
    /// the rows held, `c_0 … c_(n-1)`, candidate `c_j` is kept exactly when `k` can be added to
    /// `c_0 … c_(j-1)` plus the candidates kept after `j`; every such set is a subset of rows that
    /// held together, so the filter walks down holding exactly that set: take out `c_j`, try `k`,
    /// and put `c_j` back when `k` could be added. Candidates not connected to `k` through shared
    /// variables never matter to whether `k` can hold: the filter would drop each of them, so they
    /// are dropped without a test (an irreducible set is connected).
    ///
    /// - Returns: the conflicts in the order found, and the broken rows; the same as
    ///   `deletionFilter(required:canHold:)` with a feasibility test that agrees with `rows`.
    public static func resolve(required: [Int], in system: LinearSystem,
                               rows: some RequiredRowSet) throws(SolverError) -> (conflicts: [RowConflict], broken: [Int]) {
        var conflicts: [RowConflict] = []
        var broken: [Int] = []
        var held: [Int] = []
        for row in required {
            if try rows.insert(row) {
                held.append(row)
                continue
            }
            let candidates = connected(to: row, among: held, in: system)
            let set = try filter(row, candidates: candidates, rows: rows)
            conflicts.append(RowConflict(rows: (set + [row]).sorted(), broken: row))
            broken.append(row)
        }
        return (conflicts, broken)
    }

    /// The deletion filter for `row` over `candidates` (all held by `rows`, in conflict order):
    /// the candidates kept, in order. `rows` holds the same rows again when it returns.
    static func filter(_ row: Int, candidates: [Int], rows: some RequiredRowSet) throws(SolverError) -> [Int] {
        var kept: [Int] = []
        var dropped: [Int] = []
        for candidate in candidates.reversed() {
            try rows.remove(candidate)
            if try rows.insert(row) {
                // Without the candidate the row could hold: the candidate stays in the set.
                try rows.remove(row)
                try rows.restore(candidate)
                kept.append(candidate)
            } else {
                dropped.append(candidate)
            }
        }
        for candidate in dropped.reversed() { try rows.restore(candidate) }
        return kept.reversed()
    }

    /// The rows of `held` that share a variable with `row`, directly or through other rows of
    /// `held`, in the order of `held`.
    static func connected(to row: Int, among held: [Int], in system: LinearSystem) -> [Int] {
        var rowsOfVariable: [Int: [Int]] = [:]
        for (position, index) in held.enumerated() {
            for term in system.rows[index].expression.terms { rowsOfVariable[term.variable, default: []].append(position) }
        }
        var reached = [Bool](repeating: false, count: held.count)
        var variableSeen = Set<Int>()
        var pending = system.rows[row].expression.terms.map(\.variable)
        while let variable = pending.popLast() {
            guard variableSeen.insert(variable).inserted else { continue }
            for position in rowsOfVariable[variable] ?? [] where !reached[position] {
                reached[position] = true
                pending += system.rows[held[position]].expression.terms.map(\.variable)
            }
        }
        return held.indices.filter { reached[$0] }.map { held[$0] }
    }

    /// The contract's rule taken literally, one full feasibility test per candidate: the reference
    /// that `resolve(required:in:rows:)` is tested against.
    ///
    /// - Parameter canHold: whether the given rows (a subsequence of `required`) can all hold.
    /// - Returns: the conflicts in the order found, and the broken rows.
    public static func deletionFilter<Failure: Error>(
        required: [Int],
        canHold: ([Int]) throws(Failure) -> Bool
    ) throws(Failure) -> (conflicts: [RowConflict], broken: [Int]) {
        if try canHold(required) { return ([], []) }
        var conflicts: [RowConflict] = []
        var broken: [Int] = []
        var kept: [Int] = []
        var start = 0
        while start < required.count {
            // Prefix feasibility is monotone, so the first failing row is found by bisection.
            var low = start, high = required.count - 1
            while low < high {
                let middle = (low + high) / 2
                if try canHold(kept + required[start...middle]) { low = middle + 1 } else { high = middle }
            }
            let k = low
            let row = required[k]
            var set = kept + required[start..<k]
            var index = set.count - 1
            while index >= 0 {
                var trial = set
                trial.remove(at: index)
                if try !canHold(trial + [row]) { set = trial }
                index -= 1
            }
            conflicts.append(RowConflict(rows: (set + [row]).sorted(), broken: row))
            broken.append(row)
            kept += required[start..<k]
            start = k + 1
            if try canHold(kept + required[start...]) { break }
        }
        return (conflicts, broken)
    }
}
