import Foundation

/// A log's bytes as lines, undoing what pasting does to UIKit's text: invalid UTF-8 becomes
/// U+FFFD (never a failure), `\r\n` and `\r` end lines as `\n` does, a log pasted as one JSON or
/// Swift string (`\"<NSLayoutConstraint…>\",\n`) is split at its `\n` escapes and unescaped, and
/// HTML entities (`&lt;`, `&amp;` in `h=--&amp;`) are decoded.
package enum LogText {
    /// The lines of `bytes`.
    package static func lines(of bytes: [UInt8]) -> [LogLine] {
        var lines: [LogLine] = []
        var start = 0, number = 1, index = 0
        while index <= bytes.count {
            let atEnd = index == bytes.count
            if atEnd || bytes[index] == 0x0A || bytes[index] == 0x0D {
                let raw = String(decoding: bytes[start..<index], as: UTF8.self)
                for piece in split(raw) { lines.append(LogLine(number: number, text: clean(piece))) }
                if !atEnd, bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                number += 1
                start = index + 1
            }
            index += 1
        }
        return lines
    }

    /// A line that holds a log pasted as one string, split at its `\n` escapes; any other line as it is.
    static func split(_ raw: String) -> [String] {
        guard raw.contains("\\n"), raw.contains("Constraint") || raw.contains("satisfy constraints") || raw.contains("breaking") else {
            return [raw]
        }
        return raw.replacingOccurrences(of: "\\r\\n", with: "\\n").components(separatedBy: "\\n")
    }

    /// `text` with backslash escapes and HTML entities decoded.
    package static func clean(_ text: String) -> String {
        var text = text
        if text.contains("&") {
            for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
                                        ("&apos;", "'"), ("&nbsp;", " "), ("&amp;", "&")] where text.contains(entity) {
                text = text.replacingOccurrences(of: entity, with: character)
            }
        }
        guard text.contains("\\") else { return text }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": out += " "
                case "\"", "'", "\\", "/": out.append(character)
                default: out += "\\" + String(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        if escaping { out += "\\" }
        return out
    }
}
