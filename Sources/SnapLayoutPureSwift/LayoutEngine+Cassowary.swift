import Foundation
import SnapLayoutCassowary
import SnapLayoutEngine

// What `import SnapLayout` gives with its GLPK default (LayoutEngine+Default.swift there), here
// with the Cassowary solver as the default, so that a tree lays out with no C library at all.
// Import this module or `SnapLayout`, not both: both declare these members.

extension LayoutEngine {
    /// An engine over the pure-Swift Cassowary solver, the default of `SnapLayoutPureSwift`.
    public convenience init() {
        self.init(solver: CassowarySolver())
    }
}

extension LayoutView {
    /// The engine of this view's tree: the root's `layoutEngine`, created (Cassowary) on first use.
    public var treeLayoutEngine: LayoutEngine {
        treeLayoutEngine { LayoutEngine() }
    }

    /// Solves the whole tree this view is in, if anything changed since the last layout, and writes
    /// every frame (in superview coordinates), as UIKit's `layoutIfNeeded()`.
    public func layoutIfNeeded() {
        treeLayoutEngine.layoutIfNeeded(self)
    }

    /// The size the view's constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities, as UIKit's method: pass `.required` to fix a
    /// dimension, `.fittingSizeLevel` to let the content decide it.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalPriority: LayoutPriority,
                                        verticalFittingPriority verticalPriority: LayoutPriority) -> CGSize {
        treeLayoutEngine.fittingSize(of: self, target: targetSize,
                                     horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
    }

    /// The smallest size the constraints allow (both dimensions at `fittingSizeLevel`), as UIKit's
    /// one-argument form.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// Whether some part of this view's frame is not determined by the constraints: it could move
    /// without any constraint holding less well. Solves the tree with the ambiguity check.
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(in: treeLayoutEngine)
    }
}
