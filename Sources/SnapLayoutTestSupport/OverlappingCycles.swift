import SnapLayoutModel

/// Layouts of many required cycles that share views (issue 38.5): each view placed, sized and
/// kept inside the root, then cycles `v_i.left == v_(i+1).left + 1` (or `top`, against each
/// view's own `top == root.top + 10`) that cannot hold. The conflict benchmark's families, small
/// enough here to check against the literal deletion filter.
public enum OverlappingCycles {
    /// How the cycles lie.
    public enum Shape: String, CaseIterable, Sendable {
        /// Cycles of 8 views starting every 4 views: each view in two.
        case overlapping
        /// Cycles of 8 views starting at every view: each view in eight.
        case dense
        /// A cycle through all views, one through the first half, the first quarter, and so on.
        case nested
    }

    /// `count` views in cycles of `shape`, on the horizontal (`left`) or vertical (`top`) axis;
    /// each view's right edge inside the root's, and its left edge too when `insideOnBothSides`.
    public static func snapshot(count: Int, shape: Shape, vertical: Bool, insideOnBothSides: Bool = false) -> LayoutSnapshot {
        var items = [LayoutSnapshot.Item(id: "root", parent: nil)]
        var constraints: [LayoutSnapshot.Constraint] = []
        func add(_ a: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ b: Int?,
                 _ other: LayoutAttribute, _ constant: Double) {
            constraints.append(LayoutSnapshot.Constraint(first: .init(item: a, attribute: attribute), relation: relation,
                                                         second: b.map { .init(item: $0, attribute: other) },
                                                         constant: constant, priority: 1000))
        }
        for view in 1...count {
            items.append(LayoutSnapshot.Item(id: "v\(view)", parent: 0))
            add(view, .top, .equal, 0, .top, 10)
            add(view, .height, .equal, nil, .height, 20)
            add(view, .width, .equal, nil, .width, 10)
            add(view, .right, .lessThanOrEqual, 0, .right, 0)
            if insideOnBothSides { add(view, .left, .greaterThanOrEqual, 0, .left, 0) }
        }
        let attribute: LayoutAttribute = vertical ? .top : .left
        for cycle in cycles(count, shape) where cycle.count >= 2 {
            for (position, a) in cycle.enumerated() {
                add(a, attribute, .equal, cycle[(position + 1) % cycle.count], attribute, 1)
            }
        }
        return LayoutSnapshot(items: items, constraints: constraints, rootWidth: 2_000, rootHeight: 800)
    }

    /// The cycles' views (1-based), in order.
    static func cycles(_ count: Int, _ shape: Shape) -> [[Int]] {
        switch shape {
        case .overlapping: return stride(from: 1, through: count, by: 4).map { Array($0...min(count, $0 + 7)) }
        case .dense: return (1...count).map { Array($0...min(count, $0 + 7)) }
        case .nested:
            var lengths: [Int] = []
            var length = count
            while length >= 2 { lengths.append(length); length /= 2 }
            return lengths.map { Array(1...$0) }
        }
    }
}
