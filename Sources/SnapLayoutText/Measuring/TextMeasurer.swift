/// One line of measured text, in points.
public struct TextLine: Hashable, Sendable {
    /// The line's advance width (a space that ends a wrapped line counts 0).
    public var width: Double
    /// Baseline to the line's top.
    public var ascent: Double
    /// Baseline to the line's bottom.
    public var descent: Double
    /// The line's text, for drawing (what `width` measures, its final wrap space included).
    public var text: Substring

    /// A measured line.
    public init(width: Double, ascent: Double, descent: Double, text: Substring) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.text = text
    }
}

/// Breaks text into lines and measures them, for one kind of font: the seam between the layout and
/// a text stack (text.md, sections 4 and 5). Implementations: `FixedTextMeasurer` (exact metrics,
/// no font file) and `PangoTextMeasurer` (fontconfig, HarfBuzz and Pango, loaded at run time).
public protocol TextMeasurer: Sendable {
    /// Every line of `text` (all paragraphs, split at hard breaks) in `font`, wrapped at `width`:
    /// by character when `byCharacter`, else by word with a word too long broken by character.
    func lines(of text: String, font: ResolvedFont, width: WrapWidth, byCharacter: Bool) throws(TextError) -> [TextLine]

    /// The metrics of `font`.
    func metrics(of font: ResolvedFont) throws(TextError) -> FontMetrics

    /// Throws when `family` is not a family this measurer has: a substitute would be a wrong
    /// answer printed as if it were right (text.md, 4.1).
    func checkFamily(_ family: String, weight: Int) throws(TextError)
}

extension TextMeasurer {
    /// Every family is accepted.
    public func checkFamily(_ family: String, weight: Int) throws(TextError) {}
}

/// A font as a measurer takes it: the family it is measured in (the system family resolved), its
/// size and OpenType weight.
public struct ResolvedFont: Hashable, Sendable {
    /// The family measured: never `system` (resolved), `fixed` for the exact metrics.
    public var family: String
    /// Points.
    public var size: Double
    /// OpenType weight class, 100 to 900.
    public var weight: Int

    /// A resolved font.
    public init(family: String, size: Double, weight: Int) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}

/// Why text could not be measured, in one line (a family that is not installed, no text library).
public struct TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
