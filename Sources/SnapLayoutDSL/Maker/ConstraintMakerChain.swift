import Foundation
import SnapLayoutModel

/// The last step of a chain: a label, then the made constraint. Every later step of a chain is one
/// of these, so `.constraint` and `.labeled(_:)` end any chain.
///
/// ```swift
/// let top = make.top.equalToSuperview().offset(20).constraint
/// ```
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// Names every layout constraint of the chain (their `identifier`), so conflict reports and
    /// `explain` name it instead of listing its terms.
    ///
    /// ```swift
    /// make.height.equalTo(44).labeled("row height")
    /// ```
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The made constraint. SnapKit crashes when the chain had no relation; this reports it and
    /// returns a constraint with no layout constraints.
    ///
    /// ```swift
    /// heightConstraint = make.height.equalTo(44).constraint
    /// // later: heightConstraint.update(offset: 88)
    /// ```
    public var constraint: Constraint {
        if let constraint = description.constraint { return constraint }
        DSLReport.write(.incompleteChain, "a constraint was asked of a chain with no valid relation on \(description.item.debugName)",
                        at: description.location)
        return Constraint(from: ConstraintItem(target: nil, attributes: .none), to: ConstraintItem(target: nil, attributes: .none),
                          relation: .equal, location: nil, label: nil, multiplier: 1.0, constant: 0.0, priority: 1000.0)
    }
}

/// After a relation and its modifiers: a priority. Optional constraints (below 1000) give way to
/// required ones and to higher priorities, which is how a layout says what to keep when space runs
/// out.
///
/// ```swift
/// make.width.equalTo(200).priority(.high)
/// ```
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority to one of SnapKit's levels, `.required`, `.high`, `.medium`, `.low` or any
    /// value.
    ///
    /// ```swift
    /// make.width.lessThanOrEqualTo(300).priority(.high)
    /// ```
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    /// Sets the priority from a number (or a `LayoutPriority`), for the levels between SnapKit's
    /// names.
    ///
    /// ```swift
    /// make.height.equalTo(44).priority(999)   // just below required: breaks quietly
    /// ```
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount
        return self
    }

    /// SnapKit 0.x's `priority(.required)`, kept so its code compiles.
    ///
    /// ```swift
    /// make.width.equalTo(100).priorityRequired()
    /// ```
    @available(*, deprecated, message: "Use priority(.required) instead.")
    @discardableResult public func priorityRequired() -> ConstraintMakerFinalizable { priority(.required) }

    /// SnapKit 0.x's `priority(.high)`, kept so its code compiles.
    ///
    /// ```swift
    /// make.width.equalTo(100).priorityHigh()
    /// ```
    @available(*, deprecated, message: "Use priority(.high) instead.")
    @discardableResult public func priorityHigh() -> ConstraintMakerFinalizable { priority(.high) }

    /// SnapKit 0.x's `priority(.medium)`, kept so its code compiles.
    ///
    /// ```swift
    /// make.width.equalTo(100).priorityMedium()
    /// ```
    @available(*, deprecated, message: "Use priority(.medium) instead.")
    @discardableResult public func priorityMedium() -> ConstraintMakerFinalizable { priority(.medium) }

    /// SnapKit 0.x's `priority(.low)`, kept so its code compiles.
    ///
    /// ```swift
    /// make.width.equalTo(100).priorityLow()
    /// ```
    @available(*, deprecated, message: "Use priority(.low) instead.")
    @discardableResult public func priorityLow() -> ConstraintMakerFinalizable { priority(.low) }
}

/// SnapKit's misspelled name, kept for source compatibility.
///
/// ```swift
/// let step: ConstraintMakerPriortizable = make.width.equalTo(100)
/// ```
@available(*, deprecated, renamed: "ConstraintMakerPrioritizable")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable

