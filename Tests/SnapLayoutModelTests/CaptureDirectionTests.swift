import Foundation
import Testing
@testable import SnapLayoutModel

/// The capture passes each view's layout direction down the tree (`captureLayout`) and finds
/// items by identity in a sorted array (`CapturedItemIndex`): both checked against what each view
/// answers on its own.
struct CaptureDirectionTests {
    /// root (right-to-left) ▸ a (inherits) ▸ b (left-to-right) ▸ c (inherits), with a guide on c
    /// and directional margins on a and c; d under the root inherits.
    func tree() -> (root: LayoutView, views: [LayoutView], guide: LayoutGuide) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let (a, b, c, d) = (LayoutView(), LayoutView(), LayoutView(), LayoutView())
        root.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        root.addSubview(d)
        root.semanticLayoutDirection = .rightToLeft
        b.semanticLayoutDirection = .leftToRight
        let margins = DirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4)
        a.directionalLayoutMargins = margins
        c.directionalLayoutMargins = margins
        let guide = LayoutGuide()
        c.addLayoutGuide(guide)
        return (root, [root, a, b, c, d], guide)
    }

    @Test func eachItemHasTheDirectionItsViewAnswers() throws {
        let (root, views, guide) = tree()
        let captured = root.captureLayout()
        for view in views {
            let index = try #require(captured.items.firstIndex { $0 === view })
            let item = captured.snapshot.items[index]
            #expect(item.layoutDirection == view.effectiveLayoutDirection)
            #expect(item.margins.left == Double(view.layoutMargins.left) && item.margins.right == Double(view.layoutMargins.right))
        }
        #expect(captured.snapshot.items[1].layoutDirection == .rightToLeft, "a inherits the root's")
        #expect(captured.snapshot.items[1].margins.right == 20, "a's leading margin is on the right")
        let c = try #require(captured.items.firstIndex { $0 === views[3] })
        #expect(captured.snapshot.items[c].layoutDirection == .leftToRight, "c inherits b's")
        #expect(captured.snapshot.items[c].margins.left == 20)
        let g = try #require(captured.items.firstIndex { $0 === guide })
        #expect(captured.snapshot.items[g].layoutDirection == .leftToRight, "a guide has its view's direction")
    }

    @Test func aSubtreeCapturedAloneKeepsItsAncestorsDirection() {
        let (_, views, _) = tree()
        let captured = views[1].captureLayout()
        #expect(captured.snapshot.items[0].layoutDirection == .rightToLeft)
        #expect(captured.snapshot.items[0].margins.right == 20)
    }

    /// Constraints are captured through the keys fixed when they were made (`CapturedItemKey`): a
    /// built-in guide as its owner and which guide, an added guide and a view as themselves; a
    /// guide moved to another view took its constraints out with it.
    @Test func constraintsFindTheirItemsByTheirKeys() throws {
        let (root, views, guide) = tree()
        let (a, c, d) = (views[1], views[3], views[4])
        c.layoutMarginsGuide.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 3).isActive = true
        d.topAnchor.constraint(equalTo: a.safeAreaLayoutGuide.bottomAnchor).isActive = true
        d.widthAnchor.constraint(equalToConstant: 50).isActive = true
        let moved = LayoutGuide()
        c.addLayoutGuide(moved)
        moved.widthAnchor.constraint(equalTo: c.widthAnchor).isActive = true
        d.addLayoutGuide(moved)
        let captured = root.captureLayout()
        func index(_ item: AnyObject) throws -> Int { try #require(captured.items.firstIndex { $0 === item }) }
        let anchors = captured.snapshot.constraints.map { [$0.first, $0.second] }
        #expect(anchors == [
            [.init(item: try index(c), guide: .margins, attribute: .leading), .init(item: try index(guide), attribute: .leading)],
            [.init(item: try index(d), attribute: .top), .init(item: try index(a), guide: .safeArea, attribute: .bottom)],
            [.init(item: try index(d), attribute: .width), nil],
        ])
    }

    @Test func itemsAreFoundByIdentity() {
        let views = (0..<40).map { _ in LayoutView() }
        let guides = (0..<10).map { _ in LayoutGuide() }
        let objects = views.map { CapturedLayout.Object.view(Unmanaged.passUnretained($0)) }
            + guides.map { CapturedLayout.Object.guide(Unmanaged.passUnretained($0)) }
        let index = CapturedItemIndex(objects)
        for (position, object) in objects.enumerated() { #expect(index[object] == position) }
        #expect(index[LayoutView()] == nil)
        #expect(CapturedItemIndex([])[views[0]] == nil)
    }

    /// A view whose overridden `intrinsicContentSize` changes the tree while it is captured: it
    /// takes its sibling out of the tree (the tree held the sibling's only reference) and gives it
    /// a new guide. The capture keeps to what its walk found: the sibling stays alive and listed,
    /// without the guide it did not have when the walk passed, and the items and snapshot items
    /// stay in step.
    final class TreeChangingView: LayoutView {
        weak var sibling: LayoutView?
        override var intrinsicContentSize: CGSize {
            if let sibling, sibling.superview != nil {
                sibling.removeFromSuperview()
                sibling.addLayoutGuide(LayoutGuide())
            }
            return super.intrinsicContentSize
        }
    }

    @Test func aTreeChangedDuringTheCaptureIsCapturedAsTheWalkFoundIt() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let changing = TreeChangingView()
        root.addSubview(changing)
        do {
            let sibling = LayoutView()
            root.addSubview(sibling)
            changing.sibling = sibling
        }
        let captured = root.captureLayout()
        #expect(changing.sibling != nil, "the capture holds the sibling it listed")
        #expect(changing.sibling?.superview == nil && changing.sibling?.layoutGuides.count == 1)
        #expect(captured.items.count == 3 && captured.snapshot.items.count == 3)
        #expect(captured.items[2] === changing.sibling)
        for (item, snapshotItem) in zip(captured.items, captured.snapshot.items) {
            #expect(snapshotItem.id == item.debugName)
        }
        #expect(captured.snapshot.items.map(\.parent) == [nil, 0, 0])
    }
}

