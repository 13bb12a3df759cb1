import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutUIKitLog

/// `snaplayout explain --uikit-log`: each INPUT read as a console log, and each "Unable to
/// simultaneously satisfy constraints" dump in it answered (`UIKitLogDiagnosis`), in words or as
/// JSON Lines. Dumps are numbered from 0 across all inputs, in order.
struct UIKitLogExplanation {
    /// The logs: files, or `-` for standard input.
    var inputs: [String]
    /// Words or JSON.
    var format: ExplainFormat
    /// The solver that answers.
    var solver: any LayoutSolver
    /// `--output`, if given.
    var output: String?

    /// Writes every answer; returns 1 when a dump conflicts or cannot be read, or an input cannot
    /// be read or holds no dump, else 0.
    func execute(output standardOutput: OutputWriter, errors: OutputWriter) throws -> Int32 {
        try OutputFile.writing(to: output, orTo: standardOutput) { writer throws(WriteError) in
            var failed = false, firstIndex = 0, written = 0
            for input in inputs {
                let name = input == "-" ? "standard input" : "'\(MessageText.quoted(input))'"
                var log: UIKitLog
                switch UIKitLogInput.bytes(of: input) {
                case .failure(let message):
                    errors.writeMessage("snaplayout: \(message)\n")
                    failed = true
                    continue
                case .success(let bytes):
                    log = UIKitLog(bytes: bytes)
                }
                guard !log.dumps.isEmpty else {
                    errors.writeMessage("snaplayout: \(name) holds no 'Unable to simultaneously satisfy constraints' dump\n")
                    failed = true
                    continue
                }
                for position in log.dumps.indices { log.dumps[position].index += firstIndex }
                firstIndex += log.dumps.count
                let diagnosis = UIKitLogDiagnosis(log: log, solver: solver)
                failed = failed || diagnosis.hasProblems
                switch format {
                case .json:
                    try writer.write(diagnosis.jsonLines)
                case .text:
                    let heading = inputs.count > 1 ? "== \(name) ==\n" : ""
                    try writer.write((written > 0 ? "\n" : "") + heading + diagnosis.text)
                }
                written += 1
            }
            return failed ? 1 : 0
        }
    }
}
