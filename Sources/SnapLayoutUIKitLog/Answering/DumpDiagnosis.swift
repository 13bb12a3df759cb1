import SnapLayoutDiagnostics
import SnapLayoutLinearSystem

/// The answer to one dump: whether its constraints really conflict once read, the minimal
/// conflicting sets, the constraint UIKit broke and whether it is in one, and for each member what
/// to change, in the developer's terms. `text` is for a person, `json` for tools.
public struct DumpDiagnosis: Sendable {
    /// The dump as read.
    public var dump: ConstraintDump
    /// Whether the rebuilt constraints cannot all hold.
    public var conflict = false
    /// The minimal conflicting sets, in the order the rule meets them.
    public var sets: [MinimalSet] = []
    /// Whether the constraint UIKit broke is in a minimal set; `nil` when the dump does not say
    /// which it broke.
    public var brokeInMinimal: Bool?
    /// For each member of each set, in order: the smallest change of its constant, then lowering
    /// its priority, where the developer can make them.
    public var suggestions: [ConstraintSuggestion] = []
    /// What the reader and the rebuild assumed, and what the dump leaves unsaid.
    public var notes: [String] = []
    /// Why the dump has no answer (it could not be read, or its layout not solved); otherwise `nil`.
    public var error: String?
    /// The rebuilt layout, solved: to explain it further or draw it (`render()`).
    public var layout: LayoutDiagnosis?

    /// The minimal sets' members, by position in the dump's list.
    public var minimal: [[Int]] { sets.map(\.members) }
    /// The position in the dump's list of the constraint UIKit broke.
    public var uikitBroke: Int? { dump.broken }

    /// The answer for a dump that could not be read or solved: `error` says why.
    package init(dump: ConstraintDump, error: String?) {
        self.dump = dump
        self.error = error
        self.notes = dump.notes
    }

    /// Rebuilds `dump` and answers it with `solver`.
    public init(dump: ConstraintDump, solver: any LayoutSolver) {
        self = Self.answer(dump, solver: solver)
    }

    private static func answer(_ dump: ConstraintDump, solver: any LayoutSolver) -> DumpDiagnosis {
        if let error = dump.error { return DumpDiagnosis(dump: dump, error: error.description) }
        let layout = DumpLayout(dump)
        var answer = DumpDiagnosis(dump: dump, error: nil)
        switch ConflictAnswers.solve(layout, dump: dump, solver: solver) {
        case .failure(let problem):
            answer.error = problem.message
            answer.notes += layout.notes
        case .success(let diagnosis):
            answer.layout = diagnosis
            answer.sets = ConflictAnswers.sets(of: diagnosis, layout: layout)
            answer.conflict = !answer.sets.isEmpty
            answer.brokeInMinimal = dump.broken.map { broken in answer.sets.contains { $0.members.contains(broken) } }
            var search = SuggestionSearch(dump: dump, layout: layout, diagnosis: diagnosis, solver: solver)
            answer.suggestions = search.suggestions(for: &answer.sets)
            answer.notes += layout.notes + ConflictAnswers.impliedNotes(answer.sets) + search.notes
            if !answer.conflict { answer.notes.append(ConflictAnswers.noConflictNote(dump)) }
        }
        return answer
    }
}
