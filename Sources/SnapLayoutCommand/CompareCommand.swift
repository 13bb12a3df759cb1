import ArgumentParser
import Foundation
import SnapLayout
import SnapLayoutDocuments
import SnapLayoutModel

/// `snaplayout compare`: every document solved by GLPK and by Cassowary, and whether they agree.
struct CompareCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Solve documents with both solvers and report whether they agree.",
        discussion: """
            Agreement means the same conflicts and broken constraints, every tier's minimum error equal within 1e-6 (relative), the same ambiguous items, and the same frame within 1e-6 for every item whose frame is determined (frames of ambiguous items may rightly differ). Inputs are read as by `solve`.

            One line per document, in input order:
              agree     NAME  (frames compared, ambiguous items, tiers, conflicts)
              DISAGREE  NAME: what differs
              error     NAME: why it could not be solved

            Exit status: 0 when every document agrees, 1 when one disagrees or could not be solved, 2 for a usage error.
            """
    )

    @OptionGroup var jobs: JobsOption

    @OptionGroup var text: TextOption

    @Flag(name: .shortAndLong, help: "Print only the documents that disagree or fail, and the summary; no progress display.")
    var quiet = false

    @Option(name: .shortAndLong, help: "Write the report to FILE instead of standard output.")
    var output: String?

    @OptionGroup var input: InputOptions

    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        try OutputFile.writing(to: output, orTo: standardOutput) { writer throws(WriteError) in
            try compare(output: writer, errors: errors)
        }
    }

    private func compare(output standardOutput: OutputWriter, errors: OutputWriter) throws(WriteError) -> Int32 {
        let counts = Counts()
        let quiet = quiet
        let glpk = LayoutSolverKind.glpk.makeSolver(), cassowary = LayoutSolverKind.cassowary.makeSolver()
        let colour = Terminal.usesColour(standardOutput)
        let batch = BatchSolver(jobs: jobs.jobs, output: standardOutput,
                                progress: BatchProgress.make(errors: errors, quiet: quiet)) { _, read in
            let comparison: DocumentComparison
            switch read {
            case .success(let document): comparison = document.compare(glpk, with: cassowary, textSystem: text.textSystem)
            case .failure(let error):
                comparison = DocumentComparison(name: error.document, verdict: .error, details: [error.message], summary: "")
            }
            counts.add(comparison.verdict)
            let shown = !quiet || comparison.verdict != .agree
            return BatchSolver.Outcome(line: shown ? comparison.line(coloured: colour) : nil, failed: comparison.verdict != .agree)
        }
        submitting: for path in input.sources {
            for source in DocumentSources.expand(path) {
                for element in source.documents(limit: input.maximumDocumentSize) where !batch.submit(element) { break submitting }
            }
        }
        let failed = try batch.finish()
        let total = counts.values
        try standardOutput.write(("\(total.agree + total.disagree + total.error) documents: \(total.agree) agree, \(total.disagree) disagree, \(total.error) could not be solved\n"))
        return failed ? 1 : 0
    }

    /// Verdict counts from the worker threads.
    final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts = (agree: 0, disagree: 0, error: 0)

        func add(_ verdict: DocumentComparison.Verdict) {
            lock.lock(); defer { lock.unlock() }
            switch verdict {
            case .agree: counts.agree += 1
            case .disagree: counts.disagree += 1
            case .error: counts.error += 1
            }
        }

        var values: (agree: Int, disagree: Int, error: Int) {
            lock.lock(); defer { lock.unlock() }
            return counts
        }
    }
}

extension DocumentComparison {
    /// The line, its verdict in colour when `coloured`: agree green, DISAGREE and error red.
    func line(coloured: Bool) -> String {
        guard coloured, let space = line.firstIndex(of: " ") else { return line }
        let colour = verdict == .agree ? 32 : 31
        return Terminal.coloured(String(line[..<space]), colour, enabled: true) + line[space...]
    }
}
