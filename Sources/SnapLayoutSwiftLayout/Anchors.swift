import SnapLayoutModel

/// A horizontal anchor for `xAxis(_:to:)`: only horizontal anchors, so a horizontal edge cannot be
/// related to a vertical one by mistake (the compiler refuses it, as UIKit's anchor types do).
///
/// ```swift
/// badge.constrain(to: avatar).xAxis(.centerX, to: .trailing)
/// ```
public enum XAxisAnchor: Sendable {
    /// The leading edge, which follows the reading direction.
    ///
    /// ```swift
    /// title.constrain(to: avatar).xAxis(.leading, to: .trailing, constant: 12)
    /// ```
    case leading

    /// The trailing edge, which follows the reading direction.
    ///
    /// ```swift
    /// badge.constrain(to: avatar).xAxis(.centerX, to: .trailing)
    /// ```
    case trailing

    /// The horizontal centre.
    ///
    /// ```swift
    /// caption.constrain(to: avatar).xAxis(.centerX, to: .centerX)
    /// ```
    case centerX

    var attribute: LayoutAttribute {
        switch self {
        case .leading: return .leading
        case .trailing: return .trailing
        case .centerX: return .centerX
        }
    }
}

/// A vertical anchor for `yAxis(_:to:)`: only vertical anchors, so the pairing is checked when
/// the code compiles.
///
/// ```swift
/// caption.constrain(to: avatar).yAxis(.top, to: .bottom, constant: 4)
/// ```
public enum YAxisAnchor: Sendable {
    /// The top edge.
    ///
    /// ```swift
    /// caption.constrain(to: avatar).yAxis(.top, to: .bottom, constant: 4)
    /// ```
    case top

    /// The bottom edge.
    ///
    /// ```swift
    /// title.constrain(to: avatar).yAxis(.bottom, to: .centerY)
    /// ```
    case bottom

    /// The vertical centre.
    ///
    /// ```swift
    /// title.constrain(to: avatar).yAxis(.centerY, to: .centerY)
    /// ```
    case centerY

    var attribute: LayoutAttribute {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .centerY: return .centerY
        }
    }
}

/// A dimension for `dimension(_:to:)`: width or height, which may be related to each other (a
/// width to a height is a proportion, not a mistake).
///
/// ```swift
/// thumbnail.constrain(to: card).dimension(.width, to: .height, multiplier: 0.5)
/// ```
public enum DimensionAnchor: Sendable {
    /// The width.
    ///
    /// ```swift
    /// thumbnail.constrain(to: card).dimension(.width, to: .width, multiplier: 0.3)
    /// ```
    case width

    /// The height.
    ///
    /// ```swift
    /// thumbnail.constrain(to: card).dimension(.height, to: .height)
    /// ```
    case height

    var attribute: LayoutAttribute { self == .width ? .width : .height }
}
