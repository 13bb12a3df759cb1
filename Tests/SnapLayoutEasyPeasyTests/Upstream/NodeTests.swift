import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `NodeTests.swift` (30 tests), ported. None skipped, none changed.
//
// Upstream drives its internal `Node` directly (`node.add(attribute:)`, `node.reload()`,
// `node.clear()`, the `left`/`right`/`center`/`dimension` slots). The port drives the same node
// through the public API: every attribute used in one upstream test has the same signature
// (axis, relation, priority) as its partners, so `easy.layout` files them in one node. A slot
// that is "set" is an attribute whose constraint is installed; the node's "inactive" list is the
// stored attributes without one. The activation group a call returns upstream is observed as
// the constraints the call activated and deactivated.

/// One view in a superview, and what each EasyPeasy call did to the installed constraints.
final class NodeProbe {
    let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
    let view = LayoutView(frame: .zero)

    init() { superview.addSubview(view) }

    var active: [Attribute] { view.testActiveAttributes }
    var inactive: [Attribute] { view.testInactiveAttributes }

    /// The constraints `change` activated and deactivated, in no particular order.
    func observe(_ change: () -> Void) -> (activated: Set<ObjectIdentifier>, deactivated: Set<ObjectIdentifier>) {
        let before = activeConstraints(superview, view)
        change()
        let after = activeConstraints(superview, view)
        return (after.subtracting(before), before.subtracting(after))
    }

    /// Applies `attribute`; what it activated and deactivated.
    @discardableResult
    func add(_ attribute: Attribute) -> (activated: Set<ObjectIdentifier>, deactivated: Set<ObjectIdentifier>) {
        observe { view.easy.layout(attribute) }
    }

    func isActive(_ attribute: Attribute) -> Bool { attribute.layoutConstraint?.isActive == true }
}

/// The identity of the constraint `attribute` made.
func constraintID(_ attribute: Attribute) -> ObjectIdentifier? { attribute.layoutConstraint.map(ObjectIdentifier.init) }

@Suite struct NodeTests {
    let node = NodeProbe()

