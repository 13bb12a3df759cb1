import Foundation
import SnapLayoutModel

/// SnapKit's name for the edge insets type, so SnapKit code that spells out `ConstraintInsets`
/// compiles.
///
/// ```swift
/// make.edges.equalToSuperview().inset(ConstraintInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public typealias ConstraintInsets = EdgeInsets

/// SnapKit's name for the directional insets type.
///
/// ```swift
/// make.edges.equalToSuperview().inset(ConstraintDirectionalInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
/// ```
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets

/// What a relation can take: numbers, sizes, points, insets, an item attribute, a view, a guide.
/// One protocol, so `equalTo(_:)` is one method whatever the target.
///
/// ```swift
/// make.width.equalTo(100)
/// make.top.equalTo(header.snp.bottom)
/// make.edges.equalTo(card)
/// ```
public protocol ConstraintRelatableTarget {}

/// A value that becomes a constraint's constant, computed per attribute (SnapKit's table): a size
/// gives width and height their own, a point gives x and y theirs.
///
/// ```swift
/// make.size.equalTo(CGSize(width: 120, height: 44))
/// make.center.equalTo(CGPoint(x: 100, y: 200))
/// ```
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

/// What `offset(_:)` takes: a number, the same for every attribute.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8)
/// ```
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` takes: a number (the same inset on every edge) or insets, each read inward for
/// its attribute.
///
/// ```swift
/// make.edges.equalToSuperview().inset(20)
/// ```
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` takes for leading/trailing insets, which follow the reading direction.
///
/// ```swift
/// make.edges.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8))
/// ```
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

/// What `multipliedBy(_:)` and `dividedBy(_:)` take: any number type, so proportions need no
/// conversions.
///
/// ```swift
/// make.width.equalToSuperview().multipliedBy(0.5)
/// ```
public protocol ConstraintMultiplierTarget {
    /// The multiplier, as the constraint stores it.
    ///
    /// ```swift
    /// 0.5.constraintMultiplierTargetValue   // 0.5
    /// ```
    var constraintMultiplierTargetValue: CGFloat { get }
}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a multiplier: an integer, so `multipliedBy(2)` works with a literal.
    ///
    /// ```swift
    /// make.width.equalTo(avatar).multipliedBy(2)
    /// ```
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a multiplier: an unsigned integer.
    ///
    /// ```swift
    /// make.width.equalTo(avatar).multipliedBy(UInt(2))
    /// ```
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a multiplier: a `Float`.
    ///
    /// ```swift
    /// make.width.equalTo(avatar).multipliedBy(Float(1.5))
    /// ```
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a multiplier: a floating-point literal such as `0.5`.
    ///
    /// ```swift
    /// make.width.equalTo(avatar).multipliedBy(0.5)
    /// ```
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a multiplier: a `CGFloat`, the type the model stores.
    ///
    /// ```swift
    /// make.width.equalTo(avatar).multipliedBy(CGFloat(0.5))
    /// ```
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

/// SnapKit's name for the view type, so SnapKit code that declares `ConstraintView` parameters
/// compiles.
///
/// ```swift
/// func pin(_ view: ConstraintView) { view.snp.makeConstraints { make in make.edges.equalToSuperview() } }
/// ```
public typealias ConstraintView = LayoutView

/// SnapKit's name for the layout guide type.
///
/// ```swift
/// let column: ConstraintLayoutGuide = LayoutGuide()
/// ```
public typealias ConstraintLayoutGuide = LayoutGuide
