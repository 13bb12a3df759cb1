import ArgumentParser
import SnapLayoutDocuments
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The documents a subcommand reads: files, directories, or `-` for standard input (once). With no
/// INPUT, standard input is read when it is not a terminal (`cat batch.jsonl | snaplayout solve`);
/// on a terminal, no INPUT is a usage error rather than a silent wait for typing.
struct InputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Skip, with an error, any document larger than SIZE bytes (K, M and G multiply by 1024; 64M unless given).",
        valueName: "SIZE"))
    var maxDocumentSize: ByteSize?

    @Argument(help: "Files, directories, or - for standard input (read without - when piped and no INPUT is given).")
    var inputs: [String] = []

    /// The largest document to read, in bytes.
    var maximumDocumentSize: Int { maxDocumentSize?.bytes ?? DocumentStream.defaultMaximumDocumentSize }

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

/// A number of bytes as a user writes it: `65536`, `64K`, `64M`, `1G` (1024-based).
struct ByteSize: ExpressibleByArgument, Equatable, Sendable {
    /// The bytes.
    var bytes: Int

    init(bytes: Int) { self.bytes = bytes }

    init?(argument: String) {
        let multipliers: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30]
        var digits = Substring(argument), multiplier = 1
        if let last = argument.last, let factor = multipliers[last] {
            digits = argument.dropLast()
            multiplier = factor
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let value = Int(digits), value > 0, value <= Int.max / multiplier else { return nil }
        bytes = value * multiplier
    }
}
