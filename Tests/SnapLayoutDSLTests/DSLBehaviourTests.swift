import Foundation
import Testing
import SnapLayout

/// The rules SnapKit's own suite leaves untested (api-surface.md, sections 1.4-1.12).
struct DSLBehaviourTests {
    let root: LayoutView
    let card: LayoutView
    let label: LayoutView

    init() {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        card = LayoutView()
        label = LayoutView()
        root.snp.setLabel("root"); card.snp.setLabel("card"); label.snp.setLabel("label")
        root.addSubview(card)
        root.addSubview(label)
    }

    /// `first.attribute relation second.attribute ×m +c @p` of every constraint made.
    func made(_ constraints: [LayoutConstraint]) -> [String] {
        constraints.map { c in
            let second = c.secondItem.map { "\($0.label ?? "?").\(c.secondAttribute)" } ?? "-"
            return "\(c.firstItem?.label ?? "?").\(c.firstAttribute) \(c.relation) \(second) ×\(c.multiplier) \(c.constant) @\(c.priority.rawValue)"
        }
    }

    @Test func descriptionsNameTheLabelFileAndLineAndItems() {
        var line: UInt = 0
        card.snp.makeConstraints { make in
            line = #line + 1
            make.top.equalTo(root).offset(10).labeled("buttonTop")
        }
        #expect(root.constraints.first?.description ==
                "<SnapLayout.LayoutConstraint:buttonTop@DSLBehaviourTests.swift#\(line) card.top == root.top + 10.0>")
        card.snp.makeConstraints { make in make.width.lessThanOrEqualTo(120).priority(.high).labeled("narrow") }
        #expect(card.constraints.first?.description.hasSuffix(" card.width <= 120.0 ^750.0>") == true)
    }

    @Test func theConstantIsComputedForTheTargetAttribute() {
        // SnapKit issue #527: right to another's left with inset 8 is +8 (the left's table entry).
        card.snp.makeConstraints { make in make.right.equalTo(label.snp.left).inset(8) }
        #expect(made(root.constraints) == ["card.right == label.left ×1.0 8.0 @1000.0"])
    }

    @Test func insetsShrinkSizesTwiceAndLeaveCentresAlone() {
        card.snp.makeConstraints { make in
            make.size.equalToSuperview().inset(10)
            make.center.equalToSuperview().inset(10)
        }
        #expect(made(root.constraints) == [
            "card.width == root.width ×1.0 -20.0 @1000.0", "card.height == root.height ×1.0 -20.0 @1000.0",
            "card.centerX == root.centerX ×1.0 0.0 @1000.0", "card.centerY == root.centerY ×1.0 0.0 @1000.0",
        ])
    }

    @Test func bareConstantsFollowSnapKitsRules() {
        card.snp.makeConstraints { make in
            make.width.equalTo(50)
            make.top.equalTo(42)
            make.center.equalTo(0)
        }
        #expect(made(card.constraints) == ["card.width == - ×1.0 50.0 @1000.0"])
        // A centre relates to the superview's left / top: SnapKit's documented quirk.
        #expect(made(root.constraints) == [
            "card.top == root.top ×1.0 42.0 @1000.0",
            "card.centerX == root.left ×1.0 0.0 @1000.0", "card.centerY == root.top ×1.0 0.0 @1000.0",
        ])
    }

    @Test func pointsAndSizesGivePerAttributeConstants() {
        card.snp.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 30, y: 40))
            make.size.equalTo(CGSize(width: 100, height: 60))
            make.left.right.equalTo(CGPoint(x: 5, y: 6))
        }
        #expect(made(root.constraints) == [
            "card.centerX == root.left ×1.0 30.0 @1000.0", "card.centerY == root.top ×1.0 40.0 @1000.0",
            "card.left == root.left ×1.0 5.0 @1000.0", "card.right == root.right ×1.0 5.0 @1000.0",
        ])
        #expect(made(card.constraints) == ["card.width == - ×1.0 100.0 @1000.0", "card.height == - ×1.0 60.0 @1000.0"])
    }

    @Test func emissionFollowsBitOrderAndDuplicatesCollapse() {
        card.snp.makeConstraints { make in
            make.bottom.top.top.equalToSuperview()
            make.edges.width.equalTo(label)
        }
        #expect(root.constraints.map(\.firstAttribute) == [.top, .bottom, .left, .top, .right, .bottom, .width])
    }

    @Test func multipliersAndDivisors() {
        card.snp.makeConstraints { make in
            make.width.equalTo(label).multipliedBy(0.5)
            make.height.equalTo(label.snp.width).dividedBy(4).offset(3)
        }
        #expect(made(root.constraints) == ["card.width == label.width ×0.5 0.0 @1000.0", "card.height == label.width ×0.25 3.0 @1000.0"])
    }

    @Test func offsetAndInsetReplaceTheConstant() {
        card.snp.makeConstraints { make in
            make.top.equalTo(10).offset(5)
            make.bottom.equalToSuperview().offset(7).inset(4)
        }
        #expect(made(root.constraints) == ["card.top == root.top ×1.0 5.0 @1000.0", "card.bottom == root.bottom ×1.0 -4.0 @1000.0"])
    }

    @Test func directionalInsetsFollowTheViewsDirection() {
        root.semanticLayoutDirection = .rightToLeft
        card.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(ConstraintDirectionalInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
            make.leading.equalToSuperview().inset(ConstraintInsets(top: 0, left: 1, bottom: 0, right: 2))
        }
        // In rtl, left is the trailing side and right the leading side; leading takes the right inset.
        #expect(made(root.constraints) == [
            "card.left == root.left ×1.0 30.0 @1000.0", "card.right == root.right ×1.0 -10.0 @1000.0",
            "card.leading == root.leading ×1.0 2.0 @1000.0",
        ])
    }

    @Test func superviewClosuresPickATarget() {
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        card.snp.makeConstraints { make in
            make.top.equalToSuperview { $0.safeAreaLayoutGuide }.offset(8)
            make.bottom.lessThanOrEqualToSuperview { $0.snp.bottomMargin }
            make.leading.greaterThanOrEqualToSuperview { $0.layoutMarginsGuide }
        }
        let constraints = root.constraints
        #expect(constraints[0].secondItem === root.safeAreaLayoutGuide && constraints[0].secondAttribute == .top)
        #expect(constraints[1].secondItem === root && constraints[1].secondAttribute == .bottomMargin && constraints[1].relation == .lessThanOrEqual)
        #expect(constraints[2].secondItem === root.layoutMarginsGuide && constraints[2].relation == .greaterThanOrEqual)
    }

    @Test func updatePriorityCrossesRequiredInBothDirections() {
        var optional: Constraint!, required: Constraint!
        card.snp.makeConstraints { make in
            optional = make.width.equalTo(10).priority(.low).constraint
            required = make.height.equalTo(10).constraint
        }
        let widthConstraint = optional.layoutConstraints[0], heightConstraint = required.layoutConstraints[0]
        optional.update(priority: ConstraintPriority.high)
        #expect(widthConstraint.priority == .defaultHigh)
        optional.update(priority: ConstraintPriority.required)
        #expect(widthConstraint.priority == .required, "optional becomes required")
        required.update(priority: 300)
        #expect(heightConstraint.priority == LayoutPriority(300), "required becomes optional")
        #expect(optional.layoutConstraints[0] === widthConstraint && required.layoutConstraints[0] === heightConstraint)
    }

    @Test func aPriorityCrossingRequiredChangesTheLayout() {
        // width == 100 @250 against width == 200 @750: 200 wins; raise the first to required and
        // lower the second to 100: now 100 wins, then lower the first again and 200 wins back.
        var low: Constraint!, high: Constraint!
        card.snp.makeConstraints { make in
            make.left.top.height.equalTo(10)
            low = make.width.equalTo(100).priority(250).constraint
            high = make.width.equalTo(200).priority(750).constraint
        }
        root.layoutIfNeeded()
        #expect(card.frame.width == 200)
        low.update(priority: 1000)
        high.update(priority: 100)
        root.layoutIfNeeded()
        #expect(card.frame.width == 100)
        low.update(priority: 50)
        root.layoutIfNeeded()
        #expect(card.frame.width == 200)
    }

    @Test func anInvalidPriorityUpdateIsReportedAndKept() {
        var constraint: Constraint!
        card.snp.makeConstraints { make in constraint = make.width.equalTo(10).priority(.low).constraint }
        let (_, warnings) = LayoutDiagnostics.collecting { constraint.update(priority: 1001) }
        #expect(warnings.map(\.kind) == [.invalidConstraint])
        #expect(warnings.first?.message == "priority 1001 is outside (0, 1000]; the priority was kept")
        #expect(constraint.layoutConstraints[0].priority == .defaultLow)
    }

    @Test func updateMatchesOnAttributesRelationPriorityAndItemsOnly() {
        card.snp.makeConstraints { make in
            make.top.equalTo(label).offset(1)
            make.left.equalTo(label).offset(2).priority(500)
        }
        card.snp.updateConstraints { make in
            make.top.equalTo(label).offset(11)
            make.left.equalTo(label).offset(12).priority(500)
        }
        #expect(made(root.constraints) == ["card.top == label.top ×1.0 11.0 @1000.0", "card.left == label.left ×1.0 12.0 @500.0"])
        // SnapKit crashes when nothing matches; SnapLayout activates the new constraint instead.
        card.snp.updateConstraints { make in make.left.equalTo(label).offset(13).priority(600) }
        #expect(root.constraints.count == 3)
    }

    @Test func makingConstraintsTurnsOffAutoresizingOnViewsOnly() {
        #expect(card.translatesAutoresizingMaskIntoConstraints)
        card.snp.prepareConstraints { _ in }
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func invalidChainsMakeNoConstraintAndNoCrash() {
        card.snp.makeConstraints { make in
            make.left.equalTo(label.snp.top)
            make.edges.equalTo(label.snp.size)
            make.width.equalTo(label.snp.left)
            make.top.equalTo(label)
        }
        #expect(made(root.constraints) == ["card.top == label.top ×1.0 0.0 @1000.0"])
        let orphan = LayoutView()
        orphan.snp.makeConstraints { make in make.top.equalToSuperview() }
        #expect(orphan.constraints.isEmpty)
    }

    @Test func guidesHaveSnpToo() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.width.equalTo(card).multipliedBy(0.5)
        }
        #expect(made(root.constraints).count == 3)
        #expect(root.constraints.allSatisfy { $0.firstItem === guide })
    }

    @Test func huggingPropertiesForwardToTheView() {
        card.snp.contentHuggingHorizontalPriority = 251
        card.snp.contentCompressionResistanceVerticalPriority = 999
        #expect(card.contentHuggingPriority(for: .horizontal) == 251)
        #expect(card.contentCompressionResistancePriority(for: .vertical) == 999)
        #expect(card.snp.contentHuggingVerticalPriority == 250)
    }
}

