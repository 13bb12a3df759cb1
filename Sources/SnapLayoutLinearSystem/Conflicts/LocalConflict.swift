import SnapLayoutModel

/// The deletion filter's conflict set for a refused row, found among the held rows nearest to it
/// and then proved to be the one the filter keeps among all the rows held.
///
/// A view kept inside its superview on both sides ties every view's row to the root's edges, so a
/// refused row of a long cycle is connected to thousands of held rows while its conflict is the
/// handful of rows around it. The nearest `n` held rows (`HeldRowIndex.nearest(to:count:)`) give
/// a set `X` when the refused row `k` cannot hold with them. `X`, latest row first `x_1 … x_s`, is
/// the filter's over all rows held when, for each `j`, `k`, `x_1 … x_(j-1)` and every held row
/// before `x_j` can hold (the additive form of the filter then picks `x_j` at each step, and stops
/// at `x_s` since `X` is irreducible). Each such test is shown to pass with a point: the near rows
/// held, with the variables they share with the other rows fixed at the values of a point where
/// every row held holds (`RequiredRowSet.heldPoint(_:)`); the other rows hold at that point. When
/// a test fails, or `k` can hold with the nearest `n`, `n` doubles; when the nearest are all the
/// rows there are to reach, the caller's whole search decides. Each step costs what it takes in,
/// not every row held.
package struct LocalConflict<Rows: RequiredRowSet> {
    typealias Explaining = (LinearSystem, [Int]) throws(SolverError) -> Rows

    /// The row refused, or being tested (`isRefusedNearby(explaining:)`).
    let refused: Int
    /// The rows held, and their index.
    let rows: Rows
    let held: HeldRowIndex
    /// The number of nearest rows tried first.
    var firstCount = Self.firstCount

    /// The number of nearest rows tried first, unless told: within it, the whole search costs as
    /// little.
    package static var firstCount: Int { 64 }

    private var system: LinearSystem { held.system }

    /// Whether the row cannot hold with the nearest rows held (twice the first count: a cycle of
    /// eight views kept inside the root, and as much around it), when many more are held: then it
    /// cannot hold with all of them, and the full test is saved (each GLPK simplex pays for every
    /// row loaded, and most of a cycle's closing rows are refused).
    func isRefusedNearby(explaining: Explaining) throws(SolverError) -> Bool {
        guard held.held.count > 8 * firstCount else { return false }
        let near = held.nearest(to: refused, count: 2 * firstCount)
        let local = near.positions.map { held.held[$0] }
        let explainer = try explaining(system, local + [refused])
        guard try explainer.insert(refused) else { return true }
        return try !explainer.insertAll(local)
    }

    /// The conflict set (without the refused row), or `nil` when only the whole search decides;
    /// `explaining` makes a row set of some rows of a system.
    func find(explaining: Explaining) throws(SolverError) -> [Int]? {
        var count = firstCount
        while true {
            let near = held.nearest(to: refused, count: count)
            if near.isWhole { return nil }
            if let set = try provedConflict(among: near, explaining: explaining) { return set }
            count *= 2
        }
    }

    /// The conflict among the rows of `near` when it is proved to be the filter's among all rows
    /// held.
    private func provedConflict(among near: HeldRowIndex.Nearest, explaining: Explaining) throws(SolverError) -> [Int]? {
        let local = near.positions.map { held.held[$0] }
        let explainer = try explaining(system, local + [refused])
        guard try explainer.insert(refused) else { return [] }
        let mark = explainer.checkpoint()
        let holds = try explainer.insertAll(local)
        try explainer.rollback(to: mark)
        if holds { return nil }
        let set = try ConflictSearch.preferredConflict(ArraySlice(local), rows: explainer)
        return try isFiltersConflict(set, near: near, explaining: explaining) ? set : nil
    }

    /// Whether `set` (found among the rows of `near`) is the filter's among all rows held (see
    /// the type).
    private func isFiltersConflict(_ set: [Int], near: HeldRowIndex.Nearest, explaining: Explaining) throws(SolverError) -> Bool {
        let local = near.positions.map { held.held[$0] }
        let glued = try gluedSystem(local: local, shared: near.shared)
        let tester = try explaining(glued, Array(glued.rows.indices))
        // In `glued`, row i is local[i], the refused row is local.count, then the fixing rows.
        guard try tester.insertAll(Array(local.count..<glued.rows.count)) else { return false }
        let index = [Int: Int](uniqueKeysWithValues: local.enumerated().map { ($0.element, $0.offset) })
        // x_j's index in `local` is also the number of near rows before it: B_j = 0 ..< bound[j].
        let bound = set.map { index[$0]! }.sorted(by: >)
        guard try tester.insertAll(Array(0..<bound[bound.count - 1])) else { return false }
        return try VerificationSplit(bound: bound, tester: tester).holds(0, bound.count - 1)
    }

    /// `local` then the refused row, as rows 0 … `local.count` of a system of their own, then rows
    /// fixing each of `shared` at a point of the rows held.
    private func gluedSystem(local: [Int], shared: [Int]) throws(SolverError) -> LinearSystem {
        let values = try rows.heldPoint(shared)
        var glued = (local + [refused]).map { system.rows[$0] }
        for (variable, value) in zip(shared, values) {
            glued.append(LinearRow(expression: LinearExpression(terms: [LinearTerm(variable: variable, coefficient: 1)], constant: -value),
                                   relation: .equal, priority: LinearSystem.requiredPriority, source: .constraint(-1)))
        }
        return LinearSystem(variableCount: system.variableCount, rows: glued, stays: [], probes: [])
    }
}

/// The tests of `LocalConflict` for one set, shared by halving: test `j` holds the rows before
/// `x_j` (`B_j`, which shrink as `j` grows) and `x_0 … x_(j-1)` (`K_j`, which grow), so the tests
/// `a … b` all hold `B_b` and `K_a`, and each half adds what its tests share. Every level adds at
/// most the near rows and the set once: a set of 1 000 rows costs some ten passes over them, not
/// a thousand.
private struct VerificationSplit<Rows: RequiredRowSet> {
    /// By `j`, latest row first: the index of `x_j` among the near rows, which is also how many
    /// near rows come before it.
    let bound: [Int]
    let tester: Rows

    /// Whether tests `a … b` all hold, given that the rows held are `B_b`, `K_a`, the refused row
    /// and the fixing rows, and can hold. The tester holds the same rows on return.
    func holds(_ a: Int, _ b: Int) throws(SolverError) -> Bool {
        guard a < b else { return true }
        let middle = (a + b) / 2
        let mark = tester.checkpoint()
        var holds = try tester.insertAll(Array(bound[b]..<bound[middle]))
        if holds { holds = try self.holds(a, middle) }
        try tester.rollback(to: mark)
        guard holds else { return false }
        holds = try tester.insertAll(Array(bound[a...middle]))
        if holds { holds = try self.holds(middle + 1, b) }
        try tester.rollback(to: mark)
        return holds
    }
}
