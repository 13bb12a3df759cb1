/// Numbers as UIKit prints them (`%g`-like): `8`, `-16.0`, `0.4`, `139.5`, `2.22507e-308`, `1e+06`,
/// and the signed constants of autoresizing constraints (`+ 14.5`, `- 8`).
package enum NumberText {
    /// The finite number `text` is, or `nil`.
    package static func value(_ text: Substring) -> Double? {
        var text = text.drop { $0 == " " }
        while text.last == " " { text = text.dropLast() }
        var sign = 1.0
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            text = text.dropFirst().drop { $0 == " " }
        }
        guard let first = text.first, first.isASCII, first.isNumber || first == "." else { return nil }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-") }),
              let value = Double(String(text)), value.isFinite else { return nil }
        return sign * value
    }
}
