import Foundation
import Testing
import SnapLayout

// Every Swift snippet of Snap 0.9.2's README (seed 002, the Chinese page of March 2015; its code
// is Snappy's README, seed 000, whose one different snippet, `snp_equalTo`, is at the end),
// copied verbatim between `// --- seed` markers with the seed's line numbers, on the one-time
// mapping of UIKit names below, as a user moving Snap code to SnapLayout writes it. The
// superview is a 320 × 480 root; every frame is worked out by hand in the comment before it.
//
// Lines that needed more than the mapping are marked `// SEED CHANGE:`. Where a snippet is a
// list of alternatives (seed 172-176), each line runs on a view of its own.

// MARK: The user's mapping (Swift 1 UIKit names)

private typealias UIView = LayoutView
private typealias NSLayoutConstraint = LayoutConstraint
private typealias NSLayoutAttribute = LayoutAttribute
private typealias NSLayoutRelation = LayoutRelation

private func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
private func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
private func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Headless views have no colour: the README's `UIColor.greenColor()` is accepted and dropped.
private struct UIColor {
    static func greenColor() -> UIColor { UIColor() }
}

private extension LayoutView {
    /// Swift 1's spelling of the setter.
    func setTranslatesAutoresizingMaskIntoConstraints(_ flag: Bool) { translatesAutoresizingMaskIntoConstraints = flag }
    /// Nothing is drawn: the colour is dropped.
    var backgroundColor: UIColor? { get { nil } set {} }
}

// MARK: The snippets

@Suite struct SnapSeedTests {
    let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() { superview.label = "superview" }

    /// A subview named `name`, pinned to a frame with today's DSL (setup, not seed code).
    func placed(_ name: String, _ frame: CGRect) -> LayoutView {
        let view = LayoutView()
        view.label = name
        superview.addSubview(view)
        view.snp.makeConstraints { make in
            make.left.equalTo(frame.minX)
            make.top.equalTo(frame.minY)
            make.width.equalTo(frame.width)
            make.height.equalTo(frame.height)
        }
        return view
    }

    /// An unconstrained subview named `name`: what a snippet's `make` constrains.
    func subject(_ name: String = "view1") -> LayoutView {
        let view = LayoutView()
        view.label = name
        superview.addSubview(view)
        return view
    }

    func frame(_ view: LayoutView) -> CGRect {
        superview.layoutIfNeeded()
        return view.frame
    }

    /// The view subclass the first snippet runs in (`let superview = self`).
    private final class PaddedView: UIView {
        func fill() -> LayoutView {
            // --- seed 002, lines 49-98
            let superview = self;

            let view1 = UIView()
            view1.setTranslatesAutoresizingMaskIntoConstraints(false)
            view1.backgroundColor = UIColor.greenColor()
            superview.addSubview(view1)

            let padding = UIEdgeInsetsMake(10, 10, 10, 10)

            superview.addConstraints([
              NSLayoutConstraint(
                item: view1,
                attribute: NSLayoutAttribute.Top,
                relatedBy: NSLayoutRelation.Equal,
                toItem: superview,
                attribute: NSLayoutAttribute.Top,
                multiplier: 1.0,
                constant: padding.top
              ),
              NSLayoutConstraint(
                item: view1,
                attribute: NSLayoutAttribute.Left,
                relatedBy: NSLayoutRelation.Equal,
                toItem: superview,
                attribute: NSLayoutAttribute.Left,
                multiplier: 1.0,
                constant: padding.left
              ),
              NSLayoutConstraint(
                item: view1,
                attribute: NSLayoutAttribute.Bottom,
                relatedBy: NSLayoutRelation.Equal,
                toItem: superview,
                attribute: NSLayoutAttribute.Bottom,
                multiplier: 1.0,
                constant: -padding.bottom
              ),
              NSLayoutConstraint(
                item: view1,
                attribute: NSLayoutAttribute.Right,
                relatedBy: NSLayoutRelation.Equal,
                toItem: superview,
                attribute: NSLayoutAttribute.Right,
                multiplier: 1.0,
                constant: -padding.right
              )
            ])
            // --- end seed
            return view1
        }
    }

