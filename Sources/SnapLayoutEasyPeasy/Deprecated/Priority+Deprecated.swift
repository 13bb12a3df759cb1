// EasyPeasy's 2016 priority names (`.with(.MediumPriority)`, `.CustomPriority(value: 750.0)`),
// with the values its README gives them.
extension Priority {
    /// EasyPeasy's 2016 `LowPriority`: 1 (today's `.low` is 250).
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.LowPriority))
    /// ```
    @available(*, deprecated, message: "renamed to .custom(1): LowPriority is 1; today's .low is 250")
    public static var LowPriority: Priority { .custom(1) }

    /// EasyPeasy's 2016 `MediumPriority`: 500.
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.MediumPriority))
    /// ```
    @available(*, deprecated, renamed: "medium")
    public static var MediumPriority: Priority { .medium }

    /// EasyPeasy's 2016 `HighPriority`: 1000 (today's `.high` is 750).
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.HighPriority))
    /// ```
    @available(*, deprecated, renamed: "required", message: "HighPriority is 1000; today's .high is 750")
    public static var HighPriority: Priority { .required }

    /// EasyPeasy's 2016 `CustomPriority(value:)`: any value in (0, 1000].
    ///
    /// ```swift
    /// view.easy.layout(Width(200).with(.CustomPriority(value: 750.0)))
    /// ```
    @available(*, deprecated, renamed: "custom(_:)")
    public static func CustomPriority(value: Float) -> Priority { .custom(value) }
}