/// After a relation: multiplier, offset, inset. Each replaces what was there (the constant of
/// `equalTo(20)` included), so the last modifier of a kind wins.
///
/// ```swift
/// make.width.equalTo(header).multipliedBy(0.5).offset(-8)
/// ```
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Multiplies the related attribute, for proportions: `width == other.width × amount`. On a
    /// bare constant (`equalTo(100)`) it means nothing and is reported.
    ///
    /// ```swift
    /// make.width.equalToSuperview().multipliedBy(0.5)
    /// ```
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount
        return self
    }

    /// Divides the related attribute: `multipliedBy(1 / amount)`, for proportions that read better
    /// as fractions.
    ///
    /// ```swift
    /// make.width.equalToSuperview().dividedBy(3)
    /// ```
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1.0 / amount.constraintMultiplierTargetValue
        return self
    }

    /// Replaces the constant with `amount`, the same for every attribute: positive moves right and
    /// down, so an offset from a right or bottom edge inward is negative (`inset(_:)` says it
    /// positively).
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom).offset(8)
    /// ```
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Replaces the constant with insets: inward on every edge, −2× on sizes, 0 on centres. One
    /// positive number then pins all four edges inside a container, where `offset` would need a
    /// sign per edge.
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(20)
    /// make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    /// ```
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = Constraint.insets(amount)
        return self
    }

    /// Replaces the constant with leading/trailing insets, which follow the reading direction (the
    /// layout direction of `ConstraintConfig` or the item).
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 8))
    /// ```
    @discardableResult
    public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }
}

/// After attributes: a relation to a target. The target is a number, a size, a point, insets,
/// another item's attribute (`header.snp.bottom`), a view or a guide (the same attributes of it).
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)
/// make.width.lessThanOrEqualTo(300)
/// ```
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

    /// `==` the target: the attribute is exactly the target's (plus the constant).
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom)
    /// make.size.equalTo(CGSize(width: 44, height: 44))
    /// ```
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .equal, file: file, line: line)
    }

    /// `==` the superview (a guide's owning view): the same attributes of the container, without
    /// naming it.
    ///
    /// ```swift
    /// make.edges.equalToSuperview()
    /// ```
    @discardableResult
    public func equalToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("equalToSuperview", relation: .equal, file: file, line: line) { $0 }
    }

    /// `==` what the closure picks from the superview: `equalToSuperview { $0.safeAreaLayoutGuide }`.
    ///
    /// ```swift
    /// make.edges.equalToSuperview { $0.safeAreaLayoutGuide }
    /// ```
    @discardableResult
    public func equalToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutView) -> T, _ file: String = #file,
                                                               line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("equalToSuperview", relation: .equal, file: file, line: line, pick: closure)
    }

    /// `<=` the target: a cap, for content that may be smaller but not larger.
    ///
    /// ```swift
    /// make.width.lessThanOrEqualTo(300)
    /// ```
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
    }

    /// `<=` the superview: stays within the container on that attribute.
    ///
    /// ```swift
    /// make.bottom.lessThanOrEqualToSuperview().inset(16)
    /// ```
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("lessThanOrEqualToSuperview", relation: .lessThanOrEqual, file: file, line: line) { $0 }
    }

    /// `<=` what the closure picks from the superview, for staying inside its margins or safe area.
    ///
    /// ```swift
    /// make.trailing.lessThanOrEqualToSuperview { $0.layoutMarginsGuide }
    /// ```
    @discardableResult
    public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutView) -> T, _ file: String = #file,
                                                                         line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("lessThanOrEqualToSuperview", relation: .lessThanOrEqual, file: file, line: line, pick: closure)
    }

    /// `>=` the target (SnapKit labels `line:` here): a floor, for minimum sizes and gaps.
    ///
    /// ```swift
    /// make.height.greaterThanOrEqualTo(44)
    /// ```
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable {
        relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
    }

    /// `>=` the superview: for a leading or top edge that must stay inside the container.
    ///
    /// ```swift
    /// make.top.greaterThanOrEqualToSuperview().offset(8)
    /// ```
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #file, line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("greaterThanOrEqualToSuperview", relation: .greaterThanOrEqual, file: file, line: line) { $0 }
    }

    /// `>=` what the closure picks from the superview, for staying below a safe area's top.
    ///
    /// ```swift
    /// make.top.greaterThanOrEqualToSuperview { $0.safeAreaLayoutGuide }
    /// ```
    @discardableResult
    public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(_ closure: (LayoutView) -> T, _ file: String = #file,
                                                                            line: UInt = #line) -> ConstraintMakerEditable {
        relatedToSuperview("greaterThanOrEqualToSuperview", relation: .greaterThanOrEqual, file: file, line: line, pick: closure)
    }
}

