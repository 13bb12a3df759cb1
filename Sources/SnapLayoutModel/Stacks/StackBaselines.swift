/// The baselines of stack views: those of the arranged view each one vends (contract v1.1,
/// section 6), followed down nested stacks.
struct StackBaselines: Sendable {
    let items: [LayoutSnapshot.Item]
    let stacks: [Int: LayoutSnapshot.Stack]

    init(snapshot: LayoutSnapshot) {
        items = snapshot.items
        var stacks: [Int: LayoutSnapshot.Stack] = [:]
        for stack in snapshot.stacks { stacks[stack.view] = stack }
        self.stacks = stacks
    }

    /// The anchor a baseline of `item` stands for: the vended view's, recursively; the item's own
    /// (its bottom edge) when a stack vends nothing.
    func anchor(_ item: Int, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor {
        var current = item
        var seen = 0
        while let vended = vendedView(current, attribute), seen <= items.count {
            current = vended
            seen += 1
        }
        return LayoutSnapshot.Anchor(item: current, attribute: attribute)
    }

    /// Whether `item` has a baseline of its own: a `baseline` key, or for a stack, the vended view's.
    func hasBaseline(_ item: Int, _ attribute: LayoutAttribute) -> Bool {
        let resolved = anchor(item, attribute).item
        if stacks[resolved] != nil { return false }
        return items[resolved].firstBaseline != nil || items[resolved].lastBaseline != nil
    }

    /// A constraint with each stack baseline on either side read as the vended view's. A bare
    /// constant keeps being measured from the stack's parent.
    func resolving(_ constraint: LayoutSnapshot.Constraint) -> LayoutSnapshot.Constraint {
        var result = constraint
        // A multiplier without a second item is left for the builder to refuse.
        if result.second == nil, result.multiplier == 1, isStackBaseline(result.first), let parent = items[result.first.item].parent,
           let attribute = result.first.attribute.parentAttributeForConstant {
            result.second = LayoutSnapshot.Anchor(item: parent, attribute: attribute)
        }
        if isStackBaseline(result.first) { result.first = anchor(result.first.item, result.first.attribute) }
        if let second = result.second, isStackBaseline(second) { result.second = anchor(second.item, second.attribute) }
        return result
    }

    private func isStackBaseline(_ anchor: LayoutSnapshot.Anchor) -> Bool {
        anchor.guide == nil && (anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline)
            && stacks[anchor.item] != nil
    }

    /// The arranged view whose `attribute` (first or last baseline) the stack at `item` vends, or
    /// `nil` when `item` is not a stack or has no visible view.
    func vendedView(_ item: Int, _ attribute: LayoutAttribute) -> Int? {
        guard let stack = stacks[item] else { return nil }
        let visible = stack.arranged.filter { !items[$0].isHidden }
        guard let first = visible.first, let last = visible.last else { return nil }
        let isFirst = attribute == .firstBaseline
        if stack.axis == .vertical { return isFirst ? first : last }
        let usesTallest = stack.alignment == .center
            || (!isFirst && [.leading, .firstBaseline].contains(stack.alignment))
            || (isFirst && [.trailing, .lastBaseline].contains(stack.alignment))
        guard usesTallest else { return isFirst ? first : last }
        return tallest(visible)
    }

    /// The view with the largest intrinsic height, the earlier on ties; `nil` when all are 0.
    private func tallest(_ views: [Int]) -> Int? {
        var best: (view: Int, height: Double)?
        for view in views {
            let height = intrinsicHeight(view, depth: 0)
            if height > (best?.height ?? 0) { best = (view, height) }
        }
        return best?.view
    }

    /// UIKit's calculated intrinsic height: a view's own, a stack's from its visible views.
    private func intrinsicHeight(_ item: Int, depth: Int) -> Double {
        if let height = items[item].intrinsicSize.vertical { return height }
        guard let stack = stacks[item], depth <= items.count else { return 0 }
        let visible = stack.arranged.filter { !items[$0].isHidden }
        let heights = visible.map { intrinsicHeight($0, depth: depth + 1) }
        guard stack.axis == .vertical else { return heights.max() ?? 0 }
        let gaps = visible.dropLast().map { stack.gap(after: $0).value }
        return heights.reduce(0, +) + gaps.reduce(0, +)
    }
}
