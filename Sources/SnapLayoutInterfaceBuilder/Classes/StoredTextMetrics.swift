import Foundation

/// Baselines of text views whose size comes from what IB stored (`--text stored`, and views that
/// cannot be measured with `--text measured`): the font's
/// ascender and descender, with the text centred in the stored height as `UILabel` centres it.
/// IB does not store baselines, and the model needs them for baseline constraints and stacks.
///
/// Fonts are measured with San Francisco's metrics (the system font; ascender 0.952, descender
/// 0.241, no line gap, per point of size), which is what Xcode measured with for system fonts;
/// other families are measured the same way and the scene's notes say so.
package enum StoredTextMetrics {
    /// San Francisco's ascender and descender per point of size.
    static let ascender = 0.9521484375, descender = 0.2412109375

    /// The point size of a `fontDescription`, with dynamic type's text styles at their default sizes.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The font of `element` (its `fontDescription`, else `font`): its size and whether it is a
    /// family other than the system's.
    static func font(of element: IBElement, defaultSize: Double) -> (size: Double, isSystem: Bool) {
        guard let font = element.child("fontDescription", key: "fontDescription") ?? element.child("font", key: "font") else {
            return (defaultSize, true)
        }
        if let style = font["style"], let size = textStyleSizes[style] { return (size, true) }
        let size = font["pointSize"].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 && $0 < 10_000 ? $0 : nil } ?? defaultSize
        let type = font["type"] ?? (font["name"] == nil ? "system" : "custom")
        return (size, type != "custom")
    }

    /// `(first from the top, last from the bottom)` of `lines` lines of text of `size` points
    /// centred in `height` (a label: `numberOfLines` 1, or as many as fit).
    static func baselines(size: Double, height: Double, lines: Int?) -> (first: Double, last: Double) {
        let lineHeight = size * (ascender + descender)
        let count = lines.map { max(1, $0) } ?? max(1, Int(((height + 0.5) / lineHeight).rounded(.down)))
        let pad = (height - Double(count) * lineHeight) / 2
        return (pad + size * ascender, pad + size * descender)
    }

    /// The baselines of a view of element `element` and stored height `height`, or `nil` when
    /// it shows no text the model knows how to place; with a note when the family is not the system's.
    static func baselines(of element: IBElement, height: Double) -> (first: Double, last: Double, note: String?)? {
        let note: (Bool) -> String? = { isSystem in
            isSystem ? nil : "text of '\(IBText.quoted(element.id ?? "?"))' measured with the system font's metrics (family '\(IBText.quoted(customFamily(element)))')"
        }
        switch element.name {
        case "label":
            let font = font(of: element, defaultSize: 17)
            let lines = Int(element["numberOfLines"] ?? "1") ?? 1
            let value = baselines(size: font.size, height: height, lines: lines == 1 ? 1 : nil)
            return (value.first, value.last, note(font.isSystem))
        case "button", "textField":
            let font = font(of: element, defaultSize: element.name == "button" ? 15 : 14)
            let value = baselines(size: font.size, height: height, lines: 1)
            return (value.first, value.last, note(font.isSystem))
        default:
            return nil
        }
    }

    private static func customFamily(_ element: IBElement) -> String {
        let font = element.child("fontDescription", key: "fontDescription") ?? element.child("font", key: "font")
        return font?["name"] ?? font?["family"] ?? "?"
    }
}
