import Foundation
import Testing
import SnapLayout

/// Masonry's distribution along an axis, `[a, b, c].snp.distributeViews(...)`: frames by hand.
struct DistributionTests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let views = (0..<4).map { _ in LayoutView() }

    init() {
        for view in views {
            root.addSubview(view)
            view.snp.makeConstraints { make in
                make.top.equalToSuperview()
                make.height.equalTo(44)
            }
        }
    }

    func expectXs(_ xs: [CGFloat], width: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        for (view, x) in zip(views.prefix(xs.count), xs) {
            #expect(abs(view.frame.minX - x) <= 1e-6 && abs(view.frame.width - width) <= 1e-6,
                    "\(view.frame) is not at x \(x) width \(width)", sourceLocation: sourceLocation)
        }
    }

    @Test func fixedSpacingSharesTheRestEqually() {
        let three = Array(views.prefix(3))
        let made = three.snp.distributeViews(along: .horizontal, fixedSpacing: 20, leadSpacing: 10, tailSpacing: 10)
        // 10 + w + 20 + w + 20 + w + 10 = 320, so w = 260 / 3.
        #expect(made.count == 6)
        root.layoutIfNeeded()
        let width: CGFloat = 260.0 / 3.0
        expectXs([10, 10 + width + 20, 10 + 2 * width + 40], width: width)
    }

    @Test func fixedSpacingMakesTheChainOfOrdinaryConstraints() {
        let two = Array(views.prefix(2))
        let made = two.snp.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 4, tailSpacing: 6).flatMap(\.layoutConstraints)
        let text = made.map { c in
            "\(c.firstItem === two[0] ? "a" : "b").\(c.firstAttribute) == \(c.secondItem === root ? "root" : c.secondItem === two[0] ? "a" : "b").\(c.secondAttribute) ×\(c.multiplier) \(c.constant)"
        }
        #expect(text == ["a.leading == root.leading ×1.0 4.0", "b.leading == a.trailing ×1.0 8.0",
                         "b.width == a.width ×1.0 0.0", "b.trailing == root.trailing ×1.0 -6.0"])
    }

    @Test func fixedItemLengthSpacesTheGapsEqually() {
        views.snp.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        // 320 - 10 - 20 - 4 × 50 = 90 over three gaps of 30.
        root.layoutIfNeeded()
        expectXs([10, 90, 170, 250], width: 50)
    }

    @Test func fixedItemLengthIsMeasuredInTheSuperviewsOwnSpace() {
        let outer = LayoutView(frame: CGRect(x: 0, y: 0, width: 600, height: 200))
        outer.addSubview(root)
        root.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(100)
            make.top.equalToSuperview()
            make.width.equalTo(320)
            make.height.equalTo(100)
        }
        views.snp.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        outer.layoutIfNeeded()
        #expect(root.frame.minX == 100)
        expectXs([10, 90, 170, 250], width: 50)
    }

    @Test func rightToLeftRunsFromTheRight() {
        root.semanticLayoutDirection = .rightToLeft
        views.snp.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        root.layoutIfNeeded()
        expectXs([260, 180, 100, 20], width: 50)
        let three = Array(views.prefix(3))
        three.snp.remakeConstraints { make in
            make.top.equalToSuperview()
            make.height.equalTo(44)
        }
        three.snp.distributeViews(along: .horizontal, fixedSpacing: 20, leadSpacing: 10, tailSpacing: 10)
        root.layoutIfNeeded()
        let width: CGFloat = 260.0 / 3.0
        expectXs([320 - 10 - width, 320 - 10 - 2 * width - 20, 10], width: width)
    }

    @Test func verticallyTheEdgesAreTopAndBottom() {
        let column = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let rows = (0..<3).map { _ in LayoutView() }
        for row in rows {
            column.addSubview(row)
            row.snp.makeConstraints { make in make.left.right.equalToSuperview() }
        }
        rows.snp.distributeViews(along: .vertical, fixedItemLength: 60, leadSpacing: 20, tailSpacing: 20)
        column.layoutIfNeeded()
        // 400 - 40 - 180 = 180 over two gaps of 90.
        #expect(rows.map(\.frame.minY) == [20, 170, 320])
        #expect(rows.allSatisfy { $0.frame.height == 60 && $0.frame.width == 100 })
    }

    @Test func removeConstraintsOnTheArrayUndoesTheDistribution() {
        views.snp.distributeViews(along: .horizontal, fixedSpacing: 8)
        views.snp.removeConstraints()
        #expect(root.constraints.filter(\.isActive).isEmpty)
    }

    @Test func oneViewOrNoCommonSuperviewIsReportedAndMakesNothing() {
        let (one, oneWarnings) = LayoutDiagnostics.collecting {
            [views[0]].snp.distributeViews(along: .horizontal, fixedSpacing: 8)
        }
        #expect(one.isEmpty)
        #expect(oneWarnings.map(\.message) == ["distributing needs at least two views (got 1)"])
        #expect(oneWarnings.map(\.kind) == [.invalidArrangement])
        let stranger = LayoutView()
        let (apart, apartWarnings) = LayoutDiagnostics.collecting {
            [views[0], stranger].snp.distributeViews(along: .horizontal, fixedItemLength: 8)
        }
        #expect(apart.isEmpty)
        #expect(apartWarnings.map(\.kind) == [.missingSuperview])
        #expect(root.constraints.count == 4 && views.allSatisfy { $0.constraints.count == 1 },
                "only the setup's top and height constraints")
    }

    /// The multiplier-on-a-location constraints (centres against the superview's trailing edge,
    /// mirrored right-to-left) lay out the same with both solvers.
    @Test(arguments: LayoutSolverKind.allCases, [LayoutDirection.leftToRight, .rightToLeft])
    func bothSolversAgree(solver: LayoutSolverKind, direction: LayoutDirection) {
        root.layoutEngine = LayoutEngine(solver: solver)
        root.semanticLayoutDirection = direction
        views.snp.distributeViews(along: .horizontal, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 20)
        root.layoutIfNeeded()
        expectXs(direction == .leftToRight ? [10, 90, 170, 250] : [260, 180, 100, 20], width: 50)
    }
}
