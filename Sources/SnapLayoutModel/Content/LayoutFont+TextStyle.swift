extension LayoutFont {
    /// UIKit's Dynamic Type styles, at the sizes of the default content size category (Large).
    public enum TextStyle: String, Sendable, CaseIterable {
        /// 34 points.
        case largeTitle
        /// 28 points.
        case title1
        /// 22 points.
        case title2
        /// 20 points.
        case title3
        /// 17 points, semibold.
        case headline
        /// 15 points.
        case subheadline
        /// 17 points.
        case body
        /// 16 points.
        case callout
        /// 13 points.
        case footnote
        /// 12 points.
        case caption1
        /// 11 points.
        case caption2

        /// The style's size and weight at the Large category (Apple's Human Interface Guidelines).
        var sizeAndWeight: (Double, LayoutFont.Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .body: return (17, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            }
        }
    }

    /// The system font of a text style (UIKit's `preferredFont(forTextStyle:)`), at the default size
    /// category: there is no user setting to follow here.
    public static func preferredFont(forTextStyle style: TextStyle) -> LayoutFont {
        let (size, weight) = style.sizeAndWeight
        return .systemFont(ofSize: size, weight: weight)
    }
}
