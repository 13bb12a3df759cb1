import SnapLayoutModel

/// Shrinks a failing layout to a small one that still fails: constraints are removed one at a
/// time, then leaf items (with their constraints), as long as the failure stays.
public enum LayoutShrinker {
    /// The smallest layout reached from `snapshot` for which `fails` still holds.
    public static func shrink(_ snapshot: LayoutSnapshot, while fails: (LayoutSnapshot) -> Bool) -> LayoutSnapshot {
        var current = snapshot
        var progress = true
        while progress {
            progress = false
            var index = current.constraints.count - 1
            while index >= 0 {
                var trial = current
                trial.constraints.remove(at: index)
                if fails(trial) { current = trial; progress = true }
                index -= 1
            }
            var item = current.items.count - 1
            while item > 0 {
                if !current.items.contains(where: { $0.parent == item }), let trial = removing(item, from: current), fails(trial) {
                    current = trial
                    progress = true
                }
                item -= 1
            }
        }
        return current
    }

    /// `snapshot` without the leaf `item` and the constraints that mention it; indices renumbered.
    static func removing(_ item: Int, from snapshot: LayoutSnapshot) -> LayoutSnapshot? {
        guard item != snapshot.rootIndex else { return nil }
        func renumber(_ index: Int) -> Int { index > item ? index - 1 : index }
        var result = snapshot
        result.items.remove(at: item)
        for index in result.items.indices { result.items[index].parent = result.items[index].parent.map(renumber) }
        result.constraints = snapshot.constraints.compactMap { constraint in
            guard constraint.first.item != item, constraint.second?.item != item else { return nil }
            var constraint = constraint
            constraint.first.item = renumber(constraint.first.item)
            if let second = constraint.second?.item { constraint.second?.item = renumber(second) }
            return constraint
        }
        return result
    }
}
