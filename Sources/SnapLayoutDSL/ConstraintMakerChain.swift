import Foundation
import SnapLayoutModel

/// The last step of a chain: a label, then the made constraint.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names every layout constraint of the chain (their `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The made constraint. SnapKit crashes when the chain had no relation; this reports it and
    /// returns a constraint with no layout constraints.
    public var constraint: Constraint {
        if let constraint = description.constraint { return constraint }
        DSLReport.write(.incompleteChain, "a constraint was asked of a chain with no valid relation on \(description.item.debugName)",
                        at: description.location)
        return Constraint(from: ConstraintItem(target: nil, attributes: .none), to: ConstraintItem(target: nil, attributes: .none),
                          relation: .equal, location: nil, label: nil, multiplier: 1.0, constant: 0.0, priority: 1000.0)
    }
}

/// After a relation and its modifiers: a priority.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    /// Sets the priority from a number (or a `LayoutPriority`).
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount
        return self
    }

    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }
    @available(*, deprecated, message: "Use priority(.high) instead.")
    @discardableResult public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }
    @available(*, deprecated, message: "Use priority(.medium) instead.")
    @discardableResult public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }
    @available(*, deprecated, message: "Use priority(.low) instead.")
    @discardableResult public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}

/// SnapKit's misspelled name, kept for source compatibility.
@available(*, deprecated, renamed: "ConstraintMakerPrioritizable")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable

/// After a relation: multiplier, offset, inset (each replaces what was there).
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Multiplies the related attribute.
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount
        return self
    }

    /// Divides the related attribute.
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1.0 / amount.constraintMultiplierTargetValue
        return self
    }

    /// Replaces the constant with `amount`, the same for every attribute.
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Replaces the constant with insets: inward on every edge, −2× on sizes, 0 on centres.
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = Constraint.insets(amount)
        return self
    }

    /// Replaces the constant with leading/trailing insets.
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }
}

/// After attributes: a relation to a target.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    func relatedTo(_ other: ConstraintRelatableTarget, relation: LayoutRelation, file: String, line: UInt) -> ConstraintMakerEditable {
        let location = ConstraintLocation(file: file, line: line)
        description.location = location
        description.relation = relation
        switch other {
        case let item as ConstraintItem:
            let from = description.attributes
            let to = item.attributes
            let crossMapped = (from == .edges && to == .margins) || (from == .margins && to == .edges)
                || (from == .directionalEdges && to == .directionalMargins) || (from == .directionalMargins && to == .directionalEdges)
            guard to.isEmpty || to.layoutAttributes.count <= 1 || to == from || crossMapped else {
                DSLReport.write(.mismatchedAttributes, "cannot relate \(description.item.debugName)'s \(from) to \(to): composites must be identical",
                                at: location)
                description.isInvalid = true
                return ConstraintMakerEditable(description)
            }
            description.related = item
            description.constant = 0.0
        case let view as LayoutView:
            description.related = ConstraintItem(target: view, attributes: .none)
            description.constant = 0.0
        case let constant as ConstraintConstantTarget:
            description.related = ConstraintItem(target: nil, attributes: .none)
            description.constant = constant
        case let guide as LayoutGuide:
            description.related = ConstraintItem(target: guide, attributes: .none)
            description.constant = 0.0
        default:
            DSLReport.write(.invalidTarget, "\(type(of: other)) cannot be related to; use a view, a guide, an item's attribute or a constant",
                            at: location)
            description.isInvalid = true
        }
        return ConstraintMakerEditable(description)
    }

    /// Relates to what `pick` chooses from the superview; SnapKit crashes without a superview,
    /// this reports it and makes no constraint.
    func relatedToSuperview(_ method: String, relation: LayoutRelation, file: String, line: UInt,
                            pick: (LayoutView) -> ConstraintRelatableTarget) -> ConstraintMakerEditable {
        guard let superview = description.item.parentView else {
            DSLReport.write(.missingSuperview, "\(method) on \(description.item.debugName), which has no superview",
                            at: ConstraintLocation(file: file, line: line))
            description.isInvalid = true
            return ConstraintMakerEditable(description)
        }
        return relatedTo(pick(superview), relation: relation, file: file, line: line)
    }

    /// `==` the target.
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .equal, file: file, line: line)
    }

    /// `==` the superview (a guide's owning view).
    @discardableResult
    public func equalToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("equalToSuperview", relation: .equal, file: file, line: line) { $0 }
    }

    /// `==` what the closure picks from the superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutView) -> T, _ file: String = #file,
                                                               line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("equalToSuperview", relation: .equal, file: file, line: line, pick: closure)
    }

    /// `<=` the target.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
    }

    /// `<=` the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("lessThanOrEqualToSuperview", relation: .lessThanOrEqual, file: file, line: line) { $0 }
    }

    /// `<=` what the closure picks from the superview.
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutView) -> T, _ file: String = #file,
                                                                         line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("lessThanOrEqualToSuperview", relation: .lessThanOrEqual, file: file, line: line, pick: closure)
    }

    /// `>=` the target (SnapKit labels `line:` here).
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
    }

    /// `>=` the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("greaterThanOrEqualToSuperview", relation: .greaterThanOrEqual, file: file, line: line) { $0 }
    }

    /// `>=` what the closure picks from the superview.
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutView) -> T, _ file: String = #file,
                                                                            line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("greaterThanOrEqualToSuperview", relation: .greaterThanOrEqual, file: file, line: line, pick: closure)
    }
}

/// After one attribute: more attributes, or a relation. (As in SnapKit, `center` cannot be
/// chained here.)
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}
