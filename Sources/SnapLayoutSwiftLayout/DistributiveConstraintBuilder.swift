import Foundation
import SnapLayoutModel

/// Constraints that place an item after another, from `constrain(after:)`: a positive constant
/// is the gap between them.
///
/// ```swift
/// title.constrain(after: avatar).leadingTrailing(constant: 12)
/// ```
public struct DistributiveConstraintBuilder: ConstraintBuilder {
    /// The constraints made so far, in call order.
    ///
    /// ```swift
    /// let gap = title.constrain(after: avatar).leadingTrailing(constant: 12).constraints[0]
    /// gap.constant = 20
    /// ```
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

    /// `item.leading REL other.trailing × multiplier + constant`: the item sits `constant` after
    /// the other along the reading direction, for rows.
    ///
    /// ```swift
    /// title.constrain(after: avatar).leadingTrailing(constant: 12)
    /// title.constrain(after: avatar).leadingTrailing(.greaterThanOrEqual, constant: 8)
    /// ```
    @discardableResult
    public func leadingTrailing(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                                priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.leading, .trailing, relation, constant, multiplier, priority, activate)
    }

    /// `item.top REL other.bottom × multiplier + constant`: the item sits `constant` below the
    /// other, for stacks.
    ///
    /// ```swift
    /// body.constrain(after: title).topBottom(constant: 8)
    /// ```
    @discardableResult
    public func topBottom(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                          priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.top, .bottom, relation, constant, multiplier, priority, activate)
    }
}
