import SnapLayoutModel

/// An item and the attributes of it a constraint relates to: what `view.snp.top` returns, and what
/// `equalTo(_:)` takes to relate to an attribute other than the one being constrained.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom)
/// ```
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view or guide, held weakly as SnapKit does, so an item kept in a variable does not keep
    /// its view alive.
    ///
    /// ```swift
    /// header.snp.bottom.target === header   // true
    /// ```
    public private(set) weak var target: AnyObject?
    let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    var layoutItem: (any LayoutItem)? { target as? any LayoutItem }
}

extension ConstraintItem: Equatable {
    /// Whether two items are the same attributes of the same view or guide: identity of the target,
    /// not equality of frames.
    ///
    /// ```swift
    /// header.snp.top == header.snp.top      // true
    /// header.snp.top == header.snp.bottom   // false
    /// ```
    public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
        lhs.target === rhs.target && lhs.attributes == rhs.attributes
    }
}
