/// Required rows held together by a solver, one row added or taken out at a time: what
/// `ConflictSearch.resolve(required:in:rows:)` needs from a solver. Every row is an index into the
/// system the set was made for.
public protocol RequiredRowSet: AnyObject {
    /// Adds `row` when it can hold with the rows held and returns `true`; otherwise returns `false`
    /// and holds the same rows as before.
    func insert(_ row: Int) throws(SolverError) -> Bool

    /// Adds `row`, known to hold with the rows held (they were all held together before). A set may
    /// defer the check to the next `insert`.
    func restore(_ row: Int) throws(SolverError)

    /// Takes out a held row.
    func remove(_ row: Int) throws(SolverError)
}
