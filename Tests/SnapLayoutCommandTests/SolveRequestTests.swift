import Foundation
import SnapLayout
import Testing
@testable import SnapLayoutCommand

/// `SolveRequest(plainArguments:)`, the `solve` command lines read without ArgumentParser: what it
/// accepts must mean exactly what ArgumentParser makes of it, and everything else is left to
/// ArgumentParser (help, errors, the spellings it alone knows).
struct SolveRequestTests {
    /// What ArgumentParser makes of `arguments`, as a request (`nil` if it is not a `solve`).
    static func parsed(_ arguments: [String]) throws -> SolveRequest? {
        (try SnapLayoutCommand.parseAsRoot(arguments) as? SolveCommand)?.request
    }

    @Test(arguments: [
        ["solve", "a.json"],
        ["solve", "a.json", "dir", "-"],
        ["solve", "-"],
        ["solve", "help"],
        ["solve", "explain", "a=b.json"],
        ["solve", "--check-ambiguity", "a.json"],
        ["solve", "-q", "a.json"],
        ["solve", "--quiet", "a.json"],
        ["solve", "-j", "3", "a.json"],
        ["solve", "--jobs", "007", "a.json"],
        ["solve", "-o", "out.jsonl", "a.json"],
        ["solve", "--output", "out.jsonl", "a.json"],
        ["solve", "--solver", "cassowary", "a.json"],
        ["solve", "--solver", "glpk", "a.json"],
        ["solve", "a.json", "--jobs", "2", "b.json", "--check-ambiguity", "c.json"],
        ["solve", "--check-ambiguity", "-j", "1", "-o", "o", "--solver", "cassowary", "-q", "x", "-"],
    ])
    func plainCommandLinesMeanWhatArgumentParserMakesOfThem(arguments: [String]) throws {
        let plain = try #require(SolveRequest(plainArguments: arguments))
        #expect(plain == (try Self.parsed(arguments)))
    }

    @Test func noInputReadsStandardInputWhenItIsNotATerminal() throws {
        try StandardInput.$isTerminal.withValue({ false }) {
            let plain = try #require(SolveRequest(plainArguments: ["solve", "--jobs", "1"]))
            #expect(plain == (try Self.parsed(["solve", "--jobs", "1"])))
            #expect(plain.inputs.isEmpty)
        }
        // On a terminal, ArgumentParser reports the missing INPUT.
        StandardInput.$isTerminal.withValue({ true }) {
            #expect(SolveRequest(plainArguments: ["solve"]) == nil)
        }
    }

    @Test(arguments: [
        [], ["explain", "a.json"], ["--version"], ["help", "solve"], ["solve", "--help"], ["solve", "-h"],
        ["solve", "--version"], ["solve", "--jobs=2", "a.json"], ["solve", "-j2", "a.json"], ["solve", "-qj", "2", "a.json"],
        ["solve", "--jobs", "0", "a.json"], ["solve", "--jobs", "+2", "a.json"], ["solve", "--jobs", "-1", "a.json"],
        ["solve", "--jobs", "two", "a.json"], ["solve", "--jobs", "99999999999999999999", "a.json"], ["solve", "a.json", "--jobs"],
        ["solve", "-o", "-", "a.json"], ["solve", "-o", "", "a.json"], ["solve", "-q", "--quiet", "a.json"],
        ["solve", "-j", "1", "--jobs", "2", "a.json"], ["solve", "--solver", "GLPK", "a.json"], ["solve", "-", "-"],
        ["solve", "--", "a.json"], ["solve", ""], ["solve", "-x", "a.json"], ["solve", "--generate-completion-script", "bash"],
    ])
    func otherCommandLinesAreLeftToArgumentParser(arguments: [String]) {
        #expect(SolveRequest(plainArguments: arguments) == nil)
    }

    @Test func bothReadingsRunTheSameWay() throws {
        let file = try CommandRunner.temporaryFile(#"{"name":"one","size":[10,20],"views":[{"id":"r"}]}"# + "\n"
                                                   + #"{"views":[{"id":"r"},{"id":"r"}]}"#)
        // `--jobs=1` is ArgumentParser's alone; `--jobs 1` is read plainly.
        let parsed = try CommandRunner.run(["solve", "--jobs=1", "--check-ambiguity", file.path])
        let plain = try CommandRunner.run(["solve", "--jobs", "1", "--check-ambiguity", file.path])
        #expect(parsed.0 == 1 && plain.0 == 1)
        #expect(parsed.1 == plain.1 && parsed.2 == plain.2)
        #expect(plain.1.hasPrefix(#"{"name":"one","status":"ok","frames":{"r":[0,0,10,20]}"#))
    }
}
