import SnapLayout
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel

/// What `snaplayout solve` is asked to do, in plain values: what `SolveCommand` parses, or what
/// `init?(plainArguments:)` reads without ArgumentParser. Both run it the same way.
struct SolveRequest: Equatable, Sendable {
    /// `--check-ambiguity`.
    var checkAmbiguity = false
    /// `-j/--jobs`; `nil` for the core count.
    var jobs: Int?
    /// `-o/--output`; `nil` for standard output.
    var output: String?
    /// `--solver`.
    var solver: LayoutSolverKind = .glpk
    /// `-q/--quiet`.
    var quiet = false
    /// The INPUT arguments, as given.
    var inputs: [String] = []
    /// `--system-font`.
    var systemFont: String?
    /// `--max-document-size`, in bytes.
    var maximumDocumentSize = DocumentStream.defaultMaximumDocumentSize

    /// A request with every option at its default and no INPUT.
    init() {}

    /// Solves every document of every input and writes one JSON line each, in input order; 1 when
    /// a document failed.
    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        try OutputFile.writing(to: output, orTo: standardOutput) { writer throws(WriteError) in
            let batch = BatchSolver(solver: solver.makeSolver(), checksAmbiguity: checkAmbiguity,
                                    textSystem: TextOption.textSystem(systemFont),
                                    jobs: jobs, output: writer,
                                    progress: BatchProgress.make(errors: errors, quiet: quiet))
            submitting: for input in InputOptions.sources(inputs) {
                for source in DocumentSources.expand(input) {
                    for element in source.documents(limit: maximumDocumentSize) where !batch.submit(element) { break submitting }
                }
            }
            return try batch.finish() ? 1 : 0
        }
    }
}
