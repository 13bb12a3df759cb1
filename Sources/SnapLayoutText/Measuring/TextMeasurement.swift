/// A label's measurement at a wrap width (text.md, section 3): its intrinsic size and baselines,
/// sizes rounded up to the pixel grid, and the lines kept (for drawing).
public struct TextMeasurement: Hashable, Sendable {
    /// The intrinsic width, points.
    public var width: Double
    /// The intrinsic height, points.
    public var height: Double
    /// The first baseline's offset from the top.
    public var firstBaseline: Double
    /// The last baseline's offset from the bottom.
    public var lastBaseline: Double
    /// The lines shown (at most the content's `lines`).
    public var lines: [TextLine]

    /// A measurement.
    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lines: [TextLine]) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }

    /// An empty label's: no size (the well-known collapse of an empty UILabel).
    public static let empty = TextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lines: [])

    /// Whether two measurements agree to 1e-9 in size and baselines (text.md, 6.4: settled).
    public func agrees(with other: TextMeasurement) -> Bool {
        abs(width - other.width) <= 1e-9 && abs(height - other.height) <= 1e-9
            && abs(firstBaseline - other.firstBaseline) <= 1e-9 && abs(lastBaseline - other.lastBaseline) <= 1e-9
    }

    /// The measurement of `lines` (all of a text's lines): the first `keep` of them (all for 0),
    /// sizes rounded up to multiples of 1 / `scale`, the text centred in its rounded box.
    public static func of(_ lines: [TextLine], keep: Int, scale: Double) -> TextMeasurement {
        let kept = keep == 0 ? lines : Array(lines.prefix(keep))
        guard let first = kept.first, let last = kept.last else { return .empty }
        let total = kept.reduce(0) { $0 + $1.ascent + $1.descent }
        let height = ceilGrid(total, scale)
        let pad = (height - total) / 2
        return TextMeasurement(width: ceilGrid(kept.map(\.width).max()!, scale), height: height,
                               firstBaseline: pad + first.ascent, lastBaseline: pad + last.descent, lines: kept)
    }

    /// `v` rounded up to the pixel grid: `ceil(v × scale − 1e-9) / scale`.
    public static func ceilGrid(_ v: Double, _ scale: Double) -> Double {
        (v * scale - 1e-9).rounded(.up) / scale
    }

    /// A solved width as a wrap width: rounded to the nearest pixel, not below 0, unlimited from
    /// 1e6 points (text.md, 6.3).
    public static func wrapWidth(forSolvedWidth width: Double, scale: Double) -> WrapWidth {
        guard width.isFinite else { return .unlimited }
        return WrapWidth(points: max(0, (width * scale + 0.5).rounded(.down) / scale))
    }
}
