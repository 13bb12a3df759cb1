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
    let multiplier: ConstraintMultiplierTarget
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
        let direction = fromItem.hierarchyView?.effectiveLayoutDirection ?? .leftToRight
        let toAttributes = to.attributes.layoutAttributes
        for attribute in from.attributes.layoutAttributes {
            let toAttribute = Constraint.targetAttribute(for: attribute, from: from.attributes, to: to.attributes,
                                                         toAttributes: toAttributes, toHasTarget: to.target != nil)
            var second = to.layoutItem
            if second == nil, !toAttribute.isSize { second = fromItem.parentView }
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
                DSLReport.write("\(error)\(location.map { " (\($0.file)#\($0.line))" } ?? "")")
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

    /// Changes the priority. As in SnapKit (and UIKit), a required constraint stays required and an
    /// optional one cannot become required: only optional-to-optional changes apply.
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint {
        self.priority = priority
        return self
    }

    /// Changes the priority (see `update(priority:)`).
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint {
        self.priority = priority
        return self
    }

    static func insets(_ target: ConstraintInsetTarget) -> ConstraintConstantTarget {
        if let insets = target as? EdgeInsets { return insets }
        let value = target.constraintConstantTargetValueFor(layoutAttribute: .width, direction: .leftToRight)
        return EdgeInsets(value)
    }

    private func updateConstantAndPriority() {
        let direction = from.layoutItem?.hierarchyView?.effectiveLayoutDirection ?? .leftToRight
        let required = ConstraintPriority.required.value
        for layoutConstraint in layoutConstraints {
            let attribute = layoutConstraint.secondAttribute == .notAnAttribute
                ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
            layoutConstraint.constant = constant.constraintConstantTargetValueFor(layoutAttribute: attribute, direction: direction)
            let value = priority.constraintPriorityTargetValue
            if layoutConstraint.priority.rawValue < required, value != required, LayoutPriority(value).isValid {
                layoutConstraint.priority = LayoutPriority(value)
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
    /// A no-op, as in SnapKit: a priority never becomes required.
    @available(*, deprecated, message: "Use update(priority:) instead.")
    public func updatePriorityRequired() {}
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
