import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `UIView+EasyTests.swift` (13 tests in 1.10), ported. None skipped, none changed.
//
// The stored copy of EasyPeasy's suite we could read holds an earlier version of this file (the
// first ten tests below, with `<-`, `easy_reload()` and `easy_clear()`). 1.10 adds three
// duplicates that keep the deprecated spellings; their names were not in the copy, so the three
// `…Deprecated` display names are ours (a reload, a clear and the reload-of-constraints test,
// run with `<-`, `easy_reload()` and `easy_clear()`).

@Suite struct ViewEasyTests {
    let fixture = UpstreamFixture()

    /// Width when{flag} and Height: one active; the flag turns true and `reload` runs: two.
    func reloadInstallsTheWidth(_ reload: (LayoutView) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let flag = Flag(false)
        fixture.viewA.easy.layout(Width(120).when { flag.value })
        fixture.viewA.easy.layout(Height(120))
        #expect(fixture.viewA.testActiveAttributes.count == 1, sourceLocation: sourceLocation)
        flag.value = true
        reload(fixture.viewA)
        #expect(fixture.viewA.testActiveAttributes.count == 2, sourceLocation: sourceLocation)
        #expect(fixture.viewA.constraints.map(\.firstAttribute) == [.height, .width], sourceLocation: sourceLocation)
    }

    @Test("testThatReloadMethodReinstallsTheAttributesApplied") func reloadReinstalls() {
        reloadInstallsTheWidth { $0.easy.reload() }
    }

    @Test("testThatReloadBehaveAsExpectedAfterASecondPass") func reloadSecondPass() {
        reloadInstallsTheWidth { $0.easy.reload() }
        // A second pass with nothing changed keeps both.
        fixture.viewA.easy.reload()
        #expect(fixture.viewA.testActiveAttributes.count == 2)
    }

    @Test("testThatReloadMethodReinstallsTheAttributesAppliedAndThisIsOwnedByTheSuperview") func reloadBaselines() {
        let flag = Flag(false)
        let viewA = fixture.viewA
        viewA.easy.layout(FirstBaseline(>=0).when { flag.value }, CenterY().when { !flag.value },
                          LastBaseline(>=0).when { flag.value }, Size(20))
        #expect(viewA.testActiveAttributes.count == 3 && viewA.testInactiveAttributes.count == 2)
        flag.value = true
        viewA.easy.reload()
        #expect(viewA.testActiveAttributes.count == 4 && viewA.testInactiveAttributes.count == 1)
        flag.value = false
        viewA.easy.reload()
        #expect(viewA.testActiveAttributes.count == 3 && viewA.testInactiveAttributes.count == 2)
    }

    @Test("testThatCompoundAttributesAreNotReturnedAndOnlyRegularAttributesStoredInView") func compoundsAreExpanded() {
        let constraints = fixture.viewA.easy.layout(Edges(10))
        #expect(constraints.count == 4)
        #expect(fixture.viewA.testAttributes.count == 4)
        #expect(fixture.viewA.testAttributes.allSatisfy { !($0 is CompoundAttribute) })
    }

    /// BottomMargin, TrailingMargin (on the superview), Width, Height (on viewA), then `clear`.
    func clearsEverything(_ clear: (LayoutView) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        let (superview, viewA) = (fixture.superview, fixture.viewA)
        viewA.easy.layout(BottomMargin(10), TrailingMargin(10), Width(120), Height(300))
        #expect(superview.constraints.count == 2 && superview.testAttributes.isEmpty, sourceLocation: sourceLocation)
        #expect(viewA.constraints.count == 2 && viewA.testAttributes.count == 4, sourceLocation: sourceLocation)
        clear(viewA)
        #expect(superview.constraints.isEmpty && superview.testAttributes.isEmpty, sourceLocation: sourceLocation)
        #expect(viewA.constraints.isEmpty && viewA.testAttributes.isEmpty, sourceLocation: sourceLocation)
    }

    @Test("testThatAttributesAreCorrectlyCleared") func clear() {
        clearsEverything { $0.easy.clear() }
    }

