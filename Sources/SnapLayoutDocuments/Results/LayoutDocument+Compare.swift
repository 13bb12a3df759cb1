import SnapLayoutModel
import SnapLayoutLinearSystem

/// What two solvers made of one document (`snaplayout compare`).
public struct DocumentComparison: Sendable {
    /// How the two solvers' results relate.
    public enum Verdict: String, Sendable {
        /// Same conflicts, tier minima and determined frames (see `SolutionComparison`).
        case agree
        /// Something differs, or only one solver failed.
        case disagree
        /// The document could not be read, or its system not built, or both solvers failed, or one
        /// declined it by its documented limits (too ill-conditioned, too large for the tableau).
        case error
    }

    /// The document's name.
    public var name: String
    /// The verdict.
    public var verdict: Verdict
    /// What differs (for `disagree`) or what went wrong (for `error`).
    public var details: [String]
    /// For `agree`: how many frames were compared, how many items were ambiguous in both, how
    /// many tiers and conflicts the document has.
    public var summary: String

    /// Creates a comparison.
    public init(name: String, verdict: Verdict, details: [String], summary: String) {
        self.name = name
        self.verdict = verdict
        self.details = details
        self.summary = summary
    }

    /// One line for the terminal: the verdict, the name, and the details or summary.
    public var line: String {
        let verdictText = verdict == .disagree ? "DISAGREE" : verdict.rawValue
        let padded = verdictText + String(repeating: " ", count: max(1, 9 - verdictText.count))
        // One line per document whatever the name or the messages hold.
        let name = MessageText.escaped(name)
        switch verdict {
        case .agree: return "\(padded)\(name)  (\(summary))"
        case .disagree, .error: return "\(padded)\(name): \(MessageText.escaped(details.joined(separator: "; ")))"
        }
    }
}

extension LayoutDocument {
    /// Solves the document with both solvers (ambiguity checked, so that only determined frames
    /// are compared) and compares the solutions. Labels are measured to their fixed point with each
    /// solver first (`measuringText(with:textSystem:)`, lists laid out by each solver too);
    /// different measurements are a disagreement.
    public func compare(_ first: any LayoutSolver, with second: any LayoutSolver,
                        textSystem: TextSystem = .default) -> DocumentComparison {
        guard needsMeasuring else { return compareMeasured(first, with: second) }
        switch (measuringText(with: first, textSystem: textSystem), measuringText(with: second, textSystem: textSystem)) {
        case (.failure(let error), _), (_, .failure(let error)):
            return DocumentComparison(name: name, verdict: .error, details: [error.message], summary: "")
        case (.success(let a), .success(let b)):
            guard a.document.snapshot == b.document.snapshot, a.unsettled == b.unsettled else {
                return DocumentComparison(name: name, verdict: .disagree,
                                          details: ["\(first.name) vs \(second.name): the labels or lists were measured differently"], summary: "")
            }
            return a.document.compareMeasured(first, with: second)
        }
    }

    /// `compare` of a document whose labels are measured (or that has none).
    func compareMeasured(_ first: any LayoutSolver, with second: any LayoutSolver) -> DocumentComparison {
        let system: LinearSystem
        do {
            system = try snapshot.linearSystem()
        } catch {
            return DocumentComparison(name: name, verdict: .error, details: [error.description], summary: "")
        }
        let options = SolveOptions(checksAmbiguity: true)
        let a = Result { () throws(SolverError) -> LinearSolution in try first.solve(system, options: options) }
        let b = Result { () throws(SolverError) -> LinearSolution in try second.solve(system, options: options) }
        switch (a, b) {
        case (.success(let x), .success(let y)):
            let comparison = SolutionComparison(system: system, itemNames: snapshot.items.map(\.id), x, y)
            if !comparison.agrees {
                return DocumentComparison(name: name, verdict: .disagree,
                                          details: comparison.differences.map { "\(first.name) vs \(second.name): \($0)" },
                                          summary: "")
            }
            let summary = "\(comparison.comparedFrames) frames equal, \(comparison.ambiguousItems) ambiguous in both, "
                + "\(x.tierMinima.count) tiers, \(x.conflicts.count) conflicts"
            return DocumentComparison(name: name, verdict: .agree, details: [], summary: summary)
        case (.failure(let x), .failure(let y)):
            return DocumentComparison(name: name, verdict: .error,
                                      details: ["\(first.name) failed: \(x.message)", "\(second.name) failed: \(y.message)"], summary: "")
        case (.failure(let x), .success) where x.isDeclined:
            return DocumentComparison(name: name, verdict: .error, details: ["\(first.name) declined: \(x.message)"], summary: "")
        case (.success, .failure(let y)) where y.isDeclined:
            return DocumentComparison(name: name, verdict: .error, details: ["\(second.name) declined: \(y.message)"], summary: "")
        case (.failure(let x), .success):
            return DocumentComparison(name: name, verdict: .disagree, details: ["only \(first.name) failed: \(x.message)"], summary: "")
        case (.success, .failure(let y)):
            return DocumentComparison(name: name, verdict: .disagree, details: ["only \(second.name) failed: \(y.message)"], summary: "")
        }
    }
}
