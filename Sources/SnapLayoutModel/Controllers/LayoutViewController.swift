import Foundation

/// The owner of a view tree's root, as UIKit's `UIViewController`: code written for a controller
/// (building views in `viewDidLoad()`, constraints in `updateViewConstraints()`, reading frames in
/// `viewDidLayoutSubviews()`, pinning to `topLayoutGuide`) runs here unchanged.
///
/// The view loads on first access of `view`, as UIKit's: `loadView()` then `viewDidLoad()`. A
/// layout pass of the tree the view is in (`layoutIfNeeded()` of either umbrella, or any
/// `LayoutEngine` pass) calls `updateViewConstraints()` in the update pass, then
/// `viewWillLayoutSubviews()` before solving and `viewDidLayoutSubviews()` after the frames are
/// written.
///
/// ```swift
/// final class CardController: LayoutViewController {
///     let card = LayoutView()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(card)
///         card.snp.makeConstraints { make in
///             make.top.equalTo(topLayoutGuide.snp.bottom)
///             make.left.right.equalTo(view)
///             make.height.equalTo(120)
///         }
///     }
/// }
/// ```
open class LayoutViewController {
    /// The root view once loaded.
    private var loadedView: LayoutView?
    /// Set while `loadView()` runs, so that reading `view` there does not load again.
    private var isLoadingView = false

    /// Creates a controller; its view is not loaded until `view` is first read.
    public init() {}

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`), as UIKit's
    /// implicitly unwrapped `view`. Setting it replaces the root view (`nil` unloads it, and the
    /// next access loads again). Read inside `loadView()` before it is set, it is `nil`.
    public var view: LayoutView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The view if it is loaded, without loading it (for code that must not trigger `viewDidLoad()`).
    public var viewIfLoaded: LayoutView? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded: `loadView()` then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil {
            DiagnosticReport.write(.lifecycle, "\(type(of: self)).loadView() did not set view; a plain LayoutView is used")
            install(LayoutView())
        }
        viewDidLoad()
    }

    /// Makes the root view. The default makes a plain `LayoutView` with a zero frame (there is no
    /// screen to size it from: give the root its frame, or constrain it in a larger tree). An
    /// override sets `view` and does not call `super`, as in UIKit.
    open func loadView() {
        view = LayoutView()
    }

    /// Called once after the view loads: the place to add subviews and their first constraints.
    open func viewDidLoad() {}

    /// Called in the update pass for the root view (instead of the view's `updateConstraints()`),
    /// to bring the controller's constraints up to date. The default calls the view's
    /// `updateConstraints()`, which clears its `needsUpdateConstraints`; an override must call
    /// `super.updateViewConstraints()`, as its last step, as UIKit asks.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Called in each layout pass of the view's tree, before the frames are solved: constraints
    /// changed here are solved in the same pass.
    open func viewWillLayoutSubviews() {}

    /// Called in each layout pass of the view's tree, after every frame is written: the place to
    /// read frames. Constraints changed here are solved at the next `layoutIfNeeded()`.
    open func viewDidLayoutSubviews() {}

    /// Insets added to the root view's own `safeAreaInsets`, as UIKit's: for content of your own
    /// (a toolbar, a palette) that subviews pinned to the safe area must stay clear of.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { loadedView?.additionalSafeAreaInsetsFromController = additionalSafeAreaInsets }
    }

    /// Makes `newView` the root view: links it back to this controller (for the update and layout
    /// callbacks) and gives it the additional safe area; the view it replaces loses both.
    private func install(_ newView: LayoutView?) {
        guard newView !== loadedView else { return }
        if let old = loadedView {
            old.viewController = nil
            old.additionalSafeAreaInsetsFromController = .zero
        }
        loadedView = newView
        guard let newView else { return }
        newView.viewController?.loadedView = nil
        newView.viewController = self
        newView.additionalSafeAreaInsetsFromController = additionalSafeAreaInsets
        newView.rootView.treeMayHaveControllers = true
    }
}