/// After one attribute: more attributes, or a relation. Chained attributes share the relation and
/// constant, each taking its own part of it. (As in SnapKit, `center` cannot be chained here.)
///
/// ```swift
/// make.left.right.equalToSuperview().inset(16)
/// ```
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    /// Adds `left` to the chain, so that one relation and one constant constrain every attribute
    /// named; `left` is the left edge, which stays on the left in a right-to-left layout: for
    /// things that must not flip (use `leading` for text and rows that should).
    ///
    /// ```swift
    /// make.top.left.equalToSuperview().inset(8)
    /// ```
    public var left: ConstraintMakerExtendable { adding(.left) }

    /// Adds `top` to the chain, so that one relation and one constant constrain every attribute
    /// named; `top` is the top edge, where most vertical stacks start.
    ///
    /// ```swift
    /// make.left.top.equalToSuperview().inset(8)
    /// ```
    public var top: ConstraintMakerExtendable { adding(.top) }

    /// Adds `bottom` to the chain, so that one relation and one constant constrain every attribute
    /// named; `bottom` is the bottom edge; an offset inward is negative, an `inset` positive.
    ///
    /// ```swift
    /// make.left.bottom.equalToSuperview().inset(8)
    /// ```
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }

    /// Adds `right` to the chain, so that one relation and one constant constrain every attribute
    /// named; `right` is the right edge, which stays on the right in a right-to-left layout (use
    /// `trailing` for what should flip); an offset inward is negative, an `inset` positive.
    ///
    /// ```swift
    /// make.top.right.equalToSuperview().inset(8)
    /// ```
    public var right: ConstraintMakerExtendable { adding(.right) }

    /// Adds `leading` to the chain, so that one relation and one constant constrain every attribute
    /// named; `leading` is the leading edge: the left in a left-to-right layout and the right in a
    /// right-to-left one, so a layout written once flips for Arabic or Hebrew.
    ///
    /// ```swift
    /// make.top.leading.equalToSuperview().inset(16)
    /// ```
    public var leading: ConstraintMakerExtendable { adding(.leading) }

    /// Adds `trailing` to the chain, so that one relation and one constant constrain every
    /// attribute named; `trailing` is the trailing edge: the right in a left-to-right layout and
    /// the left in a right-to-left one; an `inset` keeps the constant positive.
    ///
    /// ```swift
    /// make.top.trailing.equalToSuperview().inset(16)
    /// ```
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }

    /// Adds `width` to the chain, so that one relation and one constant constrain every attribute
    /// named; `width` is the width; a bare number fixes it, another item's width makes the two
    /// track each other.
    ///
    /// ```swift
    /// make.height.width.equalTo(avatar)
    /// ```
    public var width: ConstraintMakerExtendable { adding(.width) }

    /// Adds `height` to the chain, so that one relation and one constant constrain every attribute
    /// named; `height` is the height; a bare number fixes it, another item's height makes the two
    /// track each other.
    ///
    /// ```swift
    /// make.width.height.equalTo(44)
    /// ```
    public var height: ConstraintMakerExtendable { adding(.height) }

    /// Adds `centerX` to the chain, so that one relation and one constant constrain every attribute
    /// named; `centerX` is the horizontal centre, for centring without fixing either edge.
    ///
    /// ```swift
    /// make.centerY.centerX.equalToSuperview()
    /// ```
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }

    /// Adds `centerY` to the chain, so that one relation and one constant constrain every attribute
    /// named; `centerY` is the vertical centre, for lining up items of different heights on one
    /// row.
    ///
    /// ```swift
    /// make.centerX.centerY.equalTo(avatar)
    /// ```
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }

    /// Adds `baseline` to the chain, so that one relation and one constant constrain every
    /// attribute named; `baseline` is the last baseline, under UIKit's old name (kept so older code
    /// compiles).
    ///
    /// ```swift
    /// make.leading.baseline.equalTo(title)
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { adding(.lastBaseline) }

    /// Adds `lastBaseline` to the chain, so that one relation and one constant constrain every
    /// attribute named; `lastBaseline` is the baseline of the last line of text (a view's
    /// `lastBaselineOffsetFromBottom`), so labels in different fonts sit on one line.
    ///
    /// ```swift
    /// make.leading.lastBaseline.equalTo(title)
    /// ```
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }

    /// Adds `firstBaseline` to the chain, so that one relation and one constant constrain every
    /// attribute named; `firstBaseline` is the baseline of the first line of text (a view's
    /// `firstBaselineOffsetFromTop`), for aligning multi-line text by its first line.
    ///
    /// ```swift
    /// make.leading.firstBaseline.equalTo(title)
    /// ```
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }

    /// Adds `leftMargin` to the chain, so that one relation and one constant constrain every
    /// attribute named; `leftMargin` is the left edge inset by the item's `layoutMargins`, so a
    /// layout follows the margins when they change.
    ///
    /// ```swift
    /// make.topMargin.leftMargin.equalToSuperview()
    /// ```
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }

    /// Adds `rightMargin` to the chain, so that one relation and one constant constrain every
    /// attribute named; `rightMargin` is the right edge inset by the item's `layoutMargins`, so a
    /// layout follows the margins when they change.
    ///
    /// ```swift
    /// make.topMargin.rightMargin.equalToSuperview()
    /// ```
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }

    /// Adds `topMargin` to the chain, so that one relation and one constant constrain every
    /// attribute named; `topMargin` is the top edge inset by the item's `layoutMargins`, so a
    /// layout follows the margins when they change.
    ///
    /// ```swift
    /// make.leftMargin.topMargin.equalToSuperview()
    /// ```
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }

    /// Adds `bottomMargin` to the chain, so that one relation and one constant constrain every
    /// attribute named; `bottomMargin` is the bottom edge inset by the item's `layoutMargins`, so a
    /// layout follows the margins when they change.
    ///
    /// ```swift
    /// make.leftMargin.bottomMargin.equalToSuperview()
    /// ```
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }

    /// Adds `leadingMargin` to the chain, so that one relation and one constant constrain every
    /// attribute named; `leadingMargin` is the leading edge inset by the item's `layoutMargins`:
    /// margins that follow the reading direction.
    ///
    /// ```swift
    /// make.topMargin.leadingMargin.equalToSuperview()
    /// ```
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }

    /// Adds `trailingMargin` to the chain, so that one relation and one constant constrain every
    /// attribute named; `trailingMargin` is the trailing edge inset by the item's `layoutMargins`:
    /// margins that follow the reading direction.
    ///
    /// ```swift
    /// make.topMargin.trailingMargin.equalToSuperview()
    /// ```
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }

    /// Adds `centerXWithinMargins` to the chain, so that one relation and one constant constrain
    /// every attribute named; `centerXWithinMargins` is the horizontal centre of the rectangle
    /// inside the margins, which differs from `centerX` when the left and right margins differ.
    ///
    /// ```swift
    /// make.centerYWithinMargins.centerXWithinMargins.equalToSuperview()
    /// ```
    public var centerXWithinMargins: ConstraintMakerExtendable { adding(.centerXWithinMargins) }

    /// Adds `centerYWithinMargins` to the chain, so that one relation and one constant constrain
    /// every attribute named; `centerYWithinMargins` is the vertical centre of the rectangle inside
    /// the margins, which differs from `centerY` when the top and bottom margins differ.
    ///
    /// ```swift
    /// make.centerXWithinMargins.centerYWithinMargins.equalToSuperview()
    /// ```
    public var centerYWithinMargins: ConstraintMakerExtendable { adding(.centerYWithinMargins) }

    /// Adds `edges` to the chain, so that one relation and one constant constrain every attribute
    /// named; `edges` is left, top, right and bottom at once: one line pins an item inside another,
    /// and `inset` insets all four inward.
    ///
    /// ```swift
    /// make.top.edges.equalToSuperview()
    /// ```
    public var edges: ConstraintMakerExtendable { adding(.edges) }

    /// Adds `horizontalEdges` to the chain, so that one relation and one constant constrain every
    /// attribute named; `horizontalEdges` is left and right at once, for spanning a container's
    /// width.
    ///
    /// ```swift
    /// make.top.horizontalEdges.equalToSuperview().inset(16)
    /// ```
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }

    /// Adds `verticalEdges` to the chain, so that one relation and one constant constrain every
    /// attribute named; `verticalEdges` is top and bottom at once, for spanning a container's
    /// height.
    ///
    /// ```swift
    /// make.centerX.verticalEdges.equalToSuperview()
    /// ```
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }

    /// Adds `directionalEdges` to the chain, so that one relation and one constant constrain every
    /// attribute named; `directionalEdges` is leading, top, trailing and bottom at once: `edges`
    /// that flip in a right-to-left layout, and take `DirectionalEdgeInsets`.
    ///
    /// ```swift
    /// make.top.directionalEdges.equalToSuperview()
    /// ```
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }

    /// Adds `directionalHorizontalEdges` to the chain, so that one relation and one constant
    /// constrain every attribute named; `directionalHorizontalEdges` is leading and trailing at
    /// once: `horizontalEdges` that follow the reading direction.
    ///
    /// ```swift
    /// make.top.directionalHorizontalEdges.equalToSuperview().inset(16)
    /// ```
    public var directionalHorizontalEdges: ConstraintMakerExtendable { adding(.directionalHorizontalEdges) }

    /// Adds `directionalVerticalEdges` to the chain, so that one relation and one constant
    /// constrain every attribute named; `directionalVerticalEdges` is top and bottom at once, the
    /// vertical half of `directionalEdges`.
    ///
    /// ```swift
    /// make.centerX.directionalVerticalEdges.equalToSuperview()
    /// ```
    public var directionalVerticalEdges: ConstraintMakerExtendable { adding(.directionalVerticalEdges) }

    /// Adds `size` to the chain, so that one relation and one constant constrain every attribute
    /// named; `size` is width and height at once; a `CGSize` gives each its own constant.
    ///
    /// ```swift
    /// make.center.size.equalTo(avatar)
    /// ```
    public var size: ConstraintMakerExtendable { adding(.size) }

    /// Adds `margins` to the chain, so that one relation and one constant constrain every attribute
    /// named; `margins` is the four margin edges at once; related to `edges`, they make one item's
    /// content area match another's frame.
    ///
    /// ```swift
    /// make.top.margins.equalToSuperview()
    /// ```
    public var margins: ConstraintMakerExtendable { adding(.margins) }

    /// Adds `directionalMargins` to the chain, so that one relation and one constant constrain
    /// every attribute named; `directionalMargins` is the leading, top, trailing and bottom margins
    /// at once, the directional form of `margins`.
    ///
    /// ```swift
    /// make.top.directionalMargins.equalToSuperview()
    /// ```
    public var directionalMargins: ConstraintMakerExtendable { adding(.directionalMargins) }

    /// Adds `centerWithinMargins` to the chain, so that one relation and one constant constrain
    /// every attribute named; `centerWithinMargins` is both centres within the margins at once.
    ///
    /// ```swift
    /// make.size.centerWithinMargins.equalTo(card)
    /// ```
    public var centerWithinMargins: ConstraintMakerExtendable { adding(.centerWithinMargins) }
}
