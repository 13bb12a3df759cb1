/// The contract's rule for resolving conflicting required constraints, for any solver that can tell
/// whether a set of required rows can hold together.
///
/// Required rows are taken in conflict order. The first row `k` that cannot hold with the rows
/// before it (less those already broken) is broken. Its conflict set comes from a deletion filter:
/// starting from everything up to and including `k`, each earlier row is tried for removal from the
/// latest to the first, and the removal is kept whenever the rest still cannot hold. The search goes
/// on after `k` until what is left can hold.
public enum ConflictSearch {
    /// Resolves conflicts among `required` (row indices in conflict order).
    ///
    /// - Parameter canHold: whether the given rows (a subsequence of `required`) can all hold.
    /// - Returns: the conflicts in the order found, and the broken rows.
    public static func resolve<Failure: Error>(
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
