/// One minimal conflicting set of a dump, in the contract's sense: required constraints that cannot
/// all hold, any one of which removed lets the rest hold (the deletion filter's set, found as the
/// solvers find it, UIKit's rule applied in the dump's order with the broken constraint last).
public struct MinimalSet: Hashable, Sendable {
    /// The dump's constraints in the set, by position in its list, ascending.
    public var members: [Int]
    /// What the set needs besides them: an item's width or height kept at 0 or more
    /// (`UILabel:0x7f8.width >= 0`), as UIKit keeps every size.
    public var implied: [String]
    /// The member the rule breaks in the rebuilt layout: the last met.
    public var broken: Int?
    /// The members no change of their own can fix: without them, the rest of the dump still
    /// cannot hold (another set overlaps this one).
    public var unfixable: [Int] = []

    /// Creates a set.
    package init(members: [Int], implied: [String], broken: Int?) {
        self.members = members
        self.implied = implied
        self.broken = broken
    }
}
