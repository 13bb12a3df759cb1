/// One "Unable to simultaneously satisfy constraints" report of a log: the constraints UIKit (or
/// AppKit) listed, in order, and the one it broke.
public struct ConstraintDump: Hashable, Sendable {
    /// How the report began.
    public enum Header: String, Hashable, Sendable {
        /// UIKit's `Unable to simultaneously satisfy constraints.`
        case uikit
        /// AppKit's `Unable to simultaneously satisfy constraints:`
        case appKit
        /// AppKit's newer `Conflicting constraints detected: (…)`
        case conflictingConstraints
        /// No header: a list of constraints pasted alone, or only the `Will attempt to recover`
        /// part.
        case none
    }

    /// The dump's position in the log, from 0.
    public var index: Int
    /// The line it starts on, from 1: its header's, or its first constraint's.
    public var line: Int
    /// How it began.
    public var header: Header
    /// The constraints listed, in order (`#0`, `#1`, …). When UIKit broke a constraint the list
    /// does not hold (a cut log), it is added at the end.
    public var constraints: [LoggedConstraint]
    /// The position in `constraints` of the one UIKit broke (`Will attempt to recover by breaking
    /// constraint`), or `nil` when the log does not say.
    public var broken: Int?
    /// Why the dump could not be read, naming the line; `constraints` are then incomplete.
    public var error: UIKitLogError?
    /// What the reader had to assume about the text itself (a broken constraint missing from the
    /// list, a missing `Will attempt to recover` line).
    public var notes: [String]

    /// Creates a dump.
    package init(index: Int, line: Int, header: Header, constraints: [LoggedConstraint] = [], broken: Int? = nil,
                 error: UIKitLogError? = nil, notes: [String] = []) {
        self.index = index
        self.line = line
        self.header = header
        self.constraints = constraints
        self.broken = broken
        self.error = error
        self.notes = notes
    }
}
