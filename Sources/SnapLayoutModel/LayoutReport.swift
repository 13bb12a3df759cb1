/// What a layout pass found besides the frames: conflicts, broken and unsatisfied constraints,
/// ambiguity.
public struct LayoutReport {
    /// A constraint layout could not honour, or a generated one, as reports name them.
    public enum Entry {
        /// A constraint of the tree.
        case constraint(LayoutConstraint)
        /// A generated constraint, by name (`size.width`, `LayoutView:title.compression.width`, …).
        case generated(String)
    }

    /// A set of required constraints that cannot hold together, and the one broken to recover.
    public struct Conflict {
        /// The smallest set that cannot hold, in activation order (generated ones first).
        public var entries: [Entry]
        /// The constraint that was broken: the last of the set to be activated.
        public var broken: Entry
    }

    /// An optional constraint that does not hold, and by how much.
    public struct Unsatisfied {
        /// The constraint.
        public var entry: Entry
        /// Its priority.
        public var priority: LayoutPriority
        /// Its error: the difference of its sides for `==`, the violation for `<=` / `>=`.
        public var error: Double
    }

    /// The conflicts, in the order found.
    public var conflicts: [Conflict] = []
    /// The required constraints dropped to resolve them.
    public var brokenConstraints: [LayoutConstraint] = []
    /// The optional constraints that do not hold.
    public var unsatisfied: [Unsatisfied] = []
    /// The items whose frame is not determined, when ambiguity was checked; otherwise `nil`.
    public var ambiguousItems: [any LayoutItem]?
    /// Why the layout could not be solved at all (an invalid constraint, a solver failure).
    public var failure: String?

    /// Whether nothing went wrong: no conflict, no failure.
    public var isClean: Bool { conflicts.isEmpty && failure == nil }
}

extension LayoutReport.Entry: CustomStringConvertible {
    public var description: String {
        switch self {
        case .constraint(let constraint): return constraint.description
        case .generated(let name): return "<generated \(name)>"
        }
    }
}
