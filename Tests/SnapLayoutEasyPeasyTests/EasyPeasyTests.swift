import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

/// EasyPeasy's behaviours (api-surface.md, section 3) on SnapLayout. Fixture as EasyPeasy's own
/// suite: a 400×1000 superview with viewA and viewB.
struct EasyPeasyTests {
    let superview: LayoutView
    let viewA: LayoutView
    let viewB: LayoutView

    init() {
        superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
        viewA = LayoutView()
        viewB = LayoutView()
        superview.label = "superview"; viewA.label = "viewA"; viewB.label = "viewB"
        superview.addSubview(viewA)
        superview.addSubview(viewB)
    }

    func describe(_ c: LayoutConstraint) -> String {
        let second = c.secondItem.map { " \($0.label ?? "?").\(c.secondAttribute)" } ?? ""
        return "\(c.firstItem?.label ?? "?").\(c.firstAttribute) \(c.relation)\(second) ×\(c.multiplier) \(c.constant) @\(c.priority.rawValue)"
    }

    // MARK: constants

    @Test func prefixOperatorsMakeConstants() {
        #expect((==350) == Constant(value: 350, relation: .equal, multiplier: 1))
        #expect((>=350) == Constant(value: 350, relation: .greaterThanOrEqual, multiplier: 1))
        #expect((<=210) == Constant(value: 210, relation: .lessThanOrEqual, multiplier: 1))
        #expect((*5) == Constant(value: 0, relation: .equal, multiplier: 5), "*x is a multiplier only, as the README says")
        #expect((>=20 * 0.5) == Constant(value: 20, relation: .greaterThanOrEqual, multiplier: 0.5))
        #expect((<=20 * 0.5 * 4) == Constant(value: 20, relation: .lessThanOrEqual, multiplier: 2))
    }

    // MARK: the constraints attributes make

