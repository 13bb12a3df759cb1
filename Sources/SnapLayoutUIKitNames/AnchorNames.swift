import SnapLayoutModel

/// UIKit's `NSLayoutAnchor`. In UIKit a generic class; here the protocol the three anchor kinds
/// share, so code that only names it as a type (`let anchor: any NSLayoutAnchor`) compiles, but a
/// specialisation such as `NSLayoutAnchor<NSLayoutXAxisAnchor>` does not: name the kind instead.
public typealias NSLayoutAnchor = LayoutAnchor

/// UIKit's `NSLayoutXAxisAnchor` (`leadingAnchor`, `centerXAnchor`, ...): stored properties and
/// helper signatures that name it keep compiling.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's `NSLayoutYAxisAnchor` (`topAnchor`, `firstBaselineAnchor`, ...).
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's `NSLayoutDimension` (`widthAnchor`, `heightAnchor`).
public typealias NSLayoutDimension = LayoutDimension
