import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `ItemTests.swift` (6 tests), ported. None skipped. EasyPeasy's `Item.owningView`
// is the model's `parentView` (a view's superview, a guide's owning view).
//
// Changed for a deliberate difference: `testThatItemConformingClassThatIsNotViewOrLayoutGuideDoesNotHaveOwningView`.
// Upstream conforms a class of its own to `Item`; SnapLayout's items are the model's views and
// guides only (`LayoutItem` keeps attachments no outside type can make), so the port checks the
// other item with no owning view: a guide added to no view.

@Suite struct ItemTests {
    @Test("testThatOwningViewReturnsViewSuperview") func viewsOwningViewIsItsSuperview() {
        let superview = LayoutView(frame: .zero), viewA = LayoutView(frame: .zero)
        superview.addSubview(viewA)
        #expect(viewA.parentView === superview)
    }

    @Test("testThatOwningViewReturnsLayoutGuideOwningView") func guidesOwningView() {
        let view = LayoutView(frame: .zero), guide = LayoutGuide()
        view.addLayoutGuide(guide)
        #expect(guide.owningView === view)
        #expect(guide.parentView === view)
    }

    @Test("testThatConstraintsArrayReturnsViewConstraints") func viewConstraints() {
        let superview = LayoutView(frame: .zero), viewA = LayoutView(frame: .zero)
        superview.addSubview(viewA)
        let constraints = viewA.easy.layout(Size(100))
        #expect(constraints.count == 2)
        #expect(ids(constraints) == ids(viewA.constraints))
    }

    @Test("testThatConstraintsArrayReturnsLayoutGuideConstraints") func guideConstraints() {
        let view = LayoutView(frame: .zero), guide = LayoutGuide()
        view.addLayoutGuide(guide)
        let constraints = guide.easy.layout(Edges())
        #expect(constraints.count == 4)
        #expect(ids(constraints) == ids(guide.constraints))
    }

    @Test("testThatConstraintsArrayReturnsLayoutGuideConstraintsOwnedByGuide") func guideSizeConstraints() {
        let view = LayoutView(frame: .zero), guide = LayoutGuide()
        view.addLayoutGuide(guide)
        let constraints = guide.easy.layout(Size(40))
        #expect(constraints.count == 2)
        #expect(ids(constraints) == ids(guide.constraints))
    }

    /// Changed: no outside class can be an item here; a guide in no view has no owning view.
    @Test("testThatItemConformingClassThatIsNotViewOrLayoutGuideDoesNotHaveOwningView") func itemWithoutOwningView() {
        let guide = LayoutGuide()
        #expect(guide.owningView == nil)
        #expect(guide.parentView == nil)
        #expect(guide.constraints.isEmpty)
        #expect(guide.easy.layout(Top(10)).isEmpty, "a position needs an owning view")
    }
}
