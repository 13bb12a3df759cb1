/// How much a constraint matters, as UIKit's `UILayoutPriority`: `required` (1000) must hold; any
/// value in (0, 1000) is an optional tier, and a higher tier is never traded for a lower one.
public struct LayoutPriority: RawRepresentable, Hashable, Sendable {
    /// The priority's value, in (0, 1000].
    public var rawValue: Float

    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses to let the content decide a dimension.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the value is one a constraint may have: finite and in (0, 1000].
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    /// Whether this is `required`.
    public var isRequired: Bool { rawValue >= 1000 }
}

extension LayoutPriority: Comparable {
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension LayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }
}

extension LayoutPriority: Strideable {
    public func distance(to other: LayoutPriority) -> Float { other.rawValue - rawValue }
    public func advanced(by n: Float) -> LayoutPriority { LayoutPriority(rawValue + n) }
}

extension LayoutPriority: CustomStringConvertible {
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
