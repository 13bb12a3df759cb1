import Foundation

/// How SnapLayout prints numbers, in one place so that every output is byte-stable: explanations,
/// reports and pictures round to a few decimals (`string`); documents and results print the
/// shortest text that reads back to within 1e-9 (`document`).
package enum NumberFormat {
    /// `value` rounded to at most `decimals` decimals (`12.5`, `200`, `0.33`, `-8`).
    package static func string(_ value: Double, decimals: Int = 2) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        // Rounding a tiny negative value must not print as "-0".
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(decimals)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A priority for reports: at most 2 decimals, more when rounding would make an optional
    /// priority read as required (a stack's `UISV-hiding` is 999.999).
    package static func priority(_ value: Double) -> String {
        let texts = [2, 3, 6].lazy.map { string(value, decimals: $0) }
        return texts.first { value >= 1000 || $0 != "1000" } ?? texts[2]
    }

    /// Values in documents and results are printed to 9 decimals: a solve's round-off (1e-13) is
    /// noise, not worth printing as 63.74999999999999, and far below the contract's 1e-6.
    private static let documentScale = 1e9

    /// The shortest text for `value` rounded to 9 decimals; integers without `.0`, `-0` as `0`.
    package static func document(_ value: Double) -> String {
        switch documentValue(value) {
        case .integer(let integer): return String(integer)
        case .decimal(let text): return text
        }
    }

    /// `document(value)` appended as UTF-8, integers digit by digit: a batch prints four numbers
    /// per view, most of them integers.
    package static func appendDocument(_ value: Double, to bytes: inout [UInt8]) {
        switch documentValue(value) {
        case .integer(let integer): appendDigits(of: integer, to: &bytes)
        case .decimal(let text): bytes.append(contentsOf: text.utf8)
        }
    }

    private enum DocumentValue {
        case integer(Int64)
        case decimal(String)
    }

    private static func documentValue(_ value: Double) -> DocumentValue {
        var value = value
        if abs(value) < 1e6 { value = (value * documentScale).rounded() / documentScale }
        let rounded = value.rounded()
        if abs(value - rounded) <= 1e-9 * max(1, abs(value)), abs(rounded) < 1e18 {
            return .integer(rounded == 0 ? 0 : Int64(rounded))
        }
        let text = "\(value)"
        // Swift prints some large integral values as `1e+20`, never with a `.0` below 1e18 (handled above).
        return .decimal(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
    }

    private static func appendDigits(of integer: Int64, to bytes: inout [UInt8]) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for k in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[k]) }
        }
    }
}
