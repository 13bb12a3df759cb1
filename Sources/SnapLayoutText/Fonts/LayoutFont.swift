/// A font, as UIKit's `UIFont`: a family, a size in points and a weight. A value: it names the
/// font; a `TextSystem` measures it (`TextSystem.default` for the metrics read here).
///
/// ```swift
/// let title = LayoutFont.boldSystemFont(ofSize: 20)
/// let body = LayoutFont(name: "DejaVu Serif", size: 15)   // nil when the family is not installed
/// let exact = LayoutFont(family: "fixed", size: 10)        // every character 1 em: frames by hand
/// ```
public struct LayoutFont: Hashable, Sendable, CustomStringConvertible {
    /// The family as asked for: `system`, `fixed`, a fontconfig family name, or a generic family
    /// (`sans-serif`, `serif`, `monospace`).
    public var familyName: String
    /// The size in points (1 point is one font unit at 72 dpi).
    public var pointSize: Double
    /// The weight.
    public var weight: Weight

    /// The family UIKit's `systemFont(ofSize:)` names; `TextSystem` decides which family it is
    /// (DejaVu Sans unless configured).
    public static let systemFamily = "system"
    /// The family of exact metrics: every character one em wide, lines one em tall (text.md, 5).
    public static let fixedFamily = "fixed"
    /// `UILabel`'s default font: the system font at 17 points.
    public static let labelDefault = LayoutFont(family: systemFamily, size: 17)

    /// A font of `family` at `size` points.
    public init(family: String, size: Double, weight: Weight = .regular) {
        familyName = family
        pointSize = size
        self.weight = weight
    }

    /// The system font (UIKit's `UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> LayoutFont {
        LayoutFont(family: systemFamily, size: size, weight: weight)
    }

    /// The bold system font (UIKit's `UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: Double) -> LayoutFont {
        LayoutFont(family: systemFamily, size: size, weight: .bold)
    }

    /// The font of the family `name` at `size` points, or `nil` when `TextSystem.default` has no
    /// such family (as `UIFont(name:size:)` is `nil` for a font that is not installed).
    public init?(name: String, size: Double) {
        self.init(family: name, size: size)
        guard TextSystem.default.resolve(self) != nil else { return nil }
    }

    /// The same font at another size (`UIFont.withSize(_:)`).
    public func withSize(_ size: Double) -> LayoutFont {
        LayoutFont(family: familyName, size: size, weight: weight)
    }

    /// The family name (`UIFont.fontName`).
    public var fontName: String { familyName }

    /// The distance from the baseline to the top of a line (`UIFont.ascender`), from
    /// `TextSystem.default`; 0 when it cannot measure this font.
    public var ascender: Double { TextSystem.default.metrics(of: self)?.ascender ?? 0 }
    /// The distance from the baseline down to the bottom of a line, negative as UIKit's
    /// `UIFont.descender`.
    public var descender: Double { -(TextSystem.default.metrics(of: self)?.descent ?? 0) }
    /// The height of a line: ascender plus descent (UIKit adds some fonts' leading; text.md, 11.2).
    public var lineHeight: Double { TextSystem.default.metrics(of: self).map { $0.ascender + $0.descent } ?? 0 }
    /// The height of a capital letter above the baseline (`UIFont.capHeight`).
    public var capHeight: Double { TextSystem.default.metrics(of: self)?.capHeight ?? 0 }

    public var description: String {
        "\(familyName) \(NumberText.string(pointSize))\(weight == .regular ? "" : " \(weight)")"
    }
}

extension LayoutFont {
    /// A font weight, with UIKit's values (`UIFont.Weight`: −1 to 1, regular 0, bold 0.4).
    public struct Weight: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// UIKit's value.
        public var rawValue: Double

        /// A weight of UIKit's value `rawValue`.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// Looked up at OpenType weight 100.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Looked up at OpenType weight 200.
        public static let thin = Weight(rawValue: -0.6)
        /// Looked up at OpenType weight 300.
        public static let light = Weight(rawValue: -0.4)
        /// Looked up at OpenType weight 400.
        public static let regular = Weight(rawValue: 0)
        /// Looked up at OpenType weight 500.
        public static let medium = Weight(rawValue: 0.23)
        /// Looked up at OpenType weight 600.
        public static let semibold = Weight(rawValue: 0.3)
        /// Looked up at OpenType weight 700.
        public static let bold = Weight(rawValue: 0.4)
        /// Looked up at OpenType weight 800.
        public static let heavy = Weight(rawValue: 0.56)
        /// Looked up at OpenType weight 900.
        public static let black = Weight(rawValue: 0.62)

        /// The OpenType weight class (100 to 900) a font of this weight is looked up with: regular
        /// 400 and bold 700 as text.md asks; the others between.
        public var openTypeWeight: Int {
            let classes: [(Weight, Int)] = [(.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400),
                                            (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900)]
            return classes.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public var description: String {
            switch self {
            case .regular: return "regular"
            case .bold: return "bold"
            default: return "weight \(openTypeWeight)"
            }
        }
    }
}
