import Foundation
import Testing
@testable import SnapLayoutModel

struct LayoutViewTests {
    func tree() -> (root: LayoutView, a: LayoutView, b: LayoutView, c: LayoutView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = LayoutView(), b = LayoutView(), c = LayoutView()
        root.label = "root"; a.label = "a"; b.label = "b"; c.label = "c"
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(c)
        return (root, a, b, c)
    }

    @Test func addingASubviewTakesItFromItsOldSuperview() {
        let (root, a, b, c) = tree()
        b.addSubview(c)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.map(\.label) == ["c"])
        #expect(c.superview === b)
        #expect(c.rootView === root)
        root.insertSubview(b, at: 0)
        #expect(root.subviews.map(\.label) == ["b", "a"])
    }

    @Test func constraintsAreInstalledOnTheNearestCommonAncestor() throws {
        let (root, a, b, c) = tree()
        let siblings = try LayoutConstraint.checked(item: c, attribute: .left, relatedBy: .equal, toItem: b, attribute: .right)
        let toParent = try LayoutConstraint.checked(item: c, attribute: .top, relatedBy: .equal, toItem: a, attribute: .top)
        let size = try LayoutConstraint.checked(item: c, attribute: .width, relatedBy: .equal, toItem: nil,
                                                attribute: .notAnAttribute, constant: 40)
        let guide = LayoutGuide()
        a.addLayoutGuide(guide)
        let toGuide = try LayoutConstraint.checked(item: guide, attribute: .width, relatedBy: .equal, toItem: nil,
                                                   attribute: .notAnAttribute, constant: 10)
        LayoutConstraint.activate([siblings, toParent, size, toGuide])
        #expect(siblings.installedView === root)
        #expect(toParent.installedView === a)
        #expect(size.installedView === c)
        #expect(toGuide.installedView === a)
        #expect(root.constraints.count == 1 && a.constraints.count == 2 && c.constraints.count == 1)
        LayoutConstraint.deactivate([siblings])
        #expect(!siblings.isActive && root.constraints.isEmpty)
    }

    @Test func invalidPairingsAreRejectedNamingBothItems() {
        let (_, a, b, _) = tree()
        #expect(throws: LayoutError(message: "a.left == b.top: cannot relate attributes of different axes (left is horizontal, top is vertical)")) {
            _ = try LayoutConstraint.checked(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top)
        }
        #expect(throws: LayoutError(message: "a.centerY >= b.height: cannot relate a location attribute (centerY) to a size attribute (height)")) {
            _ = try LayoutConstraint.checked(item: a, attribute: .centerY, relatedBy: .greaterThanOrEqual, toItem: b, attribute: .height)
        }
        #expect(throws: LayoutError(message: "a.left == a constant: a location attribute needs a second item to be measured from")) {
            _ = try LayoutConstraint.checked(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 3)
        }
        #expect(throws: LayoutError(message: "a.width == a constant: priority 0 is outside (0, 1000]")) {
            _ = try LayoutConstraint.checked(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                             priority: LayoutPriority(0))
        }
        #expect(throws: LayoutError(message: "a.width == b.width: the multiplier and constant must be finite numbers")) {
            _ = try LayoutConstraint.checked(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: .nan)
        }
    }

    @Test func itemsWithNoCommonAncestorCannotBeActivated() throws {
        let (_, a, _, _) = tree()
        let stranger = LayoutView()
        stranger.label = "stranger"
        let constraint = try LayoutConstraint.checked(item: a, attribute: .top, relatedBy: .equal, toItem: stranger, attribute: .top)
        constraint.identifier = "x"
        #expect(throws: LayoutError(message: "cannot activate <SnapLayout.LayoutConstraint:x a.top == stranger.top>: a and stranger have no common ancestor")) {
            try constraint.activate()
        }
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test func removingAViewDeactivatesConstraintsThatReachOutOfItsSubtree() throws {
        let (root, a, b, c) = tree()
        let outward = try LayoutConstraint.checked(item: c, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left)
        let inside = try LayoutConstraint.checked(item: c, attribute: .top, relatedBy: .equal, toItem: a, attribute: .top)
        let unrelated = try LayoutConstraint.checked(item: b, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top)
        LayoutConstraint.activate([outward, inside, unrelated])
        a.removeFromSuperview()
        #expect(!outward.isActive)
        #expect(inside.isActive)
        #expect(unrelated.isActive)
    }

    @Test func descriptionsFollowSnapKitsFormat() throws {
        let (root, a, _, _) = tree()
        let top = try LayoutConstraint.checked(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 10)
        top.label = "cardTop"
        top.location = ConstraintLocation(file: "/src/App/SignUp.swift", line: 311)
        #expect(top.description == "<SnapLayout.LayoutConstraint:cardTop@SignUp.swift#311 a.top == root.top + 10.0>")
        let width = try LayoutConstraint.checked(item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                                                 attribute: .notAnAttribute, constant: 50, priority: .defaultHigh)
        width.label = "w"
        #expect(width.description == "<SnapLayout.LayoutConstraint:w a.width <= 50.0 ^750.0>")
        let half = try LayoutConstraint.checked(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                                                multiplier: 0.5, constant: -8)
        half.label = "half"
        #expect(half.description == "<SnapLayout.LayoutConstraint:half a.width == root.width * 0.5 - 8.0>")
    }

    @Test func changesMarkTheTreeForLayout() throws {
        let (root, a, _, c) = tree()
        let constraint = try LayoutConstraint.checked(item: a, attribute: .width, relatedBy: .equal, toItem: nil,
                                                      attribute: .notAnAttribute, constant: 10)
        constraint.isActive = true
        root.needsLayout = false
        constraint.constant = 10
        #expect(!root.needsLayout, "setting the same constant changes nothing")
        constraint.constant = 20
        #expect(root.needsLayout)
        root.needsLayout = false
        constraint.priority = .defaultHigh
        #expect(root.needsLayout)
        root.needsLayout = false
        c.explicitIntrinsicContentSize = CGSize(width: 10, height: 10)
        #expect(root.needsLayout)
        root.needsLayout = false
        c.invalidateIntrinsicContentSize()
        #expect(root.needsLayout)
    }

    @Test func captureListsViewsDepthFirstWithTheirGuidesAndConstraintsInActivationOrder() throws {
        let (root, a, b, c) = tree()
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        a.addLayoutGuide(guide)
        let second = try LayoutConstraint.checked(item: b, attribute: .left, relatedBy: .equal, toItem: a, attribute: .right)
        let first = try LayoutConstraint.checked(item: c, attribute: .left, relatedBy: .equal, toItem: a.layoutMarginsGuide, attribute: .left)
        first.isActive = true
        second.isActive = true
        a.translatesAutoresizingMaskIntoConstraints = false
        let captured = root.captureLayout()
        #expect(captured.snapshot.items.map(\.id) == ["root", "a", "spacer", "c", "b"])
        #expect(captured.snapshot.items.map(\.parent) == [nil, 0, 1, 1, 0])
        #expect(captured.constraints.map { $0 === first } == [true, false])
        #expect(captured.snapshot.constraints[0].second == LayoutSnapshot.Anchor(item: 1, guide: .margins, attribute: .left))
        #expect(captured.snapshot.rootWidth == 375 && captured.snapshot.rootHeight == 667)
        #expect(captured.snapshot.items[1].autoresizing == nil)
        #expect(captured.snapshot.items[3].autoresizing != nil, "c still translates its frame")
    }

    /// Width constraints on `views`, activated in the order of `order` (indices into `views`).
    private func activateWidths(_ views: [LayoutView], order: [Int]) throws -> [LayoutConstraint] {
        try order.map { index in
            let constraint = try LayoutConstraint.checked(item: views[index], attribute: .width, relatedBy: .equal,
                                                          toItem: nil, attribute: .notAnAttribute, constant: CGFloat(index))
            constraint.identifier = "w\(index)"
            constraint.isActive = true
            return constraint
        }
    }

    @Test(arguments: [10, 70])
    func captureKeepsActivationOrderForFewAndManyConstraints(count: Int) throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<count).map { _ in LayoutView() }
        for view in views { root.addSubview(view) }
        // Activated last view first, so that the walk meets them in the opposite order.
        let activated = try activateWidths(views, order: Array((0..<count).reversed()))
        let captured = root.captureLayout()
        #expect(captured.constraints.map { ObjectIdentifier($0) } == activated.map { ObjectIdentifier($0) })
        #expect(captured.snapshot.constraints.map(\.label) == activated.map(\.identifier))
        #expect(captured.snapshot.constraints.map(\.constant) == (0..<count).reversed().map(Double.init))
    }

    @Test func aSubtreeWithItsOwnStampsKeepsTheWalkOrderAmongEqualStamps() throws {
        // 40 constraints stamped 1...40 in one tree, 40 more stamped 1...40 in a subtree before it
        // joins: equal stamps, which the capture orders as it walks (the root's tree first).
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let subtree = LayoutView()
        let inRoot = (0..<40).map { _ in LayoutView() }
        let inSubtree = (0..<40).map { _ in LayoutView() }
        for view in inRoot { root.addSubview(view) }
        for view in inSubtree { subtree.addSubview(view) }
        let first = try activateWidths(inRoot, order: Array(0..<40))
        let second = try activateWidths(inSubtree, order: Array(0..<40))
        root.addSubview(subtree)
        let captured = root.captureLayout()
        let expected = zip(first, second).flatMap { [ObjectIdentifier($0), ObjectIdentifier($1)] }
        #expect(captured.constraints.map { ObjectIdentifier($0) } == expected)
    }

    @Test func aClearedIdentifierLeavesNoLabel() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = LayoutView()
        root.addSubview(view)
        let constraints = try activateWidths([view, view], order: [0, 1])
        constraints[1].identifier = nil
        #expect(root.captureLayout().snapshot.constraints.map(\.label) == ["w0", nil])
    }

    @Test func builtInGuidesFollowTheirView() {
        let view = LayoutView(frame: CGRect(x: 5, y: 5, width: 100, height: 200))
        view.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        view.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 100, height: 170))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 28, width: 68, height: 154))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 8, width: 68, height: 184))
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let (root, a, _, c) = tree()
        root.semanticLayoutDirection = .rightToLeft
        #expect(c.effectiveLayoutDirection == .rightToLeft)
        a.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(a.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
    }

    @Test func prioritiesBehaveAsUIKits() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.defaultHigh.advanced(by: 1) == 751)
        #expect(!LayoutPriority(1001).isValid && !LayoutPriority(0).isValid && LayoutPriority(0.5).isValid)
    }
}
