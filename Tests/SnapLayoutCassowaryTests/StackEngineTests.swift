import Foundation
import Testing
import SnapLayout
@testable import SnapLayoutCassowary

/// Stack views through the engine's incremental pass: a spacing change moves only row constants.
struct StackEngineTests {
    typealias CountingSolver = EngineTests.CountingSolver

    /// A column of `rows` views 20 high in a 320-wide root, at (16, 16).
    func column(engine: LayoutEngine, rows: Int, spacing: CGFloat,
                distribution: StackDistribution = .fill) -> (root: LayoutView, stack: LayoutStackView, rows: [LayoutView]) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 4000))
        root.layoutEngine = engine
        let views = (0..<rows).map { _ in LayoutView() }
        for view in views { view.explicitIntrinsicContentSize = CGSize(width: 100, height: 20) }
        let stack = LayoutStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.distribution = distribution
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(16) }
        return (root, stack, views)
    }

    @Test func aSpacingChangeMovesOnlyConstants() {
        let solver = CountingSolver()
        let (root, stack, rows) = column(engine: LayoutEngine(solver: solver), rows: 100, spacing: 8)
        root.layoutIfNeeded()
        #expect(rows[99].frame == CGRect(x: 0, y: 99 * 28, width: 100, height: 20))
        stack.spacing = 4
        stack.setCustomSpacing(30, after: rows[0])
        root.layoutIfNeeded()
        #expect(solver.sessions[0].fullSolves == 1 && solver.sessions[0].constantUpdates == 1)
        #expect(rows[1].frame.minY == 50)
        #expect(rows[99].frame == CGRect(x: 0, y: 50 + 98 * 24, width: 100, height: 20))
        #expect(abs(stack.frame.height - (50 + 98 * 24 + 20)) < 1e-6)

        let reference = column(engine: LayoutEngine(solver: .glpk), rows: 100, spacing: 4)
        reference.stack.setCustomSpacing(30, after: reference.rows[0])
        reference.root.layoutIfNeeded()
        #expect(reference.rows.map(\.frame) == rows.map(\.frame))
    }

    /// Hiding a row changes which rows exist: the session's system is edited, not captured again,
    /// and the Cassowary session solves only the few rows the edit reaches (the first layout left
    /// it parts, not a tableau). Frames equal a fresh GLPK layout.
    @Test func hidingAndShowingARowEditsTheSession() {
        let solver = CountingSolver()
        let (root, stack, rows) = column(engine: LayoutEngine(solver: solver), rows: 100, spacing: 8)
        root.layoutIfNeeded()
        let everything = solver.sessions[0].inner.lastSolvedRowCount
        #expect(everything > 300)
        for (round, hidden) in [true, false, true, false].enumerated() {
            rows[50].isHidden = hidden
            root.layoutIfNeeded()
            let session = solver.sessions[0]
            #expect(session.fullSolves == 1 && session.edits == round + 1)
            #expect(session.inner.fullSolveCount == 1 && session.inner.tableauBuildCount == 0, "nothing started over")
            #expect(session.inner.lastSolvedRowCount < 20, "\(session.inner.lastSolvedRowCount) rows re-solved")
            let reference = column(engine: LayoutEngine(solver: .glpk), rows: 100, spacing: 8)
            reference.rows[50].isHidden = hidden
            reference.root.layoutIfNeeded()
            #expect(reference.rows.map(\.frame) == rows.map(\.frame))
            #expect(reference.stack.frame == stack.frame)
        }
        #expect(abs(rows[51].frame.minY - 51 * 28) < 1e-6)
        rows[50].isHidden = true
        root.layoutIfNeeded()
        #expect(abs(rows[51].frame.minY - 50 * 28) < 1e-6)
        #expect(rows[50].frame.height == 0)
        #expect(abs(stack.frame.height - (99 * 28 - 8)) < 1e-6)
    }

    /// A hidden row's rows are named as UIKit names them in the session's system after an edit.
    @Test func anEditedSystemHasTheHidingRows() throws {
        let solver = CountingSolver()
        let (root, _, rows) = column(engine: LayoutEngine(solver: solver), rows: 3, spacing: 8)
        rows[1].label = "b"
        root.layoutIfNeeded()
        rows[1].isHidden = true
        root.layoutIfNeeded()
        let system = try #require(solver.sessions[0].system)
        let names = system.rows.compactMap { row -> String? in
            if case .stack(let stack) = row.source { return stack.name } else { return nil }
        }
        #expect(names.contains { $0.contains("UISV-hiding") })
        #expect(names.contains { $0.contains("UISV-spacing-hidden") })
    }

    /// In a proportional stack the spacing is in the multipliers: the rows change, an edit.
    @Test func aProportionalStacksSpacingChangeEditsTheSession() {
        let solver = CountingSolver()
        let (root, stack, rows) = column(engine: LayoutEngine(solver: solver), rows: 3, spacing: 0,
                                         distribution: .fillProportionally)
        stack.snp.makeConstraints { make in make.height.equalTo(90) }
        root.layoutIfNeeded()
        #expect(rows.map(\.frame.height) == [30, 30, 30])
        stack.spacing = 15
        root.layoutIfNeeded()
        #expect(solver.sessions[0].fullSolves == 1 && solver.sessions[0].constantUpdates == 0 && solver.sessions[0].edits == 1)
        // D = 60 + 2 · 15 = 90: each row 20/90 of the 90-high stack, which leaves the spacing room.
        #expect(rows.map(\.frame.height) == [20, 20, 20])
    }
}
