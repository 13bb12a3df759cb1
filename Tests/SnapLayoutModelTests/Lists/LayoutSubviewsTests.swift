import Foundation
import Testing
import SnapLayout

/// The engine's `layoutSubviews()` step: views that place subviews in code are called after a solve
/// with their own frame solved, and the tree is solved again when that changed it (bounded).
struct LayoutSubviewsTests {
    /// Splits its width into `count` equal columns placed by frame, as a list places its cells.
    final class Columns: LayoutView {
        var count: Int
        var calls = 0
        init(count: Int) {
            self.count = count
            super.init(frame: .zero)
            markLaysOutSubviews()
        }
        override func layoutSubviews() {
            calls += 1
            while subviews.count < count { addSubview(LayoutView()) }
            let width = frame.width / CGFloat(count)
            for (k, column) in subviews.enumerated() {
                column.frame = CGRect(x: CGFloat(k) * width, y: 0, width: width, height: frame.height)
            }
        }
    }

    /// Always moves its only subview: never settles.
    final class Restless: LayoutView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            markLaysOutSubviews()
            addSubview(LayoutView(frame: .zero))
        }
        override func layoutSubviews() {
            subviews[0].frame.origin.x += 1
        }
    }

    @Test(arguments: [LayoutSolverKind.glpk, .cassowary])
    func subviewsFollowTheSolvedSize(solver: LayoutSolverKind) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.layoutEngine = LayoutEngine(solver: solver)
        let columns = Columns(count: 3)
        root.addSubview(columns)
        columns.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        root.layoutIfNeeded()
        #expect(columns.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
        #expect(columns.subviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 280.0 / 3, height: 80),
                                                  CGRect(x: 280.0 / 3, y: 0, width: 280.0 / 3, height: 80),
                                                  CGRect(x: 560.0 / 3, y: 0, width: 280.0 / 3, height: 80)])
        // Called after the first solve, and again after the solve its frames asked for (which changed nothing).
        #expect(columns.calls == 2)
        #expect(!root.needsLayout)
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        root.layoutIfNeeded()
        #expect(columns.subviews[2].frame == CGRect(x: 200.0 / 3, y: 0, width: 100.0 / 3, height: 80))
    }

    @Test func aViewThatNeverSettlesIsReportedAndLeftMarked() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var logged: [String] = []
        let engine = LayoutEngine(solver: .cassowary)
        engine.log = { logged.append($0) }
        root.layoutEngine = engine
        let restless = Restless(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(restless)
        let report = engine.layout(root)
        #expect(report.unsettledSubviewLayouts.map { $0 === restless } == [true])
        #expect(restless.subviews[0].frame.origin.x == CGFloat(LayoutEngine.maximumSubviewSolves))
        #expect(root.needsLayout)
        #expect(logged.contains { $0.contains("still changing after 6 solves") })
    }

    @Test func aTreeWithoutSuchViewsIsNotWalked() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(LayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(root.viewsLayingOutSubviews().isEmpty)
        let columns = Columns(count: 2)
        root.addSubview(columns)
        #expect(root.viewsLayingOutSubviews().map { $0 === columns } == [true])
        columns.removeFromSuperview()
        #expect(root.viewsLayingOutSubviews().isEmpty)
        #expect(!root.treeMayLayOutSubviews)
    }
}
