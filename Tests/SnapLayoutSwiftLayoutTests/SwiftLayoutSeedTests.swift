import Foundation
import Testing
import SnapLayout
import SnapLayoutSwiftLayout

/// Every Swift snippet of SwiftLayout's README (seed 003), copied verbatim between the
/// `// --- seed` markers, on the mapping in UIKitNames.swift, with the frames its text promises
/// (root view 375 × 667, margins 8; labels 10 points a character wide, 20 high).
///
/// Lines that needed more than the mapping are marked `// SEED CHANGE:`.
@Suite struct SwiftLayoutSeedTests {

    // MARK: Constraining a View to a Parent View

    final class LabelViewController: UIViewController {
        // --- seed
        // UIViewController subclass
        override func viewDidLoad() {
           super.viewDidLoad()
           
           // Create a label
           let label = UILabel()
           label.text = "SwiftLayout is neato!"
           
           // Constrain its leading and centerY anchors to be equal to our view's respective anchors
           // Because label doesn't yet have a parent, it will become a child of our view
           label.constrain(to: view).leading().centerY()
        }
        // --- end seed
    }

    @Test func constrainingAViewToAParentView() throws {
        let controller = LabelViewController()
        controller.viewDidLoad()
        let view = controller.view
        view.layoutIfNeeded()
        let label = try #require(view.subviews.first as? UILabel)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        // 21 characters: 210 × 20, leading at 0, centred on 333.5.
        #expect(isClose(label.frame, CGRect(x: 0, y: 323.5, width: 210, height: 20)), "\(label.frame)")
    }

    // MARK: Building the View Hierarchy

