import Foundation
import SnapLayoutModel

/// Constraints that place an item after another, from `constrain(after:)`: a positive constant
/// is the gap between them.
public struct DistributiveConstraintBuilder: ConstraintBuilder {
    /// The constraints made so far, in call order.
    public internal(set) var constraints: [LayoutConstraint] = []
    let before: any Constrainable
    let after: any Constrainable

    init(before: any Constrainable, after: any Constrainable) {
        self.before = before
        self.after = after
    }

    func adding(_ afterAttribute: LayoutAttribute, _ beforeAttribute: LayoutAttribute, _ relation: LayoutRelation,
                _ constant: CGFloat, _ multiplier: CGFloat, _ priority: LayoutPriority, _ activate: Bool) -> Self {
        var copy = self
        let recipe = ConstraintRecipe(first: after, firstAttribute: afterAttribute, relation: relation, second: before,
                                      secondAttribute: beforeAttribute, constant: constant, multiplier: multiplier,
                                      priority: priority, activate: activate)
        if let constraint = recipe.make() { copy.constraints.append(constraint) }
        return copy
    }

    /// `item.leading REL other.trailing × multiplier + constant`.
    @discardableResult
    public func leadingTrailing(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                                priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.leading, .trailing, relation, constant, multiplier, priority, activate)
    }

    /// `item.top REL other.bottom × multiplier + constant`.
    @discardableResult
    public func topBottom(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                          priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.top, .bottom, relation, constant, multiplier, priority, activate)
    }
}
