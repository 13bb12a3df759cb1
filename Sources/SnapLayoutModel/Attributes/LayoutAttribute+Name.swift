extension LayoutAttribute {
    /// The case's name, as layout documents and descriptions write it.
    ///
    /// ```swift
    /// LayoutAttribute.centerXWithinMargins.name   // "centerXWithinMargins"
    /// ```
    public var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// The attribute with this name, or `nil`.
    ///
    /// ```swift
    /// LayoutAttribute(name: "topMargin")   // .topMargin
    /// ```
    public init?(name: String) {
        guard let attribute = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = attribute
    }
}
