import SnapLayoutModel

extension TierPresolve {
    /// The fates `TierPresolve` gives the rows (by index in the system `elimination` came from) of
    /// every block of at least `minimumRows` rows and two tiers, each stage's core LP solved by
    /// `coreSolver`; `nil` when no block qualifies. Shared by both solvers' decoupled solves.
    package static func fates(_ elimination: EliminatedSystem, blocks: [LinearSystemBlock], pinned: [Double?],
                              minimumRows: Int,
                              coreSolver: any TierCoreSolver) throws(SolverError) -> [(row: Int, fate: Fate)]? {
        let reduced = elimination.system
        var decided: [(row: Int, fate: Fate)] = []
        var isDecided = false
        for block in blocks where block.rows.count >= minimumRows {
            var tiers = Set<Double>()
            for index in block.rows where !reduced.rows[index].isRequired { tiers.insert(reduced.rows[index].priority) }
            guard tiers.count >= 2,
                  let fates = try TierPresolve.fates(system: reduced, rows: Array(block.rows), pinned: pinned,
                                                     coreSolver: coreSolver) else { continue }
            for (k, index) in block.rows.enumerated() { decided.append((elimination.originalRows[index], fates[k])) }
            isDecided = true
        }
        return isDecided ? decided : nil
    }
}

extension LinearSystem {
    /// The system with its rows decided: each required (as its fate says) or emptied (`0 == 0`, so
    /// that row indices stay), so that the system's points are the tiers' optimal face.
    package func deciding(_ fates: [(row: Int, fate: TierPresolve.Fate)]) -> LinearSystem {
        var decided = self
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