    /// `first` alone is set; then `second` is added: the node's active attributes are exactly
    /// `expected`, and nothing is inactive (a replaced attribute leaves the node).
    func replace(_ first: Attribute, with second: Attribute, leaves expected: [Attribute],
                 sourceLocation: SourceLocation = #_sourceLocation) {
        set(first, sourceLocation: sourceLocation)
        node.add(second)
        #expect(Set(node.active.map(ObjectIdentifier.init)) == Set(expected.map(ObjectIdentifier.init)),
                sourceLocation: sourceLocation)
        #expect(node.active.count == expected.count, sourceLocation: sourceLocation)
        #expect(node.inactive.isEmpty, sourceLocation: sourceLocation)
        for attribute in [first, second] where !expected.contains(where: { $0 === attribute }) {
            #expect(!node.isActive(attribute), sourceLocation: sourceLocation)
        }
    }

    /// `attribute` is set: one active, none inactive.
    func set(_ attribute: Attribute, sourceLocation: SourceLocation = #_sourceLocation) {
        node.add(attribute)
        #expect(node.active.count == 1 && node.active.first === attribute, sourceLocation: sourceLocation)
        #expect(node.inactive.isEmpty, sourceLocation: sourceLocation)
    }

    /// `attribute`, whose condition is false, sets nothing and is kept inactive.
    func notSet(_ attribute: Attribute, sourceLocation: SourceLocation = #_sourceLocation) {
        let change = node.add(attribute)
        #expect(change.activated.isEmpty && change.deactivated.isEmpty, sourceLocation: sourceLocation)
        #expect(node.active.isEmpty, sourceLocation: sourceLocation)
        #expect(node.inactive.count == 1 && node.inactive.first === attribute, sourceLocation: sourceLocation)
        #expect(node.superview.constraints.isEmpty && node.view.constraints.isEmpty, sourceLocation: sourceLocation)
    }

    /// The same attribute twice: the first add activates it, the second changes nothing.
    func addedTwice(_ attribute: Attribute, sourceLocation: SourceLocation = #_sourceLocation) {
        let first = node.add(attribute)
        #expect(first.activated.count == 1 && first.deactivated.isEmpty, sourceLocation: sourceLocation)
        #expect(first.activated.first == constraintID(attribute), sourceLocation: sourceLocation)
        #expect(node.view.easy.layout(attribute).isEmpty, sourceLocation: sourceLocation)
        #expect(node.isActive(attribute), sourceLocation: sourceLocation)
    }

    // MARK: Left node

    @Test("testThatLeftSubnodeIsSet") func leftIsSet() { set(Left()) }

    @Test("testThatLeftSubnodeIsNotSetIfAttributeConditionIsFalse") func leftFalseCondition() { notSet(Left().when { false }) }

    @Test("testThatLeftSubnodeIsUpdatedWhenReplacedWithAnotherLeft") func leftReplacedByLeading() {
        let leading = Leading()
        replace(Left(), with: leading, leaves: [leading])
    }

    @Test("testThatLeftSubnodeIsUpdatedWhenReplacedWithCenterSubnode") func leftReplacedByCenter() {
        let center = CenterX()
        replace(Left(), with: center, leaves: [center])
    }

    @Test("testThatLeftSubnodeIsNotUpdatedWhenOnlyDimensionSubnodeIsApplied") func leftKeptByWidth() {
        let left = Left(), width = Width()
        replace(left, with: width, leaves: [left, width])
    }

    @Test("testThatThereIsNotLayoutConstraintToApplyWhenSameLeftAttributeIsAddedTwice") func leftTwice() { addedTwice(Left()) }

    // MARK: Right node

    @Test("testThatRightSubnodeIsSet") func rightIsSet() { set(Right()) }

    @Test("testThatRightSubnodeIsNotSetIfAttributeConditionIsFalse") func rightFalseCondition() { notSet(Right().when { false }) }

    @Test("testThatRightSubnodeIsUpdatedWhenReplacedWithAnotherRight") func rightReplacedByTrailing() {
        let trailing = Trailing()
        replace(Right(), with: trailing, leaves: [trailing])
    }

    @Test("testThatRightSubnodeIsUpdatedWhenReplacedWithCenterSubnode") func rightReplacedByCenter() {
        let center = CenterX()
        replace(Right(), with: center, leaves: [center])
    }

    @Test("testThatRightSubnodeIsNotUpdatedWhenOnlyDimensionSubnodeIsApplied") func rightKeptByWidth() {
        let right = Right(), width = Width()
        replace(right, with: width, leaves: [right, width])
    }

    @Test("testThatThereIsNotLayoutConstraintToApplyWhenSameRightAttributeIsAddedTwice") func rightTwice() { addedTwice(Right()) }

    // MARK: Center node

    @Test("testThatCenterSubnodeIsSet") func centerIsSet() { set(CenterX()) }

    @Test("testThatCenterSubnodeIsNotSetIfAttributeConditionIsFalse") func centerFalseCondition() { notSet(CenterX().when { false }) }

    @Test("testThatCenterSubnodeIsUpdatedWhenReplacedWithAnotherCenter") func centerReplacedByCenterWithinMargins() {
        let withinMargins = CenterXWithinMargins()
        replace(CenterX(), with: withinMargins, leaves: [withinMargins])
    }

    @Test("testThatCenterSubnodeIsUpdatedWhenReplacedWithLeftSubnode") func centerReplacedByFirstBaseline() {
        let firstBaseline = FirstBaseline()
        replace(CenterY(), with: firstBaseline, leaves: [firstBaseline])
    }

    @Test("testThatCenterSubnodeIsNotUpdatedWhenDimensionSubnodeIsApplied") func centerKeptByWidth() {
        let center = CenterX(), width = Width()
        replace(center, with: width, leaves: [center, width])
    }

    @Test("testThatThereIsNotLayoutConstraintToApplyWhenSameCenterAttributeIsAddedTwice") func centerTwice() { addedTwice(CenterX()) }

    // MARK: Dimension node

    @Test("testThatDimensionSubnodeIsSet") func dimensionIsSet() { set(Width()) }

    @Test("testThatDimensionSubnodeIsNotSetIfAttributeConditionIsFalse") func dimensionFalseCondition() {
        notSet(Width().when { false })
    }

    @Test("testThatDimensionSubnodeIsUpdatedWhenReplacedWithAnotherDimension") func widthReplacedByWidth() {
        let second = Width()
        replace(Width(), with: second, leaves: [second])
    }

    @Test("testThatDimensionSubnodeIsNotUpdatedWhenCenterSubnodeIsApplied") func widthKeptByCenter() {
        let width = Width(), center = CenterXWithinMargins()
        replace(width, with: center, leaves: [width, center])
    }

    @Test("testThatThereIsNotLayoutConstraintToApplyWhenSameDimensionAttributeIsAddedTwice") func widthTwice() { addedTwice(Width()) }
}

// MARK: reload, clear and activation groups

