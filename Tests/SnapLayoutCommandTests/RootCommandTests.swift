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
}
