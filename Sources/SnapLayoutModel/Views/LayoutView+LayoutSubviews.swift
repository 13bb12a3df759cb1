extension LayoutView {
    /// The views of this root's tree that lay out their subviews in code (`laysOutSubviews`), outer
    /// views first (UIKit's top-down order), so that a list inside a list's cell is placed after
    /// the cell. Walks the tree only when it may hold one.
    package func viewsLayingOutSubviews() -> [LayoutView] {
        guard treeMayLayOutSubviews else { return [] }
        var found: [LayoutView] = []
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            if view.laysOutSubviews { found.append(view) }
            for subview in view.subviews.reversed() { stack.append(subview) }
        }
        // None left (removed): later passes skip the walk.
        if found.isEmpty { treeMayLayOutSubviews = false }
        return found
    }
}