    @Test("testThatClearWhenViewDoesntHaveSuperviewDoesnotThrowAssertion") func clearLeavesOtherViews() {
        let (superview, viewA, viewB) = (fixture.superview, fixture.viewA, fixture.viewB)
        viewA.easy.layout(TopMargin(10), LeadingMargin(10), Width(120), Height(300))
        viewB.easy.layout(Edges(10))
        #expect(superview.constraints.count == 6 && superview.testAttributes.isEmpty)
        #expect(viewA.constraints.count == 2 && viewA.testAttributes.count == 4)
        #expect(viewB.constraints.isEmpty && viewB.testAttributes.count == 4)
        viewA.easy.clear()
        #expect(superview.constraints.count == 4 && superview.testAttributes.isEmpty)
        #expect(viewA.constraints.isEmpty && viewA.testAttributes.isEmpty)
        #expect(viewB.constraints.isEmpty && viewB.testAttributes.count == 4)
    }

    @Test("testThatLayoutConstraintIsCreatedWithTheExpectedAttributes") func constraintOfAWidthLikeAView() {
        let attribute = Width().like(fixture.viewB)
        let constraints = fixture.viewA.easy.layout(attribute)
        #expect(constraints.count == 1)
        #expect(constraints[0].firstAttribute == .width)
        #expect(constraints[0].firstItem === fixture.viewA && constraints[0].secondItem === fixture.viewB)
        #expect(constraints[0] === attribute.layoutConstraint)
    }

    @Test("testThatNoConstraintIsCreatedWhenViewDoesNotHaveSuperview") func noSuperviewNoConstraint() {
        let viewA = LayoutView(frame: .zero)
        #expect(viewA.easy.layout(Top(100)).isEmpty)
        #expect(viewA.testAttributes.count == 1, "stored all the same")
    }

    @Test("testThatConstraintsAreTheExpectedUponEasyClear") func constraintsUponClear() {
        let (superview, viewA) = (fixture.superview, fixture.viewA)
        viewA.easy.layout(Left(), Size(20), Top())
        #expect(superview.constraints.count == 2 && viewA.constraints.count == 2)
        viewA.easy.clear()
        #expect(superview.constraints.isEmpty && viewA.constraints.isEmpty)
    }

    /// Left and Right when{flag}, CenterX when{!flag}, Size(20), Top; the flag turns false and
    /// `reload` runs: the centre replaces left and right.
    func reloadSwapsForTheCenter(_ layout: (LayoutView, [Attribute]) -> Void, _ reload: (LayoutView) -> Void,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        let flag = Flag(true)
        let (superview, viewA) = (fixture.superview, fixture.viewA)
        layout(viewA, [Left().when { flag.value }, Right().when { flag.value }, CenterX().when { !flag.value }, Size(20), Top()])
        #expect(superview.constraints.count == 3 && viewA.constraints.count == 2, sourceLocation: sourceLocation)
        flag.value = false
        reload(viewA)
        #expect(superview.constraints.count == 2 && viewA.constraints.count == 2, sourceLocation: sourceLocation)
        #expect(superview.constraints.map(\.firstAttribute) == [.top, .centerX], sourceLocation: sourceLocation)
    }

    @Test("testThatConstraintsAreTheExpectedUponEasyReload") func constraintsUponReload() {
        reloadSwapsForTheCenter({ $0.easy.layout($1) }, { $0.easy.reload() })
    }

    // MARK: the deprecated spellings (display names ours, see the header)

    @available(*, deprecated, message: "exercises easy_reload()")
    @Test("testThatReloadMethodReinstallsTheAttributesAppliedDeprecated") func reloadReinstallsDeprecated() {
        reloadInstallsTheWidth { $0.easy_reload() }
    }

    @available(*, deprecated, message: "exercises easy_clear()")
    @Test("testThatAttributesAreCorrectlyClearedDeprecated") func clearDeprecated() {
        clearsEverything { $0.easy_clear() }
    }

    @available(*, deprecated, message: "exercises <- and easy_reload()")
    @Test("testThatConstraintsAreTheExpectedUponEasyReloadDeprecated") func constraintsUponReloadDeprecated() {
        reloadSwapsForTheCenter({ $0 <- $1 }, { $0.easy_reload() })
    }
}
