import SnapLayoutModel
import Foundation

/// A JSON syntax error at a byte offset.
struct JSONSyntaxError: Error {
    var offset: Int
    var message: String
}

/// A small, fast JSON parser over bytes: keeps positions for error messages, rejects duplicate
/// keys, and reads numbers exactly (the shortest text that round-trips gives the same Double).
struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Deeper nesting than this is an error rather than a stack overflow.
    static let maximumDepth = 512

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses exactly one value (white space around it allowed).
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw JSONSyntaxError(offset: parser.index, message: "unexpected \(parser.describeCurrent()) after the document")
        }
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw JSONSyntaxError(offset: index, message: "expected a value, found end of input") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString(), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true, offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false, offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return .null(offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(), offset: start)
        default:
            if bytes[index...].starts(with: Array("NaN".utf8)) || bytes[index...].starts(with: Array("Infinity".utf8)) {
                throw JSONSyntaxError(offset: index, message: "NaN and Infinity are not numbers in JSON")
            }
            throw JSONSyntaxError(offset: index, message: "expected a value, found \(describeCurrent())")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else {
            throw JSONSyntaxError(offset: index, message: "expected a value, found \(describeCurrent())")
        }
        index += utf8.count
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw JSONSyntaxError(offset: index, message: "nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        try enter()
        index += 1
        var members: [JSONMember] = []
        // A document's objects have a few keys: one allocation instead of growing three times.
        members.reserveCapacity(8)
        var seen = DuplicateKeys()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members, offset: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(offset: index, message: "expected a key in quotes, found \(describeCurrent())")
            }
            let keyOffset = index
            let key = try parseString()
            guard seen.insert(key, among: members) else {
                throw JSONSyntaxError(offset: keyOffset, message: "duplicate key '\(MessageText.quoted(key))'")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw JSONSyntaxError(offset: index, message: "expected ':' after key '\(MessageText.quoted(key))', found \(describeCurrent())")
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, value: try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw JSONSyntaxError(offset: index, message: "expected ',' or '}', found end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw JSONSyntaxError(offset: index, message: "expected ',' or '}', found \(describeCurrent())")
        }
        depth -= 1
        return .object(members, offset: start)
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements, offset: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw JSONSyntaxError(offset: index, message: "expected ',' or ']', found end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw JSONSyntaxError(offset: index, message: "expected ',' or ']', found \(describeCurrent())")
        }
        depth -= 1
        return .array(elements, offset: start)
    }

    /// A string's value: a string with no escape is one slice of the input.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return try Self.decode(bytes[(start + 1)..<(index - 1)])
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw JSONSyntaxError(offset: index, message: "a control character inside a string") }
            index += 1
        }
        throw JSONSyntaxError(offset: start, message: "a string that never ends")
    }

    /// The text of a string's bytes (no escapes), which must be UTF-8.
    private static func decode(_ slice: ArraySlice<UInt8>) throws(JSONSyntaxError) -> String {
        if let bad = UTF8Validation.firstInvalidByte(in: slice) { throw notUTF8(at: bad, byte: slice[bad]) }
        return String(decoding: slice, as: UTF8.self)
    }

    private static func notUTF8(at offset: Int, byte: UInt8) -> JSONSyntaxError {
        let hex = (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        return JSONSyntaxError(offset: offset, message: "byte 0x\(hex) at byte offset \(offset) is not UTF-8 (JSON text must be UTF-8)")
    }

    /// The rest of a string that has escapes, from its first backslash at `index`. Escapes are
    /// decoded into one byte buffer, turned into a `String` once at the end: appending to a
    /// `String` piece by piece copied it each time (quadratic).
    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var decoded = Array(bytes[(start + 1)..<index])
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                decoded.append(contentsOf: bytes[runStart..<index])
                index += 1
                if let bad = UTF8Validation.firstInvalidByte(in: bytes[(start + 1)..<(index - 1)]) {
                    throw Self.notUTF8(at: bad, byte: bytes[bad])
                }
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 {
                throw JSONSyntaxError(offset: index, message: "a control character inside a string")
            }
            if byte == UInt8(ascii: "\\") {
                decoded.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard index < bytes.count else { break }
                try appendEscape(to: &decoded)
                index += 1
                runStart = index
                continue
            }
            index += 1
        }
        throw JSONSyntaxError(offset: start, message: "a string that never ends")
    }

    /// Decodes the escape whose letter is at `index` (after its backslash) into UTF-8, leaving
    /// `index` on its last byte.
    private mutating func appendEscape(to decoded: inout [UInt8]) throws(JSONSyntaxError) {
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(bytes[index])
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4(at: index + 1)
            index += 4
            if (0xD800..<0xDC00).contains(code), index + 6 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "\\"), bytes[index + 2] == UInt8(ascii: "u") {
                let low = try hex4(at: index + 3)
                if (0xDC00..<0xE000).contains(low) {
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw JSONSyntaxError(offset: index, message: "an invalid \\u escape")
            }
            decoded.append(contentsOf: UTF8.encode(scalar)!)
        default:
            throw JSONSyntaxError(offset: index - 1, message: "an invalid escape '\\\(MessageText.quoted(String(decoding: [bytes[index]], as: UTF8.self)))'")
        }
    }

    private func hex4(at position: Int) throws(JSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw JSONSyntaxError(offset: position, message: "an incomplete \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            value <<= 4
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw JSONSyntaxError(offset: position, message: "an invalid \\u escape")
            }
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - from
        }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw JSONSyntaxError(offset: start, message: "a malformed number") }
        // JSON's grammar: an integer part of more than one digit does not start with 0.
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw JSONSyntaxError(offset: start, message: "a number with a leading zero")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw JSONSyntaxError(offset: start, message: "a malformed number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw JSONSyntaxError(offset: start, message: "a malformed number") }
        }
        if let value = Self.exactDecimal(bytes[start..<index]) { return value }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw JSONSyntaxError(offset: start, message: "a malformed number")
        }
        return value
    }
}

extension Array where Element == UInt8 {
    /// Line and column (both from 1) of a byte offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in self[..<Swift.min(offset, count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }
}

extension JSONParser {
    /// The object that starts at `start` in `bytes` and where it ends, or `nil` when no complete
    /// JSON object starts there. What follows the object is not looked at.
    static func object(in bytes: [UInt8], at start: Int) -> (members: [JSONMember], end: Int)? {
        var parser = JSONParser(bytes)
        parser.index = start
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{"),
              case .object(let members, _)? = try? parser.parseValue() else { return nil }
        return (members, parser.index)
    }
}
