import Foundation

/// A view that lays out a row or a column of views: the headless counterpart of UIKit's
/// `UIStackView`.
///
/// The stack adds UIKit's own constraints (`UISV-spacing`, `UISV-canvas-connection`, …) between
/// itself and its arranged views at every layout pass, from its current properties: change
/// `axis`, `spacing` or a view's `isHidden` and the next layout follows. Arranged views have
/// `translatesAutoresizingMaskIntoConstraints` turned off. The stack has no intrinsic size and no
/// layout margins (UIKit zeroes them); constrain it like any other view.
///
/// ```swift
/// let stack = LayoutStackView(arrangedSubviews: [icon, title])
/// stack.axis = .horizontal
/// stack.spacing = 8
/// stack.alignment = .center
/// root.addSubview(stack)
/// ```
open class LayoutStackView: LayoutView {
    /// The `spacing` value that asks for the standard space between views (UIKit's
    /// `UIStackView.spacingUseSystem`, the smallest positive normal `Float`): 8 points.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    /// The `customSpacing(after:)` value of a view without custom spacing: the stack's `spacing`
    /// applies (UIKit's `UIStackView.spacingUseDefault`, the largest `Float`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The views the stack arranges, in order; each is also one of its subviews.
    public private(set) var arrangedSubviews: [LayoutView] = []

    /// The axis the arranged views follow each other along (horizontal by default).
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { noteIncrementalChange(.stackArrangement(self)) } } }
    /// How the arranged views share the axis (`.fill` by default).
    public var distribution: StackDistribution = .fill { didSet { if distribution != oldValue { noteIncrementalChange(.stackArrangement(self)) } } }
    /// How the arranged views line up across the axis (`.fill` by default).
    public var alignment: StackAlignment = .fill { didSet { if alignment != oldValue { noteIncrementalChange(.stackArrangement(self)) } } }
    /// The space between consecutive arranged views (0 by default); negative values overlap them,
    /// `LayoutStackView.spacingUseSystem` asks for the standard space. The fill distributions keep
    /// it exactly, equal spacing and equal centering keep at least it.
    public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { noteIncrementalChange(.stackArrangement(self)) } } }
    /// In a vertical stack, spacing runs from a view's last baseline to the next view's first
    /// baseline instead of from edge to edge (ignored in horizontal stacks).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { noteIncrementalChange(.stackArrangement(self)) } }
    }
    /// The arranged views are placed within the stack's layout margins instead of its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { noteIncrementalChange(.stackArrangement(self)) } }
    }

    /// Custom spacing by arranged view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Creates a stack with no arranged views and UIKit's zero layout margins.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentKind = .stack
        layoutMargins = .zero
    }

    /// Creates a stack arranging `views` in order, adding each as a subview.
    ///
    /// ```swift
    /// let row = LayoutStackView(arrangedSubviews: [avatar, name])
    /// ```
    public convenience init(arrangedSubviews views: [LayoutView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arranged views, and as the top subview if it is not one yet.
    public func addArrangedSubview(_ view: LayoutView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `index` (moving it if it is arranged already),
    /// adding it as the top subview if it is not one yet.
    ///
    /// - Precondition: `index` is in `0 ... arrangedSubviews.count`, as UIKit requires.
    public func insertArrangedSubview(_ view: LayoutView, at index: Int) {
        precondition(view !== self, "LayoutStackView.insertArrangedSubview: a stack cannot arrange itself")
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
        }
        precondition((0...arrangedSubviews.count).contains(index),
                     "LayoutStackView.insertArrangedSubview: index \(index) is outside 0...\(arrangedSubviews.count)")
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit (remove it from its superview to
    /// take it away).
    public func removeArrangedSubview(_ view: LayoutView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// Sets the space after `arrangedSubview`, instead of `spacing`; `spacingUseDefault` goes back
    /// to `spacing`, `spacingUseSystem` asks for the standard space.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: LayoutView) {
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == LayoutStackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        noteIncrementalChange(.stackArrangement(self))
    }

    /// The space after `arrangedSubview` set with `setCustomSpacing(_:after:)`, or
    /// `spacingUseDefault` when it has none.
    public func customSpacing(after arrangedSubview: LayoutView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? LayoutStackView.spacingUseDefault
    }

    /// Called when an arranged view leaves the stack's subviews: it leaves the arrangement too.
    func arrangedSubviewWasRemoved(_ view: LayoutView) {
        removeArrangedSubview(view)
    }
}
