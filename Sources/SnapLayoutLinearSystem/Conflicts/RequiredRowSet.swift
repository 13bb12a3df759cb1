import SnapLayoutModel

/// Required rows held together by a solver, grown a row or a batch at a time and rolled back to
/// earlier states: what `ConflictSearch.resolve(required:in:rows:)` needs from a solver. Every row
/// is an index into the system the set was made for.
package protocol RequiredRowSet: AnyObject {
    /// A state of the set to come back to.
    associatedtype Checkpoint

    /// Adds `row` when it can hold with the rows held and returns `true`; otherwise returns `false`
    /// and holds the same rows as before.
    func insert(_ row: Int) throws(SolverError) -> Bool

    /// Adds `row` when a test cheaper than `insert(_:)`'s shows that it can hold, and returns
    /// `true`; returns `false` when such a test shows that it cannot; `nil` (holding the same rows)
    /// when only `insert(_:)` can tell.
    func insertIfPlain(_ row: Int) throws(SolverError) -> Bool?

    /// Adds `rows` when they can all hold with the rows held and returns `true`; otherwise returns
    /// `false`, and the set must be rolled back before it is used again.
    func insertAll(_ rows: [Int]) throws(SolverError) -> Bool

    /// The current state.
    func checkpoint() -> Checkpoint

    /// Holds exactly the rows held at `checkpoint` again (any checkpoint taken from this set).
    func rollback(to checkpoint: Checkpoint) throws(SolverError)

    /// The values of `variables` (of the system the set was made for) at one point where every
    /// row held holds: what `LocalConflict` glues a local solution to.
    func heldPoint(_ variables: [Int]) throws(SolverError) -> [Double]
}
