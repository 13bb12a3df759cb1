import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `UILayoutGuide+EasyTests.swift` (10 tests in 1.10), ported. None skipped, none changed.
//
// The stored copy of EasyPeasy's suite we could read holds the 2016 version of this file (the
// first seven tests, with `<-`, `easy_clear()` and `easy_reload()`). 1.10 runs the clear and the
// two reload tests twice, with `easy.clear()`/`easy.reload()` and with the deprecated spellings;
// the names of those three deprecated duplicates were not in the copy, so their `…Deprecated`
// display names are ours.

@Suite struct LayoutGuideEasyTests {
    let superview = LayoutView(frame: .zero)
    let guide = LayoutGuide()

    init() { superview.addLayoutGuide(guide) }

    /// One active constraint on the superview: `guide.attribute == superview.attribute + constant`
    /// (no second item for a dimension).
    func expectOnly(_ constraints: [LayoutConstraint], _ attribute: LayoutAttribute, _ constant: CGFloat,
                    toSuperview: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(constraints.count == 1, sourceLocation: sourceLocation)
        guard let constraint = constraints.first else { return }
        #expect(constraint.isActive && constraint.constant == constant && constraint.relation == .equal, sourceLocation: sourceLocation)
        #expect(constraint.firstItem === guide && constraint.firstAttribute == attribute, sourceLocation: sourceLocation)
        #expect(toSuperview ? constraint.secondItem === superview : constraint.secondItem == nil, sourceLocation: sourceLocation)
        #expect(ids(superview.constraints) == ids([constraint]), sourceLocation: sourceLocation)
    }

    @Test("testThatPositionAttributeIsAppliedToLayoutGuide") func position() {
        expectOnly(guide.easy.layout(CenterX(10)), .centerX, 10, toSuperview: true)
    }

    @Test("testThatDimensionAttributeIsAppliedToLayoutGuide") func dimension() {
        expectOnly(guide.easy.layout(Width(10)), .width, 10, toSuperview: false)
    }

    @Test("testThatPositionConflictIsResolved") func positionConflict() {
        expectOnly(guide.easy.layout(Left(10)), .left, 10, toSuperview: true)
        expectOnly(guide.easy.layout(CenterX(10)), .centerX, 10, toSuperview: true)
    }

    @Test("testThatWidthConflictIsResolved") func widthConflict() {
        expectOnly(guide.easy.layout(Width(10)), .width, 10, toSuperview: false)
        expectOnly(guide.easy.layout(Width(100)), .width, 100, toSuperview: false)
    }

    // MARK: clear and reload, with today's calls and the deprecated ones

    func clearsTheGuide(_ clear: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        guide.easy.layout(Top(20), Width(<=200), Bottom(20), Left(10).with(.low), Right(10).with(.low))
        #expect(superview.constraints.count == 5, sourceLocation: sourceLocation)
        #expect(guide.testAttributes.count == 5 && superview.testAttributes.isEmpty, sourceLocation: sourceLocation)
        clear()
        #expect(superview.constraints.isEmpty, sourceLocation: sourceLocation)
        #expect(guide.testAttributes.isEmpty && superview.testAttributes.isEmpty, sourceLocation: sourceLocation)
    }

    /// Two attributes of one slot whose conditions are opposite: reload swaps them.
    func reloadToggles(_ makeA: (@escaping Condition) -> Attribute, _ makeB: (@escaping Condition) -> Attribute,
                       reload: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let flag = Flag(false)
        guide.easy.layout(makeA { flag.value }, makeB { !flag.value })
        #expect(superview.constraints.count == 1 && guide.testAttributes.count == 2, sourceLocation: sourceLocation)
        #expect(superview.constraints.first?.constant == 100, sourceLocation: sourceLocation)
        flag.value = true
        reload()
        #expect(superview.constraints.count == 1 && guide.testAttributes.count == 2, sourceLocation: sourceLocation)
        #expect(superview.constraints.first?.constant == 10, sourceLocation: sourceLocation)
    }

    @Test("testThatEasyClearClearsTheAttributesAppliedToTheGuide") func clear() {
        clearsTheGuide { guide.easy.clear() }
    }

    @Test("testThatEasyReloadTogglesPositionAttributesDependingOnCondition") func reloadTogglesPosition() {
        reloadToggles({ Left(10).with(.low).when($0) }, { Left(100).with(.low).when($0) }) { guide.easy.reload() }
    }

    @Test("testThatEasyReloadTogglesDimensionAttributesDependingOnCondition") func reloadTogglesDimension() {
        reloadToggles({ Width(10).when($0) }, { Width(100).when($0) }) { guide.easy.reload() }
    }

    @available(*, deprecated, message: "exercises easy_clear()")
    @Test("testThatEasyClearClearsTheAttributesAppliedToTheGuideDeprecated") func clearDeprecated() {
        clearsTheGuide { guide.easy_clear() }
    }

    @available(*, deprecated, message: "exercises easy_reload()")
    @Test("testThatEasyReloadTogglesPositionAttributesDependingOnConditionDeprecated") func reloadTogglesPositionDeprecated() {
        reloadToggles({ Left(10).with(.low).when($0) }, { Left(100).with(.low).when($0) }) { guide.easy_reload() }
    }

    @available(*, deprecated, message: "exercises easy_reload()")
    @Test("testThatEasyReloadTogglesDimensionAttributesDependingOnConditionDeprecated") func reloadTogglesDimensionDeprecated() {
        reloadToggles({ Width(10).when($0) }, { Width(100).when($0) }) { guide.easy_reload() }
    }
}
