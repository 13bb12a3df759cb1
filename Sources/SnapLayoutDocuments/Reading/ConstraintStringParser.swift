import SnapLayoutModel
/// A constraint string read up to its anchors: `first relation [multiplier ×] second [+ constant] [@priority]`.
struct ParsedConstraint: Equatable {
    var first: String
    var relation: LayoutRelationSymbol
    var second: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
}

/// `==`, `<=`, `>=` as written.
enum LayoutRelationSymbol: String, Equatable {
    case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
}

/// Reads the contract's constraint strings (section 2) over their UTF-8 bytes. Errors give the
/// column (from 1, in characters) and what was expected there.
struct ConstraintStringParser {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) throws(ReadError) -> ParsedConstraint {
        var parser = ConstraintStringParser(text)
        return try parser.parseConstraint()
    }

    // MARK: positions and errors

    /// The column (from 1, in characters) of byte `offset`.
    private func column(_ offset: Int) -> Int {
        String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self).count + 1
    }

    private func fail(_ expected: String) -> ReadError {
        ReadError(message: "at column \(column(index)): expected \(expected), found \(found())")
    }

    /// The character at `index`, quoted, or "the end".
    private func found() -> String {
        guard index < bytes.count else { return "the end" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return "'\(MessageText.quoted(text.first.map(String.init) ?? text))'"
    }

    // MARK: characters

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func take(_ byte: Character) -> Bool {
        guard current == byte.asciiValue else { return false }
        index += 1
        return true
    }

    // MARK: grammar

    private mutating func parseConstraint() throws(ReadError) -> ParsedConstraint {
        skipSpaces()
        let first = try parseAnchor()
        skipSpaces()
        let relation: LayoutRelationSymbol
        switch (current, index + 1 < bytes.count ? bytes[index + 1] : nil) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")): relation = .equal
        case (UInt8(ascii: "<"), UInt8(ascii: "=")): relation = .lessThanOrEqual
        case (UInt8(ascii: ">"), UInt8(ascii: "=")): relation = .greaterThanOrEqual
        default: throw fail("a relation (==, <=, >=)")
        }
        index += 2
        skipSpaces()
        var second: String?
        var multiplier = 1.0
        var constant = 0.0
        if startsAnchor() {
            second = try parseAnchor()
        } else {
            guard let number = try parseNumber() else { throw fail("an anchor or a number") }
            skipSpaces()
            if take("*") {
                skipSpaces()
                guard startsAnchor() else { throw fail("an anchor after '*'") }
                multiplier = number
                second = try parseAnchor()
            } else {
                constant = number
            }
        }
        skipSpaces()
        if second != nil, let byte = current, byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/") {
            let divide = byte == UInt8(ascii: "/")
            index += 1
            skipSpaces()
            let factorStart = index
            guard let factor = try parseNumber() else { throw fail("a number after '\(divide ? "/" : "*")'") }
            if divide {
                guard factor != 0 else { throw ReadError(message: "at column \(column(factorStart)): division by zero") }
                multiplier *= 1 / factor
            } else {
                multiplier *= factor
            }
            skipSpaces()
        }
        if second != nil, let byte = current, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            let negative = byte == UInt8(ascii: "-")
            index += 1
            skipSpaces()
            guard let number = try parseNumber() else { throw fail("a number after '\(negative ? "-" : "+")'") }
            constant = negative ? -number : number
            skipSpaces()
        }
        var priority = 1000.0
        if take("@") {
            skipSpaces()
            let start = index
            if let number = try parseNumber() {
                guard number > 0, number <= 1000 else {
                    throw ReadError(message: "at column \(column(start)): priority \(NumberFormat.document(number)) is outside (0, 1000]")
                }
                priority = number
            } else {
                while let byte = current, Self.isLetter(byte) { index += 1 }
                guard let named = DocumentPriority.named[String(decoding: bytes[start..<index], as: UTF8.self)] else {
                    index = start
                    throw fail("a priority (a number in (0, 1000], required, high, medium or low)")
                }
                priority = named
            }
            skipSpaces()
        }
        guard index == bytes.count else {
            throw fail(second == nil ? "'@' or the end" : "'*', '/', '+', '-', '@' or the end")
        }
        return ParsedConstraint(first: first, relation: relation, second: second, multiplier: multiplier,
                                constant: constant, priority: priority)
    }

    /// Whether an anchor starts here rather than a number: a letter or `_`, or an id of digits
    /// (or starting with `-`) followed by '.' and a letter.
    private func startsAnchor() -> Bool {
        guard let byte = current else { return false }
        if Self.isLetter(byte) || byte == UInt8(ascii: "_") { return true }
        var i = index
        while i < bytes.count, Self.isIDByte(bytes[i]) { i += 1 }
        return i > index && i + 1 < bytes.count && bytes[i] == UInt8(ascii: ".") && Self.isLetter(bytes[i + 1])
    }

    /// `id.attribute`, `id.margins.attribute` or `id.safeArea.attribute`, returned as written.
    private mutating func parseAnchor() throws(ReadError) -> String {
        let start = index
        while let byte = current, Self.isIDByte(byte) { index += 1 }
        guard index > start else { throw fail("an anchor such as 'view.left'") }
        guard current == UInt8(ascii: ".") else {
            throw fail("'.' and an attribute after '\(MessageText.quoted(String(decoding: bytes[start..<index], as: UTF8.self)))'")
        }
        var parts = 0
        while current == UInt8(ascii: "."), parts < 2 {
            index += 1
            guard let byte = current, Self.isLetter(byte) else { throw fail("an attribute name") }
            while let byte = current, Self.isLetter(byte) { index += 1 }
            parts += 1
            // A third part is read too, so that `a.padding.left` is reported as an unknown guide.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), Self.isLetter(bytes[index + 1]) else { break }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A decimal number (`-8`, `0.5`, `1e3`), or `nil` when none starts here.
    private mutating func parseNumber() throws(ReadError) -> Double? {
        let start = index
        if let byte = current, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while let byte = current, Self.isDigit(byte) { index += 1; digits += 1 }
        if current == UInt8(ascii: ".") {
            index += 1
            while let byte = current, Self.isDigit(byte) { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = start; return nil }
        if let byte = current, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            var j = index + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            let exponentStart = j
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
            if j > exponentStart { index = j }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw ReadError(message: "at column \(column(start)): the number \(MessageText.quoted(text)) is beyond the range of a double")
        }
        guard abs(value) <= DocumentNumber.limit else {
            throw ReadError(message: "at column \(column(start)): the number \(MessageText.quoted(text)) is larger than \(NumberFormat.document(DocumentNumber.limit)) in magnitude")
        }
        return value
    }
}

/// Named priorities of documents.
enum DocumentPriority {
    static let named: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]
}
