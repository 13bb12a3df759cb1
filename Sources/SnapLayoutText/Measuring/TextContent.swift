/// What a label shows, as far as its size goes: UILabel's `text`, `font`, `numberOfLines`,
/// `lineBreakMode` and `preferredMaxLayoutWidth` (text.md, section 1).
public struct TextContent: Hashable, Sendable {
    /// The text; hard line breaks are `\n`, `\r\n`, `\r`, U+2028 and U+2029.
    public var string: String
    /// The font.
    public var font: LayoutFont
    /// The most lines shown; 0 for as many as the text needs (UILabel's `numberOfLines`).
    public var lines: Int
    /// How lines wrap (and, when drawn, are cut).
    public var lineBreak: LineBreakMode
    /// The width a multi-line label wraps at; `nil` for automatic: its own solved width
    /// (UILabel's `preferredMaxLayoutWidth` of 0).
    public var preferredMaxWidth: Double?

    /// Text content with UILabel's defaults: 17-point system font, one line, tail truncation.
    public init(string: String, font: LayoutFont = .labelDefault, lines: Int = 1, lineBreak: LineBreakMode? = nil,
                preferredMaxWidth: Double? = nil) {
        self.string = string
        self.font = font
        self.lines = lines
        self.lineBreak = lineBreak ?? (lines == 1 ? .truncateTail : .word)
        self.preferredMaxWidth = preferredMaxWidth
    }

    /// Whether the label's wrap width is its own solved width (text.md, 6): more than one line and
    /// no preferred width.
    public var wrapsAtOwnWidth: Bool { lines != 1 && preferredMaxWidth == nil && !string.isEmpty }

    /// The wrap width the contract fixes without a solve: unlimited for one line, the preferred
    /// width (unlimited from 1e6 points) otherwise; `nil` for a label that wraps at its own width.
    public var fixedWrapWidth: WrapWidth? {
        if lines == 1 { return .unlimited }
        guard let preferredMaxWidth else { return nil }
        return WrapWidth(points: preferredMaxWidth)
    }
}

/// The width text wraps at: a number of points, or no limit.
public enum WrapWidth: Hashable, Sendable {
    /// No limit: each paragraph is one line.
    case unlimited
    /// Lines are broken to fit this many points.
    case points(Double)

    /// Unlimited from 1e6 points on (text.md, 6), otherwise the width.
    public init(points: Double) {
        self = points >= 1e6 ? .unlimited : .points(points)
    }
}

/// How a label breaks lines (UIKit's `NSLineBreakMode`). In measurement only the wrap matters:
/// by character for `.char`, by word otherwise (text.md, 3.6); truncation and clipping happen when
/// drawing.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wrap at word boundaries (`byWordWrapping`).
    case word
    /// Wrap between any two characters (`byCharWrapping`).
    case char
    /// Cut the last line's end with `…` (`byTruncatingTail`).
    case truncateTail
    /// Cut the last line's start with `…` (`byTruncatingHead`).
    case truncateHead
    /// Cut the last line's middle with `…` (`byTruncatingMiddle`).
    case truncateMiddle
    /// Cut at the edge (`byClipping`).
    case clip

    /// Whether lines wrap between any two characters rather than at words.
    public var wrapsByCharacter: Bool { self == .char }
}
