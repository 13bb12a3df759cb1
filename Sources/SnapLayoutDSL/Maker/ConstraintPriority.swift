import Foundation
import SnapLayoutModel

/// A priority as SnapKit writes it: `.required`, `.high`, `.medium`, `.low`, or any value.
///
/// ```swift
/// make.width.equalTo(200).priority(.high)
/// make.width.equalTo(200).priority(ConstraintPriority.high.advanced(by: 1))
/// ```
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
    /// The value, in (0, 1000]: the tier the solver satisfies it in.
    ///
    /// ```swift
    /// ConstraintPriority.high.value   // 750
    /// ```
    public let value: Float

    /// A priority written as a number where a `ConstraintPriority` is expected.
    ///
    /// ```swift
    /// let priority: ConstraintPriority = 600.0
    /// ```
    public init(floatLiteral value: Float) { self.value = value }

    /// A priority of `value`, for levels computed at run time.
    ///
    /// ```swift
    /// make.height.equalTo(44).priority(ConstraintPriority(level))
    /// ```
    public init(_ value: Float) { self.value = value }

    /// 1000: must hold; a required constraint that cannot is broken and reported, as UIKit does.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(.required)
    /// ```
    public static var required: ConstraintPriority { 1000.0 }

    /// 750, UIKit's default high: the level of content compression resistance, so a `.high` size
    /// competes with the content's own size on equal terms.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(.high)
    /// ```
    public static var high: ConstraintPriority { 750.0 }

    /// 500 (SnapKit on macOS uses 501; this is the UIKit value).
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(.medium)
    /// ```
    public static var medium: ConstraintPriority { 500.0 }

    /// 250, UIKit's default low: the level of content hugging, for sizes that should give way to
    /// content.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(.low)
    /// ```
    public static var low: ConstraintPriority { 250.0 }

    /// The priority `n` above this one, for "just above" or "just below" a named level.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(ConstraintPriority.high.advanced(by: -1))   // 749
    /// ```
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }

    /// How far `other` is above this priority.
    ///
    /// ```swift
    /// ConstraintPriority.low.distance(to: .high)   // 500
    /// ```
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

/// Something that gives a priority: numbers, `ConstraintPriority`, `LayoutPriority`. So
/// `priority(_:)` takes whichever a codebase already uses.
///
/// ```swift
/// make.width.equalTo(100).priority(LayoutPriority.defaultHigh)
/// make.width.equalTo(100).priority(600)
/// ```
public protocol ConstraintPriorityTarget {
    /// The priority's value, as the constraint stores it.
    ///
    /// ```swift
    /// LayoutPriority.defaultLow.constraintPriorityTargetValue   // 250
    /// ```
    var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
    /// The number as a priority, so `priority(600)` works with an integer literal.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(600)
    /// ```
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UInt: ConstraintPriorityTarget {
    /// The number as a priority, for levels kept as unsigned integers.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(UInt(600))
    /// ```
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension Float: ConstraintPriorityTarget {
    /// The number as a priority, in the type `LayoutPriority` stores.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(Float(600))
    /// ```
    public var constraintPriorityTargetValue: Float { self }
}

extension Double: ConstraintPriorityTarget {
    /// The number as a priority, so a floating-point literal such as `priority(999.5)` works.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(999.5)
    /// ```
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension CGFloat: ConstraintPriorityTarget {
    /// The number as a priority, for levels computed alongside geometry.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(CGFloat(600))
    /// ```
    public var constraintPriorityTargetValue: Float { Float(self) }
}

extension LayoutPriority: ConstraintPriorityTarget {
    /// The model's priority as it is, so code written against `LayoutPriority` passes it directly.
    ///
    /// ```swift
    /// make.width.equalTo(100).priority(LayoutPriority.defaultHigh)
    /// ```
    public var constraintPriorityTargetValue: Float { rawValue }
}

extension ConstraintPriority: ConstraintPriorityTarget {
    /// The priority's `value`.
    ///
    /// ```swift
    /// ConstraintPriority.medium.constraintPriorityTargetValue   // 500
    /// ```
    public var constraintPriorityTargetValue: Float { value }
}
