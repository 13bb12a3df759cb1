import SnapLayoutModel

/// The rows the conflict search holds, by variable, so that the candidates for a row's conflict
/// set are found among the rows near it rather than by going through every row held.
///
/// The candidates are the held rows the deletion filter could keep, in the order held; a row is
/// left out only when the filter would drop it anyway:
/// - a row not connected to the refused one through shared variables (an irreducible set is
///   connected);
/// - a row connected to it only through a variable that a held generated row pins (the root's
///   origin and size): with that row present the pinned variable is a constant, so whatever lies
///   beyond it could hold with the rest and is dropped before the generated row is ever tried;
///   the pinning row itself is a candidate;
/// - a row that repeats an earlier held row exactly: tried first, it goes, the earlier staying
///   (such a row is not even indexed: `repeatsHeldRow(_:)`);
/// - a row with a variable no other candidate (nor the refused row) holds, which can always be
///   satisfied by that variable, and, in turn, rows left so;
/// - an inequality that a direction relaxing every inequality relaxes strictly (`RelaxingDirection`):
///   it is in no irreducible set.
/// Overlapping cycles of 500 views went through all 2 500 rows held for each of ~500 conflicts.
struct HeldRowIndex {
    let system: LinearSystem
    /// The rows held, in order.
    private(set) var held: [Int] = []
    /// By variable: the positions in `held` of the rows that hold it.
    private(set) var positionsOf: [[Int]]
    /// By variable: the positions in `held` of the equalities of that variable alone.
    private(set) var fixingPositions: [Int: [Int]] = [:]
    /// By variable: the generated required row of that variable alone that fixes it, for the
    /// variables such a row fixes.
    private let pinningRow: [Int: Int]
    /// The position in `held` of each pinning row held.
    private var pinningPosition: [Int: Int] = [:]
    /// The rows held, as constraints, for finding repeats.
    private var heldConstraints: Set<RowConstraint> = []

    init(system: LinearSystem) {
        self.system = system
        var pinningRow: [Int: Int] = [:]
        for (index, row) in system.rows.enumerated() {
            guard case .generated = row.source, row.isRequired, row.relation == .equal,
                  row.expression.terms.count == 1, pinningRow[row.expression.terms[0].variable] == nil else { continue }
            pinningRow[row.expression.terms[0].variable] = index
        }
        self.pinningRow = pinningRow
        positionsOf = Array(repeating: [], count: system.variableCount)
    }

    /// Whether `row` repeats a held row exactly: it then holds with the rows held, and is never a
    /// candidate (dense cycles repeat each row of theirs up to seven times).
    func repeatsHeldRow(_ row: Int) -> Bool { heldConstraints.contains(RowConstraint(system.rows[row])) }

    /// Records `row` as held, after every row held before it; a repeat of a held row is left out.
    mutating func hold(_ row: Int) {
        guard heldConstraints.insert(RowConstraint(system.rows[row])).inserted else { return }
        let position = held.count
        held.append(row)
        let terms = system.rows[row].expression.terms
        for term in terms { positionsOf[term.variable].append(position) }
        if let variable = pinnedVariable(by: row) { pinningPosition[variable] = position }
        if terms.count == 1, system.rows[row].relation == .equal { fixingPositions[terms[0].variable, default: []].append(position) }
    }

    /// The held rows that could be in `row`'s conflict set (see the type's comment), in the
    /// order held.
    func candidates(for row: Int) -> [Int] {
        var reached = [Bool](repeating: false, count: held.count)
        var seen = [Bool](repeating: false, count: system.variableCount)
        var positions: [Int] = []
        var pending = system.rows[row].expression.terms.map(\.variable)
        while let variable = pending.popLast() {
            guard !seen[variable] else { continue }
            seen[variable] = true
            if let position = pinningPosition[variable] {
                if !reached[position] { reached[position] = true; positions.append(position) }
                continue
            }
            for position in positionsOf[variable] where !reached[position] {
                reached[position] = true
                positions.append(position)
                for term in system.rows[held[position]].expression.terms where !seen[term.variable] {
                    pending.append(term.variable)
                }
            }
        }
        let connected = positions.sorted().map { held[$0] }.withoutSatisfiable(by: system, besides: row)
        let bounded = connected.withoutRelaxedInequalities(in: system, besides: row)
        return bounded.count == connected.count ? connected : bounded.withoutSatisfiable(by: system, besides: row)
    }

    /// The variable `row` pins, when it is a pinning row.
    private func pinnedVariable(by row: Int) -> Int? {
        let terms = system.rows[row].expression.terms
        guard terms.count == 1, pinningRow[terms[0].variable] == row else { return nil }
        return terms[0].variable
    }
}

private extension Array where Element == Int {
    /// These rows of `system` without the ones that a variable held by no other of them (nor by
    /// `row`) can always satisfy, repeatedly; in the same order.
    func withoutSatisfiable(by system: LinearSystem, besides row: Int) -> [Int] {
        var slot = [Int](repeating: -1, count: system.variableCount)
        var rowsOf: [[Int]] = []
        var count: [Int] = []
        func note(_ variable: Int, _ k: Int?) {
            if slot[variable] < 0 { slot[variable] = rowsOf.count; rowsOf.append([]); count.append(0) }
            if let k { rowsOf[slot[variable]].append(k) }
            count[slot[variable]] += 1
        }
        for (k, index) in enumerated() {
            for term in system.rows[index].expression.terms { note(term.variable, k) }
        }
        for term in system.rows[row].expression.terms { note(term.variable, nil) }
        var kept = [Bool](repeating: true, count: self.count)
        var pending = count.indices.filter { count[$0] == 1 }
        while let variable = pending.popLast() {
            guard count[variable] == 1, let k = rowsOf[variable].first(where: { kept[$0] }) else { continue }
            kept[k] = false
            for term in system.rows[self[k]].expression.terms {
                let other = slot[term.variable]
                count[other] -= 1
                if count[other] == 1 { pending.append(other) }
            }
        }
        return indices.filter { kept[$0] }.map { self[$0] }
    }
}
