import Foundation

/// The encoding check made before a file reaches the XML parser. Interface Builder writes UTF-8,
/// and libxml2's converters for other encodings are not safe on hostile input: a storyboard that
/// declares `encoding="UTF-7"` crashed the parser inside `xmlParseChunk` (found by the fuzzer,
/// kept in `Fuzz/regressions-ib/`). Only UTF-8 (and its ASCII subset) is handed to the parser;
/// anything else is one error naming the encoding.
enum IBXMLEncoding {
    /// The bytes read before parsing: enough for any XML declaration.
    static let prefixLength = 1_024

    /// Why `prefix` (the file's first bytes) is not a UTF-8 XML file, or `nil`.
    static func problem(in prefix: ArraySlice<UInt8>) -> IBProblem? {
        let bytes = Array(prefix)
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.prefix(4).contains(0) {
            return IBProblem(line: 1, "is not UTF-8 (it is UTF-16 or UTF-32): Interface Builder files are UTF-8, the only encoding read")
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        guard bytes[start] == UInt8(ascii: "<") else {
            return IBProblem(line: 1, "malformed XML: the file does not start with an element or an XML declaration")
        }
        guard let name = declaredEncoding(bytes[start...]) else { return nil }
        let known = ["utf-8", "utf8", "us-ascii", "ascii"]
        guard known.contains(name.lowercased()) else {
            return IBProblem(line: 1, "the XML declaration names the encoding '\(IBText.quoted(name))': Interface Builder files are UTF-8, the only encoding read")
        }
        return nil
    }

    /// The `encoding` of an XML declaration at the start of `bytes`, or `nil` when there is none.
    static func declaredEncoding(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = bytes.prefix { $0 != UInt8(ascii: ">") }
        let text = String(decoding: declaration, as: UTF8.self)
        guard let key = text.range(of: "encoding") else { return nil }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}
