import Foundation
import SnapLayoutModel

/// Constraints on an item's own size, from `constrainSelf()`.
///
/// ```swift
/// avatar.constrainSelf().widthHeight(constant: 44)
/// ```
public struct SelfConstraintBuilder: ConstraintBuilder {
    /// The constraints made so far, in call order.
    ///
    /// ```swift
    /// let size = avatar.constrainSelf().widthHeight(constant: 44).constraints   // 2
    /// ```
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

    /// `item.width REL constant`: a fixed (or capped, or minimum) width.
    ///
    /// ```swift
    /// button.constrainSelf().width(.greaterThanOrEqual, constant: 88)
    /// ```
    @discardableResult
    public func width(_ relation: LayoutRelation = .equal, constant: CGFloat = 0,
                      priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.width, relation, constant, priority, activate)
    }

    /// `item.height REL constant`: a fixed (or capped, or minimum) height.
    ///
    /// ```swift
    /// row.constrainSelf().height(constant: 44)
    /// ```
    @discardableResult
    public func height(_ relation: LayoutRelation = .equal, constant: CGFloat = 0,
                       priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.height, relation, constant, priority, activate)
    }

    /// `width` then `height`, both REL `constant`: a square.
    ///
    /// ```swift
    /// avatar.constrainSelf().widthHeight(constant: 44)
    /// ```
    @discardableResult
    public func widthHeight(_ relation: LayoutRelation = .equal, constant: CGFloat,
                            priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.width, relation, constant, priority, activate).adding(.height, relation, constant, priority, activate)
    }

    /// `width REL size.width` then `height REL size.height`.
    ///
    /// ```swift
    /// banner.constrainSelf().widthHeight(size: CGSize(width: 320, height: 50))
    /// ```
    @discardableResult
    public func widthHeight(_ relation: LayoutRelation = .equal, size: CGSize = .zero,
                            priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.width, relation, size.width, priority, activate).adding(.height, relation, size.height, priority, activate)
    }

    /// `item.height == item.width × ratio`: the height follows whatever width the rest of the
    /// layout gives. Note the ratio is height over width.
    ///
    /// ```swift
    /// video.constrainSelf().aspectRatio(9.0 / 16.0)   // 16:9
    /// ```
    @discardableResult
    public func aspectRatio(_ ratio: CGFloat, priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding(.height, .equal, 0, priority, activate, relativeTo: .width, multiplier: ratio)
    }
}
