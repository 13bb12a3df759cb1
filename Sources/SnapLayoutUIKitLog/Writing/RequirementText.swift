import SnapLayoutModel

/// What a constraint requires, in words: `UILabel's leading edge is 16 pt after UIView's leading
/// edge`, `UIView is exactly 80 pt tall`, `UIImageView's width is at most 0.5 × UIView's width`.
enum RequirementText {
    /// The sentence for `constraint`, without its full stop.
    static func sentence(_ constraint: LoggedConstraint, _ items: ItemNames) -> String {
        let first = constraint.first
        let subject = items.name(first.item)
        if case .contentSize(let hugging, let compression) = constraint.kind {
            let size = first.attribute == .width ? "width" : "height"
            return "\(subject)'s content is \(number(constraint.constant)) pt in \(size): it hugs it at priority "
                + "\(NumberFormat.priority(hugging)) and resists being made smaller at \(NumberFormat.priority(compression))"
        }
        guard let second = constraint.second else {
            if first.attribute.isSize {
                return "\(subject) is \(bound(constraint.relation)) \(number(constraint.constant)) pt \(first.attribute == .width ? "wide" : "tall")"
            }
            return "\(subject)'s \(edge(first.attribute)) is \(bound(constraint.relation)) \(number(constraint.constant)) pt "
                + "from its superview's \(edge(first.attribute.parentAttributeForConstant ?? first.attribute))"
        }
        let other = items.name(second.item)
        if first.attribute.isSize || constraint.multiplier != 1 {
            var right = "\(number(constraint.multiplier)) × \(other)'s \(edge(second.attribute))"
            if constraint.multiplier == 1 { right = "\(other)'s \(edge(second.attribute))" }
            if constraint.constant != 0 { right += (constraint.constant > 0 ? " + " : " - ") + number(abs(constraint.constant)) + " pt" }
            return "\(subject)'s \(edge(first.attribute)) is \(bound(constraint.relation)) \(right)"
        }
        return "\(subject)'s \(edge(first.attribute)) is \(offset(constraint)) \(other)'s \(edge(second.attribute))"
    }

    /// `exactly`, `at least`, `at most`.
    private static func bound(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: return "exactly"
        case .greaterThanOrEqual: return "at least"
        case .lessThanOrEqual: return "at most"
        }
    }

    /// Where a location is from another, by the constant: `16 pt after`, `at least 8 pt below`,
    /// `on` (0), `no more than 4 pt before`.
    private static func offset(_ constraint: LoggedConstraint) -> String {
        let d = constraint.constant
        let horizontal = constraint.first.attribute.axis == .horizontal
        let directional = constraint.first.attribute.isDirectional
        let (later, earlier) = !horizontal ? ("below", "above") : directional ? ("after", "before") : ("right of", "left of")
        let distance = number(abs(d)) + " pt "
        if d == 0 { return constraint.relation == .equal ? "on" : "not " + (constraint.relation == .greaterThanOrEqual ? earlier : later) }
        switch constraint.relation {
        case .equal:
            return distance + (d > 0 ? later : earlier)
        case .greaterThanOrEqual:
            return d >= 0 ? "at least " + distance + later : "no more than " + distance + earlier
        case .lessThanOrEqual:
            return d > 0 ? "no more than " + distance + later : "at least " + distance + earlier
        }
    }

    /// `leading edge`, `top`, `horizontal centre`, `width`, `leading margin`, `first baseline`, …
    static func edge(_ attribute: LayoutAttribute) -> String {
        switch attribute {
        case .left, .right, .leading, .trailing: return "\(attribute.name) edge"
        case .top, .bottom, .width, .height: return attribute.name
        case .centerX: return "horizontal centre"
        case .centerY: return "vertical centre"
        case .firstBaseline: return "first baseline"
        case .lastBaseline: return "last baseline"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return "\(attribute.withoutMargin.name) margin"
        case .centerXWithinMargins: return "horizontal centre within its margins"
        case .centerYWithinMargins: return "vertical centre within its margins"
        case .notAnAttribute: return "nothing"
        }
    }

    private static func number(_ value: Double) -> String { EquationText.number(value) }
}
