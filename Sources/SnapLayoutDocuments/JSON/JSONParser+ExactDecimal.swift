extension JSONParser {
    /// Powers of ten a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

    /// The value of a well-formed JSON number without an exponent and with at most 15 digits,
    /// `nil` for any other (which `Double(String)` then reads, correctly rounded).
    ///
    /// Its digits make an integer below 2⁵³ and its decimals a power of ten up to 10²², both exact
    /// in a `Double`, so one division rounds correctly: the same value `Double(String)` reads
    /// (Clinger's fast path), without making a `String` for every number of a document. Any
    /// collection of bytes, so that the fast reader's buffer is read where it is, not copied.
    static func exactDecimal<Bytes: Collection<UInt8>>(_ text: Bytes) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0, decimals = 0, afterPoint = false, negative = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): afterPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Past 15 digits the fast path cannot be exact, and past 19 the mantissa would
                // overflow (a trap, issue 38): leave the number to the correctly rounded path.
                guard digits < 15 else { return nil }
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if afterPoint { decimals += 1 }
            default: return nil
            }
        }
        let magnitude = Double(mantissa) / exactPowersOfTen[decimals]
        return negative ? -magnitude : magnitude
    }
}
