import Foundation
import Testing
import SnapLayoutCommand

/// A batch of 1 000 documents with one of each kind of bad document in the middle: each bad one is
/// exactly one error line, and every other result is byte for byte what a clean run prints.
struct BatchResynchronisationTests {
    /// Document `i` of the batch, on one line.
    static func document(_ i: Int) -> String {
        #"{"name":"d\#(i)","size":[\#(100 + i),50],"views":[{"id":"r"},{"id":"a","parent":"r","intrinsicSize":[\#(i % 40),8]}],"#
            + #""constraints":["a.left == r.left + \#(i % 7)","a.trailing <= r.trailing - 2 @750","a.top == \#(i % 5)"]}"#
    }

    /// Bad documents by kind, each replacing one good document.
    static let badKinds: [(kind: String, text: String)] = [
        ("a missing ]", #"{"name":"x","views":[{"id":"r"}, "constraints":[]}"#),
        ("a missing }", #"{"name":"x","views":[{"id":"r"}],"constraints":[]"#),
        ("an unclosed string", #"{"name":"x,"views":[{"id":"r"}]}"#),
        ("a stray [ line", "["),
        ("a stray ] line", "]"),
        ("a stray } after a document", #"{"views":[{"id":"r"}]}}"#),
        ("a bracket closed by the other kind", #"{"views":[{"id":"r"}}]"#),
        ("a scalar", "42"),
        ("an unknown key", #"{"views":[{"id":"r"}],"colour":1}"#),
        ("a bad constraint", #"{"views":[{"id":"r"}],"constraints":["r.width === 3"]}"#),
        ("a multiplier past the limit", #"{"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.left == 1e9 * r.left * 1e9"]}"#),
        ("an id with a line break", #"{"views":[{"id":"r\n"}]}"#),
        ("nested too deep", String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
        // Issue 38: a broken line that does not start in the first column.
        ("an indented missing ]", #" {"name":"x","views":[{"id":"r"}, "constraints":[]}"#),
        ("a missing } indented by a tab", "\t" + #"{"name":"x","views":[{"id":"r"}],"constraints":[]"#),
    ]

    /// The batch: 1 000 documents, bad ones at 400, 410, 420, …
    static func batch() -> (lines: [String], badIndices: [Int]) {
        var lines = (0..<1000).map(document)
        let bad = badKinds.indices.map { 400 + 10 * $0 }
        for (k, index) in bad.enumerated() { lines[index] = badKinds[k].text }
        return (lines, bad)
    }

    func results(_ text: String, name: String, jobs: Int) throws -> [Substring] {
        let file = try CommandRunner.temporaryFile(text, name: name)
        let (status, output, _) = try CommandRunner.run(["solve", "--jobs", "\(jobs)", file.path])
        #expect(status == (name.hasPrefix("clean") ? 0 : 1))
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    @Test(arguments: [1, 2])
    func jsonLinesResumeAtTheNextLine(jobs: Int) throws {
        let clean = try results((0..<1000).map(Self.document).joined(separator: "\n"), name: "clean.jsonl", jobs: jobs)
        let (lines, bad) = Self.batch()
        let dirty = try results(lines.joined(separator: "\n") + "\n", name: "dirty.jsonl", jobs: jobs)
        #expect(dirty.count == 1000)
        for index in 0..<1000 where dirty.count == 1000 {
            if bad.contains(index) {
                #expect(dirty[index].hasPrefix(#"{"name":"dirty.jsonl#\#(index + 1)","status":"error""#),
                        "\(Self.badKinds[bad.firstIndex(of: index)!].kind): \(dirty[index])")
            } else {
                #expect(dirty[index] == clean[index], "document \(index)")
            }
        }
    }

    /// In an array of one document a line, the element after a broken one is read.
    @Test func anArrayResumesAtTheNextElement() throws {
        let clean = try results("[\n" + (0..<1000).map(Self.document).joined(separator: ",\n") + "\n]", name: "clean.json", jobs: 2)
        var lines = (0..<1000).map(Self.document)
        let bad = [400, 410, 420, 430]
        for (k, index) in bad.enumerated() { lines[index] = Self.badKinds[k].text }
        let dirty = try results("[\n" + lines.joined(separator: ",\n") + "\n]", name: "dirty.json", jobs: 2)
        #expect(dirty.count == 1000)
        for index in 0..<1000 where dirty.count == 1000 {
            if bad.contains(index) {
                #expect(dirty[index].hasPrefix(#"{"name":"dirty.json#\#(index + 1)","status":"error""#), "\(dirty[index])")
            } else {
                #expect(dirty[index] == clean[index], "document \(index)")
            }
        }
    }
}

extension BatchResynchronisationTests {
    /// Issue 38: in an array written on one line, where no line tells where the next document
    /// starts, the next complete document after a broken one is found and read.
    @Test func anArrayOnOneLineResumesAtTheNextDocument() throws {
        let clean = try results("[" + (0..<1000).map(Self.document).joined(separator: ", ") + "]", name: "clean.json", jobs: 2)
        var lines = (0..<1000).map(Self.document)
        let bad = [400, 410, 420, 430, 440]
        for (k, index) in bad.enumerated() { lines[index] = Self.badKinds[[0, 1, 2, 6, 9][k]].text }
        let dirty = try results("[" + lines.joined(separator: ", ") + "]", name: "dirty.json", jobs: 2)
        #expect(dirty.count == 1000)
        for index in 0..<1000 where dirty.count == 1000 {
            if bad.contains(index) {
                #expect(dirty[index].hasPrefix(#"{"name":"dirty.json#\#(index + 1)","status":"error""#), "\(dirty[index])")
            } else {
                #expect(dirty[index] == clean[index], "document \(index)")
            }
        }
    }
}

/// An input with no document is an error in every subcommand, never a silent success.
struct EmptyInputTests {
    @Test(arguments: ["", "  \n\t ", "[]"])
    func everySubcommandSaysTheInputHoldsNoDocument(text: String) throws {
        let file = try CommandRunner.temporaryFile(text, name: "empty.json")
        let message = text == "[]" ? "line 1, column 2: the array holds no document"
            : "holds no document (the input is empty or only white space)"
        let solve = try CommandRunner.run(["solve", file.path])
        #expect(solve.0 == 1)
        #expect(solve.1 == #"{"name":"empty.json","status":"error","error":"document 'empty.json': \#(message)"}"# + "\n")
        let explain = try CommandRunner.run(["explain", file.path])
        #expect(explain.0 == 1)
        #expect(explain.1 == "== empty.json ==\nerror: \(message)\n")
        let compare = try CommandRunner.run(["compare", file.path])
        #expect(compare.0 == 1)
        #expect(compare.1 == "error    empty.json: \(message)\n1 documents: 0 agree, 0 disagree, 1 could not be solved\n")
        let picture = file.deletingLastPathComponent().appendingPathComponent("empty.svg").path
        let render = try CommandRunner.run(["render", file.path, "--output", picture])
        #expect(render.0 == 1)
        #expect(render.2 == "snaplayout: document 'empty.json': \(message)\nsnaplayout: nothing to draw\n")
    }

    @Test func aFolderWithNoDocumentIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output, _) = try CommandRunner.run(["solve", folder.path])
        #expect(status == 1)
        #expect(output == #"{"name":"\#(folder.path)","status":"error","error":"document '\#(folder.path)': the directory holds no document (no *.json or *.jsonl file)"}"# + "\n")
    }
}