/// Screens laid out with the DSL give the frames UIKit would.
struct DSLScreenTests {
    @Test func theReadmeExample() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let card = LayoutView()
        root.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide).offset(20)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(120)
        }
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 64, width: 343, height: 120))
    }

    @Test func aLoginForm() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let logo = LayoutView(), field = LayoutView(), button = LayoutView()
        [logo, field, button].forEach(root.addSubview)
        button.explicitIntrinsicContentSize = CGSize(width: 80, height: 44)
        logo.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalToSuperview().offset(60)
            make.size.equalTo(CGSize(width: 64, height: 64))
        }
        field.snp.makeConstraints { make in
            make.top.equalTo(logo.snp.bottom).offset(24)
            make.leading.trailing.equalTo(root.layoutMarginsGuide)
            make.height.equalTo(40)
        }
        button.snp.makeConstraints { make in
            make.top.equalTo(field.snp.bottom).offset(16)
            make.centerX.equalTo(field)
            make.width.greaterThanOrEqualTo(120).priority(.high)
        }
        root.layoutIfNeeded()
        #expect(logo.frame == CGRect(x: 128, y: 60, width: 64, height: 64))
        #expect(field.frame == CGRect(x: 20, y: 148, width: 280, height: 40))
        // Width ≥ 120 at 750 beats hugging (250); the height is intrinsic.
        #expect(button.frame == CGRect(x: 100, y: 204, width: 120, height: 44))
    }

    @Test func cardWithInsetsAndCentredContent() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let card = LayoutView(), badge = LayoutView()
        root.addSubview(card)
        card.addSubview(badge)
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(ConstraintInsets(top: 10, left: 20, bottom: 30, right: 40)) }
        badge.snp.makeConstraints { make in
            make.center.equalToSuperview().offset(5)
            make.width.equalToSuperview().dividedBy(2)
            make.height.equalTo(badge.snp.width).multipliedBy(0.5)
        }
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
        // 170 × 85 centred in 340 × 260, moved 5 right and down.
        #expect(badge.frame == CGRect(x: 90, y: 92.5, width: 170, height: 85))
    }

    @Test func updatingAnOffsetMovesTheView() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = LayoutView()
        root.addSubview(view)
        var top: Constraint!
        view.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview()
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        #expect(view.frame.minY == 10)
        top.update(offset: 70)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 70, width: 20, height: 20))
    }
}
