import SnapLayoutModel

/// A logged constraint written as an equation, with its items named by the caller (as printed,
/// or by class only where that is unambiguous).
package enum EquationText {
    /// `first rel [m * ]second [± c] [@p]`, or `first rel c [@p]`.
    package static func equation(_ constraint: LoggedConstraint, name: (LoggedItem) -> String) -> String {
        var text = anchor(constraint.first, name) + " " + constraint.relation.description + " "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += number(constraint.multiplier) + " * " }
            text += anchor(second, name)
            if constraint.constant > 0 { text += " + " + number(constraint.constant) }
            if constraint.constant < 0 { text += " - " + number(-constraint.constant) }
        } else {
            text += number(constraint.constant)
        }
        switch constraint.kind {
        case .contentSize(let hugging, let compression):
            text += " (hugging \(NumberFormat.priority(hugging)), compression resistance \(NumberFormat.priority(compression)))"
        case .layout, .autoresizingMask:
            if constraint.priority < 1000 { text += " @" + NumberFormat.priority(constraint.priority) }
        }
        return text
    }

    /// `item.attribute`.
    package static func anchor(_ anchor: LoggedAnchor, _ name: (LoggedItem) -> String) -> String {
        name(anchor.item) + "." + anchor.attribute.name
    }

    /// Up to 6 decimals, no `-0`.
    package static func number(_ value: Double) -> String {
        NumberFormat.string(value, decimals: 6)
    }
}
