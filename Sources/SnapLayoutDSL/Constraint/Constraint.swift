import Foundation
import SnapLayoutModel

/// A constraint made by the maker: one or more layout constraints (one per attribute of a
/// composite such as `edges`) that activate, deactivate and update together.
///
/// ```swift
/// var topConstraint: Constraint?
/// view.snp.makeConstraints { make in
///     topConstraint = make.top.equalToSuperview().offset(20).constraint
/// }
/// topConstraint?.update(offset: 40)   // later: only the constant changes
/// ```
public final class Constraint {
    let from: ConstraintItem
    let to: ConstraintItem
    let relation: LayoutRelation
    let location: ConstraintLocation?
    let label: String?
    var multiplier: ConstraintMultiplierTarget { didSet { updateMultiplier() } }
    var constant: ConstraintConstantTarget { didSet { updateConstantAndPriority() } }
    var priority: ConstraintPriorityTarget { didSet { updateConstantAndPriority() } }

    /// The layout constraints, in SnapKit's emission order: one per attribute, so `edges` gives
    /// four. Read them to see exactly what the maker made, or to hand them to the model's own APIs.
    ///
    /// ```swift
    /// let made = view.snp.prepareConstraints { make in make.edges.equalToSuperview() }
    /// made[0].layoutConstraints.count   // 4: left, top, right, bottom
    /// ```
    public var layoutConstraints: [LayoutConstraint]

    init(from: ConstraintItem, to: ConstraintItem, relation: LayoutRelation, location: ConstraintLocation?, label: String?,
         multiplier: ConstraintMultiplierTarget, constant: ConstraintConstantTarget, priority: ConstraintPriorityTarget) {
        self.from = from
        self.to = to
        self.relation = relation
        self.location = location
        self.label = label
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        layoutConstraints = []
        guard let fromItem = from.layoutItem else { return }
        let direction = ConstraintConfig.direction(for: fromItem)
        let toAttributes = to.attributes.layoutAttributes
        for attribute in from.attributes.layoutAttributes {
            let toAttribute = Constraint.targetAttribute(for: attribute, from: from.attributes, to: to.attributes,
                                                         toAttributes: toAttributes, toHasTarget: to.target != nil)
            var second = to.layoutItem
            if second == nil, !toAttribute.isSize {
                // A bare constant on a position is measured from the superview (SnapKit's rule).
                guard let parent = fromItem.parentView else {
                    DSLReport.write(.missingSuperview, "a constant on \(attribute) of \(fromItem.debugName), which has no superview",
                                    at: location)
                    continue
                }
                second = parent
            }
            let value = constant.constraintConstantTargetValueFor(layoutAttribute: toAttribute, direction: direction)
            do {
                let made = try LayoutConstraint.checked(
                    item: fromItem, attribute: attribute, relatedBy: relation, toItem: second,
                    attribute: second == nil ? .notAnAttribute : toAttribute,
                    multiplier: second == nil ? 1 : multiplier.constraintMultiplierTargetValue, constant: value,
                    priority: LayoutPriority(priority.constraintPriorityTargetValue))
                made.label = label
                made.location = location
                made.owner = self
                layoutConstraints.append(made)
            } catch {
                DSLReport.write(.invalidConstraint, "\(error)", at: location)
            }
        }
    }

    /// SnapKit's to-attribute rule: the same attribute, the single target attribute, the
    /// edges↔margins cross mappings, and a bare constant on a centre measured from the left / top.
    static func targetAttribute(for attribute: LayoutAttribute, from: ConstraintAttributes, to: ConstraintAttributes,
                                toAttributes: [LayoutAttribute], toHasTarget: Bool) -> LayoutAttribute {
        if to.isEmpty {
            if !toHasTarget, attribute == .centerX { return .left }
            if !toHasTarget, attribute == .centerY { return .top }
            return attribute
        }
        let edgesToMargins: [LayoutAttribute: LayoutAttribute] = [
            .left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
            .leading: .leadingMargin, .trailing: .trailingMargin,
        ]
        if (from == .edges && to == .margins) || (from == .directionalEdges && to == .directionalMargins) {
            return edgesToMargins[attribute] ?? attribute
        }
        if (from == .margins && to == .edges) || (from == .directionalMargins && to == .directionalEdges) {
            return edgesToMargins.first { $0.value == attribute }?.key ?? attribute
        }
        if from == to { return attribute }
        return toAttributes[0]
    }

