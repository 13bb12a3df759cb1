/// Input quoted inside a one-line message: control characters escaped (a newline in an id must not
/// break a line of output) and long text cut short (a ten-million-character id is not repeated
/// whole in its own error).
package enum MessageText {
    /// Quoted text longer than this many characters is cut, with `…` after it.
    package static let quotedLimit = 80

    /// `text` with control characters escaped and cut to `limit` characters.
    package static func quoted(_ text: some StringProtocol, limit: Int = quotedLimit) -> String {
        var out = ""
        var count = 0
        for character in text {
            if count == limit { return out + "…" }
            out += escaped(character)
            count += 1
        }
        return out
    }

    /// `text` with control characters escaped, whole: for names printed at the start of a line.
    package static func escaped(_ text: some StringProtocol) -> String {
        var out = ""
        for character in text { out += escaped(character) }
        return out
    }

    private static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: isControl) else { return String(character) }
        var out = ""
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if isControl(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u{" + hex + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
