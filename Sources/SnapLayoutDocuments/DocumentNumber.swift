import SnapLayoutModel

/// How documents read and write numbers.
enum DocumentNumber {
    /// Larger magnitudes are rejected as absurd: no layout is a billion points wide, and such
    /// numbers only lose precision in the solver.
    static let limit = LayoutLimits.maximumMagnitude

    /// Values are printed to 9 decimals: a solve's round-off (1e-13) is noise, not worth printing
    /// as 63.74999999999999, and far below the contract's 1e-6.
    static let decimals = 1e9

    /// The shortest text for `value` rounded to 9 decimals; integers without `.0`, `-0` as `0`.
    static func format(_ value: Double) -> String {
        var value = value
        if abs(value) < 1e6 { value = (value * decimals).rounded() / decimals }
        let rounded = value.rounded()
        if abs(value - rounded) <= 1e-9 * max(1, abs(value)), abs(rounded) < 1e18 {
            return rounded == 0 ? "0" : String(Int64(rounded))
        }
        let text = "\(value)"
        // Swift prints some large integral values as `1e+20`, never with a `.0` below 1e18 (handled above).
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
