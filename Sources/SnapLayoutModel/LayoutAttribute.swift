/// A part of an item's rectangle that a constraint can relate, as in UIKit's `NSLayoutConstraint.Attribute`.
///
/// The raw values are the names used in layout documents and in debug descriptions.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The placeholder for "no second attribute", as UIKit's `.notAnAttribute`.
    case notAnAttribute
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
    public var description: String { rawValue }
}
