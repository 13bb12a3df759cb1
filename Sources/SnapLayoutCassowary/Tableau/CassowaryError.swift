import SnapLayoutModel
import SnapLayoutLinearSystem

/// Why the incremental solver refused a change. The solver is left as it was before the change.
public enum CassowaryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiableConstraint(CassowaryConstraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(CassowaryConstraint)
    /// A priority outside `(0, 1000]`, or a required priority where only optional ones are allowed.
    case invalidPriority(Double)
    /// A coefficient or constant that is not a finite number.
    case nonFiniteNumber
    /// The variable has no edit constraint (`suggestValue` before `addEditVariable`).
    case unknownEditVariable(Int)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Int)
    /// A variable index outside the solver's variables.
    case unknownVariable(Int)
    /// Numerical trouble inside the simplex.
    case solver(SolverError)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint):
            return "required constraint \(constraint.id) cannot hold with the required constraints already added"
        case .unknownConstraint(let constraint): return "constraint \(constraint.id) is not in the solver"
        case .invalidPriority(let priority):
            return "priority \(priority) is not allowed here (optional priorities are in (0, 1000), required is 1000)"
        case .nonFiniteNumber: return "a coefficient or constant is not a finite number"
        case .unknownEditVariable(let variable): return "variable \(variable) has no edit constraint"
        case .duplicateEditVariable(let variable): return "variable \(variable) already has an edit constraint"
        case .unknownVariable(let variable): return "variable \(variable) is not in the solver"
        case .solver(let error): return error.message
        }
    }
}

/// A constraint added to a `CassowarySimplex`, for removing it or changing its constant later.
public struct CassowaryConstraint: Hashable, Sendable {
    /// The solver's number for it, unique in that solver.
    public let id: Int
}