    /// Inset by 10 on every side of 320 × 480: (10, 10, 300, 460).
    static let padded = CGRect(x: 10, y: 10, width: 300, height: 460)

    @Test func theVerboseWay() {
        let superview = PaddedView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        superview.label = "superview"
        let view1 = superview.fill()
        view1.label = "view1"
        superview.layoutIfNeeded()
        expectFrame(view1.frame, Self.padded)
        #expect(constraints(on: view1, in: superview) == [
            "view1.bottom == superview.bottom - 10", "view1.left == superview.left + 10",
            "view1.right == superview.right - 10", "view1.top == superview.top + 10",
        ])
    }

    @Test func theMakerWay() {
        let view1 = subject()
        // --- seed 002, lines 103-110
        let padding = UIEdgeInsetsMake(10, 10, 10, 10)

        view1.snp_makeConstraints { make in
          make.top.equalTo(superview.snp_top).with.offset(padding.top) // with is an optional semantic filler
          make.left.equalTo(superview.snp_left).with.offset(padding.left)
          make.bottom.equalTo(superview.snp_bottom).with.offset(-padding.bottom)
          make.right.equalTo(superview.snp_right).with.offset(-padding.right)
        }
        // --- end seed
        expectFrame(frame(view1), Self.padded)
        #expect(constraints(on: view1, in: superview) == [
            "view1.bottom == superview.bottom - 10", "view1.left == superview.left + 10",
            "view1.right == superview.right - 10", "view1.top == superview.top + 10",
        ])
        #expect(!view1.translatesAutoresizingMaskIntoConstraints, "Snap turns it off for you (seed line 121)")
    }

    @Test func theShorterMakerWay() {
        let view1 = subject()
        let padding = UIEdgeInsetsMake(10, 10, 10, 10)
        // --- seed 002, lines 114-117
        view1.snp_makeConstraints { make in
          make.edges.equalTo(superview).with.insets(padding)
          return // this return is a fix for implicit returns in Swift and is only required for single line constraints
        }
        // --- end seed
        expectFrame(frame(view1), Self.padded)
        #expect(constraints(on: view1, in: superview) == [
            "view1.bottom == superview.bottom - 10", "view1.left == superview.left + 10",
            "view1.right == superview.right - 10", "view1.top == superview.top + 10",
        ])
    }

    // MARK: Not all things are created equal

    @Test func aViewAttribute() {
        let view2 = placed("view2", CGRect(x: 100, y: 0, width: 50, height: 50))
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.top.equalTo(0); make.size.equalTo(40)
            make.centerX.equalTo(300).priority(100) // pulls right, as far as the seed line allows
        }
        view1.snp_makeConstraints { make in
            // --- seed 002, line 135
            make.centerX.lessThanOrEqualTo(view2.snp_left)
            // --- end seed
        }
        // centerX <= view2.left = 100 wins over the weak pull to 300: x = 100 - 40 / 2 = 80.
        expectFrame(frame(view1), CGRect(x: 80, y: 0, width: 40, height: 40))
        #expect(constraints(on: view1, in: superview).contains("view1.centerX <= view2.left"))
    }

    @Test func theAttributeTable() {
        let view = placed("view", CGRect(x: 0, y: 0, width: 10, height: 10))
        // --- seed 002, lines 137-147 (the table: the item attribute and the NSLayoutAttribute it stands for)
        let table: [(ConstraintItem, NSLayoutAttribute)] = [
            (view.snp_left, NSLayoutAttribute.Left),
            (view.snp_right, NSLayoutAttribute.Right),
            (view.snp_top, NSLayoutAttribute.Top),
            (view.snp_bottom, NSLayoutAttribute.Bottom),
            (view.snp_leading, NSLayoutAttribute.Leading),
            (view.snp_trailing, NSLayoutAttribute.Trailing),
            (view.snp_width, NSLayoutAttribute.Width),
            (view.snp_height, NSLayoutAttribute.Height),
            (view.snp_centerX, NSLayoutAttribute.CenterX),
            (view.snp_centerY, NSLayoutAttribute.CenterY),
            (view.snp_baseline, NSLayoutAttribute.Baseline),
        ]
        // --- end seed
        let probe = subject("probe")
        for (item, attribute) in table {
            // Related from an attribute it can pair with: a size, a horizontal or a vertical centre.
            let made = probe.snp.prepareConstraints { make in
                if attribute.isSize { make.width.equalTo(item) }
                else if attribute.axis == .horizontal { make.centerX.equalTo(item) }
                else { make.centerY.equalTo(item) }
            }
            #expect(made.first?.layoutConstraints.first?.secondItem === view)
            #expect(made.first?.layoutConstraints.first?.secondAttribute == attribute)
        }
        #expect(NSLayoutAttribute.Baseline == .lastBaseline)
    }

    @Test func aView() {
        let label = placed("label", CGRect(x: 30, y: 0, width: 20, height: 20))
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.top.equalTo(0); make.size.equalTo(40)
            make.left.equalTo(0).priority(100) // pulls left, as far as the seed lines allow
        }
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 153-155
            // these two constraints are exactly the same
            make.left.greaterThanOrEqualTo(label)
            make.left.greaterThanOrEqualTo(label.snp_left)
            // --- end seed
        }
        // left >= label.left = 30 wins over the weak pull to 0.
        expectFrame(frame(view1), CGRect(x: 30, y: 0, width: 40, height: 40))
        let made = constraints(on: view1, in: superview)
        #expect(made.filter { $0 == "view1.left >= label.left" }.count == 2)
    }

    @Test func strictChecks() {
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.top.left.equalTo(0); make.height.equalTo(10)
            make.width.equalTo(1000).priority(100) // pulls wide, as far as the seed lines allow
        }
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 161-163
            // width >= 200 && width <= 400
            make.width.greaterThanOrEqualTo(200)
            make.width.lessThanOrEqualTo(400)
            // --- end seed
        }
        expectFrame(frame(view1), CGRect(x: 0, y: 0, width: 400, height: 10))
        let made = constraints(on: view1, in: superview)
        #expect(made.contains("view1.width >= 200") && made.contains("view1.width <= 400"))
    }

    @Test func aPrimitiveOnAnAlignmentAttribute() {
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.top.equalTo(0); make.size.equalTo(10)
            make.left.equalTo(100).priority(100) // pulls right, as far as the seed line allows
        }
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 167-168
            // creates view.left <= view.superview.left + 10
            make.left.lessThanOrEqualTo(10)
            // --- end seed
        }
        expectFrame(frame(view1), CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(constraints(on: view1, in: superview).contains("view1.left <= superview.left + 10"))
    }

    @Test func otherPrimitivesAndStructs() {
        let view = placed("view", CGRect(x: 25, y: 0, width: 10, height: 10))
        let top = subject("top"), height = subject("height"), size = subject("size")
        let edges = subject("edges"), left = subject("left")
        top.snp.makeConstraints { make in make.left.equalTo(0); make.size.equalTo(10) }
        height.snp.makeConstraints { make in make.left.top.width.equalTo(0) }
        size.snp.makeConstraints { make in make.left.top.equalTo(0) }
        left.snp.makeConstraints { make in make.top.equalTo(0); make.size.equalTo(10) }
        // --- seed 002, lines 172-176 (one view per line)
        top.snp_makeConstraints { make in
        make.top.equalTo(42)
        }
        height.snp_makeConstraints { make in
        make.height.equalTo(20)
        }
        size.snp_makeConstraints { make in
        make.size.equalTo(CGSizeMake(50, 100))
        }
        edges.snp_makeConstraints { make in
        make.edges.equalTo(UIEdgeInsetsMake(10, 0, 10, 0))
        }
        left.snp_makeConstraints { make in
        make.left.equalTo(view).offset(UIEdgeInsetsMake(10, 0, 10, 0))
        }
        // --- end seed
        expectFrame(frame(top), CGRect(x: 0, y: 42, width: 10, height: 10))
        expectFrame(frame(height), CGRect(x: 0, y: 0, width: 0, height: 20))
        expectFrame(frame(size), CGRect(x: 0, y: 0, width: 50, height: 100))
        // Insets from the superview's edges: top 10, bottom 480 - 10, left 0, right 320.
        expectFrame(frame(edges), CGRect(x: 0, y: 10, width: 320, height: 460))
        #expect(constraints(on: edges, in: superview) == [
            "edges.bottom == superview.bottom - 10", "edges.left == superview.left",
            "edges.right == superview.right", "edges.top == superview.top + 10",
        ])
        // The insets' left (0) is the offset of a left: left == view.left = 25.
        expectFrame(frame(left), CGRect(x: 25, y: 0, width: 10, height: 10))
        #expect(constraints(on: left, in: superview).contains("left.left == view.left"))
    }

    // MARK: Learn to prioritize

    @Test func priorities() {
        let label = placed("label", CGRect(x: 30, y: 40, width: 20, height: 20))
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.size.equalTo(10)
            make.left.equalTo(0).priority(100) // pulls left, below the seed's low priority
        }
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 190-192
            make.left.greaterThanOrEqualTo(label.snp_left).with.priorityLow();

            make.top.equalTo(label.snp_top).with.priority(600);
            // --- end seed
        }
        // left >= 30 at 250 beats left == 0 at 100; top == 40 at 600 is alone.
        expectFrame(frame(view1), CGRect(x: 30, y: 40, width: 10, height: 10))
        let made = constraints(on: view1, in: superview)
        #expect(made.contains("view1.left >= label.left @250") && made.contains("view1.top == label.top @600"))
    }

    // MARK: Composition

    @Test func edges() {
        let view2 = placed("view2", CGRect(x: 20, y: 30, width: 40, height: 50))
        let view1 = subject(), inset = subject("inset")
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 200-201
            // make top, left, bottom, right equal view2
            make.edges.equalTo(view2);
            // --- end seed
        }
        inset.snp_makeConstraints { make in
            // --- seed 002, lines 203-205
            // make top = superview.top + 5, left = superview.left + 10,
            //      bottom = superview.bottom - 15, right = superview.right - 20
            make.edges.equalTo(superview).insets(UIEdgeInsetsMake(5, 10, 15, 20))
            // --- end seed
        }
        expectFrame(frame(view1), CGRect(x: 20, y: 30, width: 40, height: 50))
        // left 10, top 5, right 320 - 20 = 300, bottom 480 - 15 = 465.
        expectFrame(frame(inset), CGRect(x: 10, y: 5, width: 290, height: 460))
        #expect(constraints(on: inset, in: superview) == [
            "inset.bottom == superview.bottom - 15", "inset.left == superview.left + 10",
            "inset.right == superview.right - 20", "inset.top == superview.top + 5",
        ])
    }

    @Test func size() {
        let titleLabel = placed("titleLabel", CGRect(x: 0, y: 0, width: 80, height: 30))
        let view1 = subject(), bigger = subject("bigger")
        view1.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.size.equalTo(0).priority(100) // pulls small, as far as the seed line allows
        }
        bigger.snp.makeConstraints { make in make.left.top.equalTo(0) }
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 209-210
            // make width and height greater than or equal to titleLabel
            make.size.greaterThanOrEqualTo(titleLabel)
            // --- end seed
        }
        bigger.snp_makeConstraints { make in
            // --- seed 002, lines 212-213
            // make width = superview.width + 100, height = superview.height - 50
            make.size.equalTo(superview).offset(CGSizeMake(100, -50))
            // --- end seed
        }
        expectFrame(frame(view1), CGRect(x: 0, y: 0, width: 80, height: 30))
        // 320 + 100 by 480 - 50.
        expectFrame(frame(bigger), CGRect(x: 0, y: 0, width: 420, height: 430))
        #expect(constraints(on: bigger, in: superview).filter { $0.contains("width") || $0.contains("height") } == [
            "bigger.height == superview.height - 50", "bigger.width == superview.width + 100",
        ])
    }

    @Test func center() {
        let button1 = placed("button1", CGRect(x: 100, y: 200, width: 40, height: 20))
        let view1 = subject(), moved = subject("moved")
        view1.snp.makeConstraints { make in make.size.equalTo(10) }
        moved.snp.makeConstraints { make in make.size.equalTo(10) }
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 217-218
            // make centerX and centerY = button1
            make.center.equalTo(button1)
            // --- end seed
        }
        moved.snp_makeConstraints { make in
            // --- seed 002, lines 220-221
            // make centerX = superview.centerX - 5, centerY = superview.centerY + 10
            make.center.equalTo(superview).offset(CGPointMake(-5, 10))
            // --- end seed
        }
        // button1's centre is (120, 210); a 10 × 10 view there starts at (115, 205).
        expectFrame(frame(view1), CGRect(x: 115, y: 205, width: 10, height: 10))
        // The superview's centre (160, 240) moved by (-5, 10): (155, 250), so (150, 245).
        expectFrame(frame(moved), CGRect(x: 150, y: 245, width: 10, height: 10))
        #expect(constraints(on: moved, in: superview).filter { $0.contains("superview") } == [
            "moved.centerX == superview.centerX - 5", "moved.centerY == superview.centerY + 10",
        ])
    }

    @Test func chainedAttributes() {
        let otherView = placed("otherView", CGRect(x: 0, y: 100, width: 10, height: 10))
        let view1 = subject()
        view1.snp_makeConstraints { make in
            // --- seed 002, lines 225-227
            // All edges but the top should equal those of the superview
            make.left.right.and.bottom.equalTo(superview)
            make.top.equalTo(otherView)
            // --- end seed
        }
        expectFrame(frame(view1), CGRect(x: 0, y: 100, width: 320, height: 380))
        #expect(constraints(on: view1, in: superview) == [
            "view1.bottom == superview.bottom", "view1.left == superview.left",
            "view1.right == superview.right", "view1.top == otherView.top",
        ])
    }

    // MARK: Hold on for dear life

    /// The object the references snippet runs in: it has `self.topConstraint`.
    private final class References {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view1 = UIView()
        let padding = UIEdgeInsetsMake(10, 10, 10, 10)

        // --- seed 002, line 237
        var topConstraint: Constraint? = nil
        // --- end seed

        init() {
            superview.label = "superview"
            view1.label = "view1"
            superview.addSubview(view1)
            view1.snp.makeConstraints { make in make.size.equalTo(50) }
        }

        func make() {
            // --- seed 002, lines 241-245
            // when making constraints
            view1.snp_makeConstraints { make in
              self.topConstraint = make.top.equalTo(superview).with.offset(padding.top)
              make.left.equalTo(superview).with.offset(padding.left)
            }
            // --- end seed
        }

        func later() {
            // --- seed 002, lines 248-249
            // then later you can call
            // SEED CHANGE: `topConstraint` is optional; Swift 1 let `.uninstall()` through, today it takes `?.`.
            self.topConstraint?.uninstall()
            // --- end seed
        }
    }

    @Test func references() {
        let holder = References()
        holder.make()
        holder.superview.layoutIfNeeded()
        expectFrame(holder.view1.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        // The chain's result is the constraint the maker installed.
        #expect(holder.topConstraint?.isActive == true)
        #expect(holder.topConstraint?.layoutConstraints.map(describe) == ["view1.top == superview.top + 10"])
        holder.later()
        #expect(holder.topConstraint?.isActive == false)
        #expect(!constraints(on: holder.view1, in: holder.superview).contains("view1.top == superview.top + 10"))
        #expect(constraints(on: holder.view1, in: holder.superview).contains("view1.left == superview.left + 10"))
    }

    /// The object the remake snippet runs in: `self.button`, `self.buttonSize`, `self.view`, `topLeft`.
    private final class ButtonMover {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIView()
        let buttonSize = CGSize(width: 60, height: 30)
        var topLeft = true

        init() { view.addSubview(button) }

        // --- seed 002, lines 255-266
        func changeButtonPosition() {
          self.button.snp_remakeConstraints { make in 
            make.size.equalTo(self.buttonSize)

            if topLeft {
              make.top.left.equalTo(10)
            } else {
              make.bottom.equalTo(self.view).offset(-10)
              make.right.equalTo(self.view).offset(-10)
            }
          }
        }
        // --- end seed
    }

    @Test func remake() {
        let mover = ButtonMover()
        mover.changeButtonPosition()
        mover.view.layoutIfNeeded()
        expectFrame(mover.button.frame, CGRect(x: 10, y: 10, width: 60, height: 30))
        mover.topLeft = false
        mover.changeButtonPosition()
        mover.view.layoutIfNeeded()
        // Right at 320 - 10, bottom at 480 - 10: (250, 440). The top-left ones are gone.
        expectFrame(mover.button.frame, CGRect(x: 250, y: 440, width: 60, height: 30))
        #expect(mover.view.constraints.count == 2 && mover.button.constraints.count == 2)
    }

    @Test func theCodeSnippets() {
        let view1 = subject()
        // --- seed 002, lines 272-274 (Xcode snippets; SEED CHANGE: `<view>` and `<code>` are placeholders, filled here)
        view1.snp_addConstraints { make in make.edges.equalTo(superview) }

        view1.snp_remakeConstraints { make in make.size.equalTo(superview); make.center.equalTo(superview) }
        // --- end seed
        expectFrame(frame(view1), CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(constraints(on: view1, in: superview) == [
            "view1.centerX == superview.centerX", "view1.centerY == superview.centerY",
            "view1.height == superview.height", "view1.width == superview.width",
        ])
    }

    // MARK: Snappy (seed 000)

    @Test func snappysEqualTo() {
        let view = placed("view", CGRect(x: 25, y: 0, width: 10, height: 10))
        let top = subject("top"), height = subject("height"), size = subject("size")
        let edges = subject("edges"), left = subject("left")
        top.snp.makeConstraints { make in make.left.equalTo(0); make.size.equalTo(10) }
        height.snp.makeConstraints { make in make.left.top.width.equalTo(0) }
        size.snp.makeConstraints { make in make.left.top.equalTo(0) }
        left.snp.makeConstraints { make in make.top.equalTo(0); make.size.equalTo(10) }
        // --- seed 000, the "other primitives and structs" snippet (the file is one line), one view per line
        top.snp_makeConstraints { make in
        make.top.snp_equalTo(42)
        }
        height.snp_makeConstraints { make in
        make.height.snp_equalTo(20)
        }
        size.snp_makeConstraints { make in
        make.size.snp_equalTo(CGSizeMake(50, 100))
        }
        edges.snp_makeConstraints { make in
        make.edges.snp_equalTo(UIEdgeInsetsMake(10, 0, 10, 0))
        }
        left.snp_makeConstraints { make in
        make.left.snp_equalTo(view).offset(UIEdgeInsetsMake(10, 0, 10, 0))
        }
        // --- end seed
        expectFrame(frame(top), CGRect(x: 0, y: 42, width: 10, height: 10))
        expectFrame(frame(height), CGRect(x: 0, y: 0, width: 0, height: 20))
        expectFrame(frame(size), CGRect(x: 0, y: 0, width: 50, height: 100))
        expectFrame(frame(edges), CGRect(x: 0, y: 10, width: 320, height: 460))
        expectFrame(frame(left), CGRect(x: 25, y: 0, width: 10, height: 10))
    }
}
