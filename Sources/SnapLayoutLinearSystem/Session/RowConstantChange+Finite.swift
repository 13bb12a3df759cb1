import SnapLayoutModel

extension RowConstantChange {
    /// Throws for the first change whose constant is not finite, naming its row. A session that
    /// solves only what a change reaches may not solve the changed row at all (a row that only
    /// defines a variable is computed, not solved), so it checks the new constants itself.
    package static func checkFinite(_ changes: [RowConstantChange], in system: LinearSystem) throws(SolverError) {
        for change in changes where !change.constant.isFinite {
            throw SolverError("\(system.rows[change.row].source) has a constant that is not finite (\(change.constant))")
        }
    }
}
