import Foundation
import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutEngine

/// A view tree laid out by an engine, and what moves in it.
public final class EngineState: @unchecked Sendable {
    /// What each step changes.
    public enum Change: String, CaseIterable, Sendable {
        /// The middle constraint's constant.
        case engine
        /// The intrinsic width of the middle view that has one.
        case intrinsic
        /// The root's width.
        case root
    }

    /// What each step changes.
    public let change: Change
    private var tree: ViewTree?
    private var engine: LayoutEngine?
    private var constraint: LayoutConstraint?
    private var view: LayoutView?
    private var base: CGFloat = 0, count = 0

    /// A state that will change `change`.
    public init(change: Change) {
        self.change = change
    }

    /// Builds the tree of `snapshot` and lays it out once with `solver`.
    public func prepare(_ snapshot: LayoutSnapshot, solver: any LayoutSolver) throws {
        let tree = try ViewTree(snapshot)
        let engine = LayoutEngine(solver: solver)
        tree.root.layoutEngine = engine
        engine.layoutIfNeeded(tree.root)
        switch change {
        case .engine:
            constraint = tree.constraints[tree.constraints.count / 2]
            base = constraint!.constant
        case .intrinsic:
            let sized = tree.views.filter { $0.intrinsicContentSize.width >= 0 }
            view = sized[sized.count / 2]
            base = view!.explicitIntrinsicContentSize.width
        case .root:
            base = tree.root.frame.width
        }
        self.tree = tree
        self.engine = engine
        count = 0
    }

    /// Moves the value by 1 (and back, in turn) and lays the tree out again.
    public func step() -> CGRect {
        count += 1
        let value = base + CGFloat(count % 2)
        switch change {
        case .engine: constraint!.constant = value
        case .intrinsic: view!.explicitIntrinsicContentSize.width = value
        case .root: tree!.root.frame.size.width = value
        }
        engine!.layoutIfNeeded(tree!.root)
        return tree!.root.frame
    }

    /// Lets the tree go.
    public func reset() {
        tree = nil
        engine = nil
        constraint = nil
        view = nil
    }
}
