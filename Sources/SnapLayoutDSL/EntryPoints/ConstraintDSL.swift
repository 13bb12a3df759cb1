import SnapLayoutModel

/// What `view.snp` and `guide.snp` share: the target and its label. Labels name items in
/// descriptions, conflict reports and warnings, so a broken layout reads as `header` and `avatar`
/// instead of addresses.
///
/// ```swift
/// header.snp.setLabel("header")
/// ```
public protocol ConstraintDSL {
    /// The view or guide, as SnapKit exposes it: the object the DSL was asked of.
    ///
    /// ```swift
    /// header.snp.target === header   // true
    /// ```
    var target: AnyObject? { get }

    /// Names the target in descriptions and reports, so that warnings and conflicts say which view
    /// they mean.
    ///
    /// ```swift
    /// header.snp.setLabel("header")
    /// ```
    func setLabel(_ value: String?)

    /// The target's label, as `setLabel(_:)` set it.
    ///
    /// ```swift
    /// header.snp.label()   // "header"
    /// ```
    func label() -> String?
}

/// The basic attributes of an item (edges, size, centres and their composites), for relating to
/// them: `other.snp.top`. Shared by views and guides.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)
/// ```
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

/// All attributes of an item, the basic ones plus baselines and margins, for relating to them.
///
/// ```swift
/// make.lastBaseline.equalTo(title.snp.lastBaseline)
/// ```
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintDSL {
    /// Sets the item's `label`, which descriptions and warnings use to name it.
    ///
    /// ```swift
    /// avatar.snp.setLabel("avatar")
    /// ```
    public func setLabel(_ value: String?) { (target as? any LayoutItem)?.label = value }

    /// The item's `label`.
    ///
    /// ```swift
    /// avatar.snp.label()   // "avatar"
    /// ```
    public func label() -> String? { (target as? any LayoutItem)?.label }
}

