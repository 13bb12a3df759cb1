/// A change since the last layout that an engine with a solver session can apply to the session
/// instead of capturing the tree again (`LayoutEngine.isIncremental`): new constants, or a stack's
/// rows made again. Noted on the root.
package enum PendingLayoutChange {
    /// The constraint's `constant` changed.
    case constant(LayoutConstraint)
    /// The view's intrinsic content size was invalidated (its hugging and compression rows move).
    case intrinsicSize(LayoutView)
    /// The root's frame changed (its size rows move).
    case rootFrame
    /// A stack's arrangement changed (its spacing, custom spacing, axis, distribution, alignment,
    /// arrangement flags, or an arranged view's `isHidden`): its generated rows are made again;
    /// when only their constants differ only those move, otherwise the session takes out the rows
    /// that went and adds those that came.
    case stackArrangement(LayoutStackView)
}

extension LayoutView {
    /// Marks the tree for layout, noting a change a session can take (see `PendingLayoutChange`);
    /// any other change since the last layout makes it a full capture.
    func noteIncrementalChange(_ change: PendingLayoutChange) {
        let root = rootView
        let pending = root.pendingChanges
        root.needsLayout = true
        root.pendingChanges = pending.map { $0 + [change] }
    }
}
