import SnapLayoutModel

/// PLACEHOLDER signature, to be replaced by the real implementation.
public struct GLPKSolver: LayoutSolver {
    public init() {}
    public var name: String { "glpk" }
    public func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        throw SolverError("GLPK solver not built yet")
    }
}
