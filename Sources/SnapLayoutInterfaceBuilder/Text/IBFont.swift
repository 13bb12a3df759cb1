import SnapLayoutModel

/// The font of a text view as IB wrote it (`<fontDescription>`, or the older `<font>`), as a
/// `LayoutFont`, or why it cannot be measured here.
enum IBFont {
    /// The weights IB writes on a system font (`weight="semibold"`).
    static let weights: [String: LayoutFont.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// Dynamic Type's styles by the names IB writes.
    static let textStyles: [String: LayoutFont.TextStyle] = [
        "UICTFontTextStyleLargeTitle": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
        "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// The font of `element`, `defaultSize` points of the system font when none is written.
    static func font(of element: IBElement, defaultSize: Double, textSystem: TextSystem) -> Result<LayoutFont, IBStoredReason> {
        guard let font = element.child("fontDescription", key: "fontDescription") ?? element.child("font", key: "font") else {
            return .success(.systemFont(ofSize: defaultSize))
        }
        if let style = font["style"] {
            guard let known = textStyles[style] else {
                return .failure(IBStoredReason("text style '\(IBText.quoted(style))' is not one UIKit has"))
            }
            return .success(.preferredFont(forTextStyle: known))
        }
        let written = font["pointSize"] ?? font["size"]
        let size = written.flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 && $0 <= 1_000 ? $0 : nil }
        guard written == nil || size != nil else {
            return .failure(IBStoredReason("font size '\(IBText.quoted(written ?? ""))' is not a size from 0 to 1000 points"))
        }
        let pointSize = size ?? defaultSize
        let type = font["type"] ?? font["metaFont"].map { $0.lowercased().contains("bold") ? "boldSystem" : "system" }
            ?? (font["name"] == nil && font["family"] == nil ? "system" : "custom")
        switch type {
        case "system":
            let weight = font["weight"].flatMap { weights[$0] } ?? .regular
            return .success(.systemFont(ofSize: pointSize, weight: weight))
        case "boldSystem":
            return .success(.boldSystemFont(ofSize: pointSize))
        case "custom":
            return customFont(font, size: pointSize, textSystem: textSystem)
        default:
            return .failure(IBStoredReason("font type '\(IBText.quoted(type))' (italic and monospaced system fonts are not measured)"))
        }
    }

    /// A named font: its family when IB wrote one, else the PostScript name's family part
    /// (`HelveticaNeue-Bold` is Helvetica Neue's bold), measured only when installed here.
    private static func customFont(_ font: IBElement, size: Double, textSystem: TextSystem) -> Result<LayoutFont, IBStoredReason> {
        let name = font["name"] ?? ""
        let family = font["family"] ?? String(name.split(separator: "-").first ?? "")
        guard !family.isEmpty else { return .failure(IBStoredReason("a custom font without a name")) }
        let face = name.split(separator: "-").dropFirst().first.map { String($0).lowercased() } ?? ""
        let weight: LayoutFont.Weight = face.contains("bold") || face.contains("heavy") || face.contains("black") ? .bold : .regular
        let layoutFont = LayoutFont(family: family, size: size, weight: weight)
        if case .failure(let error) = textSystem.resolved(layoutFont) {
            return .failure(IBStoredReason("font '\(IBText.quoted(family))': \(error.message)"))
        }
        return .success(layoutFont)
    }
}

/// Why a text view keeps the size IB stored instead of being measured.
struct IBStoredReason: Error, Sendable {
    var message: String
    init(_ message: String) { self.message = message }
}
