import Foundation
import SnapLayoutModel

/// Constraints between an item and another (usually its container), from `constrain(to:)`.
///
/// `trailing` and `bottom` swap the two items, so a positive constant is an inset:
/// `trailing(constant: 8)` makes `other.trailing == item.trailing + 8`.
///
/// ```swift
/// card.constrain(to: view).leadingTrailing(constant: 16).top(constant: 20)
/// ```
public struct RelationalConstraintBuilder: ConstraintBuilder {
    /// The constraints made so far, in call order.
    ///
    /// ```swift
    /// let pins = card.constrain(to: view).leadingTrailingTopBottom(constant: 8).constraints   // 4
    /// ```
    public internal(set) var constraints: [LayoutConstraint] = []
    let first: any Constrainable
    let second: any Constrainable

    init(first: any Constrainable, second: any Constrainable) {
        self.first = first
        self.second = second
    }

    func adding(_ pairs: [(LayoutAttribute, LayoutAttribute, swapped: Bool)], _ relation: LayoutRelation,
                _ constant: CGFloat, _ multiplier: CGFloat, _ priority: LayoutPriority, _ activate: Bool) -> Self {
        var copy = self
        for (a, b, swapped) in pairs {
            let recipe = swapped
                ? ConstraintRecipe(first: second, firstAttribute: b, relation: relation, second: first, secondAttribute: a,
                                   constant: constant, multiplier: multiplier, priority: priority, activate: activate)
                : ConstraintRecipe(first: first, firstAttribute: a, relation: relation, second: second, secondAttribute: b,
                                   constant: constant, multiplier: multiplier, priority: priority, activate: activate)
            if let constraint = recipe.make() { copy.constraints.append(constraint) }
        }
        return copy
    }

