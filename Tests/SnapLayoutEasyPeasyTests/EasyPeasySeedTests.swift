import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

/// Every Swift snippet of EasyPeasy's README of April 2016 (seed 004), copied verbatim between
/// the `// --- seed` markers, on the mapping in UIKitNames.swift, with the frames its text
/// promises. The superview is a 375 × 667 root with margins of 8. Where a snippet is a list of
/// alternatives applied to one view, each line is followed by a check (`// check`) of what it
/// does; EasyPeasy replaces the previous line's attributes, so the lines also run in sequence.
///
/// Lines that needed more than the mapping are marked `// SEED CHANGE:`.
@Suite struct EasyPeasySeedTests {
    let superview = UIViewController().view

    func child<View: UIView>(_ view: View = UIView()) -> View {
        superview.addSubview(view)
        return view
    }

    func frame(_ view: UIView) -> CGRect {
        superview.layoutIfNeeded()
        return view.frame
    }

    // MARK: The basics

    @Test func aWidth() {
        let myView = child()
        // --- seed
        myView <- Width(200)
        // --- end seed
        #expect(abs(frame(myView).width - 200) < 1e-6)
    }

    @Test func aWidthAndAHeight() {
        let myView = child()
        // --- seed
        myView <- [
        Width(200),
        Height(120)
        ]
        // --- end seed
        #expect(superview.constraints.isEmpty && myView.constraints.count == 2)
        let size = frame(myView).size
        #expect(abs(size.width - 200) < 1e-6 && abs(size.height - 120) < 1e-6)
    }

    @Test func theFourModifiers() {
        // --- seed (the modifiers of the text)
        let equal = Width(200), atLeast = Width(>=200), atMost = Width(<=200), twice = Width(*2)
        // --- end seed
        #expect(equal.constant == Constant(value: 200, relation: .equal, multiplier: 1))
        #expect(atLeast.constant == Constant(value: 200, relation: .greaterThanOrEqual, multiplier: 1))
        #expect(atMost.constant == Constant(value: 200, relation: .lessThanOrEqual, multiplier: 1))
        // "the width of our view is two times something": multiplier 2, nothing added.
        #expect(twice.constant == Constant(value: 0, relation: .equal, multiplier: 2))
    }

    @Test func twoTimesSomething() {
        let headerView = child(), myView = child(), other = child()
        headerView.easy.layout(Width(100), Height(10), Top(0), Left(0))
        myView.easy.layout(Height(10), Top(0), Left(0))
        other.easy.layout(Height(10), Top(0), Left(0))
        // --- seed (the text's `Width(*2)`, related with `like`)
        myView <- Width(*2).like(headerView)
        // --- end seed
        // EasyPeasy 1.10 made this 2 × 100 + 2 (docs/migration.md, "Deliberate differences");
        // that constraint is written with a constant: `==2 * 2`.
        other.easy.layout(Width(==2 * 2).like(headerView))
        #expect(abs(frame(myView).width - 200) < 1e-6 && abs(frame(other).width - 202) < 1e-6)
    }

    // MARK: Dimension and position attributes

    func header() -> UIView {
        let headerView = child()
        headerView.easy.layout(Top(20), Left(30), Width(100), Height(50))
        return headerView
    }

    @Test func dimensionLikeAnotherView() {
        let headerView = header()
        let contentLabel = child(UILabel())
        contentLabel.easy.layout(Top(0), Left(0), Height(20))
        // --- seed
        contentLabel <- Width().like(headerView)
        // --- end seed
        #expect(isClose(frame(contentLabel), CGRect(x: 0, y: 0, width: 100, height: 20)))
    }

    @Test func positionToAnotherView() {
        let headerView = header()
        let contentLabel = child(UILabel())
        contentLabel.text = "Content"   // 70 × 20
        // --- seed
        contentLabel <- [
        Top(10).to(headerView),
        Left().to(headerView, .Left)
        ]
        // --- end seed
        // 10 under the header (20 + 50), on the header's left edge.
        #expect(isClose(frame(contentLabel), CGRect(x: 30, y: 80, width: 70, height: 20)), "\(contentLabel.frame)")
    }

    // MARK: Compound attributes

