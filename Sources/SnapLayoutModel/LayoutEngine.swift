import Foundation

/// Solves view trees with a chosen solver and writes their frames.
///
/// A root view keeps its engine (`LayoutView.layoutEngine`); `import SnapLayout` gives every tree a
/// GLPK engine unless another is set. An engine may serve many trees but only one thread at a time.
public final class LayoutEngine {
    /// The solver every layout pass uses.
    public let solver: any LayoutSolver
    /// Whether layout passes also find ambiguous items (costs extra linear programs).
    public var checksAmbiguity = false
    /// Where conflict messages go (UIKit's words, each distinct conflict once); standard error by default.
    public var log: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    /// The report of the last layout pass.
    public private(set) var lastReport: LayoutReport?

    private var loggedConflicts = Set<String>()

    /// Creates an engine over a solver.
    public init(solver: any LayoutSolver) {
        self.solver = solver
    }

    /// Lays out the tree `view` is in if something changed since its last layout.
    public func layoutIfNeeded(_ view: LayoutView) {
        let root = view.rootView
        guard root.needsLayout else { return }
        layout(root)
    }

    /// Lays out the tree `view` is in now, writes every frame and returns the report.
    @discardableResult
    public func layout(_ view: LayoutView) -> LayoutReport {
        let root = view.rootView
        let captured = root.captureLayout()
        let (report, frames) = solve(captured, checksAmbiguity: checksAmbiguity)
        if let frames {
            for (index, item) in captured.items.enumerated() {
                let rect = frames[index]
                let frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                if let view = item as? LayoutView {
                    view.frameStorage = view === root ? CGRect(origin: root.frame.origin, size: frame.size) : frame
                    view.superviewSizeAtFrame = view.superview?.frame.size
                } else if let guide = item as? LayoutGuide {
                    guide.solvedFrame = frame
                }
            }
        }
        root.needsLayout = false
        lastReport = report
        return report
    }

    /// The size `view`'s constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities, as UIKit's `systemLayoutSizeFitting`. Only the view's
    /// subtree and the constraints inside it take part; no frame is written.
    public func fittingSize(of view: LayoutView, target targetSize: CGSize,
                            horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority) -> CGSize {
        let fitting = LayoutSnapshot.Fitting(
            width: Double(targetSize.width), height: Double(targetSize.height),
            horizontalPriority: Double(horizontalPriority.rawValue), verticalPriority: Double(verticalPriority.rawValue))
        let captured = view.captureLayout(fitting: fitting)
        let (_, frames) = solve(captured, checksAmbiguity: false)
        guard let root = frames?.first else { return .zero }
        return CGSize(width: root.width, height: root.height)
    }

    /// Solves a captured tree: the report, and the frames unless the layout could not be solved.
    func solve(_ captured: CapturedLayout, checksAmbiguity: Bool) -> (LayoutReport, [LayoutSnapshot.Rect]?) {
        var report = LayoutReport()
        let system: LinearSystem
        let solution: LinearSolution
        do {
            system = try captured.snapshot.linearSystem()
            solution = try solver.solve(system, options: SolveOptions(checksAmbiguity: checksAmbiguity))
        } catch let error as LayoutError {
            var message = error.message
            if let index = error.constraintIndex { message = "\(captured.constraints[index]): \(message)" }
            report.failure = message
            log("SnapLayout: layout failed: \(message)")
            return (report, nil)
        } catch {
            report.failure = "\(error)"
            log("SnapLayout: layout failed: \(error)")
            return (report, nil)
        }
        func entry(_ row: Int) -> LayoutReport.Entry {
            switch system.rows[row].source {
            case .constraint(let index): return .constraint(captured.constraints[index])
            case .generated(let generated): return .generated(generated.name)
            }
        }
        for conflict in solution.conflicts {
            let found = LayoutReport.Conflict(entries: conflict.rows.map(entry), broken: entry(conflict.broken))
            report.conflicts.append(found)
            logOnce(found)
        }
        report.brokenConstraints = solution.brokenRows.compactMap {
            if case .constraint(let index) = system.rows[$0].source { return captured.constraints[index] }
            return nil
        }
        report.unsatisfied = system.unsatisfiedRows(solution.values).map {
            LayoutReport.Unsatisfied(entry: entry($0.row),
                                     priority: LayoutPriority(Float(system.rows[$0.row].priority)), error: $0.error)
        }
        if let ranges = solution.frameRanges {
            report.ambiguousItems = zip(system.probes, ranges).compactMap { probe, ranges in
                LinearSystem.isAmbiguous(ranges) ? captured.items[probe.item] : nil
            }
        }
        return (report, system.frames(solution.values))
    }

    private func logOnce(_ conflict: LayoutReport.Conflict) {
        let lines = conflict.entries.map { "    \"\($0)\"" }.joined(separator: ",\n")
        let key = lines + "|" + conflict.broken.description
        guard loggedConflicts.insert(key).inserted else { return }
        log("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. \
            Try this: (1) look at each constraint and try to figure out which you don't expect; \
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(lines)
            )

            Will attempt to recover by breaking constraint 
            \(conflict.broken)
            """)
    }
}
