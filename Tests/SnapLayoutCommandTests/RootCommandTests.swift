import Foundation
import Testing
import SnapLayoutCommand
import SnapLayoutModel

/// The manners of the command line itself: version, completion scripts, mistyped subcommands,
/// short options, and what no INPUT means on a terminal.
struct RootCommandTests {
    private func run(_ arguments: [String]) throws -> (Int32, String, String) { try CommandRunner.run(arguments) }

    @Test func versionPrintsTheVersionInTheCode() throws {
        #expect(SnapLayoutVersion.current == "0.1.0")
        let (status, output, errors) = try run(["--version"])
        #expect(status == 0)
        #expect(output == "0.1.0\n")
        #expect(errors == "")
    }

    @Test(arguments: [("bash", "#!/bin/bash\n"), ("zsh", "#compdef snaplayout\n"), ("fish", "function __snaplayout_")])
    func completionScriptsArePrinted(shell: String, opening: String) throws {
        let (status, output, errors) = try run(["--generate-completion-script", shell])
        #expect(status == 0)
        #expect(errors == "")
        #expect(output.hasPrefix(opening))
        for subcommand in ["solve", "explain", "render", "compare"] {
            #expect(output.contains(subcommand), "the \(shell) script completes \(subcommand)")
        }
    }

    @Test func aMistypedSubcommandGetsASuggestion() throws {
        let (status, output, errors) = try run(["slove", "x.json"])
        #expect(status == 2)
        #expect(output == "")
        #expect(errors == """
            Error: unknown subcommand 'slove'; did you mean 'solve'?
            Usage: snaplayout <subcommand>
              See 'snaplayout --help' for more information.

            """)
        #expect(try run(["rendr"]).2.hasPrefix("Error: unknown subcommand 'rendr'; did you mean 'render'?\n"))
        #expect(try run(["comapre", "-"]).2.hasPrefix("Error: unknown subcommand 'comapre'; did you mean 'compare'?\n"))
    }

    @Test func aWordFarFromEverySubcommandKeepsArgumentParsersMessage() throws {
        let (status, _, errors) = try run(["frobnicate"])
        #expect(status == 2)
        #expect(errors.hasPrefix("Error: Unexpected argument 'frobnicate'\n"))
    }

    @Test func editDistanceCountsASwapOfNeighboursAsOne() {
        #expect(SnapLayoutCommand.editDistance("slove", "solve") == 1)
        #expect(SnapLayoutCommand.editDistance("solv", "solve") == 1)
        #expect(SnapLayoutCommand.editDistance("explian", "explain") == 1)
        #expect(SnapLayoutCommand.editDistance("x", "render") == 6)
        #expect(SnapLayoutCommand.subcommandSuggestion(for: ["solve"]) == nil)
        #expect(SnapLayoutCommand.subcommandSuggestion(for: ["--solve"]) == nil)
    }

    @Test func jobsHasItsShortFormOnExplainAndCompare() throws {
        let document = CommandRunner.examples.appendingPathComponent("profile-card.json").path
        let (explainStatus, explained, _) = try run(["explain", "-j", "1", document])
        #expect(explainStatus == 0)
        #expect(explained.hasPrefix("== profile-card ==\n"))
        let (compareStatus, compared, _) = try run(["compare", "-j", "1", document])
        #expect(compareStatus == 0)
        #expect(compared.hasSuffix("1 documents: 1 agree, 0 disagree, 0 could not be solved\n"))
        #expect(try run(["explain", "-j", "0", document]).0 == 2, "-j is --jobs, validated as such")
    }

    @Test(arguments: ["solve", "explain", "compare"])
    func noInputOnATerminalIsAUsageError(subcommand: String) throws {
        let (status, output, errors) = try StandardInput.$isTerminal.withValue({ true }) { try run([subcommand]) }
        #expect(status == 2)
        #expect(output == "")
        #expect(errors.hasPrefix("Error: give at least one INPUT (a file, a directory, or -)\nUsage: snaplayout \(subcommand) "))
    }

    @Test func renderWithNoInputOnATerminalIsAUsageError() throws {
        let (status, _, errors) = try StandardInput.$isTerminal.withValue({ true }) { try run(["render", "-o", "x.svg"]) }
        #expect(status == 2)
        #expect(errors.hasPrefix("Error: give at least one INPUT (a file, a directory, or -)\n"))
    }
}
