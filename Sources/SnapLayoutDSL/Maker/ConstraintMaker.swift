import Foundation
import SnapLayoutModel

/// The `make` in `view.snp.makeConstraints { make in ... }`: each `make.…` line starts one chain
/// (attributes, a relation, modifiers), and the calls collect the chains into constraints when the
/// closure returns.
///
/// ```swift
/// view.snp.makeConstraints { make in
///     make.top.equalTo(header.snp.bottom).offset(8)
///     make.leading.trailing.equalToSuperview().inset(16)
/// }
/// ```
public class ConstraintMaker {
    /// The view or guide being constrained, for closures shared between items that need to know
    /// which one they are making.
    ///
    /// ```swift
    /// view.snp.makeConstraints { make in print(make.item.debugName) }
    /// ```
    public let item: any LayoutItem
    private var descriptions: [ConstraintDescription] = []

    init(item: any LayoutItem) {
        self.item = item
        (item as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
    }

    func makeExtendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Starts a constraint on the left edge, which stays on the left in a right-to-left layout: for
    /// things that must not flip (use `leading` for text and rows that should).
    ///
    /// ```swift
    /// make.left.equalToSuperview().offset(16)
    /// ```
    public var left: ConstraintMakerExtendable { makeExtendable(.left) }

    /// Starts a constraint on the top edge, where most vertical stacks start.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom).offset(8)
    /// ```
    public var top: ConstraintMakerExtendable { makeExtendable(.top) }

    /// Starts a constraint on the bottom edge; an offset inward is negative, an `inset` positive.
    ///
    /// ```swift
    /// make.bottom.lessThanOrEqualToSuperview().inset(20)
    /// ```
    public var bottom: ConstraintMakerExtendable { makeExtendable(.bottom) }

    /// Starts a constraint on the right edge, which stays on the right in a right-to-left layout
    /// (use `trailing` for what should flip); an offset inward is negative, an `inset` positive.
    ///
    /// ```swift
    /// make.right.equalToSuperview().inset(16)
    /// ```
    public var right: ConstraintMakerExtendable { makeExtendable(.right) }

    /// Starts a constraint on the leading edge: the left in a left-to-right layout and the right in
    /// a right-to-left one, so a layout written once flips for Arabic or Hebrew.
    ///
    /// ```swift
    /// make.leading.equalTo(avatar.snp.trailing).offset(12)
    /// ```
    public var leading: ConstraintMakerExtendable { makeExtendable(.leading) }

    /// Starts a constraint on the trailing edge: the right in a left-to-right layout and the left
    /// in a right-to-left one; an `inset` keeps the constant positive.
    ///
    /// ```swift
    /// make.trailing.equalToSuperview().inset(16)
    /// ```
    public var trailing: ConstraintMakerExtendable { makeExtendable(.trailing) }

    /// Starts a constraint on the width; a bare number fixes it, another item's width makes the two
    /// track each other.
    ///
    /// ```swift
    /// make.width.equalTo(120)
    /// ```
    public var width: ConstraintMakerExtendable { makeExtendable(.width) }

    /// Starts a constraint on the height; a bare number fixes it, another item's height makes the
    /// two track each other.
    ///
    /// ```swift
    /// make.height.equalTo(avatar.snp.width)
    /// ```
    public var height: ConstraintMakerExtendable { makeExtendable(.height) }

    /// Starts a constraint on the horizontal centre, for centring without fixing either edge.
    ///
    /// ```swift
    /// make.centerX.equalToSuperview()
    /// ```
    public var centerX: ConstraintMakerExtendable { makeExtendable(.centerX) }

    /// Starts a constraint on the vertical centre, for lining up items of different heights on one
    /// row.
    ///
    /// ```swift
    /// make.centerY.equalTo(avatar)
    /// ```
    public var centerY: ConstraintMakerExtendable { makeExtendable(.centerY) }

    /// Starts a constraint on the last baseline, under UIKit's old name (kept so older code
    /// compiles).
    ///
    /// ```swift
    /// make.baseline.equalTo(title)
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }

