import Foundation
import SnapLayoutModel

/// A constraint made by the maker: one or more layout constraints (one per attribute of a
/// composite such as `edges`) that activate, deactivate and update together.
public final class Constraint {
    let from: ConstraintItem
    let to: ConstraintItem
    let relation: LayoutRelation
    let location: ConstraintLocation?
    let label: String?
    var multiplier: ConstraintMultiplierTarget { didSet { updateMultiplier() } }
    var constant: ConstraintConstantTarget { didSet { updateConstantAndPriority() } }
    var priority: ConstraintPriorityTarget { didSet { updateConstantAndPriority() } }

    /// The layout constraints, in SnapKit's emission order.
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

    /// Whether any of its layout constraints is active.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates every layout constraint and registers the constraint on its item.
    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
        from.layoutItem?.attachments[ConstraintRegistry.self].add(self)
    }

    /// Deactivates every layout constraint and forgets the constraint on its item.
    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        from.layoutItem?.attachments[ConstraintRegistry.self].remove(self)
    }

    /// Replaces the constant with `offset`, the same for every attribute.
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint {
        constant = offset
        return self
    }

    /// Replaces the constant with insets (a number is the same inset on every edge).
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint {
        constant = Constraint.insets(inset)
        return self
    }

    /// Replaces the constant with leading/trailing insets.
    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
        constant = inset
        return self
    }

    /// Replaces the multiplier of every layout constraint that relates to a second item, keeping the
    /// same layout constraint objects (UIKit's multiplier is read-only; SnapKit has no such update).
    /// A multiplier on a constant-only constraint (`width == 100`) means nothing and is reported.
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

    /// Changes the priority (see `update(priority:)`).
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
    @available(*, deprecated, renamed: "activate()")
    public func install() { activate() }
    @available(*, deprecated, renamed: "deactivate()")
    public func uninstall() { deactivate() }
    @available(*, deprecated, renamed: "update(offset:)")
    public func updateOffset(amount: ConstraintOffsetTarget) { update(offset: amount) }
    @available(*, deprecated, renamed: "update(inset:)")
    public func updateInsets(amount: ConstraintInsetTarget) { update(inset: amount) }
    @available(*, deprecated, renamed: "update(priority:)")
    public func updatePriority(amount: ConstraintPriorityTarget) { update(priority: amount) }
    /// Sets 1000 (SnapKit ignored it; a priority may cross 1000 here).
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityRequired() { update(priority: ConstraintPriority.required) }
    /// Sets 750 (SnapKit crashes here; this works).
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityHigh() { update(priority: ConstraintPriority.high) }
    /// Sets 500 (SnapKit crashes here; this works).
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityMedium() { update(priority: ConstraintPriority.medium) }
    /// Sets 250 (SnapKit crashes here; this works).
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
