import SnapLayoutModel

/// An attribute's priority, as EasyPeasy's: the tier the solver satisfies the attribute in, so a
/// lower one gives way when attributes disagree.
///
/// ```swift
/// view.easy.layout(Width(200).with(.high), Width(<=150))
/// ```
public enum Priority: Hashable, Sendable {
    /// Any value in (0, 1000], for levels between the named ones.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.custom(level)))
    /// ```
    case custom(Float)
    /// 1000, the default: must hold.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.required))
    /// ```
    case required
    /// 750: UIKit's default high, the level of content compression resistance.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.high))
    /// ```
    case high
    /// 500, between hugging and compression resistance.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.medium))
    /// ```
    case medium
    /// 250: UIKit's default low, the level of content hugging, for sizes that should give way to
    /// content.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.low))
    /// ```
    case low

    /// EasyPeasy's deprecated names (note: its `highPriority` is 1000 and `lowPriority` 1).
    /// `customPriority(_:)` is today's `.custom(_:)`.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.customPriority(600)))
    /// ```
    @available(*, deprecated, renamed: "custom")
    public static func customPriority(_ value: Float) -> Priority { .custom(value) }
    /// EasyPeasy's deprecated `highPriority`: 1000, today's `.required` (not `.high`, 750).
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.highPriority))
    /// ```
    @available(*, deprecated, renamed: "required")
    public static var highPriority: Priority { .custom(1000) }
    /// EasyPeasy's deprecated `mediumPriority`: 500, today's `.medium`.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.mediumPriority))
    /// ```
    @available(*, deprecated, renamed: "medium")
    public static var mediumPriority: Priority { .custom(500) }
    /// EasyPeasy's deprecated `lowPriority`: 1 (not today's `.low`, 250).
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.lowPriority))
    /// ```
    @available(*, deprecated, renamed: "low")
    public static var lowPriority: Priority { .custom(1) }

    /// The priority's value, as the model's `LayoutPriority` takes it.
    ///
    /// ```swift
    /// Priority.high.layoutPriority   // 750
    /// ```
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