    @Test func buildingTheViewHierarchy() throws {
        let view = UIViewController().view
        // --- seed
        // Wrap a label in a container view that has a grey background and some internal padding.
        let container = UIView()
        container.backgroundColor = .gray
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        container.constrain(to: view).centerXY()

        // Constrain a label to the layout margins guide of the container. This means we
        // get padding for free! No need to define constants in these constraints.
        // Label will become a child of the layout guide's owning view.
        let label = UILabel()
        label.constrain(to: container.layoutMarginsGuide).leadingTrailingTopBottom()

        // Ensure the label doesn't get wider than our view within a constant. 
        // Since label is a child of container by this point, SwiftLayout doesn't set its parent.
        label.constrain(to: view).width(.lessThanOrEqual, constant: -60, priority: .defaultHigh)

        // The view hierarchy is now:
        // view
        //  └ container
        //     └ label
        // --- end seed
        #expect(container.superview === view && label.superview === container)
        #expect(view.subviews.count == 1 && container.subviews.count == 1)
        // An empty label (0 × 0) padded by 8 on every side: a 16 × 16 container in the centre.
        view.layoutIfNeeded()
        #expect(isClose(container.frame, CGRect(x: 179.5, y: 325.5, width: 16, height: 16)), "\(container.frame)")
        #expect(isClose(label.frame, CGRect(x: 8, y: 8, width: 0, height: 0)), "\(label.frame)")
        // The width cap, installed on the view (the common ancestor): label.width ≤ view.width − 60 @750.
        let cap = try #require(view.constraints.last)
        #expect(cap.firstItem === label && cap.firstAttribute == .width && cap.relation == .lessThanOrEqual && cap.constant == -60
                && cap.priority == .defaultHigh)
    }

    // MARK: Customizing Constraints (each statement on a fresh label: together they conflict)

    func labelInView() -> (view: UIView, label: UILabel) {
        let view = UIViewController().view
        let label = UILabel()
        label.text = "Hello"   // 50 × 20
        return (view, label)
    }

    @Test func customizingLeadingPadding() {
        let (view, label) = labelInView()
        // --- seed
        // Simple leading padding of 16 points
        label.constrain(to: view).leading(constant: 16)
        // --- end seed
        view.layoutIfNeeded()
        #expect(abs(label.frame.minX - 16) < 1e-6 && abs(label.frame.width - 50) < 1e-6, "\(label.frame)")
    }

    @Test func customizingTrailingPadding() {
        let (view, label) = labelInView()
        // --- seed
        // Simple trailing padding of 16 points. 
        // NOTE: Constraints between trailing and bottom anchors have their items reversed
        // so your constants can always be positive when insetting!
        label.constrain(to: view).trailing(constant: 16)
        // --- end seed
        view.layoutIfNeeded()
        #expect(abs(label.frame.maxX - 359) < 1e-6, "\(label.frame)")
    }

    @Test func customizingEverything() throws {
        let (view, label) = labelInView()
        // --- seed
        // Get as customized as you like!
        label.constrain(to: view).top(.greaterThanOrEqual, constant: 8, multiplier: 0.5, priority: .defaultLow)
        // --- end seed
        let top = try #require(view.constraints.last)
        #expect(top.firstAttribute == .top && top.relation == .greaterThanOrEqual && top.constant == 8
                && top.multiplier == 0.5 && top.priority == .defaultLow)
        view.layoutIfNeeded()
        // label.top ≥ 0.5 × view.top + 8 = 8 (the y is otherwise free: only the bound is asserted).
        #expect(label.frame.minY >= 8 - 1e-6, "\(label.frame)")
    }

    @Test func customizingHelperMethods() {
        let (view, label) = labelInView()
        // --- seed
        // In common scenarios where multiple constraints are defined together, 
        // helper methods create multiple constraints using the supplied arguments
        label.constrain(to: view).leadingTrailing(constant: 16).topBottom(constant: 8)
        // --- end seed
        view.layoutIfNeeded()
        #expect(isClose(label.frame, CGRect(x: 16, y: 8, width: 343, height: 651)), "\(label.frame)")
    }

    @Test func customizingPinningToAContainer() {
        let label = UILabel()
        let view = UIViewController().view
        // --- seed
        // As a bonus, this makes it super easy to pin a view to a container,
        // become its child, and disable its resizing mask in a single line of code
        label.constrain(to: view).leadingTrailingTopBottom()
        // --- end seed
        #expect(label.superview === view && !label.translatesAutoresizingMaskIntoConstraints)
        view.layoutIfNeeded()
        #expect(isClose(label.frame, CGRect(x: 0, y: 0, width: 375, height: 667)), "\(label.frame)")
    }

    @Test func customizingPinningToTheMargins() {
        let (view, label) = labelInView()
        view.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        // --- seed
        // And as a bonus to that bonus, if you want the label to be constrained to
        // the view's margins inset from the safe area, use its margins layout guide!
        label.constrain(to: view.layoutMarginsGuide).leadingTrailingTopBottom()
        // --- end seed
        #expect(label.superview === view)
        view.layoutIfNeeded()
        // Margins of 8 inside a safe area of 44 top, 34 bottom.
        #expect(isClose(label.frame, CGRect(x: 8, y: 52, width: 359, height: 573)), "\(label.frame)")
    }

    // MARK: Getting Constraints (the snippet's independent examples, each on a fresh label)

    @Test func gettingTheBuildersConstraints() throws {
        let (view, label) = labelInView()
        // --- seed
        // You can grab a reference to the builder itself...
        let builder = label.constrain(to: view).leading().centerY()
        print(builder.constraints.last!) // NSLayoutConstraint between centerY anchors
        // --- end seed
        let last = try #require(builder.constraints.last)
        #expect(builder.constraints.count == 2 && last.firstAttribute == .centerY && last.secondAttribute == .centerY)
        view.layoutIfNeeded()
        #expect(isClose(label.frame, CGRect(x: 0, y: 323.5, width: 50, height: 20)), "\(label.frame)")
    }

    @Test func gettingAConstraintAndChangingItsConstant() {
        let (view, label) = labelInView()
        // --- seed
        // ...or just access the array of constraints directly!
        let constraint = label.constrain(to: view).centerY(constant: 0).constraints.last!

        // Then use the constraint later as needed.
        constraint.constant = 100
        // --- end seed
        label.constrain(to: view).leading()
        view.layoutIfNeeded()
        // centerY = 333.5 + 100.
        #expect(isClose(label.frame, CGRect(x: 0, y: 423.5, width: 50, height: 20)), "\(label.frame)")
    }

    @Test func gettingTheHelpersConstraintsInOrder() {
        let (view, label) = labelInView()
        // --- seed
        // Keep in mind some helper methods create multiple constraints in the order they're named.
        // This should be clear based on method name, and their documentation will specify constraint count.
        let constraints = label.constrain(to: view).leadingTrailingTopBottom().constraints
        print(constraints.count) // 4
        // --- end seed
        #expect(constraints.count == 4)
        #expect(constraints.map(\.firstAttribute) == [.leading, .trailing, .top, .bottom])
        // Trailing and bottom are reversed: the view is their first item.
        #expect(constraints.map { $0.firstItem === view } == [false, true, false, true])
    }

    @Test func gettingAConstraintToActivateLater() {
        let (view, label) = labelInView()
        label.constrain(to: view).leading().top()
        // --- seed
        // You can put constraints on their own lines thanks to functional chanining. Here we 
        // dynamically activate a constraint later, as such its priority must be lower than `.required`
        // SEED CHANGE: the snippet declares `let constraint` a second time in the same scope
        // (a redeclaration error in any Swift); here it is its own example, so the line is as written.
        let constraint = label.constrainSelf()
           .height(constant: 0, priority: .required - 1, activate: false)
           .constraints.last!
        // --- end seed
        #expect(!constraint.isActive && constraint.priority == LayoutPriority(999))
        view.layoutIfNeeded()
        #expect(isClose(label.frame, CGRect(x: 0, y: 0, width: 50, height: 20)), "\(label.frame)")
        // --- seed
        constraint.isActive = true // smoosh!
        // --- end seed
        view.layoutIfNeeded()
        // 999 beats the label's compression resistance (750): height 0.
        #expect(isClose(label.frame, CGRect(x: 0, y: 0, width: 50, height: 0)), "\(label.frame)")
    }

    // MARK: System Spacing

    @Test func systemSpacing() {
        let (view, label) = labelInView()
        // --- seed
        label.constrain(to: view).leadingTrailing(constant: .systemSpacing)
        // --- end seed
        view.layoutIfNeeded()
        // The system spacing is 8 here (UIKit's standard spacing between a view and its container edge).
        #expect(abs(label.frame.minX - 8) < 1e-6 && abs(label.frame.maxX - 367) < 1e-6, "\(label.frame)")
    }

    // MARK: Custom Constraints

    @Test func customConstraints() {
        let (view, label) = labelInView()
        // --- seed
        // NSLayoutXAxisAnchor: Constrain label's centerXAnchor to view's leadingAnchor
        label.constrain(to: view).xAxis(.centerX, to: .leading)

        // NSLayoutYAxisAnchor: Constrain label's centerYAnchor to view's topAnchor
        label.constrain(to: view).yAxis(.centerY, to: .top)

        // NSLayoutDimension: Constrain label's widthAnchor to view's heightAnchor
        label.constrain(to: view).dimension(.width, to: .height)
        // --- end seed
        view.layoutIfNeeded()
        // width = 667 centred on x = 0; height 20 centred on y = 0.
        #expect(isClose(label.frame, CGRect(x: -333.5, y: -10, width: 667, height: 20)), "\(label.frame)")
    }

    // MARK: Use Layout Guides!

    @Test func useLayoutGuides() {
        let view = UIViewController().view
        // --- seed
        let buttonsLayoutGuide = UILayoutGuide()
        buttonsLayoutGuide.constrain(to: view.layoutMarginsGuide).leadingTrailing().bottom()
        buttonsLayoutGuide.constrainSelf().height(constant: 60)

        let buttons = [UIButton(), UIButton(), UIButton()]
        buttons.forEach { $0.constrainSelf().widthHeight(constant: 40) }
        // SEED CHANGE: `zip(buttons, [0.5, 1.0, 1.5]) { (button, multiplier)` — zip takes no
        // closure and the closure has no `in`; read as today's Swift: `.forEach { … in`.
        zip(buttons, [0.5, 1.0, 1.5]).forEach { (button, multiplier) in
           button.constrain(to: buttonsLayoutGuide).centerX(multiplier: multiplier).centerY()
        }
        // --- end seed
        #expect(buttonsLayoutGuide.owningView === view)
        #expect(buttons.allSatisfy { $0.superview === view })
        view.layoutIfNeeded()
        // The guide: margins of 8, 60 high at the bottom: x 8…367, y 599…659, centre (187.5, 629).
        #expect(isClose(buttonsLayoutGuide.layoutFrame, CGRect(x: 8, y: 599, width: 359, height: 60)),
                "\(buttonsLayoutGuide.layoutFrame)")
        // centerX = guide.centerX × m: 93.75, 187.5, 281.25.
        let expected = [73.75, 167.5, 261.25].map { CGRect(x: $0, y: 609, width: 40, height: 40) }
        for (button, frame) in zip(buttons, expected) {
            #expect(isClose(button.frame, frame), "\(button.frame) != \(frame)")
        }
    }
}
