import SnapLayoutModel

/// An attribute's priority, as EasyPeasy's.
public enum Priority: Hashable, Sendable {
    /// Any value in (0, 1000].
    case custom(Float)
    /// 1000.
    case required
    /// 750.
    case high
    /// 500.
    case medium
    /// 250.
    case low

    /// EasyPeasy's deprecated names (note: its `highPriority` is 1000 and `lowPriority` 1).
    @available(*, deprecated, renamed: "custom")
    public static func customPriority(_ value: Float) -> Priority { .custom(value) }
    @available(*, deprecated, renamed: "required")
    public static var highPriority: Priority { .custom(1000) }
    @available(*, deprecated, renamed: "medium")
    public static var mediumPriority: Priority { .custom(500) }
    @available(*, deprecated, renamed: "low")
    public static var lowPriority: Priority { .custom(1) }

    /// The priority's value.
    public var layoutPriority: Float {
        switch self {
        case .custom(let value): return value
        case .required: return 1000
        case .high: return 750
        case .medium: return 500
        case .low: return 250
        }
    }
}
