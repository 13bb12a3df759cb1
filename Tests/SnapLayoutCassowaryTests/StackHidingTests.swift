import Foundation
import Testing
import SnapLayout
@testable import SnapLayoutGLPK

/// Hiding an arranged view of a long column with the GLPK engine: the session re-solves the few
/// rows the edit reaches, not the column, and the frames are a fresh layout's.
struct StackHidingTests {
    /// A GLPK solver that keeps its sessions, to look at what they solved.
    final class KeepingSolver: LayoutSolver, @unchecked Sendable {
        var sessions: [GLPKSession] = []
        var name: String { "glpk" }
        func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
            try GLPKSolver().solve(system, options: options)
        }
        func makeSession() -> any LayoutSolverSession {
            let session = GLPKSolver().makeSession() as! GLPKSession
            sessions.append(session)
            return session
        }
    }

    /// A column of `count` row stacks (a label and a switch, centred), as the benchmark's.
    func column(_ solver: any LayoutSolver, count: Int) -> (root: LayoutView, rows: [LayoutStackView]) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 5000))
        root.layoutEngine = LayoutEngine(solver: solver)
        let rows = (0..<count).map { _ -> LayoutStackView in
            let label = LayoutView(), toggle = LayoutView()
            label.explicitIntrinsicContentSize = CGSize(width: 120, height: 21)
            label.setContentHuggingPriority(LayoutPriority(rawValue: 249), for: .horizontal)
            toggle.explicitIntrinsicContentSize = CGSize(width: 51, height: 31)
            let row = LayoutStackView(arrangedSubviews: [label, toggle])
            row.alignment = .center
            row.spacing = 8
            return row
        }
        let column = LayoutStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 8
        root.addSubview(column)
        column.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.right.equalToSuperview().offset(-16)
            make.top.equalToSuperview().offset(20)
        }
        return (root, rows)
    }

    @Test func hidingARowResolvesOnlyWhatItReaches() throws {
        let solver = KeepingSolver()
        let (root, rows) = column(solver, count: 100)
        root.layoutIfNeeded()
        let session = try #require(solver.sessions.first)
        let everything = session.lastSolvedRowCount
        for hidden in [true, false, true] {
            rows[50].isHidden = hidden
            root.layoutIfNeeded()
            #expect(solver.sessions.count == 1, "the tree is not captured again")
            #expect(session.lastSolvedRowCount < 40, "\(session.lastSolvedRowCount) of \(everything) rows re-solved")
            let fresh = column(GLPKSolver(), count: 100)
            fresh.rows[50].isHidden = hidden
            fresh.root.layoutIfNeeded()
            for (a, b) in zip(rows, fresh.rows) {
                #expect(abs(a.frame.minY - b.frame.minY) < 1e-6 && abs(a.frame.height - b.frame.height) < 1e-6)
                for (x, y) in zip(a.arrangedSubviews, b.arrangedSubviews) { #expect(x.frame == y.frame) }
            }
        }
        #expect(everything > 1000)
        #expect(rows[50].frame.height == 0)
        #expect(abs(rows[51].frame.minY - (rows[49].frame.maxY + 8)) < 1e-6)
    }
}
