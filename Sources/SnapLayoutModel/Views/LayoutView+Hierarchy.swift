extension LayoutView {
    /// Adds `view` on top of the subviews, taking it from its current superview first.
    public func addSubview(_ view: LayoutView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: LayoutView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view),
                     "LayoutView.addSubview: adding \(view.debugName) to \(debugName) would make a cycle")
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.superviewSizeAtFrame = frame.size
        // The added subtree was a tree of its own: what its root knew, the new root now knows.
        let root = rootView
        if view.treeMayNeedConstraintUpdate { root.treeMayNeedConstraintUpdate = true }
        if view.treeMayHaveControllers { root.treeMayHaveControllers = true }
        if view.treeMayLayOutSubviews { root.treeMayLayOutSubviews = true }
        setNeedsLayout()
    }

    /// Removes the view from its superview, with UIKit's rule: the constraints that refer to the view
    /// or its subtree and are installed outside it are deactivated.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldRoot = parent.rootView
        var ancestor: LayoutView? = parent
        while let view = ancestor {
            for constraint in view.constraints where constraint.refers(toSubtreeOf: self) {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        (parent as? LayoutStackView)?.arrangedSubviewWasRemoved(self)
        parent.setNeedsLayout()
        needsLayout = true
        // A root again: its subtree can hold what the whole tree's root said the tree might.
        treeMayNeedConstraintUpdate = oldRoot.treeMayNeedConstraintUpdate
        treeMayHaveControllers = oldRoot.treeMayHaveControllers
        treeMayLayOutSubviews = oldRoot.treeMayLayOutSubviews
    }

    /// Whether the view is `view` or inside its subtree.
    public func isDescendant(of view: LayoutView) -> Bool {
        var current: LayoutView? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// Adds a layout guide owned by this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        precondition(guide.implicitGuide == nil, "LayoutView.addLayoutGuide: a view's built-in guide cannot be added elsewhere")
        if let owner = guide.owningView, owner !== self { owner.removeLayoutGuide(guide) }
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        layoutGuides.append(guide)
        guide.owningView = self
        setNeedsLayout()
    }

    /// Removes a layout guide, deactivating the constraints that refer to it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard layoutGuides.contains(where: { $0 === guide }) else { return }
        var ancestor: LayoutView? = self
        while let view = ancestor {
            for constraint in view.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
            ancestor = view.superview
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        setNeedsLayout()
    }

    /// The nearest common ancestor of two views (either may be the other's ancestor), if any.
    func nearestCommonAncestor(with other: LayoutView) -> LayoutView? {
        var seen = Set<ObjectIdentifier>()
        var node: LayoutView? = self
        while let view = node { seen.insert(ObjectIdentifier(view)); node = view.superview }
        node = other
        while let view = node {
            if seen.contains(ObjectIdentifier(view)) { return view }
            node = view.superview
        }
        return nil
    }
}