extension ConstraintBasicAttributesDSL {
    func item(_ attributes: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: attributes) }

    /// The item's `left`, for another item's constraint to relate to; `left` is the left edge,
    /// which stays on the left in a right-to-left layout: for things that must not flip (use
    /// `leading` for text and rows that should).
    ///
    /// ```swift
    /// make.left.equalTo(avatar.snp.right).offset(8)
    /// ```
    public var left: ConstraintItem { item(.left) }

    /// The item's `top`, for another item's constraint to relate to; `top` is the top edge, where
    /// most vertical stacks start.
    ///
    /// ```swift
    /// make.bottom.lessThanOrEqualTo(footer.snp.top).offset(-8)
    /// ```
    public var top: ConstraintItem { item(.top) }

    /// The item's `right`, for another item's constraint to relate to; `right` is the right edge,
    /// which stays on the right in a right-to-left layout (use `trailing` for what should flip); an
    /// offset inward is negative, an `inset` positive.
    ///
    /// ```swift
    /// make.right.equalTo(avatar.snp.left).offset(-8)
    /// ```
    public var right: ConstraintItem { item(.right) }

    /// The item's `bottom`, for another item's constraint to relate to; `bottom` is the bottom
    /// edge; an offset inward is negative, an `inset` positive.
    ///
    /// ```swift
    /// make.top.equalTo(header.snp.bottom).offset(8)
    /// ```
    public var bottom: ConstraintItem { item(.bottom) }

    /// The item's `leading`, for another item's constraint to relate to; `leading` is the leading
    /// edge: the left in a left-to-right layout and the right in a right-to-left one, so a layout
    /// written once flips for Arabic or Hebrew.
    ///
    /// ```swift
    /// make.leading.equalTo(title.snp.leading)
    /// ```
    public var leading: ConstraintItem { item(.leading) }

    /// The item's `trailing`, for another item's constraint to relate to; `trailing` is the
    /// trailing edge: the right in a left-to-right layout and the left in a right-to-left one; an
    /// `inset` keeps the constant positive.
    ///
    /// ```swift
    /// make.leading.equalTo(avatar.snp.trailing).offset(12)
    /// ```
    public var trailing: ConstraintItem { item(.trailing) }

    /// The item's `width`, for another item's constraint to relate to; `width` is the width; a bare
    /// number fixes it, another item's width makes the two track each other.
    ///
    /// ```swift
    /// make.width.equalTo(avatar.snp.width).multipliedBy(2)
    /// ```
    public var width: ConstraintItem { item(.width) }

    /// The item's `height`, for another item's constraint to relate to; `height` is the height; a
    /// bare number fixes it, another item's height makes the two track each other.
    ///
    /// ```swift
    /// make.height.equalTo(header.snp.height)
    /// ```
    public var height: ConstraintItem { item(.height) }

    /// The item's `centerX`, for another item's constraint to relate to; `centerX` is the
    /// horizontal centre, for centring without fixing either edge.
    ///
    /// ```swift
    /// make.centerX.equalTo(avatar.snp.centerX)
    /// ```
    public var centerX: ConstraintItem { item(.centerX) }

    /// The item's `centerY`, for another item's constraint to relate to; `centerY` is the vertical
    /// centre, for lining up items of different heights on one row.
    ///
    /// ```swift
    /// make.centerY.equalTo(title.snp.centerY)
    /// ```
    public var centerY: ConstraintItem { item(.centerY) }

    /// The item's `edges`, for another item's constraint to relate to; `edges` is left, top, right
    /// and bottom at once: one line pins an item inside another, and `inset` insets all four
    /// inward.
    ///
    /// ```swift
    /// make.edges.equalTo(card.snp.edges).inset(4)
    /// ```
    public var edges: ConstraintItem { item(.edges) }

    /// The item's `directionalEdges`, for another item's constraint to relate to;
    /// `directionalEdges` is leading, top, trailing and bottom at once: `edges` that flip in a
    /// right-to-left layout, and take `DirectionalEdgeInsets`.
    ///
    /// ```swift
    /// make.directionalEdges.equalTo(card.snp.directionalEdges)
    /// ```
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }

    /// The item's `horizontalEdges`, for another item's constraint to relate to; `horizontalEdges`
    /// is left and right at once, for spanning a container's width.
    ///
    /// ```swift
    /// make.horizontalEdges.equalTo(header.snp.horizontalEdges)
    /// ```
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }

    /// The item's `verticalEdges`, for another item's constraint to relate to; `verticalEdges` is
    /// top and bottom at once, for spanning a container's height.
    ///
    /// ```swift
    /// make.verticalEdges.equalTo(avatar.snp.verticalEdges)
    /// ```
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }

    /// The item's `directionalHorizontalEdges`, for another item's constraint to relate to;
    /// `directionalHorizontalEdges` is leading and trailing at once: `horizontalEdges` that follow
    /// the reading direction.
    ///
    /// ```swift
    /// make.directionalHorizontalEdges.equalTo(header.snp.directionalHorizontalEdges)
    /// ```
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }

    /// The item's `directionalVerticalEdges`, for another item's constraint to relate to;
    /// `directionalVerticalEdges` is top and bottom at once, the vertical half of
    /// `directionalEdges`.
    ///
    /// ```swift
    /// make.directionalVerticalEdges.equalTo(avatar.snp.directionalVerticalEdges)
    /// ```
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }

    /// The item's `size`, for another item's constraint to relate to; `size` is width and height at
    /// once; a `CGSize` gives each its own constant.
    ///
    /// ```swift
    /// make.size.equalTo(avatar.snp.size)
    /// ```
    public var size: ConstraintItem { item(.size) }

    /// The item's `center`, for another item's constraint to relate to; `center` is both centres at
    /// once; a `CGPoint` offsets x and y.
    ///
    /// ```swift
    /// make.center.equalTo(card.snp.center)
    /// ```
    public var center: ConstraintItem { item(.center) }
}

extension ConstraintAttributesDSL {
    /// The item's `baseline`, for another item's constraint to relate to; `baseline` is the last
    /// baseline, under UIKit's old name (kept so older code compiles).
    ///
    /// ```swift
    /// make.baseline.equalTo(title.snp.baseline)
    /// ```
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { item(.lastBaseline) }

