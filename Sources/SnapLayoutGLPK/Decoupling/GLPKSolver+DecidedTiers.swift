import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKSolver {
    /// The solve with the large blocks' tiers decided by `TierPresolve`: what is left is required
    /// rows only, solved the same way (the defining rows are untouched, and each defined variable
    /// is still in no other row). A session's last fates are tried first (see `GLPKPreparation`),
    /// then fates decided afresh, kept in the preparation while they hold. `nil` when no block
    /// qualifies, or when the decided rows do not hold together after all (round-off): the tiers
    /// are then solved stage by stage rather than reported as a conflict that the rows as written
    /// do not have.
    func attemptDecidingTiers(_ system: LinearSystem, broken: Set<Int>, options: SolveOptions,
                              structure: DecoupledStructure, pinned: [Double?],
                              preparation: GLPKPreparation?, decided state: GLPKBasisCache? = nil) throws(SolverError) -> Outcome? {
        if let preparation, let fates = preparation.fates,
           let outcome = try attemptDecoupled(system.deciding(fates), broken: broken, options: options,
                                              bases: state, defined: structure.defined, preparation: preparation.decided) {
            return outcome
        }
        if let fates = try decidingTiers(structure.elimination, blocks: structure.blocks, pinned: pinned) {
            let decided = GLPKPreparation()
            if let preparation {
                preparation.fates = fates
                preparation.decided = decided
            }
            if let outcome = try attemptDecoupled(system.deciding(fates), broken: broken, options: options,
                                                  bases: state, defined: structure.defined,
                                                  preparation: preparation == nil ? nil : decided) {
                return outcome
            }
        }
        if let preparation {
            preparation.fates = nil
            preparation.decided = nil
        }
        return nil
    }

    /// The fates `TierPresolve` gives the rows of every block of at least `tierPresolveMinimumRows`
    /// rows and two tiers, each stage's core LP solved with GLPK; `nil` when no block qualifies.
    func decidingTiers(_ elimination: EliminatedSystem, blocks: [LinearSystemBlock],
                       pinned: [Double?]) throws(SolverError) -> [(row: Int, fate: TierPresolve.Fate)]? {
        try TierPresolve.fates(elimination, blocks: blocks, pinned: pinned, minimumRows: tierPresolveMinimumRows,
                               coreSolver: GLPKTierCore())
    }
}
