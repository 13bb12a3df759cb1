import SnapLayoutModel

/// What a screen shows inside its views: background colours and labels' text, drawn as measured
/// (wrapped at the width the layout gave the label, in its font, cut with `…` where a line does not
/// fit and where lines were left out), so that a picture looks like the screen.
extension SVGRenderer {
    /// The most lines of one label drawn, and characters of one line: a picture's size stays the
    /// layout's, whatever the text (issue 44).
    static let drawnLineLimit = 200
    static let drawnCharacterLimit = 500

    /// Background fills, drawn under the outlines.
    func backgrounds(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry) -> [SVGElement] {
        geometry.drawingOrder.compactMap { index in
            guard let appearance = diagnosis.snapshot.appearances[index], let color = appearance.backgroundColor,
                  color.alpha > 0 else { return nil }
            let r = geometry.absolute[index]
            return SVGElement("rect", ["x": r.x, "y": r.y, "width": r.width, "height": r.height,
                                       "rx": appearance.cornerRadius, "fill": color.hexString, "fill-opacity": color.alpha])
        }
    }

    /// Every label's lines.
    func texts(_ diagnosis: LayoutDiagnosis, _ geometry: RenderGeometry) -> [SVGElement] {
        let snapshot = diagnosis.snapshot
        return snapshot.texts.flatMap { text -> [SVGElement] in
            let item = snapshot.items[text.item]
            var box = RenderGeometry.inset(geometry.absolute[text.item], item.alignmentInsets)
            var width = text.content.fixedWrapWidth
                ?? TextMeasurement.wrapWidth(forSolvedWidth: box.width, scale: snapshot.displayScale)
            if let padding = text.padding {
                // A control's text: one line, inside its padding and after its image.
                guard padding.countsTextWidth else { return [] }
                box = Self.textBox(in: box, padding: padding)
                width = .unlimited
            }
            guard let measured = try? textSystem.measure(text.content, width: width, scale: snapshot.displayScale),
                  !measured.lines.isEmpty else { return [] }
            if text.padding != nil { box.y += (box.height - measured.height) / 2 }
            let appearance = snapshot.appearances[text.item] ?? LayoutSnapshot.Appearance()
            return lineElements(text.content, measured, box: box, appearance: appearance,
                                rightToLeft: item.layoutDirection == .rightToLeft)
        }
    }

    /// Where a control's text goes: inside its padding, after what is beside it.
    static func textBox(in box: LayoutSnapshot.Rect, padding: LayoutSnapshot.TextPadding) -> LayoutSnapshot.Rect {
        let left = padding.left + padding.besideWidth
        return LayoutSnapshot.Rect(x: box.x + left, y: box.y + padding.top, width: max(0, box.width - left - padding.right),
                                   height: max(0, box.height - padding.top - padding.bottom))
    }

    private func lineElements(_ content: TextContent, _ measured: TextMeasurement, box: LayoutSnapshot.Rect,
                              appearance: LayoutSnapshot.Appearance, rightToLeft: Bool) -> [SVGElement] {
        let font = content.font
        let family = font.familyName == LayoutFont.fixedFamily ? "monospace"
            : font.familyName == LayoutFont.systemFamily ? textSystem.systemFamily : font.familyName
        let cutLast = measuredLeftLinesOut(content, measured)
        var baseline = box.y + (measured.height - measured.lines.reduce(0) { $0 + $1.ascent + $1.descent }) / 2
        var elements: [SVGElement] = []
        for (k, line) in measured.lines.prefix(SVGRenderer.drawnLineLimit).enumerated() {
            baseline += line.ascent
            let isLast = k == measured.lines.count - 1
            var shown = String(line.text.prefix(SVGRenderer.drawnCharacterLimit)).trimmingNewlines
            var width = line.width
            if width > box.width + 1e-6 || (isLast && cutLast) {
                (shown, width) = fitted(shown, content: content, into: box.width, forceEllipsis: isLast && cutLast)
            }
            let anchorEnd: Bool
            switch appearance.textAlignment {
            case .right: anchorEnd = true
            case .natural: anchorEnd = rightToLeft
            default: anchorEnd = false
            }
            let center = appearance.textAlignment == .center
            let x = center ? box.x + box.width / 2 : anchorEnd ? box.x + box.width : box.x
            var attributes: KeyValuePairs<String, any SVGValue> = [:]
            attributes = ["x": x, "y": baseline, "font-family": family, "font-size": font.pointSize,
                          "font-weight": font.weight.openTypeWeight, "fill": (appearance.textColor ?? .label).hexString,
                          "text-anchor": center ? "middle" : anchorEnd ? "end" : "start", "xml:space": "preserve"]
            var element = SVGElement("text", attributes, text: shown)
            if width > 0 {
                element.attributes.append(.init(name: "textLength", value: NumberFormat.string(width)))
                element.attributes.append(.init(name: "lengthAdjust", value: "spacingAndGlyphs"))
            }
            elements.append(element)
            baseline += line.descent
        }
        return elements
    }

    /// Whether the text has more lines than are shown (the last shown then ends in `…`, as UIKit
    /// truncates the last line).
    private func measuredLeftLinesOut(_ content: TextContent, _ measured: TextMeasurement) -> Bool {
        let truncates: Set<LineBreakMode> = [.truncateTail, .truncateHead, .truncateMiddle]
        guard content.lines > 0, truncates.contains(content.lineBreak) else { return false }
        var all = content
        all.lines = 0
        let width: WrapWidth = content.lines == 1 ? .unlimited : (content.fixedWrapWidth ?? .points(measured.width))
        guard let every = try? textSystem.measure(all, width: width, scale: 2) else { return false }
        return every.lines.count > measured.lines.count
    }

    /// `text` cut to fit `width` with `…` where the line break mode says (tail, head, middle; a
    /// wrapping mode cuts its tail), or whole when it clips; its width.
    private func fitted(_ text: String, content: TextContent, into width: Double, forceEllipsis: Bool) -> (String, Double) {
        if content.lineBreak == .clip { return (text, min(width, lineWidth(text, content))) }
        let characters = Array(text)
        func candidate(_ kept: Int) -> String {
            switch content.lineBreak {
            case .truncateHead: return "…" + String(characters.suffix(kept))
            case .truncateMiddle: return String(characters.prefix((kept + 1) / 2)) + "…" + String(characters.suffix(kept / 2))
            default: return String(characters.prefix(kept)).trimmingTrailingSpaces + "…"
            }
        }
        var low = 0, high = forceEllipsis ? characters.count : characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineWidth(candidate(middle), content) <= width + 1e-6 { low = middle } else { high = middle - 1 }
        }
        let shown = candidate(low)
        return (shown, min(width, lineWidth(shown, content)))
    }

    private func lineWidth(_ text: String, _ content: TextContent) -> Double {
        let line = TextContent(string: text, font: content.font)
        return (try? textSystem.measure(line, width: .unlimited, scale: 1e6))?.lines.first?.width ?? 0
    }
}

extension String {
    /// The text without hard breaks at its end (a measured line keeps the break that ended it).
    var trimmingNewlines: String {
        var text = Substring(self)
        while let last = text.unicodeScalars.last, last == "\n" || last == "\r" || last == "\u{2028}" || last == "\u{2029}" {
            text = text.dropLast()
        }
        return String(text)
    }

    /// The text without spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
