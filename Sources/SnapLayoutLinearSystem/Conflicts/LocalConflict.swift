import SnapLayoutModel

/// The deletion filter's conflict set for a refused row, found among the candidates nearest to it
/// and then proved to be the one the filter keeps among all of them.
///
/// A view kept inside its superview on both sides ties every view's row to the root's edges, so a
/// refused row of a long cycle has thousands of candidates while its conflict is the handful of
/// rows around it. The nearest `n` candidates (breadth first from the refused row `k`, not going
/// through a variable that a candidate of its own fixes) give a set `X` when `k` cannot hold with
/// them. `X`, latest row first `x_1 … x_s`, is the filter's over all candidates when, for each `j`,
/// `k`, `x_1 … x_(j-1)` and every candidate before `x_j` can hold (the additive form of the filter
/// then picks `x_j` at each step, and stops at `x_s` since `X` is irreducible). Each such test is
/// shown to pass with a point: the near candidates held, with the variables they share with the
/// rest fixed at the values of a point where every row held holds (`heldPoint(_:)`); the rest hold
/// at that point. When a test fails, or `k` can hold with the nearest `n`, `n` doubles; at every
/// candidate, the caller's whole search decides.
package struct LocalConflict<Rows: RequiredRowSet> {
    let system: LinearSystem
    /// The refused row.
    let refused: Int
    /// The candidates, in the order held.
    let candidates: [Int]
    /// A set holding every row held (and not the refused row).
    let rows: Rows
    /// The number of nearest candidates tried first.
    var firstCount = Self.firstCount

    typealias Explaining = (LinearSystem, [Int]) throws(SolverError) -> Rows

    /// The number of nearest candidates tried first, unless told: below it, all candidates at
    /// once cost as little.
    package static var firstCount: Int { 64 }

    /// The conflict set (without the refused row), or `nil` when only all candidates decide;
    /// `explaining` makes a row set of some rows of a system.
    func find(explaining: Explaining) throws(SolverError) -> [Int]? {
        let nearest = nearestFirst()
        var count = firstCount
        while count < candidates.count {
            let near = Set(nearest.prefix(count))
            let local = candidates.filter { near.contains($0) }
            if let set = try provedConflict(among: local, explaining: explaining) { return set }
            count *= 2
        }
        return nil
    }

    /// The conflict among `local` (candidates in the order held) when it is proved to be the
    /// filter's among all candidates.
    private func provedConflict(among local: [Int], explaining: Explaining) throws(SolverError) -> [Int]? {
        let explainer = try explaining(system, local + [refused])
        guard try explainer.insert(refused) else { return [] }
        let mark = explainer.checkpoint()
        let holds = try explainer.insertAll(local)
        try explainer.rollback(to: mark)
        if holds { return nil }
        let set = try ConflictSearch.preferredConflict(ArraySlice(local), rows: explainer)
        return try isFiltersConflict(set, local: local, explaining: explaining) ? set : nil
    }

    /// Whether `set` (found among `local`) is the filter's among all candidates (see the type).
    private func isFiltersConflict(_ set: [Int], local: [Int], explaining: Explaining) throws(SolverError) -> Bool {
        let position = Dictionary(uniqueKeysWithValues: candidates.enumerated().map { ($1, $0) })
        let glued = try gluedSystem(local: local)
        let tester = try explaining(glued.system, Array(glued.system.rows.indices))
        guard try tester.insertAll(glued.fixing) else { return false }
        let mark = tester.checkpoint()
        let latestFirst = set.sorted { position[$0]! > position[$1]! }
        for (j, x) in latestFirst.enumerated() {
            let before = local.indices.filter { position[local[$0]]! < position[x]! }
            let kept = latestFirst[..<j].map { glued.index[$0]! }
            let holds = try tester.insertAll(before + kept + [local.count])
            try tester.rollback(to: mark)
            if !holds { return false }
        }
        return true
    }

    /// `local` then the refused row, as rows 0 … `local.count` of a system of their own, and rows
    /// fixing each variable they share with the other candidates at a point of the rows held.
    private func gluedSystem(local: [Int]) throws(SolverError) -> (system: LinearSystem, fixing: [Int], index: [Int: Int]) {
        var inside = Set<Int>()
        for row in local + [refused] { for term in system.rows[row].expression.terms { inside.insert(term.variable) } }
        let localSet = Set(local)
        var shared = Set<Int>()
        for row in candidates where !localSet.contains(row) {
            for term in system.rows[row].expression.terms where inside.contains(term.variable) { shared.insert(term.variable) }
        }
        let variables = shared.sorted()
        let values = try rows.heldPoint(variables)
        var glued = (local + [refused]).map { system.rows[$0] }
        for (variable, value) in zip(variables, values) {
            glued.append(LinearRow(expression: LinearExpression(terms: [LinearTerm(variable: variable, coefficient: 1)], constant: -value),
                                   relation: .equal, priority: LinearSystem.requiredPriority, source: .constraint(-1)))
        }
        let fixing = Array((local.count + 1)..<glued.count)
        let index = Dictionary(uniqueKeysWithValues: local.enumerated().map { ($1, $0) })
        return (LinearSystem(variableCount: system.variableCount, rows: glued, stays: [], probes: []), fixing, index)
    }

    /// The candidates breadth first from the refused row's variables, not going through a
    /// variable that a candidate of one variable fixes (the root's edges, a view's fixed width),
    /// whose fixing rows are reached: through it, every view kept inside the root would be as near
    /// as the next one.
    private func nearestFirst() -> [Int] {
        var rowsOf = [[Int]](repeating: [], count: system.variableCount)
        var fixed = [Bool](repeating: false, count: system.variableCount)
        for (k, row) in candidates.enumerated() {
            let terms = system.rows[row].expression.terms
            for term in terms { rowsOf[term.variable].append(k) }
            if terms.count == 1, system.rows[row].relation == .equal { fixed[terms[0].variable] = true }
        }
        var order: [Int] = []
        var reached = [Bool](repeating: false, count: candidates.count)
        var seen = [Bool](repeating: false, count: system.variableCount)
        var queue = system.rows[refused].expression.terms.map(\.variable)
        var head = 0
        while head < queue.count {
            let variable = queue[head]
            head += 1
            guard !seen[variable] else { continue }
            seen[variable] = true
            // Of a fixed variable, only the rows that fix it.
            for k in rowsOf[variable] where !reached[k] {
                let terms = system.rows[candidates[k]].expression.terms
                guard !fixed[variable] || terms.count == 1 else { continue }
                reached[k] = true
                order.append(candidates[k])
                for term in terms where !seen[term.variable] { queue.append(term.variable) }
            }
        }
        return order + candidates.indices.filter { !reached[$0] }.map { candidates[$0] }
    }
}
