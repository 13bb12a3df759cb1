import SnapLayoutModel
import SnapLayoutLinearSystem

/// A snapshot constraint written back in the document syntax (contract, section 2), for when the
/// text it was written as is not at hand (a constraint object, or a snapshot built in code).
public enum ConstraintText {
    /// `first relation [m *] second [+ c] [@p]`, or `first relation c` for a constant alone.
    public static func text(of constraint: LayoutSnapshot.Constraint, in snapshot: LayoutSnapshot) -> String {
        var text = "\(anchor(constraint.first, in: snapshot)) \(constraint.relation)"
        if let second = constraint.second {
            text += " "
            if constraint.multiplier != 1 { text += "\(NumberFormat.string(constraint.multiplier, decimals: 6)) * " }
            text += anchor(second, in: snapshot)
            if constraint.constant > 0 {
                text += " + \(NumberFormat.string(constraint.constant, decimals: 6))"
            } else if constraint.constant < 0 {
                text += " - \(NumberFormat.string(-constraint.constant, decimals: 6))"
            }
        } else {
            text += " \(NumberFormat.string(constraint.constant, decimals: 6))"
        }
        if constraint.priority < LinearSystem.requiredPriority {
            text += " @\(NumberFormat.string(constraint.priority, decimals: 6))"
        }
        return text
    }

    /// `id.attribute`, `id.margins.attribute` or `id.safeArea.attribute`.
    public static func anchor(_ anchor: LayoutSnapshot.Anchor, in snapshot: LayoutSnapshot) -> String {
        let id = snapshot.items.indices.contains(anchor.item) ? snapshot.items[anchor.item].id : "item\(anchor.item)"
        if let guide = anchor.guide { return "\(id).\(guide.rawValue).\(anchor.attribute)" }
        return "\(id).\(anchor.attribute)"
    }
}
