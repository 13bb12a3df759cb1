import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The documents a subcommand reads: files, directories, or `-` for standard input (once). With no
/// INPUT, standard input is read when it is not a terminal (`cat batch.jsonl | snaplayout solve`);
/// on a terminal, no INPUT is a usage error rather than a silent wait for typing.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files, directories, or - for standard input (read without - when piped and no INPUT is given).")
    var inputs: [String] = []

    func validate() throws {
        if let problem = InputOptions.problem(with: inputs) { throw ValidationError(problem) }
    }

    /// The inputs to read: those given, or `-` when none was (`validate` allows that only when
    /// standard input is not a terminal).
    var sources: [String] { InputOptions.sources(inputs) }

    /// What is wrong with `inputs`, or `nil` (shared with `SolveRequest(plainArguments:)`).
    static func problem(with inputs: [String]) -> String? {
        guard !inputs.isEmpty || !StandardInput.isTerminal() else {
            return "give at least one INPUT (a file, a directory, or -)"
        }
        if inputs.filter({ $0 == "-" }).count > 1 { return "standard input (-) can be read only once" }
        return nil
    }

    /// `inputs`, or `-` when there is none.
    static func sources(_ inputs: [String]) -> [String] { inputs.isEmpty ? ["-"] : inputs }
}

/// What the command knows of its standard input.
package enum StandardInput {
    /// Whether standard input is a terminal (`isatty(0)`), asked when no INPUT is given. Tests bind
    /// it (`StandardInput.$isTerminal.withValue({ true }) { ... }`) to run as on a terminal.
    @TaskLocal package static var isTerminal: @Sendable () -> Bool = { isatty(0) != 0 }
}
