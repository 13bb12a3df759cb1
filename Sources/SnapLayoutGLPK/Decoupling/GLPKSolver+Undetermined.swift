import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKSolver {
    /// The undetermined part (`UndeterminedPart`) solved block by block with its stay terms; the
    /// values of the reduced system's variables, `nil` when its required rows cannot hold.
    func solveUndetermined(_ system: LinearSystem, _ reduced: LinearSystem, stays: [Int], defined: DefinedVariables,
                           substitution: [LinearExpression?], state: DecoupledValues) throws(SolverError) -> [Double]? {
        guard let part = UndeterminedPart(system, reduced, stays: stays, defined: defined, substitution: substitution,
                                          state: state),
              let solved = try solveBlocks(part.system, blocks: part.blocks, pinned: part.pinned, broken: [],
                                           options: SolveOptions()) else { return nil }
        return part.elimination.values(from: solved.values)
    }
}
