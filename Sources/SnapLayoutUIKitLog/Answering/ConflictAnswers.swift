import SnapLayoutDiagnostics
import SnapLayoutLinearSystem
import SnapLayoutModel

/// The rebuilt layout of a dump solved, and its conflicts read back in the dump's terms.
enum ConflictAnswers {
    /// `layout` solved by `solver` with the ambiguity check; the error names the dump's constraint
    /// at fault, with its line.
    static func solve(_ layout: DumpLayout, dump: ConstraintDump, solver: any LayoutSolver) -> Result<LayoutDiagnosis, ReadProblem> {
        let system: LinearSystem
        do {
            system = try layout.snapshot.linearSystem()
        } catch {
            guard let index = error.constraintIndex, layout.origins.indices.contains(index),
                  let member = layout.origins[index].dumpIndex else {
                return .failure(ReadProblem("the rebuilt layout cannot be solved: \(error.description)"))
            }
            return .failure(ReadProblem("#\(member) (line \(dump.constraints[member].line)) cannot be rebuilt: \(error.message)"))
        }
        do {
            let solution = try solver.solve(system, options: SolveOptions(checksAmbiguity: true))
            return .success(LayoutDiagnosis(name: "dump \(dump.index)", snapshot: layout.snapshot, system: system,
                                            solution: solution, names: layout.names))
        } catch {
            return .failure(ReadProblem("the \(solver.name) solver failed: \(MessageText.escaped(error.message))"))
        }
    }

    /// The solution's conflicts as minimal sets of the dump's constraints.
    static func sets(of diagnosis: LayoutDiagnosis, layout: DumpLayout) -> [MinimalSet] {
        diagnosis.solution.conflicts.map { conflict in
            var members: [Int] = [], implied: [String] = []
            for row in conflict.rows {
                switch origin(of: row, diagnosis.system, layout) {
                case .dump(let index)?: if !members.contains(index) { members.append(index) }
                case .nonNegative(let item, let axis)?: implied.append("\(item).\(axis == .horizontal ? "width" : "height") >= 0")
                case nil: implied.append(diagnosis.system.rows[row].source.description)
                }
            }
            return MinimalSet(members: members.sorted(), implied: implied,
                              broken: origin(of: conflict.broken, diagnosis.system, layout)?.dumpIndex)
        }
    }

    /// Where row `row` of `system` comes from in the dump, `nil` for a row the engine made.
    static func origin(of row: Int, _ system: LinearSystem, _ layout: DumpLayout) -> DumpLayout.Origin? {
        guard case .constraint(let index) = system.rows[row].source, layout.origins.indices.contains(index) else { return nil }
        return layout.origins[index]
    }

    /// What each set needs besides the dump's constraints: `minimal set 1 also needs
    /// UILabel:0x7f8.width >= 0: UIKit never makes a size negative`.
    static func impliedNotes(_ sets: [MinimalSet]) -> [String] {
        sets.enumerated().filter { !$0.element.implied.isEmpty }.map { position, set in
            "minimal set \(position + 1) also needs \(set.implied.joined(separator: " and ")): UIKit never makes a size negative"
        }
    }

    /// Why a dump whose constraints can all hold was printed.
    static func noConflictNote(_ dump: ConstraintDump) -> String {
        "read as printed, these \(dump.constraints.count) constraints can all hold together: the conflict UIKit met needs "
            + "constraints the dump does not print (a cut log), or values it assumed otherwise (margins, sizes)"
    }
}
