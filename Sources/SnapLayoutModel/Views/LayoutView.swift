import Foundation

/// A rectangle in a tree, laid out by constraints: the headless counterpart of UIKit's `UIView`.
///
/// Create a root with the size the layout should fill, add subviews, turn off
/// `translatesAutoresizingMaskIntoConstraints` on the views you constrain (the DSLs do it for you),
/// activate constraints, then call `layoutIfNeeded()`: every view's `frame` is written, in its
/// superview's coordinates, as UIKit would.
///
/// ```swift
/// let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// let card = LayoutView()
/// root.addSubview(card)
/// ```
open class LayoutView: LayoutItem {
    /// The value of a dimension of `intrinsicContentSize` that has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    // Why `@exclusivity(unchecked)` on the stored properties of plain values below: every read
    // of a class's stored property is checked for exclusive access at run time (~75
    // instructions), and capturing a tree reads a dozen per view, nearly 4 % of a first layout at 50
    // views. Those properties hold no references, so an overlapping access on one thread (all
    // the check catches; it never sees other threads) could not free or corrupt memory.
    // The three lists below hold references but are unchecked too (a capture reads them for every
    // view, a twentieth of capturing a screen): only this library changes them (`internal(set)`),
    // each time by one array operation whose closure, if any, compares identities and calls no
    // other code, so no other access can overlap one of its changes. A change that called out
    // (to a delegate, an override) while changing one of them would have to check it again.

    /// The superview, or `nil` for a root.
    public internal(set) weak var superview: LayoutView?
    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [LayoutView] = []
    /// The guides added with `addLayoutGuide(_:)`.
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
    /// The active constraints installed on this view: those whose nearest common ancestor it is.
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []

