import Foundation
import SnapLayoutModel

/// Constraints on an item's own size, from `constrainSelf()`.
public struct SelfConstraintBuilder: ConstraintBuilder {
    /// The constraints made so far, in call order.
    public internal(set) var constraints: [LayoutConstraint] = []
    let item: any Constrainable

    init(item: any Constrainable) { self.item = item }

    func adding(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ constant: CGFloat,
                _ priority: LayoutPriority, _ activate: Bool, relativeTo other: LayoutAttribute? = nil,
                multiplier: CGFloat = 1) -> Self {
        var copy = self
        // A size has no system spacing; SwiftLayout warns and uses 8, as here.
        let constant = constant == .systemSpacing ? ConstraintRecipe.systemSpacing : constant
        let recipe = ConstraintRecipe(first: item, firstAttribute: attribute, relation: relation,
                                      second: other == nil ? nil : item, secondAttribute: other ?? .notAnAttribute,
                                      constant: constant, multiplier: multiplier, priority: priority, activate: activate)
        if let constraint = recipe.make() { copy.constraints.append(constraint) }
        return copy
    }

    /// `item.width REL constant`.
    @discardableResult
    public func width(_ relation: LayoutRelation = .equal, constant: CGFloat = 0,
                      priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.width, relation, constant, priority, activate)
    }

    /// `item.height REL constant`.
    @discardableResult
    public func height(_ relation: LayoutRelation = .equal, constant: CGFloat = 0,
                       priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.height, relation, constant, priority, activate)
    }

    /// `width` then `height`, both REL `constant`.
    @discardableResult
    public func widthHeight(_ relation: LayoutRelation = .equal, constant: CGFloat,
                            priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.width, relation, constant, priority, activate).adding(.height, relation, constant, priority, activate)
    }

    /// `width REL size.width` then `height REL size.height`.
    @discardableResult
    public func widthHeight(_ relation: LayoutRelation = .equal, size: CGSize = .zero,
                            priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.width, relation, size.width, priority, activate).adding(.height, relation, size.height, priority, activate)
    }

    /// `item.height == item.width × ratio`.
    @discardableResult
    public func aspectRatio(_ ratio: CGFloat, priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.height, .equal, 0, priority, activate, relativeTo: .width, multiplier: ratio)
    }
}