    /// Starts a constraint on the baseline of the last line of text (a view's
    /// `lastBaselineOffsetFromBottom`), so labels in different fonts sit on one line.
    ///
    /// ```swift
    /// make.lastBaseline.equalTo(title)
    /// ```
    public var lastBaseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }

    /// Starts a constraint on the baseline of the first line of text (a view's
    /// `firstBaselineOffsetFromTop`), for aligning multi-line text by its first line.
    ///
    /// ```swift
    /// make.firstBaseline.equalTo(title)
    /// ```
    public var firstBaseline: ConstraintMakerExtendable { makeExtendable(.firstBaseline) }

    /// Starts a constraint on the left edge inset by the item's `layoutMargins`, so a layout
    /// follows the margins when they change.
    ///
    /// ```swift
    /// make.leftMargin.equalTo(header.snp.left)
    /// ```
    public var leftMargin: ConstraintMakerExtendable { makeExtendable(.leftMargin) }

    /// Starts a constraint on the right edge inset by the item's `layoutMargins`, so a layout
    /// follows the margins when they change.
    ///
    /// ```swift
    /// make.rightMargin.equalTo(header.snp.right)
    /// ```
    public var rightMargin: ConstraintMakerExtendable { makeExtendable(.rightMargin) }

    /// Starts a constraint on the top edge inset by the item's `layoutMargins`, so a layout follows
    /// the margins when they change.
    ///
    /// ```swift
    /// make.topMargin.equalTo(header.snp.bottom)
    /// ```
    public var topMargin: ConstraintMakerExtendable { makeExtendable(.topMargin) }

    /// Starts a constraint on the bottom edge inset by the item's `layoutMargins`, so a layout
    /// follows the margins when they change.
    ///
    /// ```swift
    /// make.bottomMargin.equalTo(footer.snp.top)
    /// ```
    public var bottomMargin: ConstraintMakerExtendable { makeExtendable(.bottomMargin) }

    /// Starts a constraint on the leading edge inset by the item's `layoutMargins`: margins that
    /// follow the reading direction.
    ///
    /// ```swift
    /// make.leadingMargin.equalTo(header.snp.leading)
    /// ```
    public var leadingMargin: ConstraintMakerExtendable { makeExtendable(.leadingMargin) }

    /// Starts a constraint on the trailing edge inset by the item's `layoutMargins`: margins that
    /// follow the reading direction.
    ///
    /// ```swift
    /// make.trailingMargin.equalTo(header.snp.trailing)
    /// ```
    public var trailingMargin: ConstraintMakerExtendable { makeExtendable(.trailingMargin) }

    /// Starts a constraint on the horizontal centre of the rectangle inside the margins, which
    /// differs from `centerX` when the left and right margins differ.
    ///
    /// ```swift
    /// make.centerXWithinMargins.equalToSuperview()
    /// ```
    public var centerXWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerXWithinMargins) }

    /// Starts a constraint on the vertical centre of the rectangle inside the margins, which
    /// differs from `centerY` when the top and bottom margins differ.
    ///
    /// ```swift
    /// make.centerYWithinMargins.equalToSuperview()
    /// ```
    public var centerYWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerYWithinMargins) }

    /// Starts a constraint on left, top, right and bottom at once: one line pins an item inside
    /// another, and `inset` insets all four inward.
    ///
    /// ```swift
    /// make.edges.equalToSuperview().inset(20)
    /// ```
    public var edges: ConstraintMakerExtendable { makeExtendable(.edges) }

    /// Starts a constraint on left and right at once, for spanning a container's width.
    ///
    /// ```swift
    /// make.horizontalEdges.equalToSuperview().inset(16)
    /// ```
    public var horizontalEdges: ConstraintMakerExtendable { makeExtendable(.horizontalEdges) }

    /// Starts a constraint on top and bottom at once, for spanning a container's height.
    ///
    /// ```swift
    /// make.verticalEdges.equalTo(header)
    /// ```
    public var verticalEdges: ConstraintMakerExtendable { makeExtendable(.verticalEdges) }

    /// Starts a constraint on leading, top, trailing and bottom at once: `edges` that flip in a
    /// right-to-left layout, and take `DirectionalEdgeInsets`.
    ///
    /// ```swift
    /// make.directionalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 0))
    /// ```
    public var directionalEdges: ConstraintMakerExtendable { makeExtendable(.directionalEdges) }

    /// Starts a constraint on leading and trailing at once: `horizontalEdges` that follow the
    /// reading direction.
    ///
    /// ```swift
    /// make.directionalHorizontalEdges.equalToSuperview().inset(16)
    /// ```
    public var directionalHorizontalEdges: ConstraintMakerExtendable { makeExtendable(.directionalHorizontalEdges) }

    /// Starts a constraint on top and bottom at once, the vertical half of `directionalEdges`.
    ///
    /// ```swift
    /// make.directionalVerticalEdges.equalToSuperview().inset(8)
    /// ```
    public var directionalVerticalEdges: ConstraintMakerExtendable { makeExtendable(.directionalVerticalEdges) }

    /// Starts a constraint on width and height at once; a `CGSize` gives each its own constant.
    ///
    /// ```swift
    /// make.size.equalTo(CGSize(width: 44, height: 44))
    /// ```
    public var size: ConstraintMakerExtendable { makeExtendable(.size) }

    /// Starts a constraint on both centres at once; a `CGPoint` offsets x and y.
    ///
    /// ```swift
    /// make.center.equalToSuperview()
    /// ```
    public var center: ConstraintMakerExtendable { makeExtendable(.center) }

    /// Starts a constraint on the four margin edges at once; related to `edges`, they make one
    /// item's content area match another's frame.
    ///
    /// ```swift
    /// make.margins.equalTo(card.snp.edges)
    /// ```
    public var margins: ConstraintMakerExtendable { makeExtendable(.margins) }

    /// Starts a constraint on the leading, top, trailing and bottom margins at once, the
    /// directional form of `margins`.
    ///
    /// ```swift
    /// make.directionalMargins.equalTo(card.snp.directionalEdges)
    /// ```
    public var directionalMargins: ConstraintMakerExtendable { makeExtendable(.directionalMargins) }

    /// Starts a constraint on both centres within the margins at once.
    ///
    /// ```swift
    /// make.centerWithinMargins.equalToSuperview()
    /// ```
    public var centerWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerWithinMargins) }

    /// The constraints the closure described (those with a relation), not activated.
    static func prepareConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.compactMap { $0.constraint }
    }

    static func makeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(item: item, closure: closure) { constraint.activate() }
    }

    static func remakeConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    /// SnapKit's update: each new layout constraint rewrites the constant of the first existing one
    /// with the same attributes, relation, priority, multiplier and items. SnapKit crashes when none
    /// matches; here the new constraint is activated instead (as SnapKit ≤ 0.22 did) and reported.
    static func updateConstraints(item: any LayoutItem, closure: (ConstraintMaker) -> Void) {
        let registry = item.attachments[ConstraintRegistry.self]
        guard !registry.constraints.isEmpty else {
            makeConstraints(item: item, closure: closure)
            return
        }
        let plan = UpdatePlan(existing: registry.constraints, new: prepareConstraints(item: item, closure: closure))
        plan.applyConstants()
        for (constraint, unmatched) in plan.unmatched {
            for new in unmatched {
                DSLReport.write(.unmatchedUpdate, "updateConstraints found no existing constraint matching \(new); it was activated as a new one",
                                at: new.location)
            }
            constraint.activate()
        }
    }

    static func removeConstraints(item: any LayoutItem) {
        for constraint in item.attachments[ConstraintRegistry.self].constraints { constraint.deactivate() }
    }
}

extension LayoutConstraint {
    /// SnapKit's update match: the same attributes, relation, priority, multiplier and items.
    func matchesForUpdate(_ other: LayoutConstraint) -> Bool {
        firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && priority == other.priority && multiplier == other.multiplier
            && firstItem === other.firstItem && secondItem === other.secondItem
    }
}
