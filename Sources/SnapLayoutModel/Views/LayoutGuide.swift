import Foundation

/// A rectangle that takes part in layout without being a view, as UIKit's `UILayoutGuide`.
///
/// A guide is owned by a view (`addLayoutGuide(_:)`) and is never a parent. Every view also has two
/// built-in guides, `layoutMarginsGuide` and `safeAreaLayoutGuide`, whose rectangles follow the view.
public final class LayoutGuide: LayoutItem {
    /// The view that owns the guide.
    public internal(set) weak var owningView: LayoutView?
    /// A name for reports and descriptions.
    public var identifier: String = ""
    /// The label shown in descriptions (the same storage as `identifier` when set).
    public var label: String? {
        get { identifier.isEmpty ? nil : identifier }
        set { identifier = newValue ?? "" }
    }
    /// The guide's rectangle in its owning view's coordinates, written by layout.
    public var layoutFrame: CGRect {
        guard let implicitGuide, let owner = owningView else { return solvedFrame }
        var insets = owner.safeAreaInsets
        let bounds = owner.bounds
        switch implicitGuide {
        case .topLayoutGuide: return CGRect(x: 0, y: 0, width: bounds.width, height: insets.top)
        case .bottomLayoutGuide:
            return CGRect(x: 0, y: bounds.height - insets.bottom, width: bounds.width, height: insets.bottom)
        case .margins, .safeArea: break
        }
        if implicitGuide == .margins {
            let margins = owner.layoutMargins
            if !owner.insetsLayoutMarginsFromSafeArea { insets = .zero }
            insets = EdgeInsets(top: insets.top + margins.top, left: insets.left + margins.left,
                                bottom: insets.bottom + margins.bottom, right: insets.right + margins.right)
        }
        return CGRect(x: insets.left, y: insets.top, width: bounds.width - insets.left - insets.right,
                      height: bounds.height - insets.top - insets.bottom)
    }

    /// State the DSLs keep on the guide.
    public let attachments = ItemAttachments()
    /// The item's index in the last capture that listed it (`CapturedItemIndex`): a hint, checked
    /// at each use.
    @exclusivity(unchecked) var captureSlot = -1

    /// The rectangle layout last wrote (added guides only).
    package var solvedFrame: CGRect = .zero

    /// For the built-in guides: which of the owning view's rectangles this is.
    let implicitGuide: LayoutSnapshot.ImplicitGuide?

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public init() { implicitGuide = nil }

    init(implicit: LayoutSnapshot.ImplicitGuide, owner: LayoutView) {
        implicitGuide = implicit
        owningView = owner
        switch implicit {
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .topLayoutGuide: identifier = "UIViewControllerTopLayoutGuide"
        case .bottomLayoutGuide: identifier = "UIViewControllerBottomLayoutGuide"
        }
    }

    /// The owning view.
    public var parentView: LayoutView? { owningView }
}
