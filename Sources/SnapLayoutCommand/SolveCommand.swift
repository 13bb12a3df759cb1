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

    @Option(name: .long, help: "How many documents to solve in parallel (default: the number of cores).")
    var jobs: Int?

    @Option(name: .long, help: "Write the results to FILE instead of standard output.")
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

    func execute(standardOutput: FileHandle, standardError: FileHandle) throws -> Int32 {
        let sink: FileHandle
        if let output {
            guard FileManager.default.createFile(atPath: output, contents: nil) , let handle = FileHandle(forWritingAtPath: output) else {
                standardError.write(Data("snaplayout: cannot write to '\(output)'\n".utf8))
                return 2
            }
            sink = handle
        } else {
            sink = standardOutput
        }
        let batch = BatchSolver(solver: solver.makeSolver(), checksAmbiguity: checkAmbiguity,
                                jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, output: sink)
        for input in inputs {
            for source in DocumentSources.expand(input) {
                for element in source.documents { batch.submit(element) }
            }
        }
        let failed = batch.finish()
        if output != nil { try? sink.close() }
        return failed ? 1 : 0
    }
}
