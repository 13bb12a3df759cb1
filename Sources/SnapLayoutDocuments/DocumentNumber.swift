/// How documents read and write numbers.
enum DocumentNumber {
    /// Larger magnitudes are rejected as absurd: no layout is a billion points wide, and such
    /// numbers only lose precision in the solver.
    static let limit = 1e9

    /// The shortest text that reads back as `value`; integers without `.0`, `-0` as `0`.
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        let rounded = value.rounded()
        // A solve's round-off below 1e-9 is not worth printing as 374.99999999999994.
        if abs(value - rounded) <= 1e-9 * max(1, abs(value)), abs(rounded) < 1e15 {
            return rounded == 0 ? "0" : String(Int64(rounded))
        }
        return "\(value)"
    }
}
