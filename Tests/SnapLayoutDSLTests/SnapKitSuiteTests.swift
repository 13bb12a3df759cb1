import Foundation
import Testing
import SnapLayout

/// SnapKit's own test suite (api-surface.md, section 2: `SnapKitTests`, 31 tests), re-written from
/// its assertions: counts of constraints installed on the container, their constants and
/// attributes. Each test's display name is SnapKit's.
///
/// Deliberate difference: SnapKit's suite relates `left` to another item's `top` (six lines in the
/// makeConstraints, guide, update, remake, activate/deactivate and isActive tests). Apple's Auto
/// Layout raises on a pairing of different axes, and so does the contract here: those lines stay
/// as SnapKit wrote them, each is reported (`mixedAxes`), and the counts are SnapKit's minus the
/// rejected constraint. `testLayoutGuideConstraints` runs through `LayoutViewController`.
struct SnapKitSuiteTests {
    let container = LayoutView()

    /// The active constraints installed on a view, as SnapKit's `snp_constraints` helper.
    func installed(_ view: LayoutView) -> [LayoutConstraint] { view.constraints.filter(\.isActive) }

    /// Runs SnapKit's lines that relate `left` to a `top`, expecting each to be reported.
    func rejectingMixedAxes(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) {
        let (_, warnings) = LayoutDiagnostics.collecting(body)
        #expect(warnings.count == count, sourceLocation: sourceLocation)
        #expect(warnings.allSatisfy { $0.kind == .invalidConstraint && $0.message.hasSuffix(
            "cannot relate attributes of different axes (left is horizontal, top is vertical)") }, sourceLocation: sourceLocation)
    }

    @Test("testMakeConstraints") func makeConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        rejectingMixedAxes(1) {
            v1.snp.makeConstraints { make in
                make.top.equalTo(v2.snp.top).offset(50)
                make.left.equalTo(v2.snp.top).offset(50)
            }
        }
        #expect(installed(container).count == 1, "SnapKit: 2")
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(installed(container).count == 5, "SnapKit: 6")
    }

    @Test("testHorizontalVerticalEdges") func horizontalVerticalEdges() {
        let v1 = LayoutView()
        container.addSubview(v1)
        v1.snp.makeConstraints { make in
            make.verticalEdges.equalToSuperview()
            make.horizontalEdges.equalToSuperview()
        }
        let constraints = installed(container)
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { $0.firstItem === v1 && $0.secondItem === container })
        #expect(Set(constraints.map { "\($0.firstAttribute)/\($0.secondAttribute)" }) == ["left/left", "right/right", "top/top", "bottom/bottom"])
    }

    @Test("testHorizontalVerticalDirectionalEdges") func horizontalVerticalDirectionalEdges() {
        let v1 = LayoutView()
        container.addSubview(v1)
        v1.snp.makeConstraints { make in
            make.directionalVerticalEdges.equalToSuperview()
            make.directionalHorizontalEdges.equalToSuperview()
        }
        #expect(Set(installed(container).map { "\($0.firstAttribute)/\($0.secondAttribute)" }) ==
                ["leading/leading", "trailing/trailing", "top/top", "bottom/bottom"])
    }

    @Test("testGuideMakeConstraints") func guideMakeConstraints() {
        let v1 = LayoutView(), g1 = LayoutGuide()
        container.addSubview(v1); container.addLayoutGuide(g1)
        rejectingMixedAxes(1) {
            v1.snp.makeConstraints { make in
                make.top.equalTo(g1).offset(50)
                make.left.equalTo(g1.snp.top).offset(50)
            }
        }
        #expect(installed(container).count == 1, "SnapKit: 2")
        g1.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(installed(container).count == 5, "SnapKit: 6")
    }

    @Test("testMakeImpliedSuperviewConstraints") func makeImpliedSuperviewConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        v1.snp.makeConstraints { make in
            make.top.equalTo(50.0)
            make.left.equalTo(50.0)
        }
        #expect(installed(container).count == 2)
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(installed(container).count == 6)
    }

    @Test("testUpdateConstraints") func updateConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        rejectingMixedAxes(1) {
            v1.snp.makeConstraints { make in
                make.top.equalTo(v2.snp.top).offset(50)
                make.left.equalTo(v2.snp.top).offset(50)
            }
        }
        #expect(installed(container).count == 1, "SnapKit: 2")
        v1.snp.updateConstraints { make in make.top.equalTo(v2.snp.top).offset(15) }
        #expect(installed(container).count == 1, "SnapKit: still 2")
        #expect(installed(container).first { $0.firstAttribute == .top }?.constant == 15)
    }

    @Test("testRemakeConstraints") func remakeConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        rejectingMixedAxes(1) {
            v1.snp.makeConstraints { make in
                make.top.equalTo(v2.snp.top).offset(50)
                make.left.equalTo(v2.snp.top).offset(50)
            }
        }
        #expect(installed(container).count == 1, "SnapKit: 2")
        v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
        #expect(installed(container).count == 4)
    }

    @Test("testRemoveConstraints") func removeConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2).offset(50)
            make.left.equalTo(v2).offset(50)
        }
        #expect(installed(container).count == 2)
        v1.snp.removeConstraints()
        #expect(installed(container).count == 0)
    }

    /// `testPrepareConstraints` (round 1) and `testReactivateConstraints` (round 2: SnapKit's body is
    /// the same; here it activates and deactivates twice).
    @Test(arguments: [1, 2])
    func prepareAndReactivateConstraints(round: Int) {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
        #expect(installed(container).count == 0)
        for _ in 0..<round {
            constraints.forEach { $0.activate() }
            #expect(installed(container).count == 4)
            constraints.forEach { $0.deactivate() }
            #expect(installed(container).count == 0)
        }
    }

    @Test("testActivateDeactivateConstraints") func activateDeactivateConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        var c1: Constraint?, c2: Constraint?
        rejectingMixedAxes(1) {
            v1.snp.prepareConstraints { make in
                c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
                c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
            }
        }
        #expect(installed(container).count == 0)
        c1?.activate(); c2?.activate()
        #expect(installed(container).count == 1, "SnapKit: 2")
        c1?.deactivate(); c2?.deactivate()
        #expect(installed(container).count == 0)
        c1?.activate(); c2?.activate()
        #expect(installed(container).count == 1, "SnapKit: 2")
    }

    @Test("testSetIsActivatedConstraints") func setIsActivatedConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        var c1: Constraint?, c2: Constraint?
        rejectingMixedAxes(1) {
            v1.snp.prepareConstraints { make in
                c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
                c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
            }
        }
        #expect(installed(container).count == 0)
        c1?.isActive = true; c2?.isActive = false
        #expect(installed(container).count == 1)
        c1?.isActive = true; c2?.isActive = true
        #expect(installed(container).count == 1, "SnapKit: 2")
        c1?.isActive = false; c2?.isActive = false
        #expect(installed(container).count == 0)
    }

    @Test("testEdgeConstraints") func edgeConstraints() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(container).offset(50.0) }
        #expect(installed(container).map(\.constant) == [50, 50, 50, 50])
    }

    @Test("testUpdateReferencedConstraints") func updateReferencedConstraints() {
        let v1 = LayoutView(), v2 = LayoutView()
        container.addSubview(v1); container.addSubview(v2)
        var c1: Constraint!, c2: Constraint!
        v1.snp.makeConstraints { make in
            c1 = make.top.equalTo(v2).offset(50).constraint
            c2 = make.bottom.equalTo(v2).offset(25).constraint
        }
        let layoutConstraints = installed(container)
        #expect(layoutConstraints.map(\.constant) == [50, 25])
        c1.update(offset: 15)
        c2.update(offset: 20)
        #expect(installed(container).map(\.constant) == [15, 20])
        #expect(zip(installed(container), layoutConstraints).allSatisfy { $0 === $1 }, "the same layout constraints are updated")
        c1.update(inset: 15)
        c2.update(inset: 20)
        #expect(installed(container).map(\.constant) == [15, -20])
    }

    @Test("testInsetsAsConstraintsConstant") func insetsAsConstraintsConstant() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(container).inset(50.0) }
        #expect(installed(container).map(\.constant).sorted() == [-50, -50, 50, 50])
    }

    @Test("testConstraintInsetsAsImpliedEqualToConstraints") func constraintInsetsAsImpliedEqualToConstraints() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        #expect(installed(container).count == 4)
        #expect(installed(container).map(\.constant).sorted() == [-25, -25, 25, 25])
    }

    @Test("testConstraintInsetsAsConstraintsConstant") func constraintInsetsAsConstraintsConstant() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalTo(container).inset(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        #expect(installed(container).map(\.constant).sorted() == [-25, -25, 25, 25])
    }

    /// SnapKit's tests 18 and 19 have the same body; both sort by the first attribute's raw value,
    /// which is UIKit's integer here as there.
    @Test("testConstraintDirectionalInsetsAsImpliedEqualToConstraints / testConstraintDirectionalInsetsAsConstraintsConstant",
          arguments: [18, 19])
    func constraintDirectionalInsets(test: Int) {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(container).inset(ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        let constraints = installed(container).sorted { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
        #expect(constraints.count == 4)
        #expect(constraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
        #expect(constraints.map(\.constant) == [25, -25, 25, -25])
        #expect(constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
    }

    @Test("testConstraintDirectionalInsetsFallBackForNonDirectionalConstraints") func constraintDirectionalInsetsFallBackForNonDirectionalConstraints() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in
            make.edges.equalTo(container).inset(ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        let constraints = installed(container).sorted { $0.firstAttribute.rawValue < $1.firstAttribute.rawValue }
        #expect(constraints.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        #expect(constraints.map(\.constant) == [25, -25, 25, -25])
    }

    @Test("testSizeConstraints") func sizeConstraints() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 50, height: 50))
            make.left.top.equalTo(container)
        }
        let constraints = installed(view)
        #expect(constraints.count == 2)
        // No order is promised: the pair of raw values is width/height either way round.
        let widthHeight = (LayoutAttribute.width.rawValue, LayoutAttribute.height.rawValue)
        let firstSecond = (constraints[0].firstAttribute.rawValue, constraints[1].firstAttribute.rawValue)
        #expect(firstSecond == widthHeight || firstSecond == (widthHeight.1, widthHeight.0))
        #expect(constraints.allSatisfy { $0.constant == 50 && $0.secondItem == nil })
        #expect(installed(container).count == 2)
    }

    @Test("testCenterConstraints") func centerConstraints() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.center.equalTo(container).offset(50.0) }
        #expect(installed(container).map(\.constant) == [50, 50])
    }

    @Test("testConstraintIdentifier") func constraintIdentifier() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.makeConstraints { make in make.top.equalTo(container.snp.top).labeled("Test-Identifier") }
        #expect(installed(container).first?.identifier == "Test-Identifier")
    }

    @Test("testEdgesToEdges") func edgesToEdges() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.edges) }
        let constraints = installed(container)
        #expect(constraints.count == 4)
        #expect(Set(constraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(constraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    @Test("testDirectionalEdgesToDirectionalEdges") func directionalEdgesToDirectionalEdges() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.directionalEdges.equalTo(container.snp.directionalEdges) }
        #expect(Set(installed(container).map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(installed(container).map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    @Test("testEdgesToMargins") func edgesToMargins() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.edges.equalTo(container.snp.margins) }
        #expect(Set(installed(container).map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(installed(container).map(\.secondAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        view.snp.remakeConstraints { make in make.margins.equalTo(container.snp.edges) }
        #expect(installed(container).count == 4)
        #expect(Set(installed(container).map(\.firstAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        #expect(Set(installed(container).map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    @Test("testDirectionalEdgesToDirectionalMargins") func directionalEdgesToDirectionalMargins() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.directionalEdges.equalTo(container.snp.directionalMargins) }
        #expect(Set(installed(container).map(\.secondAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        view.snp.remakeConstraints { make in make.directionalMargins.equalTo(container.snp.directionalEdges) }
        #expect(Set(installed(container).map(\.firstAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(Set(installed(container).map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    @Test("testLayoutGuideConstraints") func layoutGuideConstraints() {
        let vc = LayoutViewController()
        vc.view = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        vc.view.addSubview(container)
        container.snp.makeConstraints { make in
            make.top.equalTo(vc.topLayoutGuide.snp.bottom)
            make.bottom.equalTo(vc.bottomLayoutGuide.snp.top)
        }
        #expect(installed(vc.view).count == 2)
        vc.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 49, right: 0)
        vc.view.layoutIfNeeded()
        #expect(container.frame.minY == 20 && container.frame.maxY == 251, "between the safe area's edges")
    }

    @Test("testCanSetLabel") func canSetLabel() {
        container.snp.setLabel("Hello World")
        #expect(container.snp.label() == "Hello World")
    }

    @Test("testPriorityShortcuts") func priorityShortcuts() {
        let view = LayoutView()
        container.addSubview(view)
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
        #expect(installed(container).map(\.priority.rawValue) == [1000])
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
        #expect(installed(container).map(\.priority.rawValue) == [250])
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1) }
        #expect(installed(container).map(\.priority.rawValue) == [251])
    }

    @Test("testPriorityStride") func priorityStride() {
        #expect(ConstraintPriority.high.advanced(by: 1).value == ConstraintPriority.high.value + 1)
    }
}
