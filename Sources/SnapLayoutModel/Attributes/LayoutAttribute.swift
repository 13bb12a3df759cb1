/// A part of an item's rectangle that a constraint can relate, as in UIKit's `NSLayoutConstraint.Attribute`.
///
/// The raw values are UIKit's integers (`left` 1 … `centerYWithinMargins` 20, `notAnAttribute` 0);
/// layout documents and debug descriptions use the case names (`name`).
///
/// ```swift
/// LayoutAttribute.leading.rawValue   // 5
/// LayoutAttribute(name: "leading")   // .leading
/// ```
public enum LayoutAttribute: Int, CaseIterable, Hashable, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in a left-to-right layout, right in a right-to-left one.
    case leading = 5
    /// The trailing edge: right in a left-to-right layout, left in a right-to-left one.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The first line of text's baseline; the bottom edge of an item without one.
    case firstBaseline = 12
    /// The last line of text's baseline; the bottom edge of an item without one.
    case lastBaseline = 11
    /// The left edge of the layout margins.
    case leftMargin = 13
    /// The right edge of the layout margins.
    case rightMargin = 14
    /// The top edge of the layout margins.
    case topMargin = 15
    /// The bottom edge of the layout margins.
    case bottomMargin = 16
    /// The leading edge of the layout margins.
    case leadingMargin = 17
    /// The trailing edge of the layout margins.
    case trailingMargin = 18
    /// The horizontal centre of the layout margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the layout margins.
    case centerYWithinMargins = 20
    /// The placeholder for "no second attribute", as UIKit's `.notAnAttribute`.
    case notAnAttribute = 0
}

extension LayoutAttribute {
    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is a location (an edge, a centre or a baseline).
    public var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// Whether the attribute depends on the layout direction (leading / trailing and their margins).
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Whether the attribute is a physical left / right edge (or its margin).
    public var isLeftOrRight: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// Whether the attribute is measured on the layout-margins rectangle.
    public var isMargin: Bool { withoutMargin != self }

    /// The same edge of the frame for a margin attribute (`leftMargin` → `left`); other attributes unchanged.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// The attribute of the first item's parent that a bare constant is measured from (SnapKit's rule),
    /// or `nil` when a bare constant is an absolute size.
    ///
    /// `width` / `height` take the constant as a size; `centerX` / `centerY` are measured from the
    /// parent's `left` / `top`; every other attribute from the same attribute of the parent.
    public var parentAttributeForConstant: LayoutAttribute? {
        switch self {
        case .width, .height, .notAnAttribute: return nil
        case .centerX: return .left
        case .centerY: return .top
        default: return self
        }
    }
}

extension LayoutAttribute: CustomStringConvertible {
    /// The case's name, as in documents: `leading`.
    public var description: String { name }
}
