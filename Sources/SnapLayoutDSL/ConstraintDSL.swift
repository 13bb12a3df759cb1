import SnapLayoutModel

/// What `view.snp` and `guide.snp` share: the target and its label.
public protocol ConstraintDSL {
    /// The view or guide.
    var target: AnyObject? { get }
    /// Names the target in descriptions and reports.
    func setLabel(_ value: String?)
    /// The target's label.
    func label() -> String?
}

/// The basic attributes of an item, for relating to them: `other.snp.top`.
public protocol ConstraintBasicAttributesDSL: ConstraintDSL {}

/// All attributes of an item, including baselines and margins.
public protocol ConstraintAttributesDSL: ConstraintBasicAttributesDSL {}

extension ConstraintDSL {
    public func setLabel(_ value: String?) { (target as? any LayoutItem)?.label = value }
    public func label() -> String? { (target as? any LayoutItem)?.label }
}

extension ConstraintBasicAttributesDSL {
    func item(_ attributes: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: attributes) }

    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var right: ConstraintItem { item(.right) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var edges: ConstraintItem { item(.edges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
}

extension ConstraintAttributesDSL {
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: ConstraintItem { item(.lastBaseline) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}

/// The maker entry points `view.snp` and `guide.snp` share.
public protocol ConstraintMakerDSL: ConstraintAttributesDSL {
    /// The view or guide constraints are made on.
    var layoutItem: any LayoutItem { get }
}

extension ConstraintMakerDSL {
    /// The view or guide.
    public var target: AnyObject? { layoutItem }

    /// The constraints the closure describes, made but not activated.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: layoutItem, closure: closure)
    }

    /// Makes and activates the constraints the closure describes.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: layoutItem, closure: closure)
    }

    /// Removes the constraints made on this item, then makes the closure's.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: layoutItem, closure: closure)
    }

    /// Updates the constants of matching constraints (or makes them when the item has none).
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: layoutItem, closure: closure)
    }

    /// Deactivates every constraint made on this item with the maker.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: layoutItem)
    }
}

/// `view.snp`: making constraints on a view, and its attributes for others to relate to.
public struct ConstraintViewDSL: ConstraintMakerDSL {
    let view: LayoutView

    /// The view.
    public var layoutItem: any LayoutItem { view }

    /// The horizontal content hugging priority.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical content hugging priority.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// The horizontal compression resistance priority.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical compression resistance priority.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`: making constraints on a layout guide (they live on its owning view).
public struct ConstraintLayoutGuideDSL: ConstraintMakerDSL {
    let guide: LayoutGuide

    /// The guide.
    public var layoutItem: any LayoutItem { guide }
}

extension LayoutView {
    /// SnapKit's entry point: `view.snp.makeConstraints { make in ... }`, `view.snp.top`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// SnapKit's entry point for layout guides.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
