import Foundation
import SnapLayoutLinearSystem
import SnapLayoutModel

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
    /// What measures labels' text (`TextSystem.default` unless set: the `fixed` family exactly,
    /// every other with Pango).
    public var textSystem: TextSystem = .default
    /// Whether layout passes keep a solver session per tree, so that when only constraint
    /// constants changed since the last pass (`constraint.constant = …`, SnapKit's
    /// `update(offset:)`), the tree is not captured again and the solver starts from where it was
    /// (the Cassowary solver's dual simplex: microseconds). On by default.
    ///
    /// In such a pass the stays still pull toward the frames of the last full capture; only an
    /// ambiguous layout can tell the difference.
    public var isIncremental = true

    private var loggedConflicts = Set<String>()
    /// The session of the tree laid out last, with what a constant-only pass needs.
    var tree: TreeState?

    /// What the engine keeps of the last tree it laid out. A class: a constant-only pass updates
    /// the tracked values in place, where a struct bound to a local copy copied the whole table on
    /// every pass (a tenth of a pass on 1 000 views).
    final class TreeState {
        /// Weak, so that a root which owns this engine is not kept alive by it.
        weak var root: LayoutView?
        /// Where each item's frame goes, by item index. Views other than the root and guides are
        /// held strongly: they do not own the engine (superviews and owners are weak), and
        /// loading weak references was a large part of a constant-only pass.
        var targets: [FrameTarget]
        /// The views of `targets`, which hold them unretained, kept alive here.
        let views: [LayoutView]
        /// Each item's parent index, −1 for the root: read in every constant-only pass, where
        /// reading it from the snapshot copied (and retained) whole items.
        let parents: [Int]
        var constraints: [LayoutConstraint]
        /// The values behind row constants that can change without a capture, with the rows that
        /// hold them and the value their rows were last built with. Every such row is
        /// `… − value` (a constraint's constant, an intrinsic size, the root's size), so a new
        /// value moves the row's constant by the difference. `nil` until the first pass after a
        /// change (`trackedValues(of:_:)`): a tree laid out once never needs them.
        var tracked: [TrackedValue: (rows: [Int], value: Double)]?
        /// Whether some item's frame comes from autoresizing, whose rows depend on the root's
        /// size in a way a constant shift does not follow.
        var hasAutoresizing: Bool
        var session: any LayoutSolverSession
        /// Whether the pass solved the last capture without `session` (a separable system, solved
        /// without building it): the session is given the system, built from `snapshot`, at the
        /// first pass that needs the session.
        var needsSystem = false
        var snapshot: LayoutSnapshot
        /// The stacks of `snapshot` expanded, each view's item index, and what makes rows of new
        /// stack constraints: made at the first pass after a stack change and kept in step, so
        /// that such a pass expands the stacks once.
        var stackExpansion: StackExpansion?
        var viewIndex: [ObjectIdentifier: Int]?
        var rowFactory: StackRowFactory?
        /// The labels that wrap at their own width, with their item index: after a constant-only
        /// pass, one whose width changed needs its text measured again (a full pass).
        var wrappingLabels: [(label: LayoutLabel, item: Int)] = []

        init(root: LayoutView, targets: [FrameTarget], constraints: [LayoutConstraint], hasAutoresizing: Bool,
             session: any LayoutSolverSession, snapshot: LayoutSnapshot) {
            self.root = root
            self.targets = targets
            // Made at its largest size: a list grown view by view was allocated again at every doubling.
            var views: [LayoutView] = []
            views.reserveCapacity(targets.count)
            for case .view(let view) in targets { views.append(view.takeUnretainedValue()) }
            self.views = views
            parents = snapshot.items.map { $0.parent ?? -1 }
            self.constraints = constraints
            self.hasAutoresizing = hasAutoresizing
            self.session = session
            self.snapshot = snapshot
        }

        /// Gives the session the last capture's system if a separable pass did not; `false` when
        /// the session cannot solve it cleanly (the next pass then captures the tree again).
        func startSession() -> Bool {
            guard needsSystem else { return true }
            needsSystem = false
            guard let system = try? snapshot.linearSystem(),
                  let solution = try? session.solve(system, options: SolveOptions()) else { return false }
            return solution.conflicts.isEmpty
        }

        /// The item at index `k` of the snapshot (the root, a view or a guide); `nil` once the
        /// root is gone.
        func item(_ k: Int) -> AnyObject? {
            switch targets[k] {
            case .root: return root
            case .view(let view): return view.takeUnretainedValue()
            case .guide(let guide): return guide
            }
        }
    }

    /// A value a row constant is built from.
    enum TrackedValue: Hashable {
        case constraint(ObjectIdentifier)
        case intrinsicSize(ObjectIdentifier, LayoutAxis)
        case rootSize(LayoutAxis)
    }

    /// The object an item's frame is written to.
    enum FrameTarget {
        case root
        /// Unretained (`TreeState.views` keeps it): views are referred to weakly (superviews,
        /// constraints), so each retain and release took the slow side-table path, a fifth of a
        /// root-size pass at 100 views.
        case view(Unmanaged<LayoutView>)
        case guide(LayoutGuide)
    }

    /// Creates an engine over a solver.
    public init(solver: any LayoutSolver) {
        self.solver = solver
    }

    /// Lays out the tree `view` is in if something changed since its last layout. The update pass
    /// (`updateConstraintsIfNeeded()`) runs first, so that constraints changed by
    /// `updateConstraints()` count as changes.
    public func layoutIfNeeded(_ view: LayoutView) {
        let root = view.rootView
        root.updateConstraintsIfNeeded()
        guard root.needsLayout else { return }
        layoutAfterUpdatePass(root)
    }

    /// Lays out the tree `view` is in now, writes every frame and returns the report. As UIKit's
    /// layout: the update pass first (`updateConstraints()`, children first, and controllers'
    /// `updateViewConstraints()`), then each controller's `viewWillLayoutSubviews()`, the solve,
    /// and each controller's `viewDidLayoutSubviews()` (controllers of outer views first).
    @discardableResult
    public func layout(_ view: LayoutView) -> LayoutReport {
        let root = view.rootView
        root.updateConstraintsIfNeeded()
        return layoutAfterUpdatePass(root)
    }

    /// The layout pass once the update pass has run (one update pass per layout: a view that marks
    /// itself again in `updateConstraints()` is called at the next layout, not in a loop).
    @discardableResult
    private func layoutAfterUpdatePass(_ root: LayoutView) -> LayoutReport {
        let controllers = root.controllersInTree()
        for controller in controllers { controller.viewWillLayoutSubviews() }
        let report = layingOutSubviews(root, after: solveTree(root))
        for controller in controllers { controller.viewDidLayoutSubviews() }
        return report
    }

    /// Solves the tree of `root` and writes every frame: incrementally when only constants changed.
    func solveTree(_ root: LayoutView) -> LayoutReport {
        if let (report, frames) = layoutConstantChanges(root) {
            if let frames, let tree { write(frames, to: tree, root: root) }
            if let frames, let tree, LayoutEngine.labelWidthsChanged(frames, tree) {
                // A label's text wraps at its new width: measured again from a capture.
                self.tree = nil
            } else {
                finish(root, report: report, captured: nil, frames: nil)
                return report
            }
        }
        var captured = root.captureLayout()
        var text = TextOutcome(captured: captured, settled: [], unsettled: [])
        if !captured.snapshot.texts.isEmpty {
            switch measuringText(captured) {
            case .success(let outcome): text = outcome
            case .failure(let error): return failedLayout(root, message: error.message)
            }
            captured = text.captured
        }
        var session: (any LayoutSolverSession)?
        if isIncremental {
            session = tree?.root === root ? tree!.session : solver.makeSession()
        }
        tree = nil
        var (report, system, frames, skippedSession) = solve(captured, checksAmbiguity: checksAmbiguity, session: session)
        report.unsettledLabels = text.unsettled
        if frames != nil { for (label, width) in text.settled { label.settledWrapWidth = width } }
        if let session, system != nil || skippedSession, frames != nil {
            let targets = captured.objects.map { object -> FrameTarget in
                switch object {
                case .view(let view): view.toOpaque() == Unmanaged.passUnretained(root).toOpaque() ? .root : .view(view)
                case .guide(let guide): .guide(guide.takeUnretainedValue())
                }
            }
            tree = TreeState(root: root, targets: targets, constraints: captured.constraints,
                             hasAutoresizing: captured.snapshot.items.contains { $0.autoresizing != nil },
                             session: session, snapshot: captured.snapshot)
            tree!.needsSystem = skippedSession
            let labelItems = captured.snapshot.texts.filter { $0.padding == nil }.map(\.item)
            tree!.wrappingLabels = text.settled.indices.compactMap { k in
                let label = text.settled[k].label
                return label.textContent.wrapsAtOwnWidth ? (label, labelItems[k]) : nil
            }
        }
        finish(root, report: report, captured: captured, frames: frames)
        return report
    }

    /// Whether a constant-only pass moved a label that wraps at its own width to another wrap width.
    private static func labelWidthsChanged(_ frames: [LayoutSnapshot.Rect], _ tree: TreeState) -> Bool {
        let scale = tree.snapshot.displayScale
        return tree.wrappingLabels.contains { label, item in
            let insets = tree.snapshot.items[item].alignmentInsets
            let width = TextMeasurement.wrapWidth(forSolvedWidth: frames[item].width - insets.left - insets.right, scale: scale)
            return width != label.settledWrapWidth
        }
    }

    /// A layout pass that could not solve (a label that cannot be measured): reported and logged,
    /// frames left as they were.
    private func failedLayout(_ root: LayoutView, message: String) -> LayoutReport {
        var report = LayoutReport()
        report.failure = message
        log("SnapLayout: layout failed: \(message)")
        tree = nil
        finish(root, report: report, captured: nil, frames: nil)
        return report
    }

    /// Writes the frames of a constant-only pass to the objects kept from the last capture.
    private func write(_ frames: [LayoutSnapshot.Rect], to tree: TreeState, root: LayoutView) {
        let parents = tree.parents
        tree.targets.withUnsafeBufferPointer { targets in
            for index in targets.indices {
                let rect = frames[index]
                let frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                switch targets[index] {
                case .root: root.frameStorage = CGRect(origin: root.frame.origin, size: frame.size)
                case .view(let view):
                    view._withUnsafeGuaranteedRef { view in
                        // The superview's new size is its own frame here (no weak load of the superview).
                        let parent = parents[index]
                        let superviewSize = parent >= 0
                            ? CGSize(width: frames[parent].width, height: frames[parent].height) : view.superview?.frame.size
                        view.placement = LayoutView.Placement(frame: frame, superviewSize: superviewSize)
                    }
                case .guide(let guide): guide.solvedFrame = frame
                }
            }
        }
    }

    /// Writes the frames of `captured`'s items and marks the tree laid out. Each view's superview
    /// is its parent item, laid out just before it: its new size is its frame here (no weak load
    /// of the superview per view).
    private func finish(_ root: LayoutView, report: LayoutReport, captured: CapturedLayout?, frames: [LayoutSnapshot.Rect]?) {
        if let frames, let captured {
            for index in captured.objects.indices {
                let rect = frames[index]
                let frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                switch captured.objects[index] {
                case .view(let view):
                    let parent = captured.snapshot.items[index].parent
                    view._withUnsafeGuaranteedRef { view in
                        view.placement = LayoutView.Placement(
                            frame: view === root ? CGRect(origin: root.frame.origin, size: frame.size) : frame,
                            superviewSize: parent.map { CGSize(width: frames[$0].width, height: frames[$0].height) })
                    }
                case .guide(let guide):
                    guide._withUnsafeGuaranteedRef { $0.solvedFrame = frame }
                }
            }
        }
        root.needsLayout = false
        root.pendingChanges = []
        lastReport = report
    }

    /// The rows of `system` (the tree's last) whose constants follow a value that can change
    /// without a capture, with the values the tree was captured with.
    private static func trackedValues(of tree: TreeState, _ system: LinearSystem) -> [TrackedValue: (rows: [Int], value: Double)] {
        let snapshot = tree.snapshot
        var tracked: [TrackedValue: (rows: [Int], value: Double)] = [:]
        var index: [String: Int] = [:]
        var duplicates = Set<String>()
        for (k, item) in snapshot.items.enumerated() where index.updateValue(k, forKey: item.id) != nil {
            duplicates.insert(item.id)
        }
        // An arranged view's intrinsic size also decides stack constraints' multipliers and which
        // view a stack takes its baselines from: a change of it captures the tree again.
        let arranged = Set(snapshot.stacks.flatMap(\.arranged))
        for (row, linearRow) in system.rows.enumerated() {
            switch linearRow.source {
            case .stack:
                continue
            case .constraint(let c):
                tracked[.constraint(ObjectIdentifier(tree.constraints[c]))] = ([row], snapshot.constraints[c].constant)
            case .generated(let generated):
                switch generated.kind {
                case .hugging, .compression:
                    // Generated rows name their item by id; a view whose id is not unique is not
                    // tracked (its changes capture the tree again).
                    guard let id = generated.item, !duplicates.contains(id), let k = index[id],
                          !arranged.contains(k),
                          let size = snapshot.items[k].intrinsicSize[generated.axis], let item = tree.item(k) else { continue }
                    let key = TrackedValue.intrinsicSize(ObjectIdentifier(item), generated.axis)
                    tracked[key, default: ([], size)].rows.append(row)
                case .size:
                    let size = generated.axis == .horizontal ? snapshot.rootWidth : snapshot.rootHeight
                    if let size { tracked[.rootSize(generated.axis)] = ([row], size) }
                case .origin, .autoresizing, .fitting:
                    continue
                }
            }
        }
        return tracked
    }

    /// The pass where only constants changed since the last one (constraint constants, intrinsic
    /// sizes, the root's size): the session is told the new row constants, nothing is captured.
    /// `nil` when that does not apply.
    private func layoutConstantChanges(_ root: LayoutView) -> (LayoutReport, [LayoutSnapshot.Rect]?)? {
        guard isIncremental, !checksAmbiguity, let pending = root.pendingChanges, let tree, tree.root === root,
              tree.startSession(), let system = tree.session.system else { return nil }
        if tree.tracked == nil { tree.tracked = LayoutEngine.trackedValues(of: tree, system) }
        // The new value of every tracked value that changed; `nil` when a change is not one of them.
        var values: [TrackedValue: Double] = [:]
        var changedStacks: [LayoutStackView] = []
        for change in pending {
            switch change {
            case .stackArrangement(let stack):
                changedStacks.append(stack)
            case .constant(let constraint):
                let key = TrackedValue.constraint(ObjectIdentifier(constraint))
                guard tree.tracked![key] != nil else { return nil }
                values[key] = Double(constraint.constant)
            case .intrinsicSize(let view):
                let size = view.intrinsicContentSize
                for (axis, value) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] {
                    let key = TrackedValue.intrinsicSize(ObjectIdentifier(view), axis)
                    // Gaining or losing an intrinsic metric adds or removes rows.
                    guard (tree.tracked![key] != nil) == (value >= 0) else { return nil }
                    if value >= 0 { values[key] = Double(value) }
                }
            case .rootFrame:
                guard root.translatesAutoresizingMaskIntoConstraints, !tree.hasAutoresizing,
                      tree.tracked![.rootSize(.horizontal)] != nil, tree.tracked![.rootSize(.vertical)] != nil else { return nil }
                values[.rootSize(.horizontal)] = Double(root.frame.width)
                values[.rootSize(.vertical)] = Double(root.frame.height)
            }
        }
        var changes: [RowConstantChange] = []
        for (key, value) in values {
            let (rows, last) = tree.tracked![key]!
            guard value != last else { continue }
            for row in rows {
                changes.append(RowConstantChange(row: row, constant: system.rows[row].expression.constant - (value - last)))
            }
            tree.tracked![key]!.value = value
        }
        var edit: SystemEdit?
        if !changedStacks.isEmpty {
            guard let stackChange = LayoutEngine.stackChanges(changedStacks, tree: tree, system: system,
                                                              constants: changes) else { return nil }
            switch stackChange {
            case .constants(let stackChanges): changes += stackChanges
            case .edit(let stackEdit): edit = stackEdit
            }
        }
        changes.sort { $0.row < $1.row }
        // No ambiguity is checked in this pass, so the report needs no items.
        let captured = CapturedLayout(snapshot: tree.snapshot, items: [], objects: [], constraints: tree.constraints)
        let (report, _, frames, _) = solve(captured, checksAmbiguity: false, session: tree.session, changes: changes, edit: edit)
        if frames == nil { self.tree = nil }
        return (report, frames)
    }

    /// The size `view`'s constraints give it when its width and height are pulled toward
    /// `targetSize` at the given priorities, as UIKit's `systemLayoutSizeFitting`. Only the view's
    /// subtree and the constraints inside it take part; no frame is written.
    public func fittingSize(of view: LayoutView, target targetSize: CGSize,
                            horizontalPriority: LayoutPriority, verticalPriority: LayoutPriority) -> CGSize {
        view.updateConstraintsIfNeeded()
        let fitting = LayoutSnapshot.Fitting(
            width: Double(targetSize.width), height: Double(targetSize.height),
            horizontalPriority: Double(horizontalPriority.rawValue), verticalPriority: Double(verticalPriority.rawValue))
        var captured = view.captureLayout(fitting: fitting)
        if !captured.snapshot.texts.isEmpty {
            guard case .success(let outcome) = measuringText(captured) else { return .zero }
            captured = outcome.captured
        }
        let (_, _, frames, _) = solve(captured, checksAmbiguity: false, session: nil)
        guard let root = frames?.first else { return .zero }
        return CGSize(width: root.width, height: root.height)
    }

    /// Solves a captured tree (through `session` when given: with `edit`, the edited system; with
    /// `changes`, only those row constants of its last system change): the report, the system,
    /// and the frames unless the layout could not be solved.
    ///
    /// A captured tree whose system is separable (`LinearSystem.separableSolution()`) is solved
    /// without the solver, and without building the system
    /// (`LayoutSnapshot.separableLayoutOrSystem()`), when the solver allows that and no ambiguity
    /// is checked; `session` is then left without the system (`skippedSession`, and no system is
    /// returned; `TreeState.needsSystem`).
    func solve(_ captured: CapturedLayout, checksAmbiguity: Bool, session: (any LayoutSolverSession)?,
               changes: [RowConstantChange]? = nil, edit: SystemEdit? = nil)
        -> (report: LayoutReport, system: LinearSystem?, frames: [LayoutSnapshot.Rect]?, skippedSession: Bool) {
        var report = LayoutReport()
        var system: LinearSystem
        let solution: LinearSolution
        let options = SolveOptions(checksAmbiguity: checksAmbiguity)
        do {
            if let session, let edit {
                solution = try session.solve(editing: edit, options: options)
                system = session.system!
            } else if let session, let changes {
                solution = try session.solve(updatingConstants: changes, options: options)
                system = session.system!
            } else {
                if !checksAmbiguity, solver.allowsSeparableSolve {
                    switch try captured.snapshot.separableLayoutOrSystem() {
                    case .separable(let layout):
                        return (LayoutEngine.report(layout, captured), nil, layout.frames, session != nil)
                    case .system(let built):
                        system = built
                    }
                } else {
                    system = try captured.snapshot.linearSystem()
                }
                solution = try session?.solve(system, options: options) ?? solver.solve(system, options: options)
            }
        } catch let error as LayoutError {
            var message = error.message
            if let index = error.constraintIndex { message = "\(captured.constraints[index]): \(message)" }
            report.failure = message
            log("SnapLayout: layout failed: \(message)")
            return (report, nil, nil, false)
        } catch {
            report.failure = "\(error)"
            log("SnapLayout: layout failed: \(error)")
            return (report, nil, nil, false)
        }
        // Only conflicts name their generated rows here (a few rows, and only when the required
        // rows cannot all hold); unsatisfied rows are named when the report is read.
        let rows = system.rows
        func entry(_ row: Int) -> LayoutReport.Entry {
            switch rows[row].source {
            case .constraint(let index): return .constraint(captured.constraints[index])
            case .generated(let generated): return .generated(generated.name)
            case .stack(let stack): return .generated(stack.name)
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
        report.unnamedUnsatisfied = .found((solution.unsatisfiedRows ?? system.unsatisfiedRows(solution.values)).map { found in
            let source = rows[found.row].source
            var constraint: LayoutConstraint?
            if case .constraint(let index) = source { constraint = captured.constraints[index] }
            return UnnamedUnsatisfied.Row(constraint: constraint, source: source, priority: rows[found.row].priority,
                                          error: found.error)
        })
        if let ranges = solution.frameRanges {
            report.ambiguousItems = zip(system.probes, ranges).compactMap { probe, ranges in
                LinearSystem.isAmbiguous(ranges) ? captured.items[probe.item] : nil
            }
        }
        return (report, system, system.frames(solution.values), false)
    }

    /// The report of a separable layout: no conflict, no broken constraint, its unsatisfied rows
    /// (as `solve` reports a separable system's).
    private static func report(_ layout: SeparableLayout, _ captured: CapturedLayout) -> LayoutReport {
        var report = LayoutReport()
        report.unnamedUnsatisfied = .found(layout.unsatisfied.map { found in
            var constraint: LayoutConstraint?
            if case .constraint(let index) = found.source { constraint = captured.constraints[index] }
            return UnnamedUnsatisfied.Row(constraint: constraint, source: found.source, priority: found.priority,
                                          error: found.error)
        })
        return report
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
