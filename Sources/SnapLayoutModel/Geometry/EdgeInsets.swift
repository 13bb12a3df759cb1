import Foundation

/// Insets of a rectangle's four edges, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the left edge.
    public var left: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(_ all: CGFloat) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No inset.
    public static let zero = EdgeInsets(0)
}

/// Insets that follow the layout direction, as UIKit's `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: CGFloat
    /// Inset of the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// Inset of the bottom edge.
    public var bottom: CGFloat
    /// Inset of the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Creates insets from the four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The physical insets under `direction`.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: return EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: return EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

extension EdgeInsets {
    /// Both insets on each edge: a controller's additional safe area on top of the view's own.
    package func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
