import SnapLayoutModel

/// A solver's state kept between solves of one layout, so that a small change (a constant, an
/// intrinsic size, the root's size) re-solves only what it touches instead of starting over.
///
/// `LayoutEngine` keeps one session per tree. A session belongs to one thread at a time.
public protocol LayoutSolverSession: AnyObject {
    /// The system the session last solved, with every constant update applied; `nil` before the first solve.
    var system: LinearSystem? { get }

    /// Solves `system`, reusing what the session keeps where the session can (same rows, other constants).
    func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution

    /// Sets the constants of the given rows of the last system and re-solves; the rows' terms,
    /// relations and priorities stay as they were.
    ///
    /// - Precondition: a system has been solved, and every row index is in it.
    func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution

    /// Solves the last system with some rows taken out and others added (a stack's arranged view
    /// hidden or shown), reusing what the session keeps where only those rows' neighbourhood moves.
    ///
    /// - Precondition: a system has been solved, and `edit` is made from it.
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution
}

/// The last system of a session with rows taken out, added or given other constants: the same
/// variables, stays and probes, rows still in conflict order.
public struct SystemEdit: Sendable {
    /// The new system.
    public var system: LinearSystem
    /// For each row of `system`, its index in the session's last system; `nil` for an added row.
    /// Rows of the last system that no row maps to are taken out.
    public var previousRows: [Int?]

    /// Creates an edit.
    public init(system: LinearSystem, previousRows: [Int?]) {
        precondition(system.rows.count == previousRows.count, "one previous index per row")
        self.system = system
        self.previousRows = previousRows
    }

    /// The rows of the last system that are taken out, ascending.
    package func removedRows(previousCount: Int) -> [Int] {
        var kept = [Bool](filled: false, count: previousCount)
        for case let previous? in previousRows { kept[previous] = true }
        return kept.indices.filter { !kept[$0] }
    }
}

/// A new constant for one row of a session's system.
public struct RowConstantChange: Hashable, Sendable {
    /// The row's index in the system.
    public var row: Int
    /// The row expression's new constant.
    public var constant: Double

    /// Creates a change.
    public init(row: Int, constant: Double) {
        self.row = row
        self.constant = constant
    }
}

/// The session of a solver that keeps nothing: each solve starts over.
package final class StatelessSolverSession: LayoutSolverSession {
    /// The solver every solve uses.
    package let solver: any LayoutSolver
    package private(set) var system: LinearSystem?

    /// Creates a session over `solver`.
    package init(solver: any LayoutSolver) {
        self.solver = solver
    }

    package func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        self.system = system
        return try solver.solve(system, options: options)
    }

    package func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard var system else { preconditionFailure("no system solved yet") }
        for change in changes { system.rows[change.row].expression.constant = change.constant }
        return try solve(system, options: options)
    }

    package func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        try solve(edit.system, options: options)
    }
}

extension LayoutSolverSession {
    /// Solves the edited system from scratch: for sessions that cannot do better.
    public func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        try solve(edit.system, options: options)
    }
}

extension LayoutSolver {
    /// A session that starts over on every solve; solvers that can do better provide their own.
    public func makeSession() -> any LayoutSolverSession {
        StatelessSolverSession(solver: self)
    }
}