    /// The item's `lastBaseline`, for another item's constraint to relate to; `lastBaseline` is the
    /// baseline of the last line of text (a view's `lastBaselineOffsetFromBottom`), so labels in
    /// different fonts sit on one line.
    ///
    /// ```swift
    /// make.lastBaseline.equalTo(title.snp.lastBaseline)
    /// ```
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }

    /// The item's `firstBaseline`, for another item's constraint to relate to; `firstBaseline` is
    /// the baseline of the first line of text (a view's `firstBaselineOffsetFromTop`), for aligning
    /// multi-line text by its first line.
    ///
    /// ```swift
    /// make.firstBaseline.equalTo(title.snp.firstBaseline)
    /// ```
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }

    /// The item's `leftMargin`, for another item's constraint to relate to; `leftMargin` is the
    /// left edge inset by the item's `layoutMargins`, so a layout follows the margins when they
    /// change.
    ///
    /// ```swift
    /// make.left.equalTo(card.snp.leftMargin)
    /// ```
    public var leftMargin: ConstraintItem { item(.leftMargin) }

    /// The item's `topMargin`, for another item's constraint to relate to; `topMargin` is the top
    /// edge inset by the item's `layoutMargins`, so a layout follows the margins when they change.
    ///
    /// ```swift
    /// make.top.equalTo(card.snp.topMargin)
    /// ```
    public var topMargin: ConstraintItem { item(.topMargin) }

    /// The item's `rightMargin`, for another item's constraint to relate to; `rightMargin` is the
    /// right edge inset by the item's `layoutMargins`, so a layout follows the margins when they
    /// change.
    ///
    /// ```swift
    /// make.right.equalTo(card.snp.rightMargin)
    /// ```
    public var rightMargin: ConstraintItem { item(.rightMargin) }

    /// The item's `bottomMargin`, for another item's constraint to relate to; `bottomMargin` is the
    /// bottom edge inset by the item's `layoutMargins`, so a layout follows the margins when they
    /// change.
    ///
    /// ```swift
    /// make.bottom.equalTo(card.snp.bottomMargin)
    /// ```
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }

    /// The item's `leadingMargin`, for another item's constraint to relate to; `leadingMargin` is
    /// the leading edge inset by the item's `layoutMargins`: margins that follow the reading
    /// direction.
    ///
    /// ```swift
    /// make.leading.equalTo(card.snp.leadingMargin)
    /// ```
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }

    /// The item's `trailingMargin`, for another item's constraint to relate to; `trailingMargin` is
    /// the trailing edge inset by the item's `layoutMargins`: margins that follow the reading
    /// direction.
    ///
    /// ```swift
    /// make.trailing.equalTo(card.snp.trailingMargin)
    /// ```
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }

    /// The item's `centerXWithinMargins`, for another item's constraint to relate to;
    /// `centerXWithinMargins` is the horizontal centre of the rectangle inside the margins, which
    /// differs from `centerX` when the left and right margins differ.
    ///
    /// ```swift
    /// make.centerX.equalTo(card.snp.centerXWithinMargins)
    /// ```
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }

    /// The item's `centerYWithinMargins`, for another item's constraint to relate to;
    /// `centerYWithinMargins` is the vertical centre of the rectangle inside the margins, which
    /// differs from `centerY` when the top and bottom margins differ.
    ///
    /// ```swift
    /// make.centerY.equalTo(card.snp.centerYWithinMargins)
    /// ```
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }

    /// The item's `margins`, for another item's constraint to relate to; `margins` is the four
    /// margin edges at once; related to `edges`, they make one item's content area match another's
    /// frame.
    ///
    /// ```swift
    /// make.edges.equalTo(card.snp.margins)
    /// ```
    public var margins: ConstraintItem { item(.margins) }

    /// The item's `directionalMargins`, for another item's constraint to relate to;
    /// `directionalMargins` is the leading, top, trailing and bottom margins at once, the
    /// directional form of `margins`.
    ///
    /// ```swift
    /// make.directionalEdges.equalTo(card.snp.directionalMargins)
    /// ```
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }

    /// The item's `centerWithinMargins`, for another item's constraint to relate to;
    /// `centerWithinMargins` is both centres within the margins at once.
    ///
    /// ```swift
    /// make.center.equalTo(card.snp.centerWithinMargins)
    /// ```
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}

/// The maker entry points `view.snp` and `guide.snp` share, so a layout guide is constrained with
/// the same calls as a view.
///
/// ```swift
/// guide.snp.makeConstraints { make in make.width.equalTo(header) }
/// ```
public protocol ConstraintMakerDSL: ConstraintAttributesDSL {
    /// The view or guide constraints are made on: the first item of every constraint the maker
    /// makes.
    ///
    /// ```swift
    /// view.snp.layoutItem === view   // true
    /// ```
    var layoutItem: any LayoutItem { get }
}