    /// Whether the view is hidden. A hidden arranged view of a stack collapses and the stack closes
    /// the gap; elsewhere a hidden view is laid out as any other (UIKit keeps its constraints).
    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if let stack = superview as? LayoutStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                noteIncrementalChange(.stackArrangement(stack))
            } else {
                setNeedsLayout()
            }
        }
    }

    /// Whether the view shows wrapping text (a `UILabel` whose `numberOfLines` is not 1): a
    /// horizontal stack then keeps it from taking more than its share of the width, as UIKit's
    /// `UISV-text-width-disambiguation` does.
    @exclusivity(unchecked) public var isMultilineText = false { didSet { if isMultilineText != oldValue { setNeedsLayout() } } }

    /// A name for descriptions and reports (SnapKit's `snp.setLabel`): `debugName` when set.
    public var label: String?

    /// Pixels per point of the display the view is drawn on (UIKit's `contentScaleFactor`; 2, a
    /// Retina screen, unless set). A root's decides how text measurements are rounded.
    @exclusivity(unchecked) public var contentScaleFactor: CGFloat = 2 { didSet { if contentScaleFactor != oldValue { setNeedsLayout() } } }

    /// What the view is, for a capture (`ContentKind`): set by the concrete views' initialisers.
    @exclusivity(unchecked) package var contentKind = ContentKind.plain
    /// Whether the view's appearance (`backgroundColor`, `layer`, …) was ever set: a capture reads
    /// the attachment of those views only.
    @exclusivity(unchecked) package var hasAppearance = false

    /// UIKit's identifier for UI tests, here the view's name in reports and pictures when it has
    /// no `label` (pasted UIKit code that sets it gets named reports as it is).
    public var accessibilityIdentifier: String? {
        didSet { hasAccessibilityIdentifier = accessibilityIdentifier != nil }
    }
    /// Whether `accessibilityIdentifier` is set: read unchecked where a capture names every view,
    /// as the identifier's own read is checked for exclusive access at run time and most views
    /// have none.
    @exclusivity(unchecked) private var hasAccessibilityIdentifier = false

    /// The view's name in explanations, pictures, warnings and descriptions: its `label`, else its
    /// `accessibilityIdentifier`, as given; else `LayoutView:0x…` (the type and address). Setting
    /// it sets `label`. docs/diagnostics.md, "Naming views".
    public var debugName: String {
        get {
            if let label { return label }
            if hasAccessibilityIdentifier, let accessibilityIdentifier { return accessibilityIdentifier }
            return unnamedDebugName
        }
        set { label = newValue }
    }

    /// State the DSLs keep on the view.
    public let attachments = ItemAttachments()
    /// The item's index in the last capture that listed it (`CapturedItemIndex`): a hint, checked
    /// at each use.
    @exclusivity(unchecked) var captureSlot = -1

    /// The frame in the superview's coordinates. Written by layout; setting it gives the starting
    /// frame (and, with `translatesAutoresizingMaskIntoConstraints`, the frame's constraints).
    public var frame: CGRect {
        get { frameStorage }
        set {
            guard newValue != frameStorage else { return }
            placement = Placement(frame: newValue, superviewSize: superview?.frame.size)
            if superview == nil { noteIncrementalChange(.rootFrame) } else { setNeedsLayout() }
        }
    }

    /// The frame as layout writes it, and the superview's size then: one stored value, so that a
    /// layout pass writes both with one access (each access to a class's stored property is
    /// checked for exclusivity: two per view were a tenth of a root change at 100 views).
    package struct Placement {
        /// The frame, in the superview's coordinates.
        package var frame: CGRect
        /// The superview's size when the frame was set or laid out.
        package var superviewSize: CGSize?

        package init(frame: CGRect, superviewSize: CGSize?) {
            self.frame = frame
            self.superviewSize = superviewSize
        }
    }

    /// The frame and the superview's size as layout writes them.
    @exclusivity(unchecked) package var placement: Placement

    /// The frame as layout writes it, without marking the tree for another layout.
    package var frameStorage: CGRect {
        get { placement.frame }
        set { placement.frame = newValue }
    }

    /// The superview's size when the frame was last set or laid out: what autoresizing measures
    /// the superview's growth from.
    package var superviewSizeAtFrame: CGSize? {
        get { placement.superviewSize }
        set { placement.superviewSize = newValue }
    }

    /// The view's own coordinate space: its size, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// When true (the default, as in UIKit) the frame and `autoresizingMask` become required
    /// constraints. The DSLs turn it off on the views they constrain.
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints = true { didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { setNeedsLayout() } } }

    /// Which parts stretch with the superview when `translatesAutoresizingMaskIntoConstraints` is on.
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] { didSet { if autoresizingMask != oldValue { setNeedsLayout() } } }

    /// The layout margins (8 on every edge by default), measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`. Margins last set through `directionalLayoutMargins` read
    /// here resolved against the current `effectiveLayoutDirection`.
    public var layoutMargins: EdgeInsets {
        get { marginsValue.physical(for: effectiveLayoutDirection) }
        set { marginsValue = .physical(newValue) }
    }

    /// The layout margins by leading and trailing. Setting them keeps them directional: they are
    /// resolved to left and right when the tree is laid out, under the direction the view has then.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { marginsValue.directional(for: effectiveLayoutDirection) }
        set { marginsValue = .directional(newValue) }
    }

    /// The margins as last set, physical or directional.
    @exclusivity(unchecked) var marginsValue = LayoutMarginsValue.physical(EdgeInsets(8)) {
        didSet { if marginsValue != oldValue { setNeedsLayout() } }
    }

    /// The safe-area insets. With no window or status bar to derive them from, they are set
    /// directly; on a view controller's root view, reading them adds the controller's
    /// `additionalSafeAreaInsets`, as UIKit does (so the value read may exceed the value set).
    public var safeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsFromController == .zero ? baseSafeAreaInsets : baseSafeAreaInsets.adding(additionalSafeAreaInsetsFromController) }
        set { baseSafeAreaInsets = newValue }
    }

    /// The insets set through `safeAreaInsets`: what a window and its bars would give.
    @exclusivity(unchecked) var baseSafeAreaInsets: EdgeInsets = .zero { didSet { if baseSafeAreaInsets != oldValue { setNeedsLayout() } } }

    /// The owning controller's `additionalSafeAreaInsets`, kept here so that reading the safe area
    /// (once per view in every capture) loads no weak reference.
    @exclusivity(unchecked) var additionalSafeAreaInsetsFromController: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsetsFromController != oldValue { setNeedsLayout() } }
    }

    /// Whether the margins are measured from the safe-area edges (UIKit's default) or from the frame.
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true { didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayout() } } }

    /// Insets from the frame to the alignment rectangle that constraints, the intrinsic size and the
    /// baselines act on.
    @exclusivity(unchecked) public var alignmentRectInsets: EdgeInsets = .zero { didSet { if alignmentRectInsets != oldValue { setNeedsLayout() } } }

    /// The size given to `intrinsicContentSize` by default: set it instead of subclassing.
    /// A dimension of `noIntrinsicMetric` has no intrinsic size.
    @exclusivity(unchecked) public var explicitIntrinsicContentSize = CGSize(width: noIntrinsicMetric, height: noIntrinsicMetric) {
        didSet { if explicitIntrinsicContentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The size the content wants, as UIKit's: override it in a subclass (and call
    /// `invalidateIntrinsicContentSize()` when it changes), or set `explicitIntrinsicContentSize`.
    open var intrinsicContentSize: CGSize { explicitIntrinsicContentSize }

    /// The first baseline's offset from the top of the alignment rectangle; `nil` puts it at the bottom.
    @exclusivity(unchecked) public var firstBaselineOffsetFromTop: CGFloat? { didSet { if firstBaselineOffsetFromTop != oldValue { setNeedsLayout() } } }

    /// The last baseline's offset from the bottom of the alignment rectangle; `nil` puts it at the bottom.
    @exclusivity(unchecked) public var lastBaselineOffsetFromBottom: CGFloat? { didSet { if lastBaselineOffsetFromBottom != oldValue { setNeedsLayout() } } }

    /// The view's own layout direction; `nil` inherits the superview's (left-to-right at the root).
    @exclusivity(unchecked) public var semanticLayoutDirection: LayoutDirection? { didSet { if semanticLayoutDirection != oldValue { setNeedsLayout() } } }

    /// The layout direction leading and trailing follow in this view.
    public var effectiveLayoutDirection: LayoutDirection {
        var view: LayoutView? = self
        while let current = view {
            if let direction = current.semanticLayoutDirection { return direction }
            view = current.superview
        }
        return .leftToRight
    }

    @exclusivity(unchecked) var contentHugging = LayoutSnapshot.AxisPair<LayoutPriority>(.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionResistance = LayoutSnapshot.AxisPair<LayoutPriority>(.defaultHigh, .defaultHigh)

    /// The guide for the layout margins.
    public private(set) lazy var layoutMarginsGuide = LayoutGuide(implicit: .margins, owner: self)
    /// The guide for the safe area.
    public private(set) lazy var safeAreaLayoutGuide = LayoutGuide(implicit: .safeArea, owner: self)
    /// The band above the safe area, a view controller's `topLayoutGuide` when this is its view.
    lazy var topLayoutSupportGuide = LayoutGuide(implicit: .topLayoutGuide, owner: self)
    /// The band below the safe area, a view controller's `bottomLayoutGuide` when this is its view.
    lazy var bottomLayoutSupportGuide = LayoutGuide(implicit: .bottomLayoutGuide, owner: self)

    /// Whether something changed since the tree was last laid out (kept on the root).
    public package(set) var needsLayout = true {
        didSet { if needsLayout { pendingChanges = nil } }
    }

    /// On the root: when only constants of the tree's system changed since the last layout (a
    /// constraint's constant, an intrinsic size, the root's frame), those changes, so that the
    /// engine can update its solver session instead of capturing the tree again; `nil` when
    /// anything else changed.
    package var pendingChanges: [PendingLayoutChange]?

    var activationCounter = 0

    /// Whether `updateConstraints()` is due at the next update pass (UIKit's flag; a new view needs it).
    var needsUpdateConstraintsFlag = true
    /// Set by the base `updateConstraints()`, so the update pass can tell an override that did not
    /// call `super` (UIKit raises an exception; here it is reported).
    var didReachBaseUpdateConstraints = false
    /// On a root: whether some view of the tree may need `updateConstraints()`, so that a layout
    /// pass of a tree that needs none does not walk it. Conservative: true may mean none does.
    var treeMayNeedConstraintUpdate = true
    /// On a root: whether some view of the tree may be a view controller's view, so that a layout
    /// pass of a tree with none does not walk it for `viewWillLayoutSubviews()` callbacks.
    var treeMayHaveControllers = false
    /// On a root: whether some view of the tree may place its subviews in code after a solve
    /// (`laysOutSubviews`), so that a layout pass of a tree with none does not walk it.
    /// Conservative: true may mean none does.
    package var treeMayLayOutSubviews = false
    /// Whether the engine calls `layoutSubviews()` on this view after every solve (lists: their
    /// cells depend on their own solved size). Set by such views' initialisers.
    @exclusivity(unchecked) package private(set) var laysOutSubviews = false
    /// The controller whose root view this is (UIKit's view delegate): weak, the controller owns the view.
    weak var viewController: LayoutViewController?

    /// Whether the view is a view controller's root view.
    var isViewControllerRootView: Bool { viewController != nil }

    /// Creates a view with a starting frame.
    ///
    /// ```swift
    /// let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// ```
    public init(frame: CGRect) {
        placement = Placement(frame: frame, superviewSize: nil)
    }

    /// Creates a view with a zero frame, as UIKit's `UIView()`: also in a subclass that overrides
    /// `init(frame:)`.
    ///
    /// ```swift
    /// let card = LayoutView()
    /// ```
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The superview (views are laid out in their superview).
    public var parentView: LayoutView? { superview }

    /// The top of the tree this view is in.
    public var rootView: LayoutView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Marks the tree for layout: the next `layoutIfNeeded()` solves again.
    public func setNeedsLayout() {
        rootView.needsLayout = true
    }

    /// Tells layout the intrinsic content size changed.
    public func invalidateIntrinsicContentSize() {
        noteIncrementalChange(.intrinsicSize(self))
    }

    /// Where a view subclass brings its constraints up to date just before layout, as UIKit's: the
    /// update pass calls it (children before parents) on every view that `needsUpdateConstraints`,
    /// after `setNeedsUpdateConstraints()` or once for a new view. Constraints it makes or changes
    /// are solved in the same layout pass.
    ///
    /// An override must call `super.updateConstraints()` (Apple: as its last step); the base
    /// clears `needsUpdateConstraints`. An override that does not is reported on standard error
    /// (UIKit raises an exception) and its flag is cleared all the same.
    ///
    /// ```swift
    /// override func updateConstraints() {
    ///     button.snp.updateConstraints { make in make.width.equalTo(buttonWidth) }
    ///     super.updateConstraints()
    /// }
    /// ```
    open func updateConstraints() {
        needsUpdateConstraintsFlag = false
        didReachBaseUpdateConstraints = true
    }

    /// Where a view places subviews in code once its own frame is solved, as UIKit's: table and
    /// collection views put their visible cells here, since which rows show depends on the list's
    /// solved size. The engine calls it, outer views first, after every solve on the views that
    /// lay out their subviews (`LayoutTableView`, `LayoutCollectionView`); when a call changes
    /// the tree (a frame, a constraint, a subview) the tree is solved again, a bounded number of
    /// times. Other views' overrides are not called: calling every view after every solve would
    /// cost each layout pass a call per view.
    open func layoutSubviews() {}

    /// Makes the engine call `layoutSubviews()` on this view after every solve (for a concrete
    /// view's initialiser).
    package func markLaysOutSubviews() {
        laysOutSubviews = true
        treeMayLayOutSubviews = true
        rootView.treeMayLayOutSubviews = true
    }
}

extension LayoutView {
    /// The content hugging priority of an axis (250 by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { contentHugging[axis] }

    /// Sets the content hugging priority of an axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        contentHugging[axis] = priority
        setNeedsLayout()
    }

    /// The compression resistance priority of an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis]
    }

    /// Sets the compression resistance priority of an axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistance[axis] = priority
        setNeedsLayout()
    }
}

extension LayoutView: CustomStringConvertible {
    public var description: String {
        "<\(debugName); frame = (\(frame.origin.x) \(frame.origin.y); \(frame.width) \(frame.height))>"
    }
}
