/// What a text system reads of a font at its size, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Baseline to the top of a line.
    public var ascender: Double
    /// Baseline to the bottom of a line (positive).
    public var descent: Double
    /// Baseline to the top of a capital letter.
    public var capHeight: Double

    /// Metrics of a font.
    public init(ascender: Double, descent: Double, capHeight: Double) {
        self.ascender = ascender
        self.descent = descent
        self.capHeight = capHeight
    }
}
