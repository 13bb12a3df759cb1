import ArgumentParser
import Foundation
import SnapLayoutModel

/// A subcommand that writes to the descriptors it is given and returns its exit status, so that the
/// tool and the tests run it the same way, in-process. Every subcommand conforms.
protocol ExecutableCommand: ParsableCommand {
    /// Runs the command; 0 for success, 1 when some document failed. A failed write of the
    /// command's output is thrown, and becomes one line on standard error and status 1.
    func execute(output: OutputWriter, errors: OutputWriter) throws -> Int32
}

extension ExecutableCommand {
    mutating func run() throws {
        let status = SnapLayoutCommand.execute(standardOutput: .standardOutput, standardError: .standardError) { output, errors in
            try execute(output: output, errors: errors)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// `snaplayout`: solves layout documents.
public struct SnapLayoutCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "snaplayout",
        abstract: "Solve Auto Layout documents headlessly.",
        discussion: """
            Layout documents are JSON (see docs/documents.md): views in a tree and constraints such as "title.leading == avatar.trailing + 8". Results are JSON Lines, one per document, in input order.

            ib lays out storyboards and xibs and checks them as Xcode's canvas would: conflicts, ambiguity, misplaced views, on every device with --devices (see docs/interface-builder.md).

            explain says in words what a layout does (conflicts and the broken constraint, unsatisfied constraints, ambiguous items and their ranges, --why ID); render draws it to scale as SVG or PNG with the trouble marked (see docs/diagnostics.md).

            Examples:
              snaplayout solve examples/login-form.json
              snaplayout solve --check-ambiguity examples/
              cat batch.jsonl | snaplayout solve -
              snaplayout explain --why button examples/conflict.json
              snaplayout render examples/conflict.json --output conflict.svg
              snaplayout ib --format github App/
            """,
        version: SnapLayoutVersion.current,
        subcommands: [SolveCommand.self, ExplainCommand.self, RenderCommand.self, CompareCommand.self, IBCommand.self]
    )

    public init() {}

    /// Runs the command line `arguments` (without the program name) and returns the exit status:
    /// 0 when no document failed, 1 when one did, 2 for a usage error. With `handlesSignals` (the
    /// tool's own process), SIGINT, SIGTERM and SIGHUP end the run as `Interruption` says.
    public static func run(arguments: [String], standardOutput: FileHandle = .standardOutput,
                           standardError: FileHandle = .standardError, handlesSignals: Bool = false) -> Int32 {
        let interruption = handlesSignals ? Interruption.watchingSignals() : nil
        // A plain `solve` skips ArgumentParser, whose first parse costs more than solving a small
        // document (SolveRequest+PlainArguments.swift); every other command line is parsed below.
        if let request = SolveRequest(plainArguments: arguments) {
            return execute(standardOutput: standardOutput, standardError: standardError, interruption: interruption) { output, errors in
                try request.execute(output: output, errors: errors)
            }
        }
        do {
            var command = try parseAsRoot(arguments)
            if let executable = command as? any ExecutableCommand {
                return execute(standardOutput: standardOutput, standardError: standardError, interruption: interruption) { output, errors in
                    try executable.execute(output: output, errors: errors)
                }
            }
            try command.run()
            return 0
        } catch {
            // ArgumentParser takes a mistyped subcommand for an unexpected argument; say which was meant.
            let error = subcommandSuggestion(for: arguments).map { ValidationError($0) as any Error } ?? error
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                do {
                    try OutputWriter(descriptor: standardOutput.fileDescriptor, destination: "standard output").write(message + "\n")
                    return 0
                } catch {
                    errorWriter(standardError).writeMessage("\(error)\n")
                    return 1
                }
            }
            errorWriter(standardError).writeMessage(message + "\n")
            // ArgumentParser's usage errors (EX_USAGE) are the contract's status 2.
            return code == .validationFailure ? 2 : (code.rawValue == 0 ? 2 : code.rawValue)
        }
    }

    /// `unknown subcommand 'slove'; did you mean 'solve'?` when the first argument names no
    /// subcommand but is at most two edits (a swap of neighbours counting one) from one; otherwise `nil`.
    package static func subcommandSuggestion(for arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(word) else { return nil }
        let nearest = names.map { (name: $0, distance: editDistance(word, $0)) }.min { $0.distance < $1.distance }
        guard let nearest, nearest.distance <= 2 else { return nil }
        return "unknown subcommand '\(MessageText.quoted(word))'; did you mean '\(nearest.name)'?"
    }

    /// Edits (insertions, deletions, substitutions, swaps of neighbours) from `a` to `b`.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// Runs a command's `body` on the two handles; a failed write becomes one line on standard error.
    static func execute(standardOutput: FileHandle, standardError: FileHandle, interruption: Interruption? = nil,
                        _ body: (_ output: OutputWriter, _ errors: OutputWriter) throws -> Int32) -> Int32 {
        let errors = errorWriter(standardError)
        do {
            return try body(OutputWriter(descriptor: standardOutput.fileDescriptor, destination: "standard output",
                                         interruption: interruption), errors)
        } catch let failure as WriteError {
            errors.writeMessage("\(failure)\n")
            return 1
        } catch {
            errors.writeMessage("snaplayout: \(MessageText.escaped(String(describing: error)))\n")
            return 1
        }
    }

    private static func errorWriter(_ handle: FileHandle) -> OutputWriter {
        OutputWriter(descriptor: handle.fileDescriptor, destination: "standard error")
    }
}
