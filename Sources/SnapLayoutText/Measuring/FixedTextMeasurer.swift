/// The contract's `fixed` family (text.md, section 5): every character (Unicode scalar) but a hard
/// break is one em wide, spaces included; every line has ascent 0.8 em and descent 0.2 em. Lines
/// are broken as Pango breaks them when every advance is equal, so every frame can be worked out
/// by hand, on any machine.
public struct FixedTextMeasurer: TextMeasurer {
    /// The measurer.
    public init() {}

    public func lines(of text: String, font: ResolvedFont, width: WrapWidth, byCharacter: Bool) throws(TextError) -> [TextLine] {
        let s = font.size
        return HardBreaks.paragraphs(of: text).flatMap { paragraph -> [TextLine] in
            let scalars = Array(paragraph.unicodeScalars)
            return FixedTextMeasurer.breaks(scalars, width: width, size: s, byCharacter: byCharacter).map { range in
                let start = paragraph.unicodeScalars.index(paragraph.unicodeScalars.startIndex, offsetBy: range.lowerBound)
                let end = paragraph.unicodeScalars.index(start, offsetBy: range.count)
                let soft = range.upperBound < scalars.count
                let em = Double(range.count) - (soft && scalars[range.upperBound - 1] == " " ? 1 : 0)
                return TextLine(width: em * s, ascent: 0.8 * s, descent: 0.2 * s, text: paragraph[start..<end])
            }
        }
    }

    public func metrics(of font: ResolvedFont) throws(TextError) -> FontMetrics {
        FontMetrics(ascender: 0.8 * font.size, descent: 0.2 * font.size, capHeight: 0.7 * font.size)
    }

    /// The lines of one paragraph, as ranges of its scalars: the algorithm of text.md, section 5.
    static func breaks(_ c: [Unicode.Scalar], width: WrapWidth, size: Double, byCharacter: Bool) -> [Range<Int>] {
        let n = c.count
        guard case .points(let w) = width, n > 0 else { return [0..<n] }
        let cap = (w + 1e-9) / size
        func em(_ i: Int, _ j: Int, soft: Bool) -> Double {
            Double(j - i) - (soft && c[j - 1] == " " ? 1 : 0)
        }
        var lines: [Range<Int>] = []
        var i = 0
        while i < n {
            if em(i, n, soft: false) <= cap { lines.append(i..<n); break }
            // No k past i + cap + 1 can fit (its width is at least k − i − 1): searching from there
            // keeps a long paragraph linear.
            let top = min(n - 1, i + Int(cap.rounded(.down)) + 1)
            var j: Int?
            if !byCharacter {
                j = stride(from: top, to: i, by: -1).first { k in
                    c[k - 1] == " " && c[k] != " " && em(i, k, soft: true) <= cap
                }
            }
            if j == nil { j = stride(from: top, to: i, by: -1).first { k in em(i, k, soft: true) <= cap } }
            let end = j ?? i + 1
            lines.append(i..<end)
            i = end
        }
        return lines
    }
}

/// Paragraphs of a text at its hard breaks (text.md, 1): `\n`, `\r\n` (one break), `\r`, U+2028,
/// U+2029. A text ending in a break has an empty last paragraph.
enum HardBreaks {
    static func paragraphs(of text: String) -> [Substring] {
        var paragraphs: [Substring] = []
        var start = text.unicodeScalars.startIndex
        var index = start
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let isBreak = scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
            guard isBreak else { index = scalars.index(after: index); continue }
            paragraphs.append(Substring(scalars[start..<index]))
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            start = next
            index = next
        }
        paragraphs.append(Substring(scalars[start..<scalars.endIndex]))
        return paragraphs
    }
}
