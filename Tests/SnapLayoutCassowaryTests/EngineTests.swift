import Foundation
import Testing
import SnapLayout
@testable import SnapLayoutCassowary

/// `LayoutEngine(solver: .cassowary)` through the SnapKit-style API, and the incremental pass.
struct EngineTests {
    /// A solver whose sessions count how they were used.
    final class CountingSolver: LayoutSolver, @unchecked Sendable {
        final class Session: LayoutSolverSession {
            let inner = CassowarySolver().makeSession() as! CassowarySession
            var fullSolves = 0, constantUpdates = 0, edits = 0
            /// Whether a full solve throws (after counting), as a solver in numerical trouble.
            var failsFullSolves = false
            var system: LinearSystem? { inner.system }
            func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
                edits += 1
                return try inner.solve(editing: edit, options: options)
            }
            func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
                fullSolves += 1
                if failsFullSolves { throw SolverError("full solves fail") }
                return try inner.solve(system, options: options)
            }
            func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution {
                constantUpdates += 1
                return try inner.solve(updatingConstants: changes, options: options)
            }
        }
        var sessions: [Session] = []
        /// Whether the engine may solve separable layouts without it (`false`, as for any solver
        /// of one's own, unless asked).
        let allowsSeparableSolve: Bool
        var name: String { "counting" }
        init(allowsSeparableSolve: Bool = false) {
            self.allowsSeparableSolve = allowsSeparableSolve
        }
        func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
            try CassowarySolver().solve(system, options: options)
        }
        func makeSession() -> any LayoutSolverSession {
            let session = Session()
            sessions.append(session)
            return session
        }
    }

    /// A header, a body below it and a footer at the bottom, in a 320 × 480 root.
    func screen(engine: LayoutEngine, gap: Double) -> (root: LayoutView, header: LayoutView, body: LayoutView, gapConstraint: Constraint?) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutEngine = engine
        let header = LayoutView(), body = LayoutView(), footer = LayoutView()
        for view in [header, body, footer] { root.addSubview(view) }
        var gapConstraint: Constraint?
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview().inset(16)
            make.height.equalTo(44)
        }
        body.snp.makeConstraints { make in
            gapConstraint = make.top.equalTo(header.snp.bottom).offset(gap).constraint
            make.left.right.equalTo(header)
            make.bottom.equalTo(footer.snp.top).offset(-8)
            make.height.greaterThanOrEqualTo(100)
        }
        footer.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(60).priority(.high)
            make.height.greaterThanOrEqualTo(30)
        }
        return (root, header, body, gapConstraint)
    }

    @Test func aConstantChangeIsSolvedIncrementallyAndMatchesGLPK() throws {
        let solver = CountingSolver()
        let engine = LayoutEngine(solver: solver)
        let (root, _, body, gap) = screen(engine: engine, gap: 8)
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 68, width: 288, height: 344))
        gap!.update(offset: 20)
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 80, width: 288, height: 332))
        #expect(solver.sessions.count == 1)
        #expect(solver.sessions[0].fullSolves == 1)
        #expect(solver.sessions[0].constantUpdates == 1)

        let reference = screen(engine: LayoutEngine(solver: .glpk), gap: 20)
        reference.root.layoutIfNeeded()
        #expect(reference.body.frame == body.frame)
    }

    /// A separable screen is laid out without the solver when it allows that; its session is given
    /// the system at the first pass that needs it, and goes on incrementally from there.
    @Test func aSeparableLayoutLeavesTheSessionUntilAPassNeedsIt() throws {
        let solver = CountingSolver(allowsSeparableSolve: true)
        let (root, _, body, gap) = screen(engine: LayoutEngine(solver: solver), gap: 8)
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 68, width: 288, height: 344))
        #expect(solver.sessions.count == 1)
        #expect(solver.sessions[0].fullSolves == 0)
        gap!.update(offset: 20)
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 80, width: 288, height: 332))
        #expect(solver.sessions[0].fullSolves == 1)
        #expect(solver.sessions[0].constantUpdates == 1)
        gap!.update(offset: 30)
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 90, width: 288, height: 322))
        #expect(solver.sessions[0].fullSolves == 1)
        #expect(solver.sessions[0].constantUpdates == 2)
        // A change of structure captures the tree again, solved without the session again.
        let extra = LayoutView()
        root.addSubview(extra)
        extra.snp.makeConstraints { make in make.edges.equalTo(body) }
        root.layoutIfNeeded()
        #expect(solver.sessions[0].fullSolves == 1)
        #expect(extra.frame == body.frame)
        #expect(body.frame == CGRect(x: 16, y: 90, width: 288, height: 322))
    }

    /// A session that cannot take a separable pass's system makes the next pass a full capture,
    /// solved separably again, with the right frames.
    @Test func aSessionThatCannotStartMakesTheNextPassAFullOne() throws {
        let solver = CountingSolver(allowsSeparableSolve: true)
        let engine = LayoutEngine(solver: solver)
        let (root, _, body, gap) = screen(engine: engine, gap: 8)
        root.layoutIfNeeded()
        solver.sessions[0].failsFullSolves = true
        gap!.update(offset: 20)
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 80, width: 288, height: 332))
        #expect(solver.sessions[0].fullSolves == 1)
        #expect(solver.sessions[0].constantUpdates == 0)
        #expect(engine.lastReport?.failure == nil)
    }

    /// A solver of one's own is called for every layout, separable or not; so is any solver when
    /// the engine checks ambiguity.
    @Test func aSolverIsCalledUnlessItAllowsTheSeparableSolve() throws {
        let own = CountingSolver()
        screen(engine: LayoutEngine(solver: own), gap: 8).root.layoutIfNeeded()
        #expect(own.sessions[0].fullSolves == 1)
        let checking = CountingSolver(allowsSeparableSolve: true)
        let engine = LayoutEngine(solver: checking)
        engine.checksAmbiguity = true
        screen(engine: engine, gap: 8).root.layoutIfNeeded()
        #expect(checking.sessions[0].fullSolves == 1)
    }

    @Test func somethingOtherThanAConstantCapturesTheTreeAgain() throws {
        let solver = CountingSolver()
        let engine = LayoutEngine(solver: solver)
        let (root, header, body, _) = screen(engine: engine, gap: 8)
        root.layoutIfNeeded()
        header.snp.updateConstraints { make in make.height.equalTo(100) }   // a constant: incremental
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 16, y: 124, width: 288, height: 288))
        let extra = LayoutView()
        root.addSubview(extra)                                             // structure: full
        root.layoutIfNeeded()
        #expect(solver.sessions.count == 1)
        #expect(solver.sessions[0].constantUpdates == 1)
        #expect(solver.sessions[0].fullSolves == 2)
        #expect(body.frame == CGRect(x: 16, y: 124, width: 288, height: 288))
    }

    /// A label and an icon after it, in a root of the given width; when `pulled`, the icon's right
    /// edge is held 10 from the root's right at 500, stretching the label (hugging 250).
    func labelAndIcon(engine: LayoutEngine, width: Double, labelWidth: Double,
                      pulled: Bool = false) -> (root: LayoutView, label: LayoutView, icon: LayoutView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        root.layoutEngine = engine
        let label = LayoutView(), icon = LayoutView()
        root.addSubview(label)
        root.addSubview(icon)
        label.explicitIntrinsicContentSize = CGSize(width: labelWidth, height: 20)
        label.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
        }
        icon.snp.makeConstraints { make in
            make.left.equalTo(label.snp.right).offset(8)
            make.centerY.equalTo(label)
            make.size.equalTo(24)
            if pulled { make.right.equalToSuperview().offset(-10).priority(500) }
        }
        return (root, label, icon)
    }

    @Test func anIntrinsicSizeChangeIsNotCapturedAgain() throws {
        let solver = CountingSolver()
        let (root, label, icon) = labelAndIcon(engine: LayoutEngine(solver: solver), width: 320, labelWidth: 120)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 120, height: 20))
        #expect(icon.frame == CGRect(x: 138, y: 8, width: 24, height: 24))
        label.explicitIntrinsicContentSize = CGSize(width: 150, height: 30)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 150, height: 30))
        #expect(icon.frame == CGRect(x: 168, y: 13, width: 24, height: 24))
        #expect(solver.sessions.count == 1)
        #expect(solver.sessions[0].fullSolves == 1)
        #expect(solver.sessions[0].constantUpdates == 1)
        #expect(solver.sessions[0].inner.fullSolveCount == 1)
        // Losing the intrinsic width removes rows: the tree is captured again.
        label.explicitIntrinsicContentSize = CGSize(width: LayoutView.noIntrinsicMetric, height: 30)
        root.layoutIfNeeded()
        #expect(solver.sessions[0].fullSolves == 2)
    }

    @Test func aRootWidthChangeIsNotCapturedAgainAndMatchesGLPK() throws {
        let solver = CountingSolver()
        let (root, label, icon) = labelAndIcon(engine: LayoutEngine(solver: solver), width: 320, labelWidth: 120, pulled: true)
        root.layoutIfNeeded()
        // The root is wide: the 500 pull on the icon's right stretches the label (hugging 250).
        #expect(label.frame.width == 268)
        root.frame = CGRect(x: 5, y: 5, width: 200, height: 100)
        root.layoutIfNeeded()
        #expect(solver.sessions[0].fullSolves == 1)
        #expect(solver.sessions[0].constantUpdates == 1)
        let reference = labelAndIcon(engine: LayoutEngine(solver: .glpk), width: 200, labelWidth: 120, pulled: true)
        reference.root.layoutIfNeeded()
        #expect(label.frame == reference.label.frame)
        #expect(icon.frame == reference.icon.frame)
        #expect(label.frame.width == 148)
        #expect(root.frame == CGRect(x: 5, y: 5, width: 200, height: 100))
    }

    @Test func aRequiredConflictAfterAConstantChangeIsReportedAsWithGLPK() throws {
        let engine = LayoutEngine(solver: .cassowary)
        var messages: [String] = []
        engine.log = { messages.append($0) }
        let (root, _, _, gap) = screen(engine: engine, gap: 8)
        root.layoutIfNeeded()
        #expect(engine.lastReport?.conflicts.isEmpty == true)
        gap!.update(offset: 500)          // body >= 100 and footer >= 30 no longer fit: a required conflict
        root.layoutIfNeeded()
        let cassowaryReport = engine.lastReport!

        let glpk = LayoutEngine(solver: .glpk)
        glpk.log = { _ in }
        let reference = screen(engine: glpk, gap: 500)
        reference.root.layoutIfNeeded()
        #expect(cassowaryReport.conflicts.count == 1)
        // The same words, but for the objects' addresses (two trees).
        func words(_ entry: LayoutReport.Entry) -> String {
            entry.description.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x", options: .regularExpression)
        }
        #expect(cassowaryReport.conflicts.map { $0.entries.map(words) } == glpk.lastReport!.conflicts.map { $0.entries.map(words) })
        #expect(cassowaryReport.conflicts.map { words($0.broken) } == glpk.lastReport!.conflicts.map { words($0.broken) })
        #expect(cassowaryReport.conflicts.first?.entries.count == 8)
        #expect(cassowaryReport.unsatisfied.map(\.error) == glpk.lastReport!.unsatisfied.map(\.error))
        #expect(messages.count == 1)
    }

    /// A 300-point label squeezed into a root 200 to 270 wide: its compression resistance (a
    /// generated row) gives. Sizing a view (`fittingSize`, a solve of other rows) between the
    /// passes must not lend its row names to the tree's constant-only passes, with the session's
    /// parts or its kept tableau: every report names what a fresh engine's names.
    @Test(arguments: ["glpk", "cassowary"])
    func constantPassesNameGeneratedRowsAsAFreshLayoutDoes(solver: String) throws {
        func engine() -> LayoutEngine { LayoutEngine(solver: solver == "glpk" ? .glpk : .cassowary) }
        func squeezed(_ engine: LayoutEngine, width: Double) -> LayoutView {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
            root.label = "root"
            root.layoutEngine = engine
            let label = LayoutView()
            label.label = "title"
            root.addSubview(label)
            label.explicitIntrinsicContentSize = CGSize(width: 300, height: 20)
            label.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(10)
                make.right.lessThanOrEqualToSuperview().offset(-10)
            }
            return root
        }
        let kept = engine()
        let root = squeezed(kept, width: 200)
        root.layoutIfNeeded()
        for width in [210.0, 220, 230, 240, 250, 260, 270] {
            _ = kept.fittingSize(of: root.subviews[0], target: .zero, horizontalPriority: .fittingSizeLevel,
                                 verticalPriority: .fittingSizeLevel)
            root.frame.size.width = width
            root.layoutIfNeeded()
            let fresh = engine()
            squeezed(fresh, width: width).layoutIfNeeded()
            let names = kept.lastReport!.unsatisfied.map(\.entry.description)
            #expect(names == fresh.lastReport!.unsatisfied.map(\.entry.description), "width \(width)")
            #expect(names.contains { $0.contains("title") && $0.contains("compression") }, "width \(width): \(names)")
            #expect(abs(Double(root.subviews[0].frame.width) - (width - 20)) <= 1e-9, "width \(width)")
        }
    }

    /// The same after edits: hiding and showing a stack's row edits the session's rows, and every
    /// report still names what a fresh engine's names.
    @Test(arguments: ["glpk", "cassowary"])
    func editedPassesNameGeneratedRowsAsAFreshLayoutDoes(solver: String) throws {
        func engine() -> LayoutEngine { LayoutEngine(solver: solver == "glpk" ? .glpk : .cassowary) }
        func screen(_ engine: LayoutEngine, hidden: Bool) -> (root: LayoutView, row: LayoutView) {
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            root.label = "root"
            root.layoutEngine = engine
            let rows = (0..<3).map { index -> LayoutView in
                let row = LayoutView()
                row.label = "row\(index)"
                row.explicitIntrinsicContentSize = CGSize(width: 300, height: 20)
                return row
            }
            let stack = LayoutStackView(arrangedSubviews: rows)
            stack.label = "stack"
            stack.axis = .vertical
            stack.spacing = 8
            root.addSubview(stack)
            stack.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(10)
                make.right.lessThanOrEqualToSuperview().offset(-10)
            }
            rows[1].isHidden = hidden
            return (root, rows[1])
        }
        let kept = engine()
        let (root, row) = screen(kept, hidden: false)
        root.layoutIfNeeded()
        for hidden in [true, false, true] {
            row.isHidden = hidden
            root.layoutIfNeeded()
            let fresh = engine()
            screen(fresh, hidden: hidden).root.layoutIfNeeded()
            let names = kept.lastReport!.unsatisfied.map(\.entry.description)
            #expect(names == fresh.lastReport!.unsatisfied.map(\.entry.description), "hidden \(hidden)")
            #expect(names.contains { $0.contains("row0") && $0.contains("compression") }, "hidden \(hidden): \(names)")
        }
    }
}
