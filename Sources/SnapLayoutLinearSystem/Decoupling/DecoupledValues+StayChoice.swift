import SnapLayoutModel

extension DecoupledValues {
    /// For a session: whether a decoupled solve of `system` that reached this state leaves the
    /// stay terms `stays` (of `reduced`) no choice that a change of row constants could move:
    /// every block determined (those finished with their own stays too: `tiersLeftChoice`), every
    /// row's variables known, and the stays left hold only variables in no row (a root without a
    /// height). Shared by both solvers' decoupled solves.
    package func leavesStaysNoChoice(_ system: LinearSystem, broken: Set<Int>, reduced: LinearSystem,
                                     pinned: [Double?], stays: [Int]) -> Bool {
        let rowVariablesKnown = system.rows.indices.allSatisfy { index in
            broken.contains(index) || system.rows[index].expression.terms.allSatisfy { known[$0.variable] }
        }
        return !tiersLeftChoice && undeterminedRows.isEmpty && rowVariablesKnown && stays.allSatisfy { index in
            reduced.stays[index].terms.allSatisfy { !known[$0.variable] || pinned[$0.variable] != nil }
        }
    }
}
