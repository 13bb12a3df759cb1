extension LayoutView {
    /// The controllers whose root views are in this root's tree, outer views first (the order
    /// UIKit's top-down layout pass reaches them). Walks the tree only when it may hold one.
    package func controllersInTree() -> [LayoutViewController] {
        guard treeMayHaveControllers else { return [] }
        var found: [LayoutViewController] = []
        var stack: [LayoutView] = [self]
        while let view = stack.popLast() {
            if let controller = view.viewController { found.append(controller) }
            for subview in view.subviews.reversed() { stack.append(subview) }
        }
        // None left (their views were replaced or removed): later passes skip the walk.
        if found.isEmpty { treeMayHaveControllers = false }
        return found
    }
}
