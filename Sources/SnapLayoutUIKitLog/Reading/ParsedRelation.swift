import SnapLayoutModel

/// The equation a description's body stands for, before it becomes a `LoggedConstraint`.
package struct ParsedRelation: Hashable, Sendable {
    /// The constrained anchor.
    package var first: LoggedAnchor
    /// How the sides relate.
    package var relation: LayoutRelation
    /// The anchor related to, if any.
    package var second: LoggedAnchor?
    /// The factor on `second`.
    package var multiplier: Double = 1
    /// The constant.
    package var constant: Double = 0
    /// The priority printed with the equation (`@750`, `^750`, `(8@750)`), if any.
    package var priority: Double?
    /// The superview the line names with `|`, and its subview.
    package var parentHint: ParentHint?
}