    /// Whether any of its layout constraints is active. Setting it activates or deactivates them
    /// all, which is how a constraint kept from the maker is switched off without losing it.
    ///
    /// ```swift
    /// constraint.isActive = false   // e.g. while a panel is collapsed
    /// ```
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates every layout constraint and registers the constraint on its item, so that
    /// `remakeConstraints` and `updateConstraints` find it. Use it to switch between prepared
    /// layouts without remaking them.
    ///
    /// ```swift
    /// collapsed.deactivate()
    /// expanded.activate()
    /// ```
    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
        from.layoutItem?.attachments[ConstraintRegistry.self].add(self)
    }

    /// Deactivates every layout constraint and forgets the constraint on its item; the object keeps
    /// its values, so `activate()` brings it back as it was.
    ///
    /// ```swift
    /// expanded.deactivate()
    /// collapsed.activate()
    /// ```
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        from.layoutItem?.attachments[ConstraintRegistry.self].remove(self)
    }

    /// Replaces the constant with `offset`, the same for every attribute. Only constants change, so
    /// the next layout re-solves no new constraint (and the Cassowary engine does it
    /// incrementally): the cheap way to animate or follow a keyboard.
    ///
    /// ```swift
    /// topConstraint.update(offset: 40)
    /// ```
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint {
        constant = offset
        return self
    }

    /// Replaces the constant with insets (a number is the same inset on every edge), read inward
    /// per attribute as `inset(_:)` reads them, so a constraint made with `inset` keeps its
    /// meaning.
    ///
    /// ```swift
    /// edgesConstraint.update(inset: 12)
    /// ```
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint {
        constant = Constraint.insets(inset)
        return self
    }

    /// Replaces the constant with leading/trailing insets, for a constraint whose insets must
    /// follow the reading direction.
    ///
    /// ```swift
    /// edgesConstraint.update(inset: DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 8))
    /// ```
    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
        constant = inset
        return self
    }

    /// Replaces the multiplier of every layout constraint that relates to a second item, keeping the
    /// same layout constraint objects (UIKit's multiplier is read-only; SnapKit has no such update).
    /// A multiplier on a constant-only constraint (`width == 100`) means nothing and is reported.
    ///
    /// ```swift
    /// widthConstraint.update(multiplier: 0.5)   // half the superview instead of all of it
    /// ```
    @discardableResult
    public func update(multiplier: ConstraintMultiplierTarget) -> Constraint {
        let value = multiplier.constraintMultiplierTargetValue
        if value.isFinite {
            self.multiplier = multiplier
        } else {
            DSLReport.write(.invalidConstraint, "multiplier \(value) is not a finite number; the multiplier was kept", at: location)
        }
        return self
    }

    /// Changes the priority, in either direction across `required`: an optional constraint may
    /// become required and a required one optional (UIKit raises on an installed constraint and
    /// SnapKit ignores it; here the next layout simply re-solves). A priority outside (0, 1000] is
    /// reported and ignored.
    ///
    /// ```swift
    /// constraint.update(priority: 250)   // let it give way to the others
    /// ```
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint {
        let value = priority.constraintPriorityTargetValue
        if LayoutPriority(value).isValid {
            self.priority = priority
        } else {
            DSLReport.write(.invalidConstraint, "priority \(LayoutPriority(value)) is outside (0, 1000]; the priority was kept", at: location)
        }
        return self
    }

    /// Changes the priority to one of SnapKit's named levels (see `update(priority:)`).
    ///
    /// ```swift
    /// constraint.update(priority: .low)
    /// ```
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        update(priority: priority.value)
    }

    static func insets(_ target: ConstraintInsetTarget) -> ConstraintConstantTarget {
        if let insets = target as? EdgeInsets { return insets }
        let value = target.constraintConstantTargetValueFor(layoutAttribute: .width, direction: .leftToRight)
        return EdgeInsets(value)
    }

    private func updateConstantAndPriority() {
        let direction = ConstraintConfig.direction(for: from.layoutItem)
        let priority = LayoutPriority(priority.constraintPriorityTargetValue)
        for layoutConstraint in layoutConstraints {
            let attribute = layoutConstraint.secondAttribute == .notAnAttribute
                ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
            layoutConstraint.constant = constant.constraintConstantTargetValueFor(layoutAttribute: attribute, direction: direction)
            if priority.isValid { layoutConstraint.priority = priority }
        }
    }

    private func updateMultiplier() {
        let value = multiplier.constraintMultiplierTargetValue
        for layoutConstraint in layoutConstraints {
            if layoutConstraint.secondAttribute == .notAnAttribute {
                if value != 1 {
                    DSLReport.write(.invalidConstraint, "\(layoutConstraint) relates to a constant; a multiplier needs a second item",
                                    at: location)
                }
            } else {
                layoutConstraint.multiplier = value
            }
        }
    }
}

