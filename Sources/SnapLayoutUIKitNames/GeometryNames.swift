import SnapLayoutModel

/// UIKit's `UIEdgeInsets` (`UIEdgeInsets(top:left:bottom:right:)`, `.zero`): margins, safe areas
/// and SnapKit's `inset(_:)` take it as written.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's `NSDirectionalEdgeInsets`, for `directionalLayoutMargins` that follow the layout direction.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// UIKit's `UIUserInterfaceLayoutDirection` (`.leftToRight`, `.rightToLeft`), the type of
/// `effectiveLayoutDirection`. UIKit's `UISemanticContentAttribute` has no counterpart: a view's
/// direction is set with `semanticLayoutDirection` (`nil` inherits).
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
