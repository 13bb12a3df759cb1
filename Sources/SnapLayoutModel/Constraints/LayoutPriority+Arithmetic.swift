/// `UILayoutPriority`'s arithmetic with `Float`, as UIKit's Swift overlay declares it: nudge a
/// named priority by a few points (`.required - 1`, `.defaultHigh + 1`, `1 + .defaultLow`) and
/// measure the gap between two priorities. Comparisons come from `Comparable`.
extension LayoutPriority {
    /// The priority `rhs` points above `lhs`: `.defaultHigh + 1` is 751.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + rhs)
    }

    /// The priority `lhs` points above `rhs`: `1 + .defaultLow` is 251.
    public static func + (lhs: Float, rhs: LayoutPriority) -> LayoutPriority {
        LayoutPriority(lhs + rhs.rawValue)
    }

    /// The priority `rhs` points below `lhs`: `.required - 1` is 999, the highest optional priority.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - rhs)
    }

    /// How many points `lhs` is above `rhs`: `.required - .defaultHigh` is 250.
    public static func - (lhs: LayoutPriority, rhs: LayoutPriority) -> Float {
        lhs.rawValue - rhs.rawValue
    }
}
