import SnapLayoutModel

extension LinearRow {
    /// The row with the pinned variables' values folded into its constant.
    package func substituted(pinned: [Double?]) -> LinearRow {
        var row = self
        var terms: [LinearTerm] = []
        var constant = expression.constant
        for term in expression.terms {
            if let value = pinned[term.variable] { constant += term.coefficient * value } else { terms.append(term) }
        }
        row.expression = LinearExpression(terms: terms, constant: constant)
        return row
    }

    /// Whether a row without variables holds, to round-off (`Tolerance.roundOff`, relative).
    package var holdsAsConstant: Bool { LinearRow.holdsAsConstant(expression.constant, relation) }

    /// Whether `value (relation) 0` holds, to round-off (`Tolerance.roundOff`, relative): the
    /// test of a row left without variables, for rows kept outside a `LinearRow` too.
    package static func holdsAsConstant(_ value: Double, _ relation: LayoutRelation) -> Bool {
        let tolerance = Tolerance.roundOff * max(1, abs(value))
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}
