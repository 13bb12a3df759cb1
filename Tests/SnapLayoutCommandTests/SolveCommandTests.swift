import Foundation
import Testing
import SnapLayoutCommand

/// `snaplayout solve` end to end: inputs, order, parallelism, exit status. Serialized: two tests
/// put a pipe in place of standard input (file descriptor 0) for the time they run.
@Suite(.serialized)
struct SolveCommandTests {
    static let examples = CommandRunner.examples

    func run(_ arguments: [String]) throws -> (Int32, String, String) { try CommandRunner.run(arguments) }

    func temporaryFile(_ text: String, name: String = "batch.jsonl") throws -> URL {
        try CommandRunner.temporaryFile(text, name: name)
    }

    @Test func aDirectoryIsSolvedInSortedOrder() throws {
        let (status, output, _) = try run(["solve", "--jobs", "2", SolveCommandTests.examples.path])
        #expect(status == 0)
        let names = output.split(separator: "\n").map { line -> String in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["name"] as? String ?? "?"
        }
        #expect(names == ["article-card", "conflict", "contacts-table", "feed", "login-form", "profile-card", "proportional", "rtl-toolbar",
                          "settings-list", "settings-stack", "spacer-guides"])
    }

    @Test func parallelOutputIsIdenticalToSequential() throws {
        var lines: [String] = []
        for i in 0..<60 {
            lines.append(#"{"size":[\#(100 + i),50],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.left == r.left + \#(i % 7)","a.right == r.right - 3","a.top == 0","a.height == \#(i)"]}"#)
            if i % 13 == 0 { lines.append(#"{"views":[{"id":"r"},{"id":"r","parent":"r"}]}"#) }
        }
        let file = try temporaryFile(lines.joined(separator: "\n"))
        let one = try run(["solve", "--jobs", "1", file.path])
        let two = try run(["solve", "--jobs", "2", file.path])
        let four = try run(["solve", "--jobs", "4", file.path])
        #expect(one.0 == 1, "a bad document makes the status 1")
        #expect(one.1 == two.1 && one.1 == four.1)
        #expect(one.1.split(separator: "\n").count == lines.count)
        #expect(one.1.split(separator: "\n")[1] == #"{"name":"batch.jsonl#2","status":"error","error":"document 'batch.jsonl#2': view 'r': duplicate id (views 0 and 1)"}"#)
    }

    @Test func outputGoesToAFileWhenAsked() throws {
        let file = try temporaryFile(#"{"name":"one","size":[10,20],"views":[{"id":"r"}]}"#, name: "one.json")
        let target = file.deletingLastPathComponent().appendingPathComponent("result.jsonl")
        let (status, output, _) = try run(["solve", "--output", target.path, file.path])
        #expect(status == 0 && output.isEmpty)
        #expect(try String(contentsOf: target, encoding: .utf8) ==
                #"{"name":"one","status":"ok","frames":{"r":[0,0,10,20]},"unsatisfied":[],"conflicts":[],"broken":[]}"# + "\n")
    }

    @Test func aMissingInputIsAnErrorLineAndTheBatchGoesOn() throws {
        let good = try temporaryFile(#"{"views":[{"id":"r"}]}"#, name: "good.json")
        let (status, output, _) = try run(["solve", "/no/such/file.json", good.path])
        #expect(status == 1)
        #expect(output == #"{"name":"/no/such/file.json","status":"error","error":"document '/no/such/file.json': no such file or directory"}"# + "\n"
                + #"{"name":"good.json","status":"ok","frames":{"r":[0,0,0,0]},"unsatisfied":[],"conflicts":[],"broken":[]}"# + "\n")
    }

    // With no INPUT, as on a terminal: piped, standard input would be read.
    @Test(arguments: [["solve"], ["solve", "--jobs", "0", "x.json"], ["solve", "--solver", "simplex", "x.json"], ["solve", "--frobnicate"], ["explode"]])
    func usageErrorsExitWithTwo(arguments: [String]) throws {
        let (status, output, error) = try StandardInput.$isTerminal.withValue({ true }) { try run(arguments) }
        #expect(status == 2)
        #expect(output.isEmpty && !error.isEmpty)
    }

    @Test func framingProblemsAreErrorLinesAndTheOtherDocumentsAreSolved() throws {
        let file = try temporaryFile("[{\"views\":[{\"id\":\"r\"}]}\n {\"views\":[{\"id\":\"q\"}]}]\n", name: "arr.json")
        let (status, output, _) = try run(["solve", file.path])
        #expect(status == 1)
        #expect(output == #"{"name":"arr.json#1","status":"ok","frames":{"r":[0,0,0,0]},"unsatisfied":[],"conflicts":[],"broken":[]}"# + "\n"
                + #"{"name":"arr.json","status":"error","error":"document 'arr.json': line 2, column 2: expected ',' or ']' after a document, found '{'"}"# + "\n"
                + #"{"name":"arr.json#2","status":"ok","frames":{"q":[0,0,0,0]},"unsatisfied":[],"conflicts":[],"broken":[]}"# + "\n")
    }

    @Test func aStrayBracketNeverHangs() throws {
        let file = try temporaryFile("{\"views\":[{\"id\":\"r\"}]} ]\n", name: "stray.json")
        let (status, output, _) = try run(["solve", "--jobs", "1", file.path])
        #expect(status == 1)
        // The stray bracket is on the document's line: one error for the line, not a result and a stray.
        #expect(output == #"{"name":"stray.json","status":"error","error":"document 'stray.json': line 1, column 24: unexpected ']' after the document"}"# + "\n")
    }

    @Test func directoriesAreReadRecursivelyInSortedOrder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("z.json"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (path, root) in [("b/c/one.json", "r1"), ("a.json", "r2"), ("b/two.json", "r3"), ("notes.txt", "r4"),
                             ("a.expected.json", "r5")] {
            try #"{"views":[{"id":"\#(root)"}]}"#.write(to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let (status, output, _) = try run(["solve", directory.path])
        #expect(status == 0)
        let names = output.split(separator: "\n").map { $0.split(separator: ",")[0] }
        #expect(names == [#"{"name":"a.json""#, #"{"name":"one.json""#, #"{"name":"two.json""#])
        // An expected-results file is skipped in a directory, but read when named.
        let named = try run(["solve", directory.appendingPathComponent("a.expected.json").path])
        #expect(named.1.hasPrefix(#"{"name":"a.expected.json","status":"ok""#))
    }

    @Test func standardInputIsReadAsJSONLinesNamedStdinN() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data((#"{"views":[{"id":"r"}],"size":[5,6]}"# + "\n" + #"{"name":"named","views":[{"id":"q"}]}"# + "\n{\n").utf8))
        try pipe.fileHandleForWriting.close()
        let saved = dup(0)
        dup2(pipe.fileHandleForReading.fileDescriptor, 0)
        defer { dup2(saved, 0); close(saved) }
        let (status, output, _) = try run(["solve", "-"])
        #expect(status == 1)
        #expect(output == #"{"name":"stdin#1","status":"ok","frames":{"r":[0,0,5,6]},"unsatisfied":[],"conflicts":[],"broken":[]}"# + "\n"
                + #"{"name":"named","status":"ok","frames":{"q":[0,0,0,0]},"unsatisfied":[],"conflicts":[],"broken":[]}"# + "\n"
                + #"{"name":"stdin#3","status":"error","error":"document 'stdin#3': line 4, column 1: expected a key in quotes, found end of input"}"# + "\n")
    }

    /// Runs `arguments` with `text` piped to standard input (descriptor 0 is a pipe: not a terminal).
    private func runPiped(_ text: String, _ arguments: [String]) throws -> (Int32, String, String) {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        let saved = dup(0)
        dup2(pipe.fileHandleForReading.fileDescriptor, 0)
        defer { dup2(saved, 0); close(saved) }
        #expect(isatty(0) == 0)
        return try run(arguments)
    }

    @Test func pipedStandardInputIsReadWithoutDashWhenNoInputIsGiven() throws {
        let piped = #"{"views":[{"id":"r"}],"size":[5,6]}"# + "\n"
        let (status, output, errors) = try runPiped(piped, ["solve"])
        #expect(status == 0)
        #expect(errors == "")
        #expect(output == #"{"name":"stdin#1","status":"ok","frames":{"r":[0,0,5,6]},"unsatisfied":[],"conflicts":[],"broken":[]}"# + "\n")
        #expect(try runPiped(piped, ["solve", "-"]).1 == output, "the same as with -")
        let (explainStatus, explained, _) = try runPiped(piped, ["explain", "-j", "1"])
        #expect(explainStatus == 0)
        #expect(explained.hasPrefix("== stdin#1 ==\nroot size: 5 × 6\n"))
    }

    @Test func noInputOnATerminalIsStillAUsageError() throws {
        let (status, output, errors) = try StandardInput.$isTerminal.withValue({ true }) { try run(["solve"]) }
        #expect(status == 2)
        #expect(output == "")
        #expect(errors == """
            Error: give at least one INPUT (a file, a directory, or -)
            Usage: snaplayout solve [--check-ambiguity] [--jobs <jobs>] [--output <output>] [--solver <solver>] [--system-font <FAMILY>] [--quiet] [--max-document-size <SIZE>] [<inputs> ...]
              See 'snaplayout solve --help' for more information.

            """)
    }

    @Test func eachResultIsWrittenBeforeTheNextDocumentArrives() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.jsonl")
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting
        nonisolated(unsafe) var waitedInVain = 0
        let thread = Thread {
            for i in 1...3 {
                writer.write(Data((#"{"views":[{"id":"r\#(i)"}]}"# + "\n").utf8))
                // The result must show up while standard input is still open.
                let deadline = Date().addingTimeInterval(20)
                while Date() < deadline {
                    let text = (try? String(contentsOf: target, encoding: .utf8)) ?? ""
                    if text.split(separator: "\n").count >= i { break }
                    usleep(2000)
                }
                if ((try? String(contentsOf: target, encoding: .utf8)) ?? "").split(separator: "\n").count < i { waitedInVain += 1 }
            }
            try? writer.close()
        }
        let saved = dup(0)
        dup2(pipe.fileHandleForReading.fileDescriptor, 0)
        defer { dup2(saved, 0); close(saved) }
        thread.start()
        let (status, _, _) = try run(["solve", "--output", target.path, "-"])
        #expect(status == 0)
        #expect(waitedInVain == 0)
        #expect(try String(contentsOf: target, encoding: .utf8).split(separator: "\n").count == 3)
    }

    @Test func theRootCommandsHelpShowsExamples() throws {
        let (status, output, _) = try run(["--help"])
        #expect(status == 0)
        #expect(output.contains("cat batch.jsonl | snaplayout solve -"))
        #expect(output.contains("solve"))
    }

    @Test func helpShowsExamples() throws {
        let (status, output, _) = try run(["solve", "--help"])
        #expect(status == 0)
        #expect(output.contains("snaplayout solve --check-ambiguity examples/"))
    }
}
