import SnapLayoutModel

/// Text views (contract v1.2): the view key `text`, its `font`, and the document key `scale`.
extension DocumentReader {
    static let textKeys = ["string", "font", "lines", "lineBreak", "preferredMaxWidth"]
    static let fontKeys = ["family", "size", "weight"]
    /// What a text view may not have: its measurement gives them (text.md, 1).
    static let measuredKeys = ["intrinsicSize", "baseline", "multilineText"]

    /// The `text` of view `index`, when it has one; errors name the view by index and id and start
    /// with `text:` (text.md, 9).
    static func readText(_ members: [JSONMember], index: Int, id: String, kind: LayoutSnapshot.ItemKind,
                         isStack: Bool) throws(ReadError) -> TextContent? {
        guard let value = member(members, "text") else { return nil }
        let name = "view \(index) ('\(MessageText.quoted(id))')"
        guard kind == .view, !isStack else {
            throw ReadError(message: "\(name): text is allowed on a view only, not on a \(isStack ? "stack" : "guide")")
        }
        if let key = measuredKeys.first(where: { member(members, $0) != nil }) {
            throw ReadError(message: "\(name): a text view has no \(key) (its text gives it)")
        }
        do throws(ReadError) {
            return try textContent(value)
        } catch {
            throw ReadError(message: "\(name): text: \(error.message)")
        }
    }

    private static func textContent(_ value: JSONValue) throws(ReadError) -> TextContent {
        guard case .object(let members, _) = value else { throw ReadError(message: "must be an object, found \(value.kind)") }
        try checkKeys(members, allowed: textKeys, in: "text")
        guard let stringValue = member(members, "string") else { throw ReadError(message: "string is missing") }
        guard case .string(let string, _) = stringValue else { throw ReadError(message: "string must be a string, found \(stringValue.kind)") }
        let font = try member(members, "font").map { v throws(ReadError) in try readFont(v) } ?? .labelDefault
        var lines = 1
        if let v = member(members, "lines") {
            guard case .number(let number, _) = v, number >= 0, number == number.rounded(), number <= 1e9 else {
                throw ReadError(message: "lines must be a whole number ≥ 0, found \(describeValue(v))")
            }
            lines = Int(number)
        }
        var lineBreak: LineBreakMode?
        if let v = member(members, "lineBreak") {
            guard case .string(let text, _) = v, let mode = LineBreakMode(rawValue: text) else {
                let modes = LineBreakMode.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw ReadError(message: "lineBreak must be one of \(modes), found \(describeValue(v))")
            }
            lineBreak = mode
        }
        var preferred: Double?
        if let v = member(members, "preferredMaxWidth") {
            guard case .number(let number, _) = v, number.isFinite, number > 0 else {
                throw ReadError(message: "preferredMaxWidth must be a finite number > 0, found \(describeValue(v))")
            }
            preferred = number
        }
        return TextContent(string: string, font: font, lines: lines, lineBreak: lineBreak, preferredMaxWidth: preferred)
    }

    private static func readFont(_ value: JSONValue) throws(ReadError) -> LayoutFont {
        guard case .object(let members, _) = value else { throw ReadError(message: "font must be an object, found \(value.kind)") }
        try checkKeys(members, allowed: fontKeys, in: "font")
        var font = LayoutFont.labelDefault
        if let v = member(members, "family") {
            guard case .string(let family, _) = v, !family.isEmpty else {
                throw ReadError(message: "font family must be a non-empty string, found \(describeValue(v))")
            }
            font.familyName = family
        }
        if let v = member(members, "size") {
            guard case .number(let size, _) = v, size.isFinite, size > 0, size <= 10_000 else {
                throw ReadError(message: "font size must be a finite number in (0, 10000], found \(describeValue(v))")
            }
            font.pointSize = size
        }
        if let v = member(members, "weight") {
            guard case .string(let text, _) = v, text == "regular" || text == "bold" else {
                throw ReadError(message: "font weight must be \"regular\" or \"bold\", found \(describeValue(v))")
            }
            font.weight = text == "bold" ? .bold : .regular
        }
        return font
    }

    /// The document's `scale`: a finite number > 0 (2 when absent).
    static func readScale(_ members: [JSONMember]) throws(ReadError) -> Double {
        guard let v = member(members, "scale") else { return 2 }
        guard case .number(let scale, _) = v, scale.isFinite, scale > 0 else {
            throw ReadError(message: "scale must be a finite number > 0, found \(describeValue(v))")
        }
        return scale
    }

    /// A value as an error quotes it: a string in quotes (cut at 80 characters), a number as
    /// written back, otherwise its kind.
    static func describeValue(_ value: JSONValue) -> String {
        switch value {
        case .string(let text, _): return "\"\(MessageText.quoted(text))\""
        case .number(let number, _): return number.isFinite ? NumberFormat.document(number) : "a number beyond the range of a double"
        default: return value.kind
        }
    }
}
