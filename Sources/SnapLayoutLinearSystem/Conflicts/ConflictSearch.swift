import SnapLayoutModel

/// The contract's rule for resolving conflicting required constraints (section 4).
///
/// Required rows are taken in conflict order. The first row `k` that cannot hold with the rows
/// before it (less those already broken) is broken. Its conflict set comes from a deletion filter:
/// starting from everything up to and including `k`, each earlier row is tried for removal from the
/// latest to the first, and the removal is kept whenever the rest still cannot hold. The search goes
/// on after `k` until what is left can hold.
package enum ConflictSearch {
    /// Resolves conflicts among `required` (row indices of `system`, in conflict order) with an
    /// incremental row set: a few cheap steps instead of one full feasibility solve per candidate.
    ///
    /// Rows are added in order; the first that cannot be added is `k`. Its deletion filter over the
    /// rows held, `c_0 … c_(n-1)`, keeps from the top first the smallest `m` such that `k` cannot hold
    /// with `c_0 … c_m` (prefix feasibility is monotone), then the smallest such `m` with that row
    /// added to `k`, and so on: the additive form of the same filter, which QuickXplain (Junker
    /// 2004) computes by halving, in O(|set| · log(n / |set|)) tests, each a batch added to a row set
    /// that holds `k` and is rolled back afterwards. The set is looked for first among the rows
    /// held nearest to `k`, and kept when proved to be the filter's (`LocalConflict`); otherwise
    /// among every row the filter could keep (`HeldRowIndex`: connected to `k`, not beyond a pinned
    /// variable, not repeats, not satisfiable alone, not relaxed by a direction that relaxes every
    /// inequality). Either way the rows are tested in a row set of their own (`explaining`), so
    /// that a conflict costs what lies around it, not every row held. A row that repeats a held
    /// row exactly holds without a test.
    ///
    /// - Returns: the conflicts in the order found, and the broken rows; the same as
    ///   `deletionFilter(required:canHold:)` with a feasibility test that agrees with `rows`.
    package static func resolve<Rows: RequiredRowSet>(
        required: [Int], in system: LinearSystem, rows: Rows,
        explaining: (LinearSystem, [Int]) throws(SolverError) -> Rows,
        nearestFirst: Int = LocalConflict<Rows>.firstCount
    ) throws(SolverError) -> (conflicts: [RowConflict], broken: [Int]) {
        var conflicts: [RowConflict] = []
        var broken: [Int] = []
        var held = HeldRowIndex(system: system)
        var nearbyTests = NearbyTestRecord()
        for row in required {
            // A repeat of a held row holds with them and is never a candidate: no test.
            if held.repeatsHeldRow(row) { continue }
            // `held` is copied into each search, so none may outlive a change to it.
            let holds: Bool
            if let plain = try rows.insertIfPlain(row) {
                holds = plain
            } else if nearbyTests.isWorthIt {
                let nearby = LocalConflict(refused: row, rows: rows, held: held, firstCount: nearestFirst)
                let refused = try nearby.isRefusedNearby(explaining: explaining)
                holds = try refused ? false : rows.insert(row)
                nearbyTests.note(found: refused)
            } else {
                holds = try rows.insert(row)
            }
            if holds {
                held.hold(row)
                continue
            }
            let search = LocalConflict(refused: row, rows: rows, held: held, firstCount: nearestFirst)
            var set = try search.find(explaining: explaining)
            if set == nil { set = try wholeConflict(row, candidates: held.candidates(for: row), in: system, explaining: explaining) }
            conflicts.append(RowConflict(rows: (set! + [row]).sorted(), broken: row))
            broken.append(row)
        }
        return (conflicts, broken)
    }

    /// How the tests among the nearest rows held (`LocalConflict.isRefusedNearby`) have done: they
    /// save a full test when they find a refusal, and cost one when the row holds or is refused
    /// only by rows further away. Dense cycles are refused nearby every time; cycles of views kept
    /// inside the root on both sides hold as many rows after a full test as they refuse, and the
    /// tests then cost more than they save. Only the time taken depends on this, never a result.
    private struct NearbyTestRecord {
        var tests = 0, found = 0

        /// Whether to go on testing nearby: at first, and while they find three refusals in four.
        var isWorthIt: Bool { tests < 16 || found * 4 >= tests * 3 }

        mutating func note(found isFound: Bool) {
            tests += 1
            if isFound { found += 1 }
        }
    }

    /// The filter's conflict set for the refused `row` among all its candidates at once.
    private static func wholeConflict<Rows: RequiredRowSet>(
        _ row: Int, candidates: [Int], in system: LinearSystem, explaining: (LinearSystem, [Int]) throws(SolverError) -> Rows
    ) throws(SolverError) -> [Int] {
        let explainer = try explaining(system, candidates + [row])
        // Held with every candidate, the row cannot: the filter keeps some of them.
        guard try explainer.insert(row) else { return [] }
        return try preferredConflict(ArraySlice(candidates), rows: explainer)
    }

    /// QuickXplain: the rows of `candidates` that the deletion filter keeps, given the rows held
    /// (which can hold alone, but not with every candidate). `rows` holds the same rows on return.
    static func preferredConflict<Rows: RequiredRowSet>(_ candidates: ArraySlice<Int>,
                                                        rows: Rows) throws(SolverError) -> [Int] {
        // One candidate left is kept: the rows held cannot hold with it.
        guard candidates.count > 1 else { return Array(candidates) }
        let middle = candidates.startIndex + candidates.count / 2
        let first = candidates[..<middle], second = candidates[middle...]
        let mark = rows.checkpoint()
        // Kept from the later half: needed only when the earlier half can hold with the rows held.
        var fromSecond: [Int] = []
        if try rows.insertAll(Array(first)) { fromSecond = try preferredConflict(second, rows: rows) }
        try rows.rollback(to: mark)
        // Kept from the earlier half, with those kept from the later half held.
        var fromFirst: [Int] = []
        if fromSecond.isEmpty {
            fromFirst = try preferredConflict(first, rows: rows)
        } else if try rows.insertAll(fromSecond) {
            fromFirst = try preferredConflict(first, rows: rows)
        }
        try rows.rollback(to: mark)
        return fromFirst + fromSecond
    }

    /// The contract's rule taken literally, one full feasibility test per candidate: the reference
    /// that `resolve(required:in:rows:)` is tested against.
    ///
    /// - Parameter canHold: whether the given rows (a subsequence of `required`) can all hold.
    /// - Returns: the conflicts in the order found, and the broken rows.
    package static func deletionFilter<Failure: Error>(
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
