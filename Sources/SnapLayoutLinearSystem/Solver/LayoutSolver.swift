import SnapLayoutModel

/// A solver of the linear systems layouts produce. GLPK and Cassowary solvers implement it.
///
/// A conforming solver computes exactly the contract's section 4: required rows hold (conflicts are
/// resolved by `ConflictSearch`'s rule), each optional tier's error sum is minimised from the
/// highest down while every higher tier keeps its minimum, then the stay terms are minimised.
/// Implementations must be safe to call from many threads at once, each call on its own system.
public protocol LayoutSolver: Sendable {
    /// A short name for messages and the command line (`glpk`, `cassowary`).
    var name: String { get }

    /// Solves `system`.
    func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution

    /// A session for solving one layout again and again (incremental changes); by default one
    /// that starts over on every solve.
    func makeSession() -> any LayoutSolverSession

    /// Whether a layout engine may solve a separable layout itself, without this solver
    /// (`LinearSystem.separableSolution()`: every variable fixed by the required equalities and
    /// blocks of a few variables, the one answer any correct solver gives); a session is then
    /// given the system only when a later pass needs it. `false` by default, so that a solver of
    /// one's own is always called; the GLPK and Cassowary solvers allow it.
    var allowsSeparableSolve: Bool { get }
}

extension LayoutSolver {
    /// `false`: a layout engine calls this solver for every layout.
    public var allowsSeparableSolve: Bool { false }
}

/// What a solve should compute besides the frames.
public struct SolveOptions: Hashable, Sendable {
    /// Compute each item's frame range over the tier-optimal face, to report ambiguity.
    public var checksAmbiguity: Bool
    /// Use the optimisations that do not change results (presolve, splitting, skipping tiers);
    /// off gives the straightforward reference solve, for testing that they change nothing.
    package var isOptimized: Bool

    /// Creates options.
    public init(checksAmbiguity: Bool = false) {
        self.checksAmbiguity = checksAmbiguity
        self.isOptimized = true
    }

    /// Creates options that may turn the optimisations off (for tests).
    package init(checksAmbiguity: Bool = false, isOptimized: Bool) {
        self.checksAmbiguity = checksAmbiguity
        self.isOptimized = isOptimized
    }
}

/// A required row that had to be dropped, and the smallest set of required rows it conflicted with.
public struct RowConflict: Hashable, Sendable {
    /// The irreducible infeasible set, as row indices ascending; includes `broken`.
    public var rows: [Int]
    /// The row that was broken (dropped): the last of the set in conflict order.
    public var broken: Int

    /// Creates a conflict.
    public init(rows: [Int], broken: Int) {
        self.rows = rows
        self.broken = broken
    }
}

/// The minimum error sum a tier reached.
public struct TierMinimum: Hashable, Sendable {
    /// The tier's priority.
    public var priority: Double
    /// The minimum of the tier's error sum.
    public var minimum: Double

    /// Creates a tier minimum.
    public init(priority: Double, minimum: Double) {
        self.priority = priority
        self.minimum = minimum
    }
}

/// The range a linear expression can take over the tier-optimal face.
public struct ValueRange: Hashable, Sendable {
    /// The smallest value.
    public var lowerBound: Double
    /// The largest value.
    public var upperBound: Double

    /// Creates a range.
    public init(_ lowerBound: Double, _ upperBound: Double) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// Whether the value is pinned down, within `tolerance · max(1, |value|)`.
    public func isFixed(tolerance: Double = Tolerance.reporting) -> Bool {
        guard lowerBound.isFinite, upperBound.isFinite else { return false }
        let scale = max(1, abs(lowerBound), abs(upperBound))
        return upperBound - lowerBound <= tolerance * scale
    }
}

/// What a solver found.
public struct LinearSolution: Sendable {
    /// One value per variable.
    public var values: [Double]
    /// The conflicts, in the order found.
    public var conflicts: [RowConflict]
    /// The required rows that were dropped, in the order they were broken.
    public var brokenRows: [Int]
    /// The minimum error sum of every tier, highest first.
    public var tierMinima: [TierMinimum]
    /// When ambiguity was checked: for each probe of the system, the range of its four components.
    public var frameRanges: [[ValueRange]]?
    /// `LinearSystem.unsatisfiedRows(values)`, when the solver found them while summing the tier
    /// minima (a kept tableau's step): a layout pass then reads the rows' errors once, not twice.
    package var unsatisfiedRows: [UnsatisfiedRow]?

    /// Creates a solution.
    public init(values: [Double], conflicts: [RowConflict], brokenRows: [Int], tierMinima: [TierMinimum],
                frameRanges: [[ValueRange]]?) {
        self.values = values
        self.conflicts = conflicts
        self.brokenRows = brokenRows
        self.tierMinima = tierMinima
        self.frameRanges = frameRanges
    }
}

/// A solver failure that is not a property of the layout (numerical trouble, a library error).
public struct SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in words.
    public var message: String

    /// Whether the failure is numerical (a simplex that stopped, rows that cannot hold after the
    /// conflicts were broken): with numbers far apart, the document is then too ill-conditioned.
    package var isNumerical = false

    /// Whether the solver declined the system as outside what it documents it can solve (too
    /// ill-conditioned, too large), rather than failing on it: another solver's answer is then not
    /// contradicted, only not checked.
    package var isDeclined = false

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// A system the solver declines, by its documented limits.
    package static func declined(_ message: String) -> SolverError {
        var error = SolverError(message)
        error.isDeclined = true
        return error
    }

    /// A numerical failure.
    package static func numerical(_ message: String) -> SolverError {
        var error = SolverError(message)
        error.isNumerical = true
        return error
    }

    public var description: String { message }

    /// Errors are equal when their messages are (whether a failure is numerical or declined is not
    /// compared).
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool { lhs.message == rhs.message }

    public func hash(into hasher: inout Hasher) { hasher.combine(message) }
}
