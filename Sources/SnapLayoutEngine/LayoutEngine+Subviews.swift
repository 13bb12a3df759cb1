import SnapLayoutModel

/// A view whose `layoutSubviews()` needs the engine that lays it out (a list measures its cells
/// with it, `fittingSize`): the engine hands itself over for the call, and takes it back after.
package protocol EngineLaidOutView: LayoutView {
    /// The engine whose layout pass is calling `layoutSubviews()`; `nil` outside that call.
    var engineInLayoutPass: LayoutEngine? { get set }
}

extension LayoutEngine {
    /// The most solves of one layout pass with views that lay out their subviews: the first, and
    /// one after each round of `layoutSubviews()` calls that changed the tree.
    package static let maximumSubviewSolves = 6

    /// UIKit's `layoutSubviews()` step: after a solve, each view of the tree that places subviews in
    /// code (outer views first) is called with its frame solved; when that changed the tree (a
    /// list placed its visible cells), the tree is solved again, at most `maximumSubviewSolves`
    /// times in all. A tree still changing after that is left marked for layout, and said in the
    /// report (`LayoutReport.unsettledSubviewLayouts`).
    func layingOutSubviews(_ root: LayoutView, after first: LayoutReport) -> LayoutReport {
        var report = first
        var solves = 1
        while report.failure == nil {
            let views = root.viewsLayingOutSubviews()
            guard !views.isEmpty else { return report }
            for view in views { callLayoutSubviews(view) }
            root.updateConstraintsIfNeeded()
            guard root.needsLayout else { return report }
            guard solves < LayoutEngine.maximumSubviewSolves else {
                report.unsettledSubviewLayouts = views
                log("SnapLayout: the subviews of \(views.map(\.debugName).joined(separator: ", ")) were still changing after \(solves) solves")
                return report
            }
            let unsettledLabels = report.unsettledLabels
            report = solveTree(root)
            if report.unsettledLabels.isEmpty { report.unsettledLabels = unsettledLabels }
            solves += 1
        }
        return report
    }

    /// Calls `view.layoutSubviews()`, with this engine at hand for views that measure through it.
    private func callLayoutSubviews(_ view: LayoutView) {
        guard let client = view as? any EngineLaidOutView else {
            view.layoutSubviews()
            return
        }
        client.engineInLayoutPass = self
        defer { client.engineInLayoutPass = nil }
        view.layoutSubviews()
    }
}