    /// `item.leading REL other.leading × multiplier + constant`: a positive constant moves the item
    /// inward, along the reading direction.
    ///
    /// ```swift
    /// label.constrain(to: view).leading(constant: 16)
    /// ```
    @discardableResult
    public func leading(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                        priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.leading, .leading, false)], relation, constant, multiplier, priority, activate)
    }

    /// `other.trailing REL item.trailing × multiplier + constant`: a positive constant insets.
    ///
    /// ```swift
    /// label.constrain(to: view).trailing(.greaterThanOrEqual, constant: 16)   // at least 16 from the edge
    /// ```
    @discardableResult
    public func trailing(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                         priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.trailing, .trailing, true)], relation, constant, multiplier, priority, activate)
    }

    /// `leading` then `trailing`, both inset by `constant`: spans the container's width.
    ///
    /// ```swift
    /// card.constrain(to: view).leadingTrailing(constant: 16)
    /// ```
    @discardableResult
    public func leadingTrailing(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                                priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.leading, .leading, false), (.trailing, .trailing, true)], relation, constant, multiplier, priority, activate)
    }

    /// `item.top REL other.top × multiplier + constant`: a positive constant moves the item down,
    /// inward.
    ///
    /// ```swift
    /// card.constrain(to: view).top(constant: 20)
    /// ```
    @discardableResult
    public func top(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                    priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.top, .top, false)], relation, constant, multiplier, priority, activate)
    }

    /// `other.bottom REL item.bottom × multiplier + constant`: a positive constant insets.
    ///
    /// ```swift
    /// card.constrain(to: view).bottom(.greaterThanOrEqual, constant: 20)
    /// ```
    @discardableResult
    public func bottom(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                       priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.bottom, .bottom, true)], relation, constant, multiplier, priority, activate)
    }

    /// `top` then `bottom`, both inset by `constant`: spans the container's height.
    ///
    /// ```swift
    /// sidebar.constrain(to: view).topBottom()
    /// ```
    @discardableResult
    public func topBottom(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                          priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.top, .top, false), (.bottom, .bottom, true)], relation, constant, multiplier, priority, activate)
    }

    /// `leading`, `trailing`, `top`, `bottom`: fills the container, inset by `constant` on every
    /// side.
    ///
    /// ```swift
    /// background.constrain(to: view).leadingTrailingTopBottom()
    /// card.constrain(to: view).leadingTrailingTopBottom(constant: 20)
    /// ```
    @discardableResult
    public func leadingTrailingTopBottom(_ relation: LayoutRelation = .equal, constant: CGFloat = 0,
                                         multiplier: CGFloat = 1, priority: LayoutPriority = .required,
                                         activate: Bool = true) -> Self {
        adding([(.leading, .leading, false), (.trailing, .trailing, true), (.top, .top, false), (.bottom, .bottom, true)],
               relation, constant, multiplier, priority, activate)
    }

    /// `item.centerX REL other.centerX × multiplier + constant`: centres horizontally without
    /// fixing either edge.
    ///
    /// ```swift
    /// title.constrain(to: view).centerX()
    /// ```
    @discardableResult
    public func centerX(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                        priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.centerX, .centerX, false)], relation, constant, multiplier, priority, activate)
    }

    /// `item.centerY REL other.centerY × multiplier + constant`: centres vertically, for items of
    /// different heights on one row.
    ///
    /// ```swift
    /// label.constrain(to: view).leading().centerY()
    /// ```
    @discardableResult
    public func centerY(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                        priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.centerY, .centerY, false)], relation, constant, multiplier, priority, activate)
    }

    /// `centerX` then `centerY`: centres the item in the other.
    ///
    /// ```swift
    /// spinner.constrain(to: view).centerXY()
    /// ```
    @discardableResult
    public func centerXY(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                         priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.centerX, .centerX, false), (.centerY, .centerY, false)], relation, constant, multiplier, priority, activate)
    }

    /// `item.width REL other.width × multiplier + constant`: a proportion of the other's width.
    ///
    /// ```swift
    /// card.constrain(to: view).width(multiplier: 0.5)
    /// ```
    @discardableResult
    public func width(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                      priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.width, .width, false)], relation, constant, multiplier, priority, activate)
    }

    /// `item.height REL other.height × multiplier + constant`: a proportion of the other's height.
    ///
    /// ```swift
    /// card.constrain(to: view).height(.lessThanOrEqual, multiplier: 0.8)
    /// ```
    @discardableResult
    public func height(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                       priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.height, .height, false)], relation, constant, multiplier, priority, activate)
    }

    /// `width` then `height`: the same size as the other (scaled by `multiplier`).
    ///
    /// ```swift
    /// overlay.constrain(to: card).widthHeight()
    /// ```
    @discardableResult
    public func widthHeight(_ relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                            priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(.width, .width, false), (.height, .height, false)], relation, constant, multiplier, priority, activate)
    }

    /// `item.<anchor> REL other.<otherAnchor> × multiplier + constant`, never swapped: for pairs
    /// the named methods do not cover, such as a centre on an edge.
    ///
    /// ```swift
    /// badge.constrain(to: avatar).xAxis(.centerX, to: .trailing)
    /// ```
    @discardableResult
    public func xAxis(_ anchor: XAxisAnchor, to otherAnchor: XAxisAnchor, relation: LayoutRelation = .equal,
                      constant: CGFloat = 0, multiplier: CGFloat = 1, priority: LayoutPriority = .required,
                      activate: Bool = true) -> Self {
        adding([(anchor.attribute, otherAnchor.attribute, false)], relation, constant, multiplier, priority, activate)
    }

    /// `item.<anchor> REL other.<otherAnchor> × multiplier + constant`, never swapped: for pairs
    /// the named methods do not cover, such as a top below a bottom.
    ///
    /// ```swift
    /// caption.constrain(to: avatar).yAxis(.top, to: .bottom, constant: 4)
    /// ```
    @discardableResult
    public func yAxis(_ anchor: YAxisAnchor, to otherAnchor: YAxisAnchor, relation: LayoutRelation = .equal,
                      constant: CGFloat = 0, multiplier: CGFloat = 1, priority: LayoutPriority = .required,
                      activate: Bool = true) -> Self {
        adding([(anchor.attribute, otherAnchor.attribute, false)], relation, constant, multiplier, priority, activate)
    }

    /// `item.<dimension> REL other.<otherDimension> × multiplier + constant`: for a width from a
    /// height and the other way round.
    ///
    /// ```swift
    /// thumbnail.constrain(to: card).dimension(.width, to: .height, multiplier: 0.5)
    /// ```
    @discardableResult
    public func dimension(_ dimension: DimensionAnchor, to otherDimension: DimensionAnchor,
                          relation: LayoutRelation = .equal, constant: CGFloat = 0, multiplier: CGFloat = 1,
                          priority: LayoutPriority = .required, activate: Bool = true) -> Self {
        adding([(dimension.attribute, otherDimension.attribute, false)], relation, constant, multiplier, priority, activate)
    }
}
