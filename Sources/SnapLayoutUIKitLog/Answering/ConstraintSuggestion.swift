/// One way to remove a conflict by changing one constraint of a minimal set: the smallest change of
/// its constant, or lowering its priority below 1000. Computed by solving the dump with that
/// constraint made optional and the rest of it required, so it is the change the layout needs, not
/// a guess.
public struct ConstraintSuggestion: Hashable, Sendable {
    /// What changes.
    public enum Change: String, Hashable, Sendable {
        /// The constant (for a margin guide's constraint: the view's `layoutMargins` on that side).
        case constant
        /// The priority, from 1000 to 999 (for a content-size constraint: the view's hugging or
        /// compression resistance).
        case priority
    }

    /// The constraint's position in the dump's list.
    public var index: Int
    /// What changes.
    public var change: Change
    /// The value now.
    public var from: Double
    /// The value that removes the conflict.
    public var to: Double
    /// How far the constraint misses once its priority is lowered: the constant's change.
    public var miss: Double

    /// Creates a suggestion.
    package init(index: Int, change: Change, from: Double, to: Double, miss: Double) {
        self.index = index
        self.change = change
        self.from = from
        self.to = to
        self.miss = miss
    }
}
