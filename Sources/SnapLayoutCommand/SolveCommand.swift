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
            An INPUT is a file (one document, an array of documents, or JSON Lines), a directory (every *.json in it, recursively, in sorted order; *.expected.json files are skipped) or - (JSON Lines on standard input, documents named stdin#N).

            Examples:
              snaplayout solve examples/login-form.json
              snaplayout solve --check-ambiguity examples/
              cat batch.jsonl | snaplayout solve --jobs 2 --output results.jsonl -

            Exit status: 0 when no document had status "error", 1 when one did, 2 for a usage error.
            """
    )

    @Flag(name: .long, help: "Also report the ids of ambiguous items (costs extra linear programs).")
    var checkAmbiguity = false

    @Option(name: .shortAndLong, help: "How many documents to solve in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(name: .shortAndLong, help: "Write the results to FILE instead of standard output.")
    var output: String?

    @Option(name: .long, help: "The solver: glpk (default) or cassowary (pure Swift).")
    var solver: SolverChoice = .glpk

    @Argument(help: "Files, directories, or - for standard input.")
    var inputs: [String] = []

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("give at least one INPUT (a file, a directory, or -)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if inputs.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read only once") }
    }

    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        let file = try output.map { path throws(WriteError) in try OutputFile(path: path) }
        let batch = BatchSolver(solver: solver.makeSolver(), checksAmbiguity: checkAmbiguity,
                                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                output: file?.writer ?? standardOutput)
        submitting: for input in inputs {
            for source in DocumentSources.expand(input) {
                for element in source.documents where !batch.submit(element) { break submitting }
            }
        }
        do throws(WriteError) {
            let failed = try batch.finish()
            try file?.commit()
            return failed ? 1 : 0
        } catch {
            throw file?.discard(after: error) ?? error
        }
    }
}
