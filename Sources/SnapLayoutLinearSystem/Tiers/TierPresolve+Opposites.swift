import SnapLayoutModel

extension TierPresolve {
    /// Makes an equality of each required inequality among `candidates` that another required
    /// inequality bounds from the other side at the same value (the same expression, `≥` against
    /// `≤`, or its negation with the same relation), and eliminates it; the other stays, and holds
    /// as an equality. The points that satisfy both are the same, so the face is too.
    ///
    /// A view's compression resistance (`w ≥ w₀`, decided to hold) and its hugging (`w ≤ w₀`,
    /// decided too) fix its width: eliminated, it leaves every later stage that held it. Kept as two
    /// inequalities, each later stage's core had both rows per view (a 2 000-view equal-centering
    /// stack: a core of 7 900 rows for one tier, 1.7 s). Partners are found by their expression,
    /// among the rows of each candidate's rarest variable, indexed once per variable (the heights
    /// of a fill-aligned row all bound one variable: a scan per candidate was quadratic).
    /// `false` when an elimination cannot hold.
    mutating func tightenOpposites(_ candidates: [Int]) -> Bool {
        // By direction and sign: the rows indexed so far (an entry may have changed since; each
        // is checked again when found).
        var byDirection: [Direction: [Int]] = [:]
        var indexed = Set<Int>()
        for index in candidates where isRequiredInequality(index) {
            let terms = rows[index].expression.terms
            let pivot = terms.min { occurrences[$0.variable].count < occurrences[$1.variable].count }!.variable
            if indexed.insert(pivot).inserted {
                for other in Set(occurrences[pivot]).sorted() where isRequiredInequality(other) {
                    byDirection[direction(of: other), default: []].append(other)
                }
            }
            var opposite = direction(of: index)
            opposite.isNegated.toggle()
            guard let partners = byDirection[opposite], partners.contains(where: { other in
                other != index && isRequiredInequality(other) && direction(of: other) == opposite
            }) else { continue }
            rows[index].relation = .equal
            fates[index] = .holds(.equal)
            guard eliminate(index) else { return false }
        }
        return true
    }

    private func isRequiredInequality(_ index: Int) -> Bool {
        rows[index].isAlive && rows[index].tier >= LinearSystem.requiredPriority && rows[index].relation != .equal
            && !rows[index].expression.terms.isEmpty
    }

    /// The expression `d` of a required inequality written `d ≥ 0`, scaled by ±1 so that its first
    /// coefficient is positive (`key`), and whether that took a negation: two rows bound the same
    /// expression from both sides at one value exactly when their keys are equal and their
    /// negations differ.
    private struct Direction: Hashable {
        var key: LinearExpression
        var isNegated: Bool
    }

    private func direction(of index: Int) -> Direction {
        var expression = rows[index].expression
        if rows[index].relation == .lessThanOrEqual { expression = -1 * expression }
        let isNegated = expression.terms[0].coefficient < 0
        return Direction(key: isNegated ? -1 * expression : expression, isNegated: isNegated)
    }
}
