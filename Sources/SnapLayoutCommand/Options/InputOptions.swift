import ArgumentParser

/// The documents a subcommand reads: files, directories, or `-` for standard input (once).
struct InputOptions: ParsableArguments {
    @Argument(help: "Files, directories, or - for standard input.")
    var inputs: [String] = []

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one INPUT (a file, a directory, or -)") }
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }
}
