@_exported import SnapLayoutDiagnostics
import SnapLayoutModel
import SnapLayoutEngine

/// Diagnostics with the tree's own engine's solver (GLPK unless another engine is set).
extension LayoutView {
    /// The tree this view is in, solved with the ambiguity check, for explanations and pictures;
    /// `nil` when it cannot be solved at all (`layoutReport.failure` says why).
    public func layoutDiagnosis() -> LayoutDiagnosis? {
        try? layoutDiagnosis(solver: treeLayoutEngine.solver).get()
    }

    /// What the tree's layout does, as `snaplayout explain` prints it: conflicts, the broken
    /// constraint and why, unsatisfied optional constraints, each ambiguous item with its free
    /// attributes and their ranges, and the constraints that determine the frames of `items`.
    /// Constraints are named by their SnapKit descriptions, the words of the engine's messages.
    public func explainLayout(why items: [any LayoutItem] = []) -> LayoutExplanation {
        explainLayout(why: items, solver: treeLayoutEngine.solver)
    }

    /// The report of a layout pass of this view's tree with the ambiguity check (the frames are
    /// written, as `layoutIfNeeded()` would). Its `description` prints like `snaplayout explain`.
    public var layoutReport: LayoutReport {
        let engine = treeLayoutEngine
        let previous = engine.checksAmbiguity
        engine.checksAmbiguity = true
        defer { engine.checksAmbiguity = previous }
        return engine.layout(self)
    }

    /// The tree's solved layout as an SVG picture (see `SVGRenderer`), for tests and tools. A tree
    /// that cannot be solved is drawn as its name and the reason (`layoutReport.failure` says it
    /// too), so there is always a picture to look at.
    public func renderSVG(style: RenderStyle = RenderStyle()) -> String {
        renderSVG(style: style, solver: treeLayoutEngine.solver)
    }

    /// Moves this view to another position its constraints allow equally well, as UIKit's
    /// method (see `exerciseAmbiguityInLayout(solver:)`). Returns whether it moved.
    @discardableResult
    public func exerciseAmbiguityInLayout() -> Bool {
        exerciseAmbiguityInLayout(solver: treeLayoutEngine.solver)
    }
}