    @Test func attributesRelateToTheSuperviewsSameAttributeWithInsetsNegated() {
        let made = viewA.easy.layout(Width(120), Top(10), Right(>=20), Bottom(30), Leading(5), LastBaseline(>=2))
        #expect(made.map(describe) == [
            "viewA.width == ×1.0 120.0 @1000.0",
            "viewA.top == superview.top ×1.0 10.0 @1000.0",
            "viewA.right >= superview.right ×1.0 -20.0 @1000.0",
            "viewA.bottom == superview.bottom ×1.0 -30.0 @1000.0",
            "viewA.leading == superview.leading ×1.0 5.0 @1000.0",
            "viewA.lastBaseline >= superview.lastBaseline ×1.0 -2.0 @1000.0",
        ])
        #expect(!viewA.translatesAutoresizingMaskIntoConstraints)
        #expect(superview.constraints.count == 5 && viewA.constraints.count == 1)
        // In the same node (vertical, ==, 1000) the last baseline takes the bottom's slot.
        viewA.easy.layout(LastBaseline(2))
        #expect(superview.constraints.map(\.firstAttribute).filter { $0 == .bottom }.isEmpty)
    }

    @Test func toAnotherItemUsesTheFacingAttribute() {
        let made = viewA.easy.layout(Top(10).to(viewB), Left(8).to(viewB), Right(4).to(viewB, .right),
                                     CenterY(>=0).to(viewB), Width(*2).like(viewB), Height(0).like(viewB, .width))
        #expect(made.map(describe) == [
            "viewA.top == viewB.bottom ×1.0 10.0 @1000.0",
            "viewA.left == viewB.right ×1.0 8.0 @1000.0",
            "viewA.right == viewB.right ×1.0 -4.0 @1000.0",
            "viewA.centerY >= viewB.centerY ×1.0 0.0 @1000.0",
            "viewA.width == viewB.width ×2.0 0.0 @1000.0",
            "viewA.height == viewB.width ×1.0 0.0 @1000.0",
        ])
    }

    @Test func compoundsExpandInEasyPeasysOrder() {
        let edges = viewA.easy.layout(Edges(Insets(top: 100, left: 20, bottom: 50, right: 10)))
        #expect(edges.map(describe) == [
            "viewA.top == superview.top ×1.0 100.0 @1000.0",
            "viewA.left == superview.left ×1.0 20.0 @1000.0",
            "viewA.right == superview.right ×1.0 -10.0 @1000.0",
            "viewA.bottom == superview.bottom ×1.0 -50.0 @1000.0",
        ])
        let size = viewB.easy.layout(Size(CGSize(width: 120, height: 200)).with(.high), Center(CGPoint(x: 210, y: 430)))
        #expect(size.map(describe) == [
            "viewB.width == ×1.0 120.0 @750.0",
            "viewB.height == ×1.0 200.0 @750.0",
            "viewB.centerX == superview.centerX ×1.0 210.0 @1000.0",
            "viewB.centerY == superview.centerY ×1.0 430.0 @1000.0",
        ])
        #expect(Margins(>=50).attributes.map { $0.constant } == Array(repeating: >=50, count: 4))
        #expect(CenterWithinMargins(*2).attributes.map(\.constant.multiplier) == [2, 2])
    }

    @Test func edgesToAnItemPinsAtZeroAsEasyPeasyDoes() {
        let made = viewA.easy.layout(Edges(10).to(viewB))
        #expect(made.map(describe) == [
            "viewA.top == viewB.top ×1.0 0.0 @1000.0", "viewA.left == viewB.left ×1.0 0.0 @1000.0",
            "viewA.right == viewB.right ×1.0 -0.0 @1000.0", "viewA.bottom == viewB.bottom ×1.0 -0.0 @1000.0",
        ])
    }

    // MARK: signatures and conflict nodes

    @Test func signaturesAreAxisRelationAndPriority() {
        #expect(Width(>=10).with(.custom(300)).signature == "h_gt_300.0")
        #expect(Height(100).signature == "v_eq_1000.0")
        #expect(Left(<=40).with(.low).signature == "h_lt_250.0")
        #expect(CenterXWithinMargins().with(.medium).signature == "h_eq_500.0")
        #expect(LastBaseline(>=30).signature == "v_gt_1000.0")
        #expect(BottomMargin().signature == "v_eq_1000.0")
        #expect(CenterYWithinMargins(<=40).signature == "v_lt_1000.0")
        #expect(CenterX(>=0).with(.custom(244)).signature == "h_gt_244.0")
    }

    @Test func aConflictingAttributeReplacesTheFirst() {
        let first = Width(120)
        viewA.easy.layout(first)
        let second = Width(500)
        viewA.easy.layout(second)
        #expect(viewA.easy.attributes.count == 1 && viewA.easy.attributes.first === second)
        #expect(viewA.constraints.count == 1 && viewA.constraints.first?.constant == 500)
        #expect(first.layoutConstraint?.isActive == false)
    }

    @Test func centerReplacesLeftAndRightAndLeadingReplacesLeft() {
        let left = Left(100), right = Right(100)
        viewA.easy.layout(left, right)
        #expect(superview.constraints.count == 2)
        let made = viewA.easy.layout(CenterX(0))
        #expect(made.map(\.firstAttribute) == [.centerX])
        #expect(left.layoutConstraint?.isActive == false && right.layoutConstraint?.isActive == false)
        #expect(superview.constraints.map(\.firstAttribute) == [.centerX])
        viewA.easy.layout(Leading(4))
        #expect(superview.constraints.map(\.firstAttribute) == [.leading], "leading (left slot) replaces the centre")
        viewA.easy.layout(Top(1), FirstBaseline(2))
        #expect(superview.constraints.map(\.firstAttribute) == [.leading, .firstBaseline])
    }

    @Test func differentRelationsOrPrioritiesCoexist() {
        viewA.easy.layout(Width(>=10), Width(<=100), Left(0), Left(10).with(.low), Width(50).with(.high))
        #expect(viewA.constraints.count == 3)
        #expect(superview.constraints.count == 2)
    }

    @Test func dimensionsNeverConflictWithPositions() {
        viewA.easy.layout(Left(0), Right(0), Width(100))
        #expect(superview.constraints.count == 2 && viewA.constraints.count == 1)
    }

    @Test func theSameAttributeTwiceActivatesOnce() {
        let width = Width(10)
        #expect(viewA.easy.layout(width).count == 1)
        #expect(viewA.easy.layout(width).isEmpty)
    }

    @Test func aPositionOnAnOrphanMakesNoConstraintButADimensionDoes() {
        let orphan = LayoutView()
        #expect(orphan.easy.layout(Top(100)).isEmpty)
        #expect(orphan.easy.attributes.count == 1)
        #expect(orphan.easy.layout(Width(10)).count == 1)
    }

    // MARK: priorities, conditions, reload, clear

    @Test func prioritiesHaveEasyPeasysValues() {
        #expect(Priority.required.layoutPriority == 1000 && Priority.high.layoutPriority == 750)
        #expect(Priority.medium.layoutPriority == 500 && Priority.low.layoutPriority == 250)
        #expect(Priority.custom(233).layoutPriority == 233)
        let attributes: [Attribute] = [Width(1), Height(2), Center()]
        attributes.with(.custom(233))
        #expect(attributes.allSatisfy { $0.priority == .custom(233) })
        #expect((Center().with(.low) as CompoundAttribute).attributes.allSatisfy { $0.priority == .low })
    }

    @Test func aFalseConditionStoresTheAttributeWithoutAConstraint() {
        #expect(viewA.easy.layout(Width(120).when { false }).isEmpty)
        #expect(viewA.easy.attributes.count == 1)
        #expect(viewA.constraints.isEmpty)
        let array: [Attribute] = [Width(1), Height(1), Center()]
        array.when { false }
        #expect(array.allSatisfy { $0.condition?() == false })
    }

    @Test func reloadSwapsAttributesWhoseConditionsChanged() {
        final class Flag { var value = true }
        let flag = Flag()
        let marginLeft = LeftMargin(10).when { flag.value }
        let plainLeft = Left(20).when { !flag.value }
        viewA.easy.layout(marginLeft, plainLeft, RightMargin(5))
        #expect(superview.constraints.map(\.firstAttribute) == [.leftMargin, .rightMargin])
        flag.value = false
        viewA.easy.reload()
        #expect(Set(superview.constraints.map(\.firstAttribute)) == [.left, .rightMargin])
        flag.value = true
        viewA.easy.reload()
        #expect(Set(superview.constraints.map(\.firstAttribute)) == [.leftMargin, .rightMargin])
        let before = superview.constraints.map { ObjectIdentifier($0) }
        viewA.easy.reload()
        #expect(superview.constraints.map { ObjectIdentifier($0) } == before, "a reload with no change changes nothing")
    }

    @Test func reloadActivatesAWidthWhoseConditionTurnedTrue() {
        final class Flag { var value = false }
        let flag = Flag()
        viewA.easy.layout(Height(10), Width(100).when { flag.value })
        #expect(viewA.constraints.count == 1)
        flag.value = true
        viewA.easy.reload()
        #expect(viewA.constraints.count == 2)
    }

    @Test func clearRemovesOnlyThisItemsConstraints() {
        viewA.easy.layout(Edges(10))
        viewB.easy.layout(Edges(20))
        #expect(superview.constraints.count == 8)
        viewA.easy.clear()
        #expect(superview.constraints.count == 4)
        #expect(viewA.easy.attributes.isEmpty)
        #expect(superview.constraints.allSatisfy { $0.firstItem === viewB })
    }

    // MARK: guides

    @Test func guidesAreItemsWhoseConstraintsLiveOnTheOwningView() {
        let guide = LayoutGuide()
        superview.addLayoutGuide(guide)
        guide.easy.layout(Edges(0))
        #expect(superview.constraints.count == 4)
        let left = viewA.easy.layout(Left(10).to(guide, .left))
        #expect(left.map(describe) == ["viewA.left == ?.left ×1.0 10.0 @1000.0"])
        #expect(left.first?.secondItem === guide)
        let width = guide.easy.layout(Width(10))
        #expect(width.first?.installedView === superview)
        guide.easy.layout(CenterX(10))
        guide.easy.layout(Width(100))
        #expect(guide.easy.attributes.filter { $0 is Width }.count == 1)
        guide.easy.clear()
        #expect(superview.constraints.count == 1, "only viewA's left remains")
    }

    // MARK: frames

    @Test func aScreenLaysOutAsUIKitWould() {
        viewA.easy.layout(Top(20), Leading(16), Trailing(16), Height(44))
        viewB.easy.layout(Top(8).to(viewA), Leading(0).to(viewA, .leading), Width(*0.5).like(viewA), Height(>=30))
        superview.layoutIfNeeded()
        #expect(viewA.frame == CGRect(x: 16, y: 20, width: 368, height: 44))
        // width == viewA.width × 0.5 (*x is a multiplier only; EasyPeasy 1.10 added 0.5 too).
        #expect(viewB.frame == CGRect(x: 16, y: 72, width: 184, height: 30))
    }
}
