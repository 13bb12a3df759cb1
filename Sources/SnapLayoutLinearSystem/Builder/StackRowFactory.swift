import SnapLayoutModel

/// Makes the rows of stack constraints for a system built before, so that a layout pass after a
/// stack change (an arranged view hidden or shown, the axis or alignment changed) adds only the
/// rows that are new instead of building the whole system again.
package struct StackRowFactory {
    private let builder: Builder

    /// A factory for the systems of `snapshot`'s tree: the same items, and stack constraints
    /// between the same views; which views are hidden and the stacks' properties may differ.
    package init(snapshot: LayoutSnapshot) throws(LayoutError) {
        builder = try Builder(snapshot: snapshot)
    }

    /// The row of a stack constraint, as `linearSystem()` would build it; `nil` when the row
    /// would join items far apart in the tree, whose positions then take other variables (a
    /// system built again is needed).
    package func row(_ constraint: LayoutSnapshot.Constraint, source: StackConstraint) -> LinearRow? {
        let items = builder.items
        guard items.indices.contains(constraint.first.item) else { return nil }
        if let second = constraint.second {
            guard items.indices.contains(second.item),
                  builder.tree.pathLength(constraint.first.item, second.item) <= TreePositions.longPathLength
            else { return nil }
        }
        var scratch: [LinearTerm] = []
        var single = SingleRow(source: .stack(source))
        guard (try? builder.appendRow(RowSpec(constraint), index: -1, origin: .stack(-1), scratch: &scratch,
                                      to: &single)) != nil else { return nil }
        return single.row
    }
}
