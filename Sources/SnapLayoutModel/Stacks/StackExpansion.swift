/// A snapshot with its stack views turned into constraints (contract v1.1): what the linear
/// system is built from.
package struct StackExpansion: Sendable {
    /// The snapshot's items, then the stacks' internal guides (spanners, gaps), which are solved
    /// but never reported.
    package var items: [LayoutSnapshot.Item]
    /// How many of `items` are the snapshot's own: the rest are internal.
    package var reportedItemCount: Int
    /// The snapshot's constraints, by the same index, with a stack's baselines read as those of
    /// the view it vends (section 6).
    package var constraints: [LayoutSnapshot.Constraint]
    /// The generated stack constraints in conflict order: outer stacks first, each stack's in the
    /// order of sections 4 and 5.
    package var stackConstraints: [(constraint: LayoutSnapshot.Constraint, source: StackConstraint)]
}

extension LayoutSnapshot {
    /// The snapshot with its stacks expanded; the snapshot itself when it has none.
    package func expandingStacks() -> StackExpansion {
        var expansion = StackExpansion(items: items, reportedItemCount: items.count, constraints: constraints,
                                       stackConstraints: [])
        if !scrolls.isEmpty { expandScrolls(into: &expansion) }
        guard !stacks.isEmpty else { return expansion }
        let baselines = StackBaselines(snapshot: self)
        expansion.constraints = expansion.constraints.map { baselines.resolving($0) }
        for stack in stacks where !stack.arranged.isEmpty {
            var rules = StackRules(stack: stack, snapshot: self, baselines: baselines,
                                   firstInternalItem: expansion.items.count)
            rules.generate()
            expansion.items += rules.internalItems
            expansion.stackConstraints += rules.output
        }
        return expansion
    }

    /// Scroll views' constraints (`ScrollRules`): generated ones first, constraints to their edges
    /// from inside read as to their content.
    private func expandScrolls(into expansion: inout StackExpansion) {
        var byView: [Int: LayoutSnapshot.Scroll] = [:]
        for scroll in scrolls {
            byView[scroll.view] = scroll
            expansion.stackConstraints += ScrollRules.constraints(scroll, id: items[scroll.view].id)
        }
        expansion.constraints = expansion.constraints.map { ScrollRules.resolving($0, scrolls: byView, items: items) }
    }
}
