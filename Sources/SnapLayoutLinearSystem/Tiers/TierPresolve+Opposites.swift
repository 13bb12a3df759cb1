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
    /// stack: a core of 7 900 rows for one tier, 1.7 s). `false` when an elimination cannot hold.
    mutating func tightenOpposites(_ candidates: [Int]) -> Bool {
        for index in candidates where isRequiredInequality(index) && opposite(of: index) != nil {
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

    /// A live required inequality that bounds `index`'s expression from the other side at the
    /// same value, exactly.
    private func opposite(of index: Int) -> Int? {
        let expression = rows[index].expression, relation = rows[index].relation
        let pivot = expression.terms.min { occurrences[$0.variable].count < occurrences[$1.variable].count }!
        for other in occurrences[pivot.variable] where other != index && isRequiredInequality(other) {
            let candidate = rows[other].expression
            if candidate == expression, rows[other].relation != relation { return other }
            if rows[other].relation == relation, candidate.constant == -expression.constant,
               candidate.terms.count == expression.terms.count,
               zip(candidate.terms, expression.terms).allSatisfy({ $0.variable == $1.variable && $0.coefficient == -$1.coefficient }) {
                return other
            }
        }
        return nil
    }
}
