import Foundation
import Testing
@testable import SnapLayoutDocuments

/// Splitting files and streams into documents: objects, arrays, JSON Lines, framing problems, at
/// every chunk boundary.
struct DocumentStreamTests {
    /// `name=bytes` per document, `name!problem` per problem, reading `chunkSize` bytes at a time.
    static func split(_ text: String, chunkSize: Int, alwaysNumbered: Bool = false) throws -> [String] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return DocumentStream(handle: handle, baseName: "f.json", alwaysNumbered: alwaysNumbered, chunkSize: chunkSize).map {
            if let problem = $0.problem { return "\($0.defaultName)!\(problem)" }
            return "\($0.defaultName)=\(String(decoding: $0.bytes, as: UTF8.self))"
        }
    }

    static let framing: [(String, [String])] = [
        (#"  {"a": "}"}  "#, [#"f.json={"a": "}"}"#]),
        (#"[{"a":1}, {"b":[2,{"c":"]"}]} ]"#, [#"f.json#1={"a":1}"#, #"f.json#2={"b":[2,{"c":"]"}]}"#]),
        (#"[{"a":1}]"#, [#"f.json#1={"a":1}"#]),
        ("{\"a\":1}\n{\"b\":\"\\\"}\"}\n\n{\"c\":3}\n", [#"f.json#1={"a":1}"#, #"f.json#2={"b":"\"}"}"#, #"f.json#3={"c":3}"#]),
        ("{\"a\":1}{\"b\":2}", [#"f.json#1={"a":1}"#, #"f.json#2={"b":2}"#]),
        // An input with no document is an error, never silence.
        ("", ["f.json!holds no document (the input is empty or only white space)"]),
        ("  \n ", ["f.json!holds no document (the input is empty or only white space)"]),
        ("[]", ["f.json!line 1, column 2: the array holds no document"]),
        ("[ \n ]\n", ["f.json!line 2, column 2: the array holds no document"]),
        ("\u{FEFF}{\"a\":1}", [#"f.json={"a":1}"#]),
        // A truncated document is passed on as it is, so that reading it reports the error.
        (#"{"a": [1, 2"#, [#"f.json={"a": [1, 2"#]),
        // A stray closing bracket on a document's line belongs to it (one error for the line);
        // stray characters between documents become documents of their own (never a hang).
        ("{\"a\":1} ]\n{\"b\":2}", [#"f.json#1={"a":1} ]"#, #"f.json#2={"b":2}"#]),
        ("{\"a\":1}\n]\n{\"b\":2}", [#"f.json#1={"a":1}"#, "f.json#2=]", #"f.json#3={"b":2}"#]),
        // A broken document never swallows the ones after it: it is cut at the next line that
        // starts with '{' in its column (a bracket closed by the other kind, a value after a value,
        // a line break inside a string, an unclosed bracket).
        ("{\"a\":[1}\n{\"b\":2}\n", [#"f.json#1={"a":[1}"#, #"f.json#2={"b":2}"#]),
        ("{\"a\":[1, {\"c\":2}\n{\"b\":2}\n{\"d\":3}", [#"f.json#1={"a":[1, {"c":2}"#, #"f.json#2={"b":2}"#, #"f.json#3={"d":3}"#]),
        ("{\"a\":\"x}\n{\"b\":2}", [#"f.json#1={"a":"x}"#, #"f.json#2={"b":2}"#]),
        ("{\"a\":1}\n[,\n{\"b\":2}", [#"f.json#1={"a":1}"#, "f.json#2=[,", #"f.json#3={"b":2}"#]),
        ("{\"a\":1}\n[\n{\"b\":2}\n{\"c\":3}", [#"f.json#1={"a":1}"#, "f.json#2=[", #"f.json#3={"b":2}"#, #"f.json#4={"c":3}"#]),
        ("{\"a\":[1,\n{\"b\":2}\n", [#"f.json#1={"a":[1,"#, #"f.json#2={"b":2}"#]),
        // Pretty-printed documents are cut at the next document's first line.
        ("{\n  \"a\": [1\n}\n{\n  \"b\": 2\n}\n", ["f.json#1={\n  \"a\": [1\n}", "f.json#2={\n  \"b\": 2\n}"]),
        // In an array, the next element is read after a broken one.
        ("[\n{\"a\":[1},\n{\"b\":2}\n]", [#"f.json#1={"a":[1},"#, #"f.json#2={"b":2}"#]),
        ("[\n{\"a\":[1, {\"c\":2},\n{\"b\":2}\n]", [#"f.json#1={"a":[1, {"c":2},"#, #"f.json#2={"b":2}"#]),
        // With no line to resume at, an array says that the documents after a broken one are lost.
        (#"[{"a":[1},{"b":2},{"c":3}]"#, [#"f.json#1={"a":[1},{"b":2},{"c":3}]"#, "f.json!lines 1–1 were read as one broken document: it runs to the end of the input, and no complete document starts after it"]),
        // Issue 38: an indented broken line no longer swallows the lines after it, and in an array
        // on one line the next complete document (an object with "views") is found after a broken one.
        (" {\"views\":[{\"id\":\"b\"}\n{\"views\":[]}\n{\"views\":[]}\n", [#"f.json#1={"views":[{"id":"b"}"#, #"f.json#2={"views":[]}"#, #"f.json#3={"views":[]}"#]),
        (#"[{"views":[1]}, {"views":[{"id":"b"}, {"views":[2]}, {"views":[3]}]"#, [#"f.json#1={"views":[1]}"#, #"f.json#2={"views":[{"id":"b"},"#, #"f.json#3={"views":[2]}"#, #"f.json#4={"views":[3]}"#]),
        ("{\"views\":[{\"id\":\"b\"}, {\"views\":[2]}\n", [#"f.json#1={"views":[{"id":"b"},"#, #"f.json#2={"views":[2]}"#]),
        (#"[{"views":[{"id":"b"}, {"id":"c"}, {"views":[3]}]"#, [#"f.json#1={"views":[{"id":"b"}, {"id":"c"},"#, #"f.json#2={"views":[3]}"#]),
        // Valid documents laid out any way are never cut.
        ("{\n\"v\": [\n{\"id\": 1},\n{\"id\": 2}\n]\n}\n{\"b\":2}", ["f.json#1={\n\"v\": [\n{\"id\": 1},\n{\"id\": 2}\n]\n}", #"f.json#2={"b":2}"#]),
        ("{\"a\":1}\n42 \n", [#"f.json#1={"a":1}"#, "f.json#2=42"]),
        // Framing problems of an array, named after the file.
        (#"[{"a":1} {"b":2}]"#, [#"f.json#1={"a":1}"#, "f.json!line 1, column 10: expected ',' or ']' after a document, found '{'", #"f.json#2={"b":2}"#]),
        (#"[{"a":1},]"#, [#"f.json#1={"a":1}"#, "f.json!line 1, column 10: expected a document after ',', found ']'"]),
        (#"[,{"a":1}]"#, ["f.json!line 1, column 2: expected a document, found ','", #"f.json#1={"a":1}"#]),
        ("[{\"a\":1},\n", [#"f.json#1={"a":1}"#, "f.json!line 2, column 1: the array of documents ends without ']'"]),
        (#"[{"a":1}  "#, [#"f.json#1={"a":1}"#, "f.json!line 1, column 11: the array of documents ends without ']'"]),
        (#"[{"a":1}] {"b":2}"#, [#"f.json#1={"a":1}"#, "f.json!line 1, column 11: unexpected '{' after the array of documents (the rest of the file is not read)"]),
        // Scalars in an array end at ',' or ']' (strings may hold both).
        (#"[1, "x,]", {"a":1}]"#, ["f.json#1=1", #"f.json#2="x,]""#, #"f.json#3={"a":1}"#]),
        // Multi-byte characters and newlines inside documents.
        ("[{\"é\":\n\"ü\"},\n {\"b\":2}]", ["f.json#1={\"é\":\n\"ü\"}", #"f.json#2={"b":2}"#]),
    ]

    @Test(arguments: framing)
    func framingIsTheSameAtEveryChunkSize(text: String, expected: [String]) throws {
        for chunkSize in [1, 2, 3, 7, 64, 1 << 20] {
            #expect(try Self.split(text, chunkSize: chunkSize) == expected, "chunk size \(chunkSize)")
        }
    }

    @Test func standardInputNumbersEvenALoneDocument() throws {
        #expect(try Self.split(#"{"a":1}"#, chunkSize: 4, alwaysNumbered: true) == [#"f.json#1={"a":1}"#])
    }

    @Test func documentsArriveFromAPipeAsTheyAreWritten() throws {
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        let documents = (1...50).map { #"{"views":[{"id":"r\#($0)"}]}"# }
        let thread = Thread {
            for document in documents {
                writer.write(Data((document + "\n").utf8))
                usleep(200)
            }
            try? writer.close()
        }
        thread.start()
        let elements = Array(DocumentStream(handle: pipe.fileHandleForReading, baseName: "stdin", alwaysNumbered: true))
        #expect(elements.map(\.defaultName) == (1...50).map { "stdin#\($0)" })
        #expect(elements.map { String(decoding: $0.bytes, as: UTF8.self) } == documents)
    }

    @Test func errorsInsideADocumentPointIntoTheFile() throws {
        let text = "[\n  {\"views\": [{\"id\": \"r\"}]},\n  {\"views\": [{\"id\": \"q\"}], \"size\": [1, 2,]}\n]"
        let elements = Array(DocumentStream(bytes: Array(text.utf8), baseName: "f.json"))
        #expect(elements.map(\.line) == [2, 3])
        #expect(elements.map(\.column) == [3, 3])
        guard case .failure(let error) = elements[1].read() else { Issue.record("expected an error"); return }
        #expect(error.description == "document 'f.json#2': line 3, column 42: expected a value, found ']'")
    }

    @Test func aFileThatCannotBeOpenedIsOneProblem() {
        let elements = Array(DocumentStream(path: "/no/such/dir/f.json", baseName: "f.json"))
        #expect(elements.count == 1)
        #expect(elements.first?.problem == "cannot open the file: No such file or directory")
        #expect(elements.first?.defaultName == "f.json")
    }

    @Test func aDirectoryIsNotAFileOfDocuments() {
        let elements = Array(DocumentStream(path: FileManager.default.temporaryDirectory.path, baseName: "tmp"))
        #expect(elements.map(\.problem) == ["cannot read the file: Is a directory"])
    }

    @Test func largeInputsStreamInPieces() throws {
        // 20 000 documents across many 1 KB chunks come out whole and in order.
        let documents = (0..<20_000).map { #"{"name":"d\#($0)","views":[{"id":"root","frame":[0,0,\#($0),1]}]}"# }
        let names = try Self.split(documents.joined(separator: "\n"), chunkSize: 1024)
        #expect(names.count == documents.count)
        #expect(names.last == "f.json#20000=" + documents.last!)
    }
}
