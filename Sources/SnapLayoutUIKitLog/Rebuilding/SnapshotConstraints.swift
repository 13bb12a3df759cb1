import SnapLayoutModel

/// A logged constraint as the snapshot's: anchors by item index, a view's margin attribute on the
/// margins guide the dump shows for it (else on the model's margins), and a content-size
/// constraint as UIKit's two inequalities, `≤` at the hugging priority and `≥` at the compression
/// resistance.
enum SnapshotConstraints {
    /// A snapshot constraint and which part of the logged one it is (`""`, ` (hugging)`, …).
    struct Made {
        var constraint: LayoutSnapshot.Constraint
        var part: String
    }

    /// The snapshot constraints `constraint` stands for.
    static func make(_ constraint: LoggedConstraint, table: ItemTable) -> [Made] {
        let first = anchor(constraint.first, table), second = constraint.second.map { anchor($0, table) }
        switch constraint.kind {
        case .contentSize(let hugging, let compression):
            return [
                Made(constraint: LayoutSnapshot.Constraint(first: first, relation: .lessThanOrEqual, constant: constraint.constant,
                                                           priority: hugging), part: " (hugging)"),
                Made(constraint: LayoutSnapshot.Constraint(first: first, relation: .greaterThanOrEqual, constant: constraint.constant,
                                                           priority: compression), part: " (compression resistance)"),
            ]
        case .layout, .autoresizingMask:
            return [Made(constraint: LayoutSnapshot.Constraint(first: first, relation: constraint.relation, second: second,
                                                               multiplier: constraint.multiplier, constant: constraint.constant,
                                                               priority: constraint.priority, label: constraint.identifier),
                         part: "")]
        }
    }

    /// The snapshot anchor of `anchor`.
    static func anchor(_ anchor: LoggedAnchor, _ table: ItemTable) -> LayoutSnapshot.Anchor {
        if anchor.attribute.isMargin, let guide = table.marginGuides[anchor.item.key] {
            return LayoutSnapshot.Anchor(item: table.index(of: guide), attribute: anchor.attribute.withoutMargin)
        }
        return LayoutSnapshot.Anchor(item: table.index(of: anchor.item.key), attribute: anchor.attribute)
    }
}
