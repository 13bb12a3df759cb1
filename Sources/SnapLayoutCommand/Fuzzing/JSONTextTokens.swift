/// Where the tokens of a JSON text are, found by one scan that tracks strings and nothing else:
/// good enough for mutating text that is mostly JSON (a broken document is scanned all the same).
struct JSONTextTokens {
    /// The ranges of number-like runs outside strings (`-12.5e3`, also `1.`).
    var numbers: [Range<Int>] = []
    /// The ranges of string literals' contents (quotes excluded).
    var strings: [Range<Int>] = []
    /// The offsets just after the `{` of every object that has an `"id"` member first (a view).
    var views: [Int] = []
    /// The ids of views, in order.
    var ids: [String] = []
    /// The offset of the `]` that closes the `"views"` array, when there is one.
    var viewsEnd: Int?

    init(_ bytes: [UInt8]) {
        var index = 0
        var depthAtViews: Int?
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let end = Self.stringEnd(bytes, from: index + 1)
                strings.append((index + 1)..<end)
                noteKey(bytes, (index + 1)..<end, depth: depth, &depthAtViews)
                index = end + 1
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if byte == UInt8(ascii: "{"), bytes[(index + 1)...].starts(with: Array(#""id":""#.utf8)) { views.append(index + 1) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if byte == UInt8(ascii: "]"), depthAtViews == depth { viewsEnd = index; depthAtViews = nil }
                depth -= 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                var end = index + 1
                while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
                numbers.append(index..<end)
                index = end
                continue
            default:
                break
            }
            index += 1
        }
    }

    /// Notes a view's id, and where the `"views"` array opens.
    private mutating func noteKey(_ bytes: [UInt8], _ range: Range<Int>, depth: Int, _ depthAtViews: inout Int?) {
        if bytes[range].elementsEqual("views".utf8) { depthAtViews = depth + 1 }
        if range.lowerBound >= 2, bytes[range.lowerBound - 2] == UInt8(ascii: "{"), bytes[range].elementsEqual("id".utf8),
           range.upperBound + 2 < bytes.count, bytes[range.upperBound + 1] == UInt8(ascii: ":"),
           bytes[range.upperBound + 2] == UInt8(ascii: "\"") {
            let start = range.upperBound + 3
            ids.append(String(decoding: bytes[start..<Self.stringEnd(bytes, from: start)], as: UTF8.self))
        }
    }

    /// The offset of the quote that ends the string whose content starts at `start` (or the end).
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == 0x0A { return index }
            index += 1
        }
        return bytes.count
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
