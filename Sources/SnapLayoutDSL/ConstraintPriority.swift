import Foundation
import SnapLayoutModel

/// A priority as SnapKit writes it: `.required`, `.high`, `.medium`, `.low`, or any value.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    /// The value, in (0, 1000].
    public let value: Float

    public init(floatLiteral value: Float) { self.value = value }

    /// A priority of `value`.
    public init(_ value: Float) { self.value = value }

    /// 1000.
    public static var required: ConstraintPriority { 1000.0 }
    /// 750.
    public static var high: ConstraintPriority { 750.0 }
    /// 500 (SnapKit on macOS uses 501; this is the UIKit value).
    public static var medium: ConstraintPriority { 500.0 }
    /// 250.
    public static var low: ConstraintPriority { 250.0 }

    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

/// Something that gives a priority: numbers, `ConstraintPriority`, `LayoutPriority`.
public protocol ConstraintPriorityTarget {
    /// The priority's value.
    var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension UInt: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension Float: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { self } }
extension Double: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension CGFloat: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension LayoutPriority: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { rawValue } }
extension ConstraintPriority: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { value } }
