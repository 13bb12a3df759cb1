/// A change since the last layout that moves only constants of the tree's linear system, noted on
/// the root so that an engine with a solver session can update the session instead of capturing
/// the tree again (`LayoutEngine.isIncremental`).
package enum PendingLayoutChange {
    /// The constraint's `constant` changed.
    case constant(LayoutConstraint)
    /// The view's intrinsic content size was invalidated (its hugging and compression rows move).
    case intrinsicSize(LayoutView)
    /// The root's frame changed (its size rows move).
    case rootFrame
    /// A stack's spacing or custom spacing changed: its generated rows are made again, and when
    /// only their constants differ, only those move.
    case stackSpacing(LayoutStackView)
}

extension LayoutView {
    /// Marks the tree for layout, noting a change that moves only constants (see
    /// `PendingLayoutChange`); any other change since the last layout makes it a full capture.
    func noteConstantOnlyChange(_ change: PendingLayoutChange) {
        let root = rootView
        let pending = root.pendingChanges
        root.needsLayout = true
        root.pendingChanges = pending.map { $0 + [change] }
    }
}
