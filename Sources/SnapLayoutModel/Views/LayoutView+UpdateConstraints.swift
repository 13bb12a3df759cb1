extension LayoutView {
    /// Whether `updateConstraints()` is due at the next update pass. True for a new view, as in
    /// UIKit, so that a subclass's first constraints can be made there.
    public var needsUpdateConstraints: Bool { needsUpdateConstraintsFlag }

    /// Asks for `updateConstraints()` before the next layout, so that several property changes that
    /// each affect constraints are turned into constraint changes once.
    ///
    /// Called from inside `updateConstraints()` it does not loop: an update pass calls each view at
    /// most once, so the view is called again at the next layout pass, not in this one (UIKit
    /// warns that this makes a feedback loop across passes; here it is one call per pass).
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        rootView.treeMayNeedConstraintUpdate = true
    }

    /// Runs the update pass over this view's subtree now: `updateConstraints()` on every view that
    /// needs it, subviews before their superview (UIKit's order: the pass goes up the tree, so a
    /// superview sees its subviews' constraints already updated). `layoutIfNeeded()` does this
    /// itself; call it to read the constraints before a layout.
    public func updateConstraintsIfNeeded() {
        let isRoot = superview == nil
        if isRoot {
            guard treeMayNeedConstraintUpdate else { return }
            // Cleared first: views marked again during the pass are left for the next one.
            treeMayNeedConstraintUpdate = false
            if !treeMayHaveControllers, clearFlagsIfEveryViewIsPlain() { return }
        }
        for view in postOrderViews() where view.needsUpdateConstraintsFlag {
            view.runUpdateConstraints()
        }
    }

    /// Clears the update flag of every view of the subtree when each is a `LayoutView` itself, not
    /// a subclass (the caller has made sure no view is a controller's); `false`, having changed
    /// nothing, otherwise. The base `updateConstraints()` only clears the flag, so calling it on
    /// each view in order is this; and walking views unretained, which no call can remove, skips
    /// two retains and releases per view on the runtime's slow path (views are weakly referenced):
    /// most of an update pass over a new tree of plain views.
    private func clearFlagsIfEveryViewIsPlain() -> Bool {
        let plain = ObjectIdentifier(LayoutView.self)
        var views: [Unmanaged<LayoutView>] = []
        // Room for a small screen from the start: grown from one, the list was copied five times.
        views.reserveCapacity(16)
        views.append(Unmanaged.passUnretained(self))
        var next = 0
        while next < views.count {
            let isPlain = views[next]._withUnsafeGuaranteedRef { view in
                guard ObjectIdentifier(type(of: view)) == plain else { return false }
                for subview in view.subviews { views.append(Unmanaged.passUnretained(subview)) }
                return true
            }
            guard isPlain else { return false }
            next += 1
        }
        for view in views { view._withUnsafeGuaranteedRef { $0.needsUpdateConstraintsFlag = false } }
        return true
    }

    /// The subtree's views, each after its subviews (back to front among siblings).
    func postOrderViews() -> [LayoutView] {
        var order: [LayoutView] = []
        var stack: [(view: LayoutView, expanded: Bool)] = [(self, false)]
        while let (view, expanded) = stack.popLast() {
            if expanded || view.subviews.isEmpty {
                order.append(view)
                continue
            }
            stack.append((view, true))
            for subview in view.subviews.reversed() { stack.append((subview, false)) }
        }
        return order
    }

    /// Calls `updateConstraints()` once, through the controller's `updateViewConstraints()` for a
    /// controller's root view (whose base implementation calls the view's), and reports an
    /// override that did not reach the base implementation.
    private func runUpdateConstraints() {
        didReachBaseUpdateConstraints = false
        let controller = viewController
        if let controller {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        guard !didReachBaseUpdateConstraints else { return }
        let method = controller.map { "\(type(of: $0)).updateViewConstraints()" } ?? "\(type(of: self)).updateConstraints()"
        DiagnosticReport.write(.lifecycle, "\(method) did not call super: every override must (UIKit raises an exception); \(debugName)'s needsUpdateConstraints is cleared anyway")
        needsUpdateConstraintsFlag = false
    }
}
