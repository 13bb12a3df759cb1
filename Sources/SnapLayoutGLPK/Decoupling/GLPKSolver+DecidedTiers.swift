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
                              preparation: GLPKPreparation?) throws(SolverError) -> Outcome? {
        if let preparation, let fates = preparation.fates,
           let outcome = try attemptDecoupled(GLPKSolver.deciding(system, fates), broken: broken, options: options,
                                              bases: nil, defined: structure.defined, preparation: preparation.decided) {
            return outcome
        }
        if let fates = try decidingTiers(structure.elimination, blocks: structure.blocks, pinned: pinned) {
            let decided = GLPKPreparation()
            if let preparation {
                preparation.fates = fates
                preparation.decided = decided
            }
            if let outcome = try attemptDecoupled(GLPKSolver.deciding(system, fates), broken: broken, options: options,
                                                  bases: nil, defined: structure.defined,
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

    /// The fates `TierPresolve` gives the rows (by index in the system `elimination` came from) of
    /// every block of at least `tierPresolveMinimumRows` rows and two tiers; `nil` when no block
    /// qualifies.
    func decidingTiers(_ elimination: EliminatedSystem, blocks: [LinearSystemBlock],
                               pinned: [Double?]) throws(SolverError) -> [(row: Int, fate: TierPresolve.Fate)]? {
        let reduced = elimination.system
        var decided: [(row: Int, fate: TierPresolve.Fate)] = []
        var isDecided = false
        for block in blocks where block.rows.count >= tierPresolveMinimumRows {
            var tiers = Set<Double>()
            for index in block.rows where !reduced.rows[index].isRequired { tiers.insert(reduced.rows[index].priority) }
            guard tiers.count >= 2,
                  let fates = try TierPresolve.fates(system: reduced, rows: block.rows, pinned: pinned) else { continue }
            for (k, index) in block.rows.enumerated() { decided.append((elimination.originalRows[index], fates[k])) }
            isDecided = true
        }
        return isDecided ? decided : nil
    }

    /// `system` with its rows decided: each required (as its fate says) or emptied (`0 == 0`, so
    /// that row indices stay), so that the system's points are the tiers' optimal face.
    static func deciding(_ system: LinearSystem, _ fates: [(row: Int, fate: TierPresolve.Fate)]) -> LinearSystem {
        var decided = system
        for (row, fate) in fates {
            decided.rows[row].priority = LinearSystem.requiredPriority
            switch fate {
            case .holds(let relation):
                decided.rows[row].relation = relation
            case .free:
                decided.rows[row].expression = LinearExpression()
                decided.rows[row].relation = .equal
            }
        }
        return decided
    }
}