extension NodeTests {
    @Test("testThatReloadHandlesCorrectlyEachSubnode") func reloadSwapsTheLeftSlot() {
        let flag = Flag(true)
        let marginLeft = LeftMargin().when { flag.value }
        let plainLeft = Left().when { !flag.value }
        let marginRight = RightMargin()
        let groupA = node.add(marginLeft), groupB = node.add(plainLeft), groupC = node.add(marginRight)
        #expect(node.active.count == 2 && node.inactive.count == 1)
        #expect(node.isActive(marginLeft) && node.isActive(marginRight) && node.inactive.first === plainLeft)
        #expect(groupA.activated.count == 1 && groupA.deactivated.isEmpty)
        #expect(groupB.activated.isEmpty && groupB.deactivated.isEmpty)
        #expect(groupC.activated.count == 1 && groupC.deactivated.isEmpty)

        flag.value = false
        let reload = node.observe { node.view.easy.reload() }
        #expect(node.active.count == 2 && node.inactive.count == 1)
        #expect(node.isActive(plainLeft) && node.isActive(marginRight) && node.inactive.first === marginLeft)
        #expect(reload.activated.count == 1 && reload.deactivated.count == 1)

        flag.value = true
        let reloadAgain = node.observe { node.view.easy.reload() }
        #expect(node.active.count == 2 && node.inactive.count == 1)
        #expect(node.isActive(marginLeft) && node.isActive(marginRight) && node.inactive.first === plainLeft)
        #expect(reloadAgain.activated.count == 1 && reloadAgain.deactivated.count == 1)
    }

    @Test("testThatClearMethodRemovesEverySubnodeAndReturnsTheExpectedConstraints") func clearEmptiesEverySlot() {
        let topMargin = TopMargin().when { true }, lastBaseline = LastBaseline(), width = Width()
        let all: [Attribute] = [topMargin, Top().when { false }, lastBaseline, width, CenterXWithinMargins().when { false }]
        all.forEach { node.add($0) }
        #expect(node.isActive(topMargin) && node.isActive(lastBaseline) && node.isActive(width))
        #expect(node.active.count == 3 && node.inactive.count == 2)
        let clear = node.observe { node.view.easy.clear() }
        #expect(node.active.isEmpty && node.inactive.isEmpty)
        #expect(clear.deactivated.count == 3 && clear.activated.isEmpty)
    }

    @Test("testThatActivationGroupIsTheExpectedAddingAttributes") func centerDeactivatesLeftAndRight() {
        let left = Left(100), right = Right(100)
        let groupLeft = node.add(left)
        #expect(groupLeft.activated == [constraintID(left)!] && groupLeft.deactivated.isEmpty)
        let groupRight = node.add(right)
        #expect(groupRight.activated == [constraintID(right)!] && groupRight.deactivated.isEmpty)
        let center = CenterX(0)
        let groupCenter = node.add(center)
        #expect(groupCenter.activated == [constraintID(center)!])
        // Upstream also checks the order (left, then right); the public API shows the set.
        #expect(groupCenter.deactivated == [constraintID(left)!, constraintID(right)!])
    }

    @Test("testThatActivationGroupIsTheExpectedWhenSameAttributeIsAppliedTwice") func sameAttributeTwice() {
        let left = Left(100)
        let first = node.add(left)
        #expect(first.activated == [constraintID(left)!] && first.deactivated.isEmpty)
        #expect(node.view.easy.layout(left).isEmpty)
        let second = node.add(left)
        #expect(second.activated.isEmpty && second.deactivated.isEmpty)
    }

    @Test("testThatActivationGroupIsTheExpectedWhenShouldInstallIsFalse") func falseConditionActivatesNothing() {
        let left = Left(100).when { false }
        #expect(node.view.easy.layout(left).isEmpty)
        #expect(left.layoutConstraint == nil)
        #expect(node.superview.constraints.isEmpty)
    }

    @Test("testThatActivationGroupIsTheExpectedUponReloadWithNoChanges") func reloadWithoutChanges() {
        let left = Left(100), right = Right(100)
        #expect(node.add(left).activated == [constraintID(left)!])
        #expect(node.add(right).activated == [constraintID(right)!])
        let reload = node.observe { node.view.easy.reload() }
        #expect(reload.activated.isEmpty && reload.deactivated.isEmpty)
    }

    @Test("testThatActivationGroupIsTheExpectedUponReloadWithChanges") func reloadWithChanges() {
        let flag = Flag(true)
        let leftA = Left(100).when { flag.value }, leftB = Left(100).when { !flag.value }, right = Right(100)
        #expect(node.add(leftA).activated == [constraintID(leftA)!])
        let groupB = node.add(leftB)
        #expect(groupB.activated.isEmpty && groupB.deactivated.isEmpty)
        #expect(node.add(right).activated == [constraintID(right)!])
        let deactivatedA = constraintID(leftA)!
        flag.value = false
        let reload = node.observe { node.view.easy.reload() }
        #expect(reload.activated == [constraintID(leftB)!])
        #expect(reload.deactivated == [deactivatedA])
    }
}
