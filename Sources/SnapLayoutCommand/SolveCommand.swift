import ArgumentParser
import Foundation
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel

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

    @OptionGroup var progress: ProgressOption

    @OptionGroup var input: InputOptions

    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        try OutputFile.writing(to: output, orTo: standardOutput) { writer throws(WriteError) in
            let batch = BatchSolver(solver: solver.solver.makeSolver(), checksAmbiguity: checkAmbiguity,
                                    jobs: jobs.count, output: writer,
                                    progress: BatchProgress.make(errors: errors, quiet: progress.quiet))
            submitting: for input in input.sources {
                for source in DocumentSources.expand(input) {
                    for element in source.documents where !batch.submit(element) { break submitting }
                }
            }
            return try batch.finish() ? 1 : 0
        }
    }
}
