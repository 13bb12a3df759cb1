import Foundation
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutEngine

/// The solvers SnapLayout ships, for `LayoutEngine(solver: .cassowary)`.
public enum LayoutSolverKind: String, CaseIterable, Sendable {
    /// The lexicographic LP solver over GLPK (C): the default, fastest on full solves.
    case glpk
    /// The pure-Swift incremental simplex: no C dependency, and microsecond re-solves when only
    /// constants change.
    case cassowary

    /// A solver of this kind.
    public func makeSolver() -> any LayoutSolver {
        switch self {
        case .glpk: return GLPKSolver()
        case .cassowary: return CassowarySolver()
        }
    }
}

extension LayoutEngine {
    /// An engine over the GLPK solver, the default.
    public convenience init() {
        self.init(solver: GLPKSolver())
    }

    /// An engine over one of the solvers SnapLayout ships: `LayoutEngine(solver: .cassowary)`.
    public convenience init(solver kind: LayoutSolverKind) {
        self.init(solver: kind.makeSolver())
    }
}

extension LayoutView {
    /// The engine of this view's tree: the root's `layoutEngine`, created (GLPK) on first use.
    public var treeLayoutEngine: LayoutEngine {
        treeLayoutEngine { LayoutEngine() }
    }

    /// Solves the whole tree this view is in, if anything changed since the last layout, and writes
    /// every frame (in superview coordinates), as UIKit's `layoutIfNeeded()`.
    public func layoutIfNeeded() {
        treeLayoutEngine.layoutIfNeeded(self)
    }

    /// The size the view's constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities, as UIKit's method (self-sizing cells): pass
    /// `.required` to fix a dimension, `.fittingSizeLevel` to let the content decide it.
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalPriority: LayoutPriority,
                                        verticalFittingPriority verticalPriority: LayoutPriority) -> CGSize {
        treeLayoutEngine.fittingSize(of: self, target: targetSize,
                                     horizontalPriority: horizontalPriority, verticalPriority: verticalPriority)
    }

    /// The smallest size the constraints allow (`layoutFittingCompressedSize`, both dimensions at
    /// `fittingSizeLevel`), as UIKit's one-argument form.
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
