/// Counts over UTF-8 bytes, eight at a time in a 64-bit word (the stream keeps line and column
/// numbers of every document's bytes, so these run over the whole input).
///
/// A word's bits are counted only when it has any: the baseline x86-64 target has no population
/// count instruction, and its software count on every word was most of the cost, when line breaks
/// and non-ASCII characters are rare.
enum ByteCounts {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// How many of `bytes` are line breaks (0x0A).
    static func newlines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0, index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ (ones &* 0x0A)
                // The high bit of each byte that is zero, and of no other (no borrow between bytes).
                let zeros = ~(((word & lows) &+ lows) | word | lows)
                if zeros != 0 { count &+= zeros.nonzeroBitCount }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == 0x0A { count &+= 1 }
            index += 1
        }
        return count
    }

    /// How many characters `bytes` holds: the bytes that are not continuation bytes (10xxxxxx).
    static func characters(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var continuations = 0, index = 0
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Bit 7 set and bit 6 (shifted into bit 7's place) clear.
                let found = word & ~(word << 1) & highs
                if found != 0 { continuations &+= found.nonzeroBitCount }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] & 0xC0 == 0x80 { continuations &+= 1 }
            index += 1
        }
        return bytes.count - continuations
    }
}
