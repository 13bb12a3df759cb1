import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutEngine

extension LayoutView {
    /// The tree this view is in, solved by `solver` with the ambiguity check, for explanations and
    /// pictures. Constraints are named by their SnapKit descriptions
    /// (`<SnapLayout.LayoutConstraint:label@File.swift#12 a.top == b.top + 10.0>`), the words the
    /// engine's conflict messages use, and in pictures by their label and source location
    /// (`label@File.swift#12`; the document text when a constraint has neither).
    public func layoutDiagnosis(solver: any LayoutSolver) -> Result<LayoutDiagnosis, DiagnosisError> {
        let capture = captureForDiagnosis()
        return LayoutDiagnosis.solve(name: rootView.debugName, snapshot: capture.snapshot, solver: solver,
                                     names: capture.constraints.map(\.description), shortNames: capture.pictureNames)
    }

    /// What the tree's layout does, as `snaplayout explain` prints it, with the constraints that
    /// determine the frames of `items`.
    public func explainLayout(why items: [any LayoutItem] = [], solver: any LayoutSolver) -> LayoutExplanation {
        let capture = captureForDiagnosis()
        let ids = items.compactMap { item in capture.items.firstIndex { $0 === item }.map { capture.snapshot.items[$0].id } }
        switch LayoutDiagnosis.solve(name: rootView.debugName, snapshot: capture.snapshot, solver: solver,
                                     names: capture.constraints.map(\.description)) {
        case .success(let diagnosis): return diagnosis.explanation(why: ids)
        case .failure(let error): return LayoutExplanation(name: rootView.debugName, error: error.message)
        }
    }

    /// The tree's solved layout as an SVG picture. A tree that cannot be solved (a constraint
    /// beyond `LayoutLimits`, a solver failure) is a picture too: its name and the reason.
    public func renderSVG(style: RenderStyle = RenderStyle(), solver: any LayoutSolver) -> String {
        switch layoutDiagnosis(solver: solver) {
        case .success(let diagnosis): return diagnosis.render(style: style)
        case .failure(let error): return SVGRenderer(style: style).renderFailure(name: rootView.debugName, message: error.message)
        }
    }

    /// Moves this view to another position its constraints allow equally well, as UIKit's method:
    /// the first free part of its frame (x, y, width, height) is pinned to the other end of its
    /// range (the finite end it is not at, else 20 points toward an open end), the tree is solved again with every tier's
    /// minimum unchanged, and the frames are written. Returns whether the view moved (false when
    /// its layout is not ambiguous). The next layout pass puts it back.
    @discardableResult
    public func exerciseAmbiguityInLayout(solver: any LayoutSolver) -> Bool {
        let capture = captureForDiagnosis()
        guard let index = capture.items.firstIndex(where: { $0 === self }),
              let system = try? capture.snapshot.linearSystem(),
              let solution = try? solver.solve(system, options: SolveOptions(checksAmbiguity: true)),
              let ranges = solution.frameRanges,
              let probe = system.probes.firstIndex(where: { $0.item == index }),
              let component = FrameComponent.allCases.first(where: { !ranges[probe][$0.rawValue].isFixed() }) else { return false }
        let range = ranges[probe][component.rawValue]
        let expression = system.probes[probe].components[component.rawValue]
        let current = expression.value(solution.values)
        let target: Double
        let tolerance = Tolerance.agreement * max(1, abs(current))
        switch (range.lowerBound.isFinite, range.upperBound.isFinite) {
        case (true, true):
            target = current - range.lowerBound > range.upperBound - current ? range.lowerBound : range.upperBound
        case (true, false):
            target = current - range.lowerBound > tolerance ? range.lowerBound : current + 20
        case (false, true):
            target = range.upperBound - current > tolerance ? range.upperBound : current - 20
        case (false, false):
            target = current + 20
        }
        var pinned = system
        // Appended last, so that should it not hold, it is the one broken, never the layout's own.
        pinned.rows.append(LinearRow(
            expression: expression - target, relation: .equal, priority: LinearSystem.requiredPriority,
            source: .generated(GeneratedConstraint(kind: .fitting, item: capture.snapshot.items[index].id,
                                                   axis: component.axis))))
        guard let moved = try? solver.solve(pinned, options: SolveOptions()), moved.brokenRows == solution.brokenRows,
              moved.tierMinima.count == solution.tierMinima.count,
              zip(moved.tierMinima, solution.tierMinima).allSatisfy({ abs($0.minimum - $1.minimum) <= Tolerance.agreement * max(1, abs($1.minimum)) })
        else { return false }
        capture.apply(pinned.frames(moved.values))
        return true
    }
}

extension LayoutDiagnosis {
    /// The layout as an SVG picture.
    public func render(style: RenderStyle = RenderStyle()) -> String {
        SVGRenderer(style: style).render(self)
    }
}
