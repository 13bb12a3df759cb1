import Foundation

/// Fixed number formatting for explanations and pictures, so that output is byte-stable: at most
/// `decimals` decimals, trailing zeros dropped, never `-0`, infinities as `∞` / `-∞`.
public enum NumberFormat {
    /// `value` rounded to at most `decimals` decimals (`12.5`, `200`, `0.33`, `-8`).
    public static func string(_ value: Double, decimals: Int = 2) -> String {
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
}
