import SnapLayoutModel

/// Shrinks a failing layout to a small one that still fails: constraints are removed one at a
/// time, then stacks (each made a plain view), then arranged views (each left a plain subview),
/// then leaf items (with their constraints), as long as the failure stays.
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
            var stack = current.stacks.count - 1
            while stack >= 0 {
                if stack < current.stacks.count {
                    let trial = dissolving(stack, in: current)
                    if fails(trial) { current = trial; progress = true }
                }
                stack -= 1
            }
            for stack in current.stacks.indices.reversed() {
                var position = current.stacks[stack].arranged.count - 1
                while position >= 0 {
                    let trial = unarranging(position, of: stack, in: current)
                    if fails(trial) { current = trial; progress = true }
                    position -= 1
                }
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

    /// `snapshot` with its `stack`-th stack a plain view (its arranged views plain subviews).
    static func dissolving(_ stack: Int, in snapshot: LayoutSnapshot) -> LayoutSnapshot {
        var result = snapshot
        for item in snapshot.stacks[stack].arranged { result.items[item].isHidden = false }
        result.stacks.remove(at: stack)
        return result
    }

    /// `snapshot` with the arranged view at `position` of its `stack`-th stack no longer arranged
    /// (still a subview of the stack, not hidden, its custom spacing gone).
    static func unarranging(_ position: Int, of stack: Int, in snapshot: LayoutSnapshot) -> LayoutSnapshot {
        var result = snapshot
        let item = result.stacks[stack].arranged.remove(at: position)
        result.stacks[stack].customSpacing[item] = nil
        result.items[item].isHidden = false
        return result
    }

    /// `snapshot` without the leaf `item` and the constraints that mention it; indices renumbered
    /// (in stacks too: a stack whose view goes is dropped, an arranged view that goes leaves
    /// `arranged`).
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
        result.stacks = snapshot.stacks.compactMap { stack in
            guard stack.view != item else { return nil }
            var stack = stack
            stack.view = renumber(stack.view)
            stack.arranged = stack.arranged.filter { $0 != item }.map(renumber)
            var custom: [Int: LayoutSnapshot.StackSpacing] = [:]
            for (view, spacing) in stack.customSpacing where view != item { custom[renumber(view)] = spacing }
            stack.customSpacing = custom
            return stack
        }
        return result
    }
}
