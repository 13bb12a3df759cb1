import SnapLayoutModel

/// An item and the attributes of it a constraint relates to: what `view.snp.top` returns.
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view or guide, held weakly as SnapKit does.
    public private(set) weak var target: AnyObject?
    let attributes: ConstraintAttributes

    init(target: AnyObject?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }

    var layoutItem: (any LayoutItem)? { target as? any LayoutItem }
}

extension ConstraintItem: Equatable {
    public static func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
        lhs.target === rhs.target && lhs.attributes == rhs.attributes
    }
}
