import SnapLayoutModel

// UIKit's names for the tree's objects, so that layout code pasted from an app compiles unchanged.
// Opt in with `import SnapLayoutUIKitNames` next to `import SnapLayout`; the umbrella never
// imports this module, so that code which defines its own `UIView` is not disturbed.

/// UIKit's `UIView`: pasted code that subclasses or creates views builds `LayoutView`s.
public typealias UIView = LayoutView

/// UIKit's `UILayoutGuide`: pasted `addLayoutGuide(_:)` code keeps its type name.
public typealias UILayoutGuide = LayoutGuide

/// UIKit's `UIViewController`: a pasted controller subclass (`viewDidLoad()`,
/// `updateViewConstraints()`, `topLayoutGuide`) runs on `LayoutViewController`.
public typealias UIViewController = LayoutViewController

/// UIKit's `UIStackView`: pasted code that makes a stack (`UIStackView(arrangedSubviews:)`,
/// `addArrangedSubview(_:)`, `UIStackView.spacingUseSystem`) builds a `LayoutStackView`.
public typealias UIStackView = LayoutStackView

/// UIKit's `UIScrollView` (`contentLayoutGuide`, `frameLayoutGuide`, `contentSize`, `contentInset`,
/// `adjustedContentInset`, `contentInsetAdjustmentBehavior`, `contentOffset`).
public typealias UIScrollView = LayoutScrollView
