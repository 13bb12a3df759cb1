import SnapLayoutModel
import SnapLayoutLinearSystem

/// The constraints behind a system's stack rows (contract v1.1), by row index: what explanations
/// and pictures need to tell which items a stack constraint relates.
struct StackRows {
    /// The generated constraint of each stack row; its anchors may be internal guides.
    private var constraints: [Int: LayoutSnapshot.Constraint] = [:]
    /// The parent of each internal guide (its stack), by item index.
    private var internalParents: [Int: Int] = [:]
    /// How many items the snapshot reports; items from here on are internal guides.
    private let reportedCount: Int

    /// Pairs `system`'s stack rows, in order, with `snapshot`'s expansion; a row the expansion does
    /// not match (a system built from another snapshot) is left out.
    init(snapshot: LayoutSnapshot, system: LinearSystem) {
        reportedCount = snapshot.items.count
        guard !snapshot.stacks.isEmpty else { return }
        let expansion = snapshot.expandingStacks()
        for index in expansion.items.indices.dropFirst(expansion.reportedItemCount) {
            internalParents[index] = expansion.items[index].parent
        }
        var generated = expansion.stackConstraints[...]
        for (row, linear) in system.rows.enumerated() {
            guard case .stack(let source) = linear.source else { continue }
            guard let next = generated.popFirst(), next.source == source else { return }
            constraints[row] = next.constraint
        }
    }

    /// The generated constraint behind `row`, or `nil` when it is not a stack row.
    func constraint(_ row: Int) -> LayoutSnapshot.Constraint? { constraints[row] }

    /// The reported items a stack row relates, ascending: its anchors' items, an internal guide
    /// read as its stack. `nil` when `row` is not a stack row.
    func items(_ row: Int) -> [Int]? {
        guard let constraint = constraints[row] else { return nil }
        let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        let items = anchors.compactMap { anchor in
            anchor.item < reportedCount ? anchor.item : internalParents[anchor.item]
        }
        return Set(items).sorted()
    }

    /// Whether both anchors of a stack row are reported items (no internal guide), so that the
    /// constraint can be drawn between them.
    func isBetweenReportedItems(_ row: Int) -> Bool {
        guard let constraint = constraints[row] else { return false }
        return constraint.first.item < reportedCount && (constraint.second?.item ?? 0) < reportedCount
    }
}
