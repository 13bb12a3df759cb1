import SnapLayoutLinearSystem

/// A console log's "Unable to simultaneously satisfy constraints" dumps, each read, rebuilt on the
/// model and answered: `snaplayout explain --uikit-log` in Swift.
///
/// ```swift
/// let diagnosis = UIKitLogDiagnosis(uikitLog: consoleText, solver: GLPKSolver())
/// print(diagnosis)                        // what explain prints
/// diagnosis.dumps[0].minimal              // [[0, 2, 5]]
/// diagnosis.dumps[0].suggestions          // change #2's constant from 8 to 0, …
/// ```
///
/// The solver is the caller's, as for `LayoutDiagnosis`: this module reads and rebuilds, and never
/// chooses one.
public struct UIKitLogDiagnosis: Sendable {
    /// The answer to each dump, in the order of the log.
    public var dumps: [DumpDiagnosis]

    /// Reads `uikitLog` and answers each of its dumps with `solver`.
    public init(uikitLog: String, solver: any LayoutSolver) {
        self.init(log: UIKitLog(uikitLog), solver: solver)
    }

    /// Reads a log's bytes (a file, standard input; invalid UTF-8 is read as U+FFFD) and answers each dump.
    public init(uikitLog bytes: [UInt8], solver: any LayoutSolver) {
        self.init(log: UIKitLog(bytes: bytes), solver: solver)
    }

    /// Answers each dump of a log already read.
    public init(log: UIKitLog, solver: any LayoutSolver) {
        dumps = log.dumps.map { DumpDiagnosis(dump: $0, solver: solver) }
    }

    /// Whether a dump conflicts or could not be read: what makes `explain` exit with 1.
    public var hasProblems: Bool { dumps.contains { $0.conflict || $0.error != nil } }
}
