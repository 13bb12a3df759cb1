import SnapLayoutModel

/// The contract's lexicographic solve (section 4) with an incremental simplex in the Cassowary
/// tradition, in pure Swift.
public struct CassowarySolver: LayoutSolver {
    /// Creates the solver.
    public init() {}

    /// `cassowary`.
    public var name: String { "cassowary" }

    public func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        throw SolverError("the Cassowary solver is not built yet")
    }
}
