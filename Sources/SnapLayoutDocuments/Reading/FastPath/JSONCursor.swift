/// A position in a document's bytes for `DocumentFastReader`, which reads JSON straight into a
/// snapshot. It reads only what a valid document of the usual shape holds: every method returns
/// `nil` (or `false`) on anything else, and the fast reader then leaves the document to the full
/// reader, which reports the exact error. So the cursor never needs to explain, only to decline.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    /// Consumes `byte` after white space; `false` (nothing consumed but the space) if it is not next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// The next byte after white space, not consumed.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// The bytes of a string of ASCII without escapes or control characters, as a range of `bytes`
    /// (quotes excluded); `nil` for anything else (the full parser checks that other bytes are UTF-8).
    mutating func stringRange() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<(index - 1)
            }
            // An escape or a control character: the full parser decodes or reports it.
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
            index += 1
        }
        return nil
    }

    /// A string value, decoded as the full parser decodes it.
    mutating func string() -> String? {
        guard let range = stringRange() else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the bytes in `range` are exactly `text`.
    func range(_ range: Range<Int>, is text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        for k in 0..<range.count where bytes[range.lowerBound + k] != expected[k] { return false }
        return true
    }

    /// A number with JSON's grammar (as `JSONParser` reads it, the same `Double`).
    mutating func number() -> Double? {
        skipWhitespace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if let value = JSONParser.exactDecimal(text) { return value }
        return Double(String(decoding: text, as: UTF8.self))
    }

    private mutating func digits() -> Int {
        let from = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - from
    }

    /// Consumes `word` (`null`, `true`, `false`) if it is next.
    mutating func take(word: StaticString) -> Bool {
        skipWhitespace()
        guard index + word.utf8CodeUnitCount <= bytes.count,
              range(index..<(index + word.utf8CodeUnitCount), is: word) else { return false }
        index += word.utf8CodeUnitCount
        return true
    }

    /// `true` or `false`.
    mutating func bool() -> Bool? {
        if take(word: "true") { return true }
        if take(word: "false") { return false }
        return nil
    }

    /// The members of an object, each key's range handed to `member`, which reads the value and
    /// returns `false` to decline. `false` for anything but a well-formed object.
    mutating func members(_ member: (inout JSONCursor, Range<Int>) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = stringRange(), take(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// The elements of an array, each read by `element`, which returns `false` to decline.
    mutating func elements(_ element: (inout JSONCursor) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }
}
