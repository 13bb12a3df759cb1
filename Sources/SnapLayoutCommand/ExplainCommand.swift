import ArgumentParser
import Foundation
import SnapLayoutDiagnostics
import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutLinearSystem

/// `snaplayout explain`: every document of every input, solved with the ambiguity check and
/// explained in words: conflicts, the broken constraint and why, unsatisfied optional constraints,
/// ambiguous items and their ranges, and on request what determines an item's frame.
struct ExplainCommand: ExecutableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain what layout documents do: conflicts, unsatisfied constraints, ambiguity.",
        discussion: """
            Constraints are named as #INDEX (from 0, as in solve's results), the label if any, and the text as written in the document; generated constraints as size.width, ID.hugging.width, ID.compression.height.

            Examples:
              snaplayout explain examples/conflict.json
              snaplayout explain --why title examples/profile-card.json
              snaplayout explain examples/

            --why ID asks about an item of every document explained: a document with no item ID is an error, named on standard error (snaplayout: document 'NAME': --why ID: no item has this id), and its explanation is still printed.

            Exit status: 0 when every document is clean, 1 when one has a conflict, an ambiguous item or an error (an unknown --why ID included), 2 for a usage error.

            With --uikit-log, each INPUT (a file, or - for standard input) is a console log: every "Unable to simultaneously satisfy constraints" dump in it (UIKit's or AppKit's) is read, rebuilt and answered: whether its constraints really conflict, the minimal conflicting sets, whether the constraint UIKit broke is in one, and what to change (see docs/diagnostics.md). --format json prints one JSON object per dump. Exit status 1 when a dump conflicts or cannot be read.
              snaplayout explain --uikit-log console.txt
              pbpaste | snaplayout explain --uikit-log --format json -
            """
    )

    @Flag(name: .customLong("uikit-log"), help: "Read each INPUT as a console log and answer its 'Unable to simultaneously satisfy constraints' dumps.")
    var uikitLog = false

    @Option(name: .customLong("format"), help: "With --uikit-log: json prints one object per dump.")
    var format: ExplainFormat = .text

    @Option(name: .customLong("why"), help: "List the constraints that determine this item's frame (repeatable).")
    var why: [String] = []

    @OptionGroup var solver: SolverOption

    @OptionGroup var text: TextOption

    @OptionGroup var jobs: JobsOption

    @Option(name: .shortAndLong, help: "Write the explanations to FILE instead of standard output.")
    var output: String?

    @OptionGroup var progress: ProgressOption

    @OptionGroup var input: InputOptions

    /// `--why` names a document's item and `--format json` is the log answers' form: each only
    /// where it applies.
    func validate() throws {
        if uikitLog, !why.isEmpty { throw ValidationError("--why asks about a document's item; it cannot be used with --uikit-log") }
        if !uikitLog, format != .text { throw ValidationError("--format json is for --uikit-log; explain prints documents as text") }
    }

    /// Streams, as `solve` does: each explanation is written as soon as it is next in input order,
    /// with a bounded number of documents in flight; documents are separated by a blank line.
    /// With `--uikit-log`, the inputs are console logs (`UIKitLogExplanation`).
    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        if uikitLog {
            return try UIKitLogExplanation(inputs: input.sources, format: format, solver: solver.solver.makeSolver(), output: output)
                .execute(output: standardOutput, errors: errors)
        }
        let solver = solver.solver.makeSolver(), why = why
        return try OutputFile.writing(to: output, orTo: standardOutput) { writer throws(WriteError) in
            let batch = BatchSolver(jobs: jobs.jobs, output: writer, messages: errors, framing: .blocks,
                                    progress: BatchProgress.make(errors: errors, quiet: progress.quiet)) { _, read in
                let explanation = DocumentDiagnosis.diagnose(read, solver: solver, textSystem: text.textSystem).explanation(why: why)
                // An id the document does not have is an error of that document.
                let unknown = explanation.determinants.filter { !$0.isKnown }.map { determinants in
                    "snaplayout: document '\(MessageText.quoted(explanation.name))': --why \(MessageText.quoted(determinants.item)): no item has this id\n"
                }
                return BatchSolver.Outcome(line: explanation.text, message: unknown.isEmpty ? nil : unknown.joined(),
                                           failed: explanation.hasProblems || !unknown.isEmpty)
            }
            submitting: for path in input.sources {
                for source in DocumentSources.expand(path) {
                    for element in source.documents(limit: input.maximumDocumentSize) where !batch.submit(element) { break submitting }
                }
            }
            return try batch.finish() ? 1 : 0
        }
    }
}

/// A document read and solved for diagnosis, or why it could not be.
enum DocumentDiagnosis {
    case solved(LayoutDiagnosis)
    /// `message` in one line; `errors` one each (several when several constraints are bad).
    case failed(name: String, message: String, errors: [String])

    /// Diagnoses every element on up to `jobs` threads; the results keep the elements' order.
    static func diagnoseAll(_ elements: [DocumentStream.Element], solver: any LayoutSolver, textSystem: TextSystem,
                            jobs: Int) -> [DocumentDiagnosis] {
        let results = Results(count: elements.count)
        let stride = max(1, jobs)
        DispatchQueue.concurrentPerform(iterations: min(stride, max(elements.count, 1))) { worker in
            for index in Swift.stride(from: worker, to: elements.count, by: stride) {
                results.set(index, diagnose(elements[index].read(), solver: solver, textSystem: textSystem))
            }
        }
        return results.values.map { $0! }
    }

    /// Results filled in by several threads, each index once.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [DocumentDiagnosis?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: DocumentDiagnosis) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }

    /// Solves a read document, naming its constraints in the document's own words; its labels are
    /// measured with `textSystem` and solved to their fixed point first.
    static func diagnose(_ read: Result<LayoutDocument, DocumentError>, solver: any LayoutSolver,
                         textSystem: TextSystem) -> DocumentDiagnosis {
        switch read.flatMap({ $0.measuringText(with: solver, textSystem: textSystem).map(\.document) }) {
        case .failure(let error):
            return .failed(name: error.document, message: error.message, errors: error.errors)
        case .success(let document):
            let texts = document.constraintTexts
            let names = ConstraintReference.documentNames(for: document.snapshot,
                                                          texts: texts.count == document.snapshot.constraints.count ? texts : nil)
            switch LayoutDiagnosis.solve(name: document.name, snapshot: document.snapshot, solver: solver, names: names) {
            case .success(let diagnosis): return .solved(diagnosis)
            case .failure(let error): return .failed(name: document.name, message: error.message, errors: [error.message])
            }
        }
    }

    /// The explanation (an error explanation when the document could not be solved).
    func explanation(why: [String]) -> LayoutExplanation {
        switch self {
        case .solved(let diagnosis): return diagnosis.explanation(why: why)
        case .failed(let name, let message, let errors): return LayoutExplanation(name: name, error: message, errors: errors)
        }
    }
}
