import Foundation
import Testing
@testable import SnapLayoutCommand

/// A progress line on a terminal only, colour on a terminal only and never with NO_COLOR.
@Suite(.serialized) struct TerminalMannersTests {
    /// A writer into a fresh file, and a way to read what was written.
    static func capture() throws -> (writer: OutputWriter, read: () throws -> String, close: () -> Void) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        let writer = OutputWriter(descriptor: handle.fileDescriptor, destination: "test")
        return (writer, { try String(contentsOf: url, encoding: .utf8) }, { try? handle.close(); try? FileManager.default.removeItem(at: url) })
    }

    @Test func theProgressLineCountsDocumentsAndErrorsAndIsClearedAtTheEnd() throws {
        let (writer, read, close) = try Self.capture()
        defer { close() }
        let progress = BatchProgress(writer: writer, delay: 3600, interval: 3600)
        for failed in [false, true, false] { progress.count(failed: failed) }
        #expect(progress.line.hasPrefix("3 documents, ") && progress.line.hasSuffix("/s, 1 error"))
        progress.draw()
        progress.finish()
        let text = try read()
        #expect(text.hasPrefix("\r3 documents, ") && text.contains("/s, 1 error\u{1B}[K"))
        #expect(text.hasSuffix("\r\u{1B}[K"))
    }

    /// A batch shorter than the delay draws nothing at all.
    @Test func aShortBatchDrawsNothing() throws {
        let (writer, read, close) = try Self.capture()
        defer { close() }
        let progress = BatchProgress(writer: writer)
        progress.count(failed: false)
        progress.finish()
        #expect(try read() == "")
    }

    @Test func progressOnlyOnATerminalAndNotWhenQuiet() throws {
        let (writer, _, close) = try Self.capture()
        defer { close() }
        #expect(BatchProgress.make(errors: writer, quiet: false) == nil)
        Terminal.$isTerminal.withValue({ _ in true }) {
            #expect(BatchProgress.make(errors: writer, quiet: false) != nil)
            #expect(BatchProgress.make(errors: writer, quiet: true) == nil)
        }
    }

    @Test func compareColoursItsVerdictsOnATerminalUnlessNoColor() throws {
        let example = CommandRunner.examples.appendingPathComponent("login-form.json").path
        let plain = try CommandRunner.run(["compare", example]).1
        #expect(!plain.contains("\u{1B}["))
        let coloured = try Terminal.$isTerminal.withValue({ _ in true }) {
            try Terminal.$environment.withValue({ [:] }) { try CommandRunner.run(["compare", "--quiet", example, example]).1 }
        }
        #expect(coloured == "2 documents: 2 agree, 0 disagree, 0 could not be solved\n")
        let shown = try Terminal.$isTerminal.withValue({ _ in true }) {
            try Terminal.$environment.withValue({ [:] }) { try CommandRunner.run(["compare", example]).1 }
        }
        #expect(shown.hasPrefix("\u{1B}[32magree\u{1B}[0m    login-form"))
        let noColor = try Terminal.$isTerminal.withValue({ _ in true }) {
            try Terminal.$environment.withValue({ ["NO_COLOR": "1"] }) { try CommandRunner.run(["compare", example]).1 }
        }
        #expect(noColor == plain)
    }

    /// Each default is printed once in help (by the argument parser, not again in the text).
    @Test func defaultsArePrintedOnceInHelp() throws {
        for subcommand in ["solve", "compare", "explain", "render"] {
            let text = try CommandRunner.run([subcommand, "--help"])
            let all = text.1 + text.2
            for line in all.split(separator: "\n") {
                let count = line.components(separatedBy: "default").count - 1
                #expect(count <= 1, "\(subcommand): \(line)")
            }
        }
    }

    @Test func explainWritesToAnOutputFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.txt")
        let example = CommandRunner.examples.appendingPathComponent("login-form.json").path
        let (status, output, _) = try CommandRunner.run(["explain", "-o", file.path, example])
        #expect(status == 0 && output.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == CommandRunner.run(["explain", example]).1)
    }
}

/// `-o/--output` on compare, as on solve, explain and render.
@Suite struct CompareOutputTests {
    @Test func compareWritesItsReportToAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.txt")
        let example = CommandRunner.examples.appendingPathComponent("login-form.json").path
        let (status, output, _) = try CommandRunner.run(["compare", "-o", file.path, example])
        #expect(status == 0 && output.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == CommandRunner.run(["compare", example]).1)
    }
}

/// A directory's JSON Lines files are inputs too (the batch format).
@Suite struct DirectoryInputTests {
    @Test func aDirectoryReadsJSONAndJSONLinesFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"name":"one","views":[{"id":"r"}]}"#.write(to: directory.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
        try "{\"name\":\"two\",\"views\":[{\"id\":\"r\"}]}\n{\"name\":\"three\",\"views\":[{\"id\":\"r\"}]}\n"
            .write(to: directory.appendingPathComponent("b.jsonl"), atomically: true, encoding: .utf8)
        try "notes".write(to: directory.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        let (status, output, _) = try CommandRunner.run(["solve", directory.path])
        #expect(status == 0)
        #expect(output.split(separator: "\n").map { $0.split(separator: "\"")[3] } == ["one", "two", "three"])
    }
}
