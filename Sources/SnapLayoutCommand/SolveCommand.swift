import ArgumentParser

/// `snaplayout solve`: every document of every input, solved, one JSON line each, in input order.
struct SolveCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve layout documents and print their frames as JSON Lines.",
        discussion: """
            An INPUT is a file (one document, an array of documents, or JSON Lines), a directory (every *.json and *.jsonl in it, recursively, in sorted order; *.expected.json files are skipped) or - (JSON Lines on standard input, documents named stdin#N). With no INPUT, standard input is read when it is piped or redirected (as with -); on a terminal, give an INPUT.

            Examples:
              snaplayout solve examples/login-form.json
              snaplayout solve --check-ambiguity examples/
              cat batch.jsonl | snaplayout solve --jobs 2 --output results.jsonl -

            Exit status: 0 when no document had status "error", 1 when one did, 2 for a usage error.
            """
    )

    @Flag(name: .long, help: "Also report the ids of ambiguous items (costs extra linear programs).")
    var checkAmbiguity = false

    @OptionGroup var jobs: JobsOption

    @Option(name: .shortAndLong, help: "Write the results to FILE instead of standard output.")
    var output: String?

    @OptionGroup var solver: SolverOption

    @OptionGroup var text: TextOption

    @OptionGroup var progress: ProgressOption

    @OptionGroup var input: InputOptions

    /// The parsed options as plain values.
    var request: SolveRequest {
        var request = SolveRequest()
        request.checkAmbiguity = checkAmbiguity
        request.jobs = jobs.jobs
        request.output = output
        request.solver = solver.solver
        request.quiet = progress.quiet
        request.inputs = input.inputs
        request.maximumDocumentSize = input.maximumDocumentSize
        request.systemFont = text.systemFont
        return request
    }

    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        try request.execute(output: standardOutput, errors: errors)
    }
}