extension ConstraintMakerDSL {
    /// The view or guide: `layoutItem`, under SnapKit's name.
    ///
    /// ```swift
    /// view.snp.target === view   // true
    /// ```
    public var target: AnyObject? { layoutItem }

    /// The constraints the closure describes, made but not activated: for layouts to switch between
    /// later with `activate()` and `deactivate()`.
    ///
    /// ```swift
    /// let compact = view.snp.prepareConstraints { make in make.height.equalTo(44) }
    /// compact.forEach { $0.activate() }
    /// ```
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: layoutItem, closure: closure)
    }

    /// Makes and activates the constraints the closure describes. The item stops translating its
    /// autoresizing mask into constraints, as the constraints now place it.
    ///
    /// ```swift
    /// view.snp.makeConstraints { make in
    ///     make.edges.equalToSuperview().inset(20)
    /// }
    /// ```
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: layoutItem, closure: closure)
    }

    /// Removes the constraints made on this item with the maker, then makes the closure's: for a
    /// layout that changes shape, not just constants.
    ///
    /// ```swift
    /// view.snp.remakeConstraints { make in
    ///     make.center.equalToSuperview()
    /// }
    /// ```
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: layoutItem, closure: closure)
    }

    /// Updates the constants of matching constraints (the same attributes, relation, priority,
    /// multiplier and items), or makes them when the item has none, so the same closure can both
    /// set up and refresh a layout. A constraint that matches nothing is activated as a new one and
    /// reported.
    ///
    /// ```swift
    /// view.snp.updateConstraints { make in
    ///     make.top.equalToSuperview().offset(keyboardHeight)
    /// }
    /// ```
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: layoutItem, closure: closure)
    }

    /// Deactivates every constraint made on this item with the maker, leaving constraints made any
    /// other way alone.
    ///
    /// ```swift
    /// view.snp.removeConstraints()
    /// ```
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: layoutItem)
    }
}

/// `view.snp`: making constraints on a view, and its attributes for others to relate to.
///
/// ```swift
/// view.snp.makeConstraints { make in make.top.equalTo(header.snp.bottom) }
/// ```
public struct ConstraintViewDSL: ConstraintMakerDSL {
    let view: LayoutView

    /// The view, as the first item of the maker's constraints.
    ///
    /// ```swift
    /// view.snp.layoutItem === view   // true
    /// ```
    public var layoutItem: any LayoutItem { view }

    /// The horizontal content hugging priority: how strongly the view resists growing wider than
    /// its intrinsic size. Raise it on the label that should stay snug when two share a row.
    ///
    /// ```swift
    /// title.snp.contentHuggingHorizontalPriority = 251
    /// ```
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical content hugging priority: how strongly the view resists growing taller than its
    /// intrinsic size.
    ///
    /// ```swift
    /// title.snp.contentHuggingVerticalPriority = 251
    /// ```
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// The horizontal compression resistance priority: how strongly the view resists being made
    /// narrower than its intrinsic size. Raise it on the text that must not be truncated.
    ///
    /// ```swift
    /// title.snp.contentCompressionResistanceHorizontalPriority = 751
    /// ```
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical compression resistance priority: how strongly the view resists being made
    /// shorter than its intrinsic size.
    ///
    /// ```swift
    /// title.snp.contentCompressionResistanceVerticalPriority = 751
    /// ```
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`: making constraints on a layout guide (they live on its owning view).
///
/// ```swift
/// let column = LayoutGuide()
/// view.addLayoutGuide(column)
/// column.snp.makeConstraints { make in make.width.equalToSuperview().multipliedBy(0.5) }
/// ```
public struct ConstraintLayoutGuideDSL: ConstraintMakerDSL {
    let guide: LayoutGuide

    /// The guide, as the first item of the maker's constraints.
    ///
    /// ```swift
    /// guide.snp.layoutItem === guide   // true
    /// ```
    public var layoutItem: any LayoutItem { guide }
}

extension LayoutView {
    /// SnapKit's entry point: `view.snp.makeConstraints { make in ... }`, `view.snp.top`.
    ///
    /// ```swift
    /// view.snp.makeConstraints { make in make.top.equalTo(header.snp.bottom) }
    /// ```
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// SnapKit's entry point for layout guides: guides are constrained with the same calls as
    /// views, and their constraints live on the owning view.
    ///
    /// ```swift
    /// guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
    /// ```
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
