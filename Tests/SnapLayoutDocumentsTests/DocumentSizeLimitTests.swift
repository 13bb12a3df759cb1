import Foundation
import Testing
@testable import SnapLayoutDocuments

/// Issue 38: input that never completes a document does not exhaust memory. A byte that cannot
/// start a document is an error at once; a document larger than the limit is skipped with an error
/// (its bytes dropped as they are read), and the documents around it are read.
struct DocumentSizeLimitTests {
    static func split(_ text: String, limit: Int, chunkSize: Int) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return DocumentStream(handle: handle, baseName: "f.json", chunkSize: chunkSize, maximumDocumentSize: limit).map {
            if let problem = $0.problem { return "\($0.defaultName)!\(problem)" }
            return "\($0.defaultName)=\(String(decoding: $0.bytes, as: UTF8.self))"
        }
    }

    static let tooLarge = "the document is larger than 40 bytes, the limit (--max-document-size raises it); it is not read"

    static let cases: [(String, [String])] = [
        // Control bytes cannot start JSON text: one problem, and the next line is read.
        ("\u{0}\u{1}garbage\n{\"b\":2}", ["f.json!line 1, column 1: byte 0x00 cannot start a document", #"f.json={"b":2}"#]),
        ("{\"a\":1}\n\u{7F}\n{\"b\":2}", [#"f.json#1={"a":1}"#, "f.json!line 2, column 1: byte 0x7F cannot start a document", #"f.json#2={"b":2}"#]),
        // A byte no JSON has outside a string breaks a document where it is.
        ("{\"a\":\u{0}\u{0}\u{0}\n{\"b\":2}", ["f.json#1={\"a\":\u{0}\u{0}\u{0}", #"f.json#2={"b":2}"#]),
        // Larger than the limit: closed, broken, a string with a line break, an unclosed one, a scalar.
        ("{\"a\":1}\n{\"big\": [\(String(repeating: "1, ", count: 30))1]}\n{\"b\":2}",
         [#"f.json#1={"a":1}"#, "f.json#2!line 2, column 1: \(tooLarge)", #"f.json#3={"b":2}"#]),
        ("{\"big\": [\(String(repeating: "1, ", count: 30))1}\n{\"b\":2}", ["f.json#1!line 1, column 1: \(tooLarge)", #"f.json#2={"b":2}"#]),
        ("{\"big\": \"\(String(repeating: "x", count: 60))\n{\"b\":2}", ["f.json#1!line 1, column 1: \(tooLarge)", #"f.json#2={"b":2}"#]),
        ("{\"b\":2}\n{\"big\": [\(String(repeating: "1, ", count: 30))", [#"f.json#1={"b":2}"#, "f.json#2!line 2, column 1: \(tooLarge)"]),
        ("\(String(repeating: "7", count: 60))\n{\"b\":2}", ["f.json#1!line 1, column 1: \(tooLarge)", #"f.json#2={"b":2}"#]),
        // In an array, the element after a large one.
        ("[{\"big\": [\(String(repeating: "1, ", count: 30))1]}, {\"b\":2}]", ["f.json#1!line 1, column 2: \(tooLarge)", #"f.json#2={"b":2}"#]),
        // A line with no break past the limit: the rest of the input is given up, in one line.
        ("\u{0}\(String(repeating: "\u{0}", count: 100))", ["f.json!line 1, column 1: byte 0x00 cannot start a document",
                                                          "f.json!line 1, column 42: no line break or document in the next 40 bytes: the rest of the input is not read"]),
    ]

    @Test(arguments: cases)
    func documentsPastTheLimitAreSkipped(text: String, expected: [String]) throws {
        for chunkSize in [1, 7, 64, 1 << 20] {
            let actual = try Self.split(text, limit: 40, chunkSize: chunkSize)
            #expect(actual == expected, "chunk size \(chunkSize)")
        }
    }

    /// An endless input of zeros ends, after the limit, with two lines.
    @Test func endlessZerosEnd() throws {
        let zeros = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
        defer { try? zeros.close() }
        let elements = Array(DocumentStream(handle: zeros, baseName: "zero", maximumDocumentSize: 1 << 20))
        #expect(elements.map(\.problem) == [
            "line 1, column 1: byte 0x00 cannot start a document",
            "line 1, column 1048578: no line break or document in the next 1048576 bytes: the rest of the input is not read",
        ])
    }

    /// The default limit fits a document of 100 000 views and their constraints.
    @Test func theDefaultLimitFitsAHundredThousandViews() {
        let view = #"{"id":"view99999","parent":"view99998","intrinsicSize":[120,21]},"#
        let constraint = #""view99999.leading == view99998.trailing + 8","view99999.top == view99998.bottom + 8","#
        #expect(100_000 * (view.utf8.count + constraint.utf8.count) < DocumentStream.defaultMaximumDocumentSize)
    }
}
