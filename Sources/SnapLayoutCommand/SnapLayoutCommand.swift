import ArgumentParser
import Foundation

/// `snaplayout`: solves layout documents.
public struct SnapLayoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "snaplayout",
        abstract: "Solve Auto Layout documents headlessly.",
        discussion: """
            Layout documents are JSON (see docs/documents.md): views in a tree and constraints such as
            "title.leading == avatar.trailing + 8". Results are JSON Lines, one per document, in input order.
            """,
        subcommands: [SolveCommand.self]
    )

    public init() {}

    /// Runs the command line `arguments` (without the program name) and returns the exit status:
    /// 0 when no document failed, 1 when one did, 2 for a usage error.
    public static func run(arguments: [String], standardOutput: FileHandle = .standardOutput,
                           standardError: FileHandle = .standardError) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if var solve = command as? SolveCommand {
                return try solve.execute(standardOutput: standardOutput, standardError: standardError)
            }
            try command.run()
            return 0
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                standardOutput.write(Data((message + "\n").utf8))
                return 0
            }
            standardError.write(Data((message + "\n").utf8))
            // ArgumentParser's usage errors (EX_USAGE) are the contract's status 2.
            return code == .validationFailure ? 2 : (code.rawValue == 0 ? 2 : code.rawValue)
        }
    }
}
