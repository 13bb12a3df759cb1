import SnapLayoutDiagnostics
import SnapLayoutLinearSystem
import SnapLayoutModel

/// What to change in each member of a minimal set, from the LP: the member is made optional (999)
/// and the rest of the dump's required constraints kept required (less the constraints broken by
/// the conflicts it is not in, as UIKit drops them), and the layout solved again. When it can then hold, the
/// member's error is the smallest change of its constant that lets every required constraint hold,
/// with its sign from the solved values, and lowering its priority below 1000 removes the
/// conflict too; when it cannot, no change of that member alone does.
struct SuggestionSearch {
    /// Sets with more members than this get no suggestions (one solve per member).
    static let maximumMembers = 64

    let dump: ConstraintDump
    let layout: DumpLayout
    let diagnosis: LayoutDiagnosis
    let solver: any LayoutSolver
    /// What could not be suggested, and why.
    private(set) var notes: [String] = []

    /// A member's trial: whether the rest can hold without it, and by how much it then misses.
    enum Outcome {
        /// The rest cannot hold even without the member.
        case unfixable
        /// The rest holds; the member's row misses by `residual` (its expression's value).
        case fixed(residual: Double?, miss: Double)
    }

    init(dump: ConstraintDump, layout: DumpLayout, diagnosis: LayoutDiagnosis, solver: any LayoutSolver) {
        self.dump = dump
        self.layout = layout
        self.diagnosis = diagnosis
        self.solver = solver
    }

    /// The suggestions for every member of `sets`, each member once, in the order the sets list
    /// them; records in each set the members no change of their own can fix. A member is tried
    /// with the constraints broken by the sets it is not in left out: a change of it must fix
    /// every set it is in.
    mutating func suggestions(for sets: inout [MinimalSet]) -> [ConstraintSuggestion] {
        var suggestions: [ConstraintSuggestion] = []
        var tried: Set<Int> = []
        let conflicts = diagnosis.solution.conflicts
        for position in sets.indices {
            guard sets[position].members.count <= Self.maximumMembers else {
                notes.append("a minimal set of \(sets[position].members.count) constraints is too large to try a change of each")
                continue
            }
            for member in sets[position].members where tried.insert(member).inserted {
                let others = Set(sets.indices.filter { !sets[$0].members.contains(member) }.map { conflicts[$0].broken })
                var unfixable = false
                suggestions += memberSuggestions(member, excluding: others, unfixable: &unfixable)
                if unfixable {
                    for index in sets.indices where sets[index].members.contains(member) { sets[index].unfixable.append(member) }
                }
            }
        }
        return suggestions
    }

    /// The suggestions for `member`, as its owner allows them.
    private mutating func memberSuggestions(_ member: Int, excluding others: Set<Int>, unfixable: inout Bool) -> [ConstraintSuggestion] {
        let constraint = dump.constraints[member]
        let owner = ConstraintOwner.of(constraint)
        switch owner {
        case .system(let words):
            note("#\(member) is UIKit's own (\(words)): change one of yours instead")
            return []
        case .autoresizing:
            note("#\(member) comes from \(constraint.first.item.printed)'s autoresizing mask: set its translatesAutoresizingMaskIntoConstraints to false and constrain it, rather than change this")
            return []
        case .developer, .contentSize, .margins:
            break
        }
        let outcome: Outcome
        do {
            outcome = try trial(member, excluding: others)
        } catch {
            note("#\(member): the \(solver.name) solver failed on the trial: \(MessageText.escaped(error.message))")
            return []
        }
        guard case .fixed(let residual, let miss) = outcome else {
            unfixable = true
            return []
        }
        var suggestions: [ConstraintSuggestion] = []
        if let residual, owner != .contentSize {
            suggestions.append(ConstraintSuggestion(index: member, change: .constant, from: constraint.constant,
                                                    to: constraint.constant + residual, miss: miss))
        }
        if owner == .developer || owner == .contentSize {
            suggestions.append(ConstraintSuggestion(index: member, change: .priority, from: 1000, to: 999, miss: miss))
        }
        return suggestions
    }

    /// Solves the dump's required rows with `member`'s made optional and the rows `excluding` left out.
    func trial(_ member: Int, excluding: Set<Int>) throws(SolverError) -> Outcome {
        let system = diagnosis.system
        let own = Set(layout.snapshotIndices(of: member))
        var rows: [LinearRow] = [], relaxed: [Int] = []
        for (index, row) in system.rows.enumerated() where row.isRequired && !excluding.contains(index) {
            var row = row
            if case .constraint(let constraint) = row.source, own.contains(constraint) {
                row.priority = 999
                relaxed.append(rows.count)
            }
            rows.append(row)
        }
        let trial = LinearSystem(variableCount: system.variableCount, rows: rows, stays: system.stays, probes: system.probes)
        let solution = try solver.solve(trial, options: SolveOptions())
        guard solution.conflicts.isEmpty else { return .unfixable }
        let residuals = relaxed.map { rows[$0].expression.value(solution.values) }
        let miss = relaxed.map { rows[$0].error(solution.values) }.max() ?? 0
        return .fixed(residual: residuals.count == 1 ? residuals[0] : nil, miss: miss)
    }

    private mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
