import Foundation

/// A view whose content is larger than itself: UIKit's `UIScrollView`. Its subviews are placed in
/// the content's coordinates; the content's size comes from constraints to `contentLayoutGuide` (or,
/// UIKit's older rule, from constraints between the subviews and the scroll view's own edges), or
/// from `contentSize` when nothing constrains it. `frameLayoutGuide` is the visible rectangle,
/// which moves with `contentOffset`: a view pinned to it stays put while the content scrolls.
///
/// ```swift
/// let scroll = LayoutScrollView()
/// let form = LayoutStackView()
/// scroll.addSubview(form)
/// form.snp.makeConstraints { make in
///     make.edges.equalTo(scroll.contentLayoutGuide)
///     make.width.equalTo(scroll.frameLayoutGuide)   // scrolls vertically only
/// }
/// ```
open class LayoutScrollView: LayoutView {
    /// How the safe area adds to the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Sendable {
        /// As `scrollableAxes`, and vertically always when the scroll view is a view controller's view.
        case automatic
        /// On the axes the content scrolls along (or bounces along).
        case scrollableAxes
        /// Never: the adjusted inset is the content inset.
        case never
        /// Always, on every edge.
        case always
    }

    /// The content: at its origin, as large as the content (its size is the content size).
    public let contentLayoutGuide = LayoutGuide()
    /// The visible rectangle, at the content offset, as large as the scroll view.
    public let frameLayoutGuide = LayoutGuide()
    /// Space around the content.
    public var contentInset: EdgeInsets = .zero
    /// How the safe area adds to `contentInset`.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether the content bounces (so scrolls) vertically even when it fits.
    public var alwaysBounceVertical = false
    /// Whether the content bounces (so scrolls) horizontally even when it fits.
    public var alwaysBounceHorizontal = false
    /// Whether the user can scroll (kept; layout does not use it).
    public var isScrollEnabled = true
    /// Where the visible rectangle's top-left corner is in the content (its bounds' origin).
    public var contentOffset: CGPoint = .zero { didSet { if contentOffset != oldValue { setNeedsLayout() } } }
    private var explicitContentSize: CGSize?

    /// A scroll view with its two guides.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentKind = .scroll
        contentLayoutGuide.identifier = "UIScrollView-contentLayoutGuide"
        frameLayoutGuide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
    }

    /// The content's size: as laid out (the content guide's size) when constraints decide it,
    /// otherwise as set. Setting it gives the content guide the size it keeps when nothing
    /// constrains it.
    public var contentSize: CGSize {
        get { contentLayoutGuide.solvedFrame.size == .zero ? explicitContentSize ?? .zero : contentLayoutGuide.solvedFrame.size }
        set {
            explicitContentSize = newValue
            contentLayoutGuide.solvedFrame = CGRect(origin: .zero, size: newValue)
            setNeedsLayout()
        }
    }

    /// Whether `contentSize` was set (then an unconstrained content size is not ambiguous).
    public var hasExplicitContentSize: Bool { explicitContentSize != nil }

    /// The content inset plus the safe area where `contentInsetAdjustmentBehavior` adds it (UIKit's
    /// `adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets {
        func insets(_ e: EdgeInsets) -> LayoutSnapshot.Insets {
            LayoutSnapshot.Insets(top: Double(e.top), left: Double(e.left), bottom: Double(e.bottom), right: Double(e.right))
        }
        let names: [ContentInsetAdjustmentBehavior: String] = [.automatic: "automatic", .scrollableAxes: "scrollableAxes",
                                                              .never: "never", .always: "always"]
        let adjusted = ContentInsetAdjustment.adjusted(
            inset: insets(contentInset), safeArea: insets(safeAreaInsets), behavior: names[contentInsetAdjustmentBehavior]!,
            contentSize: .init(Double(contentSize.width), Double(contentSize.height)),
            frameSize: .init(Double(frame.width), Double(frame.height)),
            bounces: .init(alwaysBounceHorizontal, alwaysBounceVertical), isControllerView: isViewControllerRootView)
        return EdgeInsets(top: adjusted.top, left: adjusted.left, bottom: adjusted.bottom, right: adjusted.right)
    }

    /// The scroll view as the snapshot describes it, given each captured item's index.
    package func snapshotScroll(index: (CapturedLayout.Object) -> Int?) -> LayoutSnapshot.Scroll? {
        guard let view = index(.view(Unmanaged.passUnretained(self))),
              let content = index(.guide(Unmanaged.passUnretained(contentLayoutGuide))),
              let frame = index(.guide(Unmanaged.passUnretained(frameLayoutGuide))) else { return nil }
        return LayoutSnapshot.Scroll(view: view, content: content, frame: frame,
                                     contentOffset: .init(Double(contentOffset.x), Double(contentOffset.y)),
                                     contentSize: explicitContentSize.map { .init(Double($0.width), Double($0.height)) })
    }
}
