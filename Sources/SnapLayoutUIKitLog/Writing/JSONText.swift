import SnapLayoutModel

/// JSON values as the log answers print them: strings escaped (control characters as `\u00XX`),
/// numbers as results print them (`8`, `0.7`, never `-0`), `null` for absent values.
enum JSONText {
    /// `text` as a JSON string.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` as a JSON string, or `null`.
    static func string(_ text: String?) -> String { text.map { string($0) } ?? "null" }

    /// A finite number as results print it.
    static func number(_ value: Double) -> String { NumberFormat.document(value) }

    /// `[a, b, c]` with `", "` between.
    static func array(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }

    /// `true`, `false` or `null`.
    static func bool(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "null" }
}
