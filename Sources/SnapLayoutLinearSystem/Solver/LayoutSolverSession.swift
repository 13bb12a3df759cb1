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
}

extension LayoutSolver {
    /// A session that starts over on every solve; solvers that can do better provide their own.
    public func makeSession() -> any LayoutSolverSession {
        StatelessSolverSession(solver: self)
    }
}
