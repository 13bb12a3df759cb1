/// Where a run of bytes stops being UTF-8. JSON text must be UTF-8 (RFC 8259), and decoding
/// replaced bad bytes with U+FFFD, so a document with a broken id was solved as if it were right
/// (issue 38); now the first bad byte is an error at its offset.
enum UTF8Validation {
    /// The index of the first byte of `bytes` that is not part of well-formed UTF-8 (an overlong
    /// form, a surrogate, a value past U+10FFFF, a stray or missing continuation byte), or `nil`.
    static func firstInvalidByte<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes) -> Bytes.Index? {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 {
                index = bytes.index(after: index)
                continue
            }
            // The continuation bytes' count and the range the first of them must be in (which rules
            // out overlong forms, surrogates and values past U+10FFFF).
            let (count, low, high): (Int, UInt8, UInt8)
            switch lead {
            case 0xC2...0xDF: (count, low, high) = (1, 0x80, 0xBF)
            case 0xE0: (count, low, high) = (2, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (count, low, high) = (2, 0x80, 0xBF)
            case 0xED: (count, low, high) = (2, 0x80, 0x9F)
            case 0xF0: (count, low, high) = (3, 0x90, 0xBF)
            case 0xF1...0xF3: (count, low, high) = (3, 0x80, 0xBF)
            case 0xF4: (count, low, high) = (3, 0x80, 0x8F)
            default: return index
            }
            var next = bytes.index(after: index)
            for k in 0..<count {
                guard next != bytes.endIndex else { return index }
                let byte = bytes[next]
                let (minimum, maximum) = k == 0 ? (low, high) : (0x80, 0xBF)
                guard byte >= minimum, byte <= maximum else { return index }
                next = bytes.index(after: next)
            }
            index = next
        }
        return nil
    }
}
