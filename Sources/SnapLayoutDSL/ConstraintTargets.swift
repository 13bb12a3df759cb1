import Foundation
import SnapLayoutModel

/// SnapKit's name for the edge insets type.
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's name for the directional insets type.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets

/// What a relation can take: numbers, sizes, points, insets, an item attribute, a view, a guide.
public protocol ConstraintRelatableTarget {}

/// A value that becomes a constraint's constant, computed per attribute (SnapKit's table).
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

/// What `offset(_:)` takes: a number, the same for every attribute.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` takes: a number (the same inset on every edge) or insets.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` takes for leading/trailing insets.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

/// What `multipliedBy(_:)` and `dividedBy(_:)` take.
public protocol ConstraintMultiplierTarget {
    /// The multiplier.
    var constraintMultiplierTargetValue: CGFloat { get }
}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    public var constraintMultiplierTargetValue: CGFloat { self }
}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension EdgeInsets: ConstraintInsetTarget {}
extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {}
extension LayoutView: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}

extension ConstraintConstantTarget {
    /// The constant for `attribute` (SnapKit's table): numbers as they are; a size's width or
    /// height; a point's x or y; insets inward (right, bottom and trailing negated, width and
    /// height shrunk by both sides, centres by half the difference).
    func constraintConstantTargetValueFor(layoutAttribute attribute: LayoutAttribute, direction: LayoutDirection) -> CGFloat {
        switch self {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as UInt: return CGFloat(value)
        case let size as CGSize:
            return attribute == .width ? size.width : attribute == .height ? size.height : 0
        case let point as CGPoint:
            if attribute.isSize || attribute == .notAnAttribute { return 0 }
            return attribute.axis == .horizontal ? point.x : point.y
        case let insets as EdgeInsets:
            return insets.constant(for: attribute, direction: direction)
        case let insets as DirectionalEdgeInsets:
            return insets.constant(for: attribute, direction: direction)
        default:
            return 0
        }
    }
}

extension EdgeInsets {
    func constant(for attribute: LayoutAttribute, direction: LayoutDirection) -> CGFloat {
        let ltr = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return left
        case .top, .topMargin, .firstBaseline: return top
        case .right, .rightMargin: return -right
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .leading, .leadingMargin: return ltr ? left : right
        case .trailing, .trailingMargin: return ltr ? -right : -left
        case .centerX, .centerXWithinMargins: return (left - right) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        case .notAnAttribute: return 0
        }
    }
}

extension DirectionalEdgeInsets {
    func constant(for attribute: LayoutAttribute, direction: LayoutDirection) -> CGFloat {
        let ltr = direction == .leftToRight
        switch attribute {
        case .leading, .leadingMargin: return leading
        case .trailing, .trailingMargin: return -trailing
        case .left, .leftMargin: return ltr ? leading : trailing
        case .right, .rightMargin: return ltr ? -trailing : -leading
        case .top, .topMargin, .firstBaseline: return top
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .centerX, .centerXWithinMargins: return (leading - trailing) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(leading + trailing)
        case .height: return -(top + bottom)
        case .notAnAttribute: return 0
        }
    }
}

/// SnapKit's name for the view type.
public typealias ConstraintView = LayoutView
/// SnapKit's name for the layout guide type.
public typealias ConstraintLayoutGuide = LayoutGuide
