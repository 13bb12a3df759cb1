import SnapLayoutModel

extension ConflictSearch {
    /// The conflicts among a system's required rows, as both solvers resolve them: each group of
    /// required rows that share variables (`requiredRowGroups()`) is resolved on its own, and only
    /// when it cannot hold as a whole. The solver supplies the feasibility test (`canHold`), the
    /// incremental row set for some rows (`rowSet`: a group's, and each conflict's candidates') and,
    /// if it needs one, a check of what was found (`check`); the rule itself lives here once.
    ///
    /// - Returns: the conflicts, sorted by broken row, and the broken rows in that order.
    package static func resolveConflicts<Rows: RequiredRowSet>(
        in system: LinearSystem,
        canHold: ([LinearRow]) throws(SolverError) -> Bool,
        rowSet: (LinearSystem, [Int]) throws(SolverError) -> Rows,
        check: ([RowConflict]) throws(SolverError) -> Void = { _ throws(SolverError) in },
        nearestFirst: Int = LocalConflict<Rows>.firstCount
    ) throws(SolverError) -> (conflicts: [RowConflict], broken: [Int]) {
        var conflicts: [RowConflict] = []
        for group in system.requiredRowGroups() {
            guard try !canHold(group.map { system.rows[$0] }) else { continue }
            let found = try resolve(required: group, in: system, rows: rowSet(system, group), explaining: rowSet,
                                    nearestFirst: nearestFirst).conflicts
            try check(found)
            conflicts += found
        }
        conflicts.sort { $0.broken < $1.broken }
        return (conflicts, conflicts.map(\.broken))
    }
}
