import SnapLayoutModel
import SnapLayoutLinearSystem

/// A layout solved for diagnosis: the snapshot, its linear system and a solution with frame ranges,
/// kept together so they can be explained (`explanation`) and drawn (`SVGRenderer`).
public struct LayoutDiagnosis: Sendable {
    /// The layout's name.
    public var name: String
    /// The layout.
    public var snapshot: LayoutSnapshot
    /// Its linear system.
    public var system: LinearSystem
    /// The solution, with frame ranges (ambiguity is always checked for diagnosis).
    public var solution: LinearSolution
    /// How messages name each snapshot constraint, by index.
    public var names: [String]
    /// How pictures label each snapshot constraint, by index, beside the line they draw for it,
    /// where there is room for a few words: a document's index and label (`#3 fixedWidth`), a
    /// Swift tree's label and source location (`tooWide@Screen.swift#42`, as SnapKit writes them).
    public var shortNames: [String]

    /// Wraps an existing solve. `names` and `shortNames` default to the document way.
    public init(name: String, snapshot: LayoutSnapshot, system: LinearSystem, solution: LinearSolution, names: [String]? = nil,
                shortNames: [String]? = nil) {
        self.name = name
        self.snapshot = snapshot
        self.system = system
        self.solution = solution
        self.names = names ?? ConstraintReference.documentNames(for: snapshot)
        self.shortNames = shortNames ?? snapshot.constraints.indices.map { index in
            "#\(index)" + (snapshot.constraints[index].label.map { " \($0)" } ?? "")
        }
    }

    /// Builds `snapshot`'s system and solves it with `solver`, checking ambiguity. The error is a
    /// message: the invalid constraint or item, or the solver's failure.
    public static func solve(name: String, snapshot: LayoutSnapshot, solver: any LayoutSolver,
                             names: [String]? = nil, shortNames: [String]? = nil) -> Result<LayoutDiagnosis, DiagnosisError> {
        let system: LinearSystem
        do {
            system = try snapshot.linearSystem()
        } catch {
            return .failure(DiagnosisError(message: error.description))
        }
        do {
            let solution = try solver.solve(system, options: SolveOptions(checksAmbiguity: true))
            return .success(LayoutDiagnosis(name: name, snapshot: snapshot, system: system, solution: solution, names: names,
                                            shortNames: shortNames))
        } catch {
            return .failure(DiagnosisError(message: "the \(solver.name) solver failed: \(error.message)"))
        }
    }

    /// The explanation, with the determining constraints of the items in `why`.
    public func explanation(why: [String] = []) -> LayoutExplanation {
        LayoutExplanation(name: name, snapshot: snapshot, system: system, solution: solution, names: names, why: why)
    }

    /// Each item's solved frame in its parent's coordinates, by item index.
    public var frames: [LayoutSnapshot.Rect] { system.frames(solution.values) }
}

/// Why a layout could not be diagnosed.
public struct DiagnosisError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// Creates an error.
    public init(message: String) { self.message = message }
    public var description: String { message }
}
