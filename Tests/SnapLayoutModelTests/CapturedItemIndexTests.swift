import Foundation
import Testing
@testable import SnapLayoutModel

struct CapturedItemIndexTests {
    private func object(_ view: LayoutView) -> CapturedLayout.Object { .view(Unmanaged.passUnretained(view)) }
    private func object(_ guide: LayoutGuide) -> CapturedLayout.Object { .guide(Unmanaged.passUnretained(guide)) }

    @Test func itemsAreFoundAtTheirPositions() {
        let a = LayoutView(), b = LayoutView(), guide = LayoutGuide()
        let index = CapturedItemIndex([object(a), object(guide), object(b)])
        #expect(index[a] == 0)
        #expect(index[object(guide)] == 1)
        #expect(index[b] == 2)
    }

    @Test func anItemOutsideTheCaptureIsNotFoundThoughItsSlotIsInRange() {
        let a = LayoutView(), b = LayoutView(), outside = LayoutView()
        _ = CapturedItemIndex([object(outside)])
        let index = CapturedItemIndex([object(a), object(b)])
        #expect(outside.captureSlot == 0, "a slot from the other capture")
        #expect(index[outside] == nil)
    }

    @Test func anItemWhoseSlotALaterIndexChangedIsStillFound() {
        let a = LayoutView(), b = LayoutView()
        let first = CapturedItemIndex([object(a), object(b)])
        _ = CapturedItemIndex([object(b)])
        #expect(b.captureSlot == 0)
        #expect(first[b] == 1, "found by the search the failed check falls back to")
        #expect(first[a] == 0)
    }

    @Test func aCaptureFindsTheItemsOfConstraintsOnGuides() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LayoutView(), guide = LayoutGuide()
        root.addSubview(child)
        root.addLayoutGuide(guide)
        try LayoutConstraint.checked(item: child, attribute: .left, relatedBy: .equal,
                                     toItem: guide, attribute: .right).activate()
        try LayoutConstraint.checked(item: child, attribute: .top, relatedBy: .equal,
                                     toItem: root.layoutMarginsGuide, attribute: .top).activate()
        let captured = root.captureLayout()
        #expect(captured.snapshot.constraints.map { $0.first.item } == [2, 2])
        #expect(captured.snapshot.constraints.map { $0.second?.item } == [1, 0])
        #expect(captured.snapshot.constraints.map { $0.second?.guide } == [nil, LayoutSnapshot.ImplicitGuide.margins])
    }
}