extension Constraint {
    /// SnapKit 0.x's name for `activate()`, kept so its code compiles.
    ///
    /// ```swift
    /// constraint.install()   // today: constraint.activate()
    /// ```
    @available(*, deprecated, renamed: "activate()")
    public func install() { activate() }

    /// SnapKit 0.x's name for `deactivate()`, kept so its code compiles.
    ///
    /// ```swift
    /// constraint.uninstall()   // today: constraint.deactivate()
    /// ```
    @available(*, deprecated, renamed: "deactivate()")
    public func uninstall() { deactivate() }

    /// SnapKit 0.x's labelled `update(offset:)`, kept so its code compiles.
    ///
    /// ```swift
    /// constraint.updateOffset(amount: 10)   // today: update(offset: 10)
    /// ```
    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(amount: ConstraintOffsetTarget) { update(offset: amount) }

    /// SnapKit 0.x's labelled `update(inset:)`, kept so its code compiles.
    ///
    /// ```swift
    /// constraint.updateInsets(amount: EdgeInsets(8))   // today: update(inset:)
    /// ```
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(amount: ConstraintInsetTarget) { update(inset: amount) }

    /// SnapKit 0.x's labelled `update(priority:)`, kept so its code compiles.
    ///
    /// ```swift
    /// constraint.updatePriority(amount: 600)   // today: update(priority: 600)
    /// ```
    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(amount: ConstraintPriorityTarget) { update(priority: amount) }

    /// Sets 1000 (SnapKit ignored it; a priority may cross 1000 here).
    ///
    /// ```swift
    /// constraint.updatePriorityRequired()   // today: update(priority: .required)
    /// ```
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityRequired() { update(priority: ConstraintPriority.required) }

    /// Sets 750 (SnapKit crashes here; this works).
    ///
    /// ```swift
    /// constraint.updatePriorityHigh()   // today: update(priority: .high)
    /// ```
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityHigh() { update(priority: ConstraintPriority.high) }

    /// Sets 500 (SnapKit crashes here; this works).
    ///
    /// ```swift
    /// constraint.updatePriorityMedium()   // today: update(priority: .medium)
    /// ```
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityMedium() { update(priority: ConstraintPriority.medium) }

    /// Sets 250 (SnapKit crashes here; this works).
    ///
    /// ```swift
    /// constraint.updatePriorityLow()   // today: update(priority: .low)
    /// ```
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityLow() { update(priority: ConstraintPriority.low) }
}

/// The constraints the maker made on one item, in the order they were activated (SnapKit keeps
/// an unordered set; an ordered registry makes `remake` and `update` deterministic).
final class ConstraintRegistry: LayoutItemAttachment {
    private(set) var constraints: [Constraint] = []

    func add(_ constraint: Constraint) {
        if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
    }

    func remove(_ constraint: Constraint) {
        constraints.removeAll { $0 === constraint }
    }
}

extension LayoutItem {
    /// The view an item lives in: itself, or a guide's owning view.
    var hierarchyView: LayoutView? { (self as? LayoutView) ?? parentView }
}