    @Test func size() {
        let referenceView = header()
        let view = child()
        view.easy.layout(Top(0), Left(0))
        // --- seed
        // Apply width = 0 and height = 0 constraints
        view <- Size()
        #expect(isClose(frame(view), CGRect(x: 0, y: 0, width: 0, height: 0)))   // check
        // Apply width = referenceView.width and height = referenceView.height constraints
        view <- Size().like(referenceView)
        #expect(isClose(frame(view), CGRect(x: 0, y: 0, width: 100, height: 50)))   // check
        // Apply width = 100 and height = 100 constraints
        view <- Size(100)
        #expect(isClose(frame(view), CGRect(x: 0, y: 0, width: 100, height: 100)))   // check
        // Apply width = 200 and height = 100 constraints
        view <- Size(CGSize(width: 200, height: 100))
        #expect(isClose(frame(view), CGRect(x: 0, y: 0, width: 200, height: 100)))   // check
        // --- end seed
        #expect(view.constraints.count == 2 && superview.constraints.count == 4, "each line replaced the last (the 4 are the two views' tops and lefts)")
    }

    @Test func edges() {
        let view = child()
        // --- seed
        // Apply left = 0, right = 0, top = 0 and bottom = 0 constraints to its superview
        view <- Edges()
        #expect(isClose(frame(view), CGRect(x: 0, y: 0, width: 375, height: 667)))   // check
        // Apply left = 10, right = 10, top = 10 and bottom = 10 constraints to its superview
        view <- Edges(10)
        #expect(isClose(frame(view), CGRect(x: 10, y: 10, width: 355, height: 647)))   // check
        // Apply left = 10, right = 10, top = 5 and bottom = 5 constraints to its superview
        view <- Edges(UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(isClose(frame(view), CGRect(x: 10, y: 5, width: 355, height: 657)))   // check
        // --- end seed
        #expect(superview.constraints.count == 4)
    }

    @Test func center() {
        let view = child()
        view.easy.layout(Size(100))
        // --- seed
        // Apply centerX = 0 and centerY = 0 constraints to its superview
        view <- Center()
        #expect(isClose(frame(view), CGRect(x: 137.5, y: 283.5, width: 100, height: 100)))   // check
        // Apply centerX = 10 and centerY = 10 constraints to its superview
        view <- Center(10)
        #expect(isClose(frame(view), CGRect(x: 147.5, y: 293.5, width: 100, height: 100)))   // check
        // Apply centerX = 0 and centerY = 50 constraints to its superview
        view <- Center(CGPoint(x: 0, y: 50))
        #expect(isClose(frame(view), CGRect(x: 137.5, y: 333.5, width: 100, height: 100)))   // check
        // --- end seed
    }

    /// `leftMargin == superview.leftMargin + c` relates the view's own margin (8) to the
    /// superview's (8): the view's left edge lands at `c`.
    @Test func margins() {
        let view = child()
        // --- seed
        // Apply leftMargin = 0, rightMargin = 0, topMargin = 0 and bottomMargin = 0 constraints to its superview
        view <- Margins()
        #expect(isClose(frame(view), CGRect(x: 0, y: 0, width: 375, height: 667)))   // check
        // Apply leftMargin = 10, rightMargin = 10, topMargin = 10 and bottomMargin = 10 constraints to its superview
        view <- Margins(10)
        #expect(isClose(frame(view), CGRect(x: 10, y: 10, width: 355, height: 647)))   // check
        // Apply leftMargin = 10, rightMargin = 10, topMargin = 5 and bottomMargin = 5 constraints to its superview
        view <- Margins(UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(isClose(frame(view), CGRect(x: 10, y: 5, width: 355, height: 657)))   // check
        // --- end seed
        #expect(superview.constraints.map(\.firstAttribute) == [.topMargin, .leftMargin, .rightMargin, .bottomMargin])
    }

    @Test func centerWithinMargins() {
        let view = child()
        view.easy.layout(Size(100))
        // --- seed
        // Apply centerXWithinMargins = 0 and centerYWithinMargins = 0 constraints to its superview
        view <- CenterWithinMargins()
        #expect(isClose(frame(view), CGRect(x: 137.5, y: 283.5, width: 100, height: 100)))   // check
        // Apply centerXWithinMargins = 10 and centerYWithinMargins = 10 constraints to its superview
        view <- CenterWithinMargins(10)
        #expect(isClose(frame(view), CGRect(x: 147.5, y: 293.5, width: 100, height: 100)))   // check
        // Apply centerXWithinMargins = 0 and centerYWithinMargins = 50 constraints to its superview
        view <- CenterWithinMargins(CGPoint(x: 0, y: 50))
        #expect(isClose(frame(view), CGRect(x: 137.5, y: 333.5, width: 100, height: 100)))   // check
        // --- end seed
    }

    // MARK: Priorities

    @Test func thePriorityNamesOf2016() {
        let custom: Priority = .CustomPriority(value: 750.0)   // seed: `.CustomPriority(value: 750.0)`
        #expect(custom == .custom(750))
        #expect(Priority.LowPriority.layoutPriority == 1)
        #expect(Priority.MediumPriority.layoutPriority == 500)
        #expect(Priority.HighPriority.layoutPriority == 1000)
    }

    @Test func aMediumPriority() throws {
        let view = child()
        view.easy.layout(Left(0), Size(10))
        // --- seed
        view <- Top(>=50).with(.MediumPriority)
        // --- end seed
        let top = try #require(superview.constraints.first { $0.firstAttribute == .top })
        #expect(top.relation == .greaterThanOrEqual && top.constant == 50 && top.priority == LayoutPriority(500))
        #expect(frame(view).minY >= 50 - 1e-6)
    }

    // MARK: Conditions

    enum DeviceKind { case iPad, iPhone }

    @Test func conditionsAndReload() {
        let view = child()
        var device = DeviceKind.iPhone
        // The README: "the global function Device() in the example above is not implemented in the framework".
        func Device() -> DeviceKind { device }
        // --- seed
        view <- [
        Top(10),
        Bottom(10),
        Width(250),
        Left(10).when { Device() == .iPad },
        CenterX(0).when { Device() == .iPhone }
        ]
        // --- end seed
        #expect(isClose(frame(view), CGRect(x: 62.5, y: 10, width: 250, height: 647)), "\(view.frame)")
        device = .iPad
        // --- seed
        view.easy_reload()
        // --- end seed
        #expect(isClose(frame(view), CGRect(x: 10, y: 10, width: 250, height: 647)), "\(view.frame)")
    }

    final class DescriptionViewController: UIViewController {
        let descriptionLabel = UILabel()
        var expandDescriptionLabel = false

        override func viewDidLoad() {
            super.viewDidLoad()
            descriptionLabel.text = "Description"   // 110 × 20
            view.addSubview(descriptionLabel)
            descriptionLabel.easy.layout(Top(0), Left(0))
            // --- seed
            descriptionLabel <- [
            // SEED CHANGE: Swift 2's `{ weak self in` is a capture list today: `{ [weak self] in`.
            Height(100).when { [weak self] in
            return self?.expandDescriptionLabel ?? false
            }
            ]
            // --- end seed
        }
    }

    @Test func conditionsCaptureWeakly() {
        let controller = DescriptionViewController()
        controller.viewDidLoad()
        let label = controller.descriptionLabel
        controller.view.layoutIfNeeded()
        #expect(isClose(label.frame, CGRect(x: 0, y: 0, width: 110, height: 20)), "\(label.frame)")
        controller.expandDescriptionLabel = true
        label.easy_reload()
        controller.view.layoutIfNeeded()
        #expect(isClose(label.frame, CGRect(x: 0, y: 0, width: 110, height: 100)), "\(label.frame)")
    }

    // MARK: Updating constraints

    final class HeaderViewController: UIViewController {
        let headerView = UIView()

        override init() {
            super.init()
            view.addSubview(headerView)
        }

        // --- seed
        // SEED CHANGE: `func viewDidLoad()` overrides the superclass's, so it needs `override`
        // (in Swift 2 as today).
        override func viewDidLoad() {
        super.viewDidLoad()
        headerView <- [
        Top(0),
        Left(0),
        Right(0),
        Height(60)
        ]
        }
        func didTapButton(sender: UIButton?) {
        headerView <- Top(100)
        }
        // --- end seed
    }

    @Test func applyingAnotherAttributeUpdatesTheConstraint() {
        let controller = HeaderViewController()
        controller.viewDidLoad()
        controller.view.layoutIfNeeded()
        #expect(isClose(controller.headerView.frame, CGRect(x: 0, y: 0, width: 375, height: 60)))
        controller.didTapButton(sender: nil)
        controller.view.layoutIfNeeded()
        #expect(isClose(controller.headerView.frame, CGRect(x: 0, y: 100, width: 375, height: 60)))
        #expect(controller.view.constraints.count == 3, "Top(100) replaced Top(0)")
    }

    @Test func clear() {
        let view = child()
        view.easy.layout(Edges(10), Width(<=400))
        // --- seed
        view.easy_clear()
        // --- end seed
        #expect(superview.constraints.isEmpty && view.constraints.isEmpty && view.easy.attributes.isEmpty)
    }

    // MARK: Animating

    @Test func animating() {
        let view = child()
        view.easy.layout(Left(0), Size(50))
        // --- seed
        // SEED CHANGE: Swift 2's `UIView.animateWithDuration(0.3) {` is
        // `UIView.animate(withDuration: 0.3) {` since Swift 3.
        UIView.animate(withDuration: 0.3) {
        view <- Top(10)
        view.layoutIfNeeded()
        }
        // --- end seed
        #expect(isClose(view.frame, CGRect(x: 0, y: 10, width: 50, height: 50)))
    }
}
