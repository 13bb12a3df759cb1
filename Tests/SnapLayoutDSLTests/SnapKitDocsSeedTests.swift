import Foundation
import Testing
import SnapLayout

// The Swift snippets of SnapKit's documentation page (seed 001), copied verbatim between
// `// --- seed` markers with the seed's line numbers, on the one-time mapping of UIKit names
// below. Left to another suite: the two `class MyViewController: UIVewController` snippets
// (layout guides of a view controller) and `override func updateConstraints()`.
// The superview is a 320 × 480 root; every frame is worked out by hand in the comment before it.
//
// Lines that needed more than the mapping are marked `// SEED CHANGE:`. Where a snippet is a
// list of alternatives (seed 172-176), each line runs on a view of its own.

// MARK: The user's mapping

private typealias UIView = LayoutView
private typealias UIEdgeInsets = EdgeInsets
private typealias NSLayoutAttribute = LayoutAttribute

private func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

// MARK: The snippets

@Suite struct SnapKitDocsSeedTests {
    let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() { superview.label = "superview" }

    /// A subview named `name`, pinned to a frame (setup, not seed code).
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

    // MARK: Usage

    /// 20 in from every side of 320 × 480.
    static let padded = CGRect(x: 20, y: 20, width: 280, height: 440)

    @Test func aBoxWithPadding() {
        // --- seed 001, lines 81-89
        let box = UIView()
        superview.addSubview(box)

        box.snp.makeConstraints { (make) -> Void in
            make.top.equalTo(superview).offset(20)
            make.left.equalTo(superview).offset(20)
            make.bottom.equalTo(superview).offset(-20)
            make.right.equalTo(superview).offset(-20)
        }
        // --- end seed
        box.label = "box"
        expectFrame(frame(box), Self.padded)
        #expect(constraints(on: box, in: superview) == [
            "box.bottom == superview.bottom - 20", "box.left == superview.left + 20",
            "box.right == superview.right - 20", "box.top == superview.top + 20",
        ])
    }

    @Test func aBoxWithPaddingShorter() {
        // --- seed 001, lines 95-100
        let box = UIView()
        superview.addSubview(box)

        box.snp.makeConstraints { (make) -> Void in
            make.edges.equalTo(superview).inset(UIEdgeInsetsMake(20, 20, 20, 20))
        }
        // --- end seed
        box.label = "box"
        expectFrame(frame(box), Self.padded)
        #expect(constraints(on: box, in: superview) == [
            "box.bottom == superview.bottom - 20", "box.left == superview.left + 20",
            "box.right == superview.right - 20", "box.top == superview.top + 20",
        ])
    }

    // MARK: Not all things are created equal

    @Test func aViewAttribute() {
        let view2 = placed("view2", CGRect(x: 100, y: 0, width: 50, height: 50))
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.top.equalTo(0); make.size.equalTo(40)
            make.centerX.equalTo(300).priority(100) // pulls right, as far as the seed line allows
            // --- seed 001, line 122
            make.centerX.lessThanOrEqualTo(view2.snp.left)
            // --- end seed
        }
        // centerX <= view2.left = 100 wins over the weak pull to 300: x = 100 - 40 / 2 = 80.
        expectFrame(frame(view1), CGRect(x: 80, y: 0, width: 40, height: 40))
        #expect(constraints(on: view1, in: superview).contains("view1.centerX <= view2.left"))
    }

    @Test func theAttributeTable() {
        let view = placed("view", CGRect(x: 0, y: 0, width: 10, height: 10))
        // --- seed 001, lines 127-137 (the table: the item attribute and the NSLayoutAttribute it stands for)
        let table: [(ConstraintItem, NSLayoutAttribute)] = [
            (view.snp.left, NSLayoutAttribute.left),
            (view.snp.right, NSLayoutAttribute.right),
            (view.snp.top, NSLayoutAttribute.top),
            (view.snp.bottom, NSLayoutAttribute.bottom),
            (view.snp.leading, NSLayoutAttribute.leading),
            (view.snp.trailing, NSLayoutAttribute.trailing),
            (view.snp.width, NSLayoutAttribute.width),
            (view.snp.height, NSLayoutAttribute.height),
            (view.snp.centerX, NSLayoutAttribute.centerX),
            (view.snp.centerY, NSLayoutAttribute.centerY),
            (view.snp.lastBaseline, NSLayoutAttribute.lastBaseline),
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
    }

    @Test func aView() {
        let label = placed("label", CGRect(x: 30, y: 0, width: 20, height: 20))
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.top.equalTo(0); make.size.equalTo(40)
            make.left.equalTo(0).priority(100) // pulls left, as far as the seed lines allow
            // --- seed 001, lines 145-147
            // these two constraints are exactly the same
            make.left.greaterThanOrEqualTo(label)
            make.left.greaterThanOrEqualTo(label.snp.left)
            // --- end seed
        }
        // left >= label.left = 30 wins over the weak pull to 0.
        expectFrame(frame(view1), CGRect(x: 30, y: 0, width: 40, height: 40))
        #expect(constraints(on: view1, in: superview).filter { $0 == "view1.left >= label.left" }.count == 2)
    }

    @Test func strictChecks() {
        let view1 = subject()
        view1.snp.makeConstraints { make in
            make.top.left.equalTo(0); make.height.equalTo(10)
            make.width.equalTo(1000).priority(100) // pulls wide, as far as the seed lines allow
            // --- seed 001, lines 156-158
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
            // --- seed 001, lines 165-166
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
        // --- seed 001, lines 172-176 (one view per line)
        top.snp.makeConstraints { make in
        make.top.equalTo(42)
        }
        height.snp.makeConstraints { make in
        make.height.equalTo(20)
        }
        size.snp.makeConstraints { make in
        make.size.equalTo(CGSize(width: 50, height: 100))
        }
        edges.snp.makeConstraints { make in
        make.edges.equalTo(UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        }
        left.snp.makeConstraints { make in
        make.left.equalTo(view).offset(UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        }
        // --- end seed
        expectFrame(frame(top), CGRect(x: 0, y: 42, width: 10, height: 10))
        expectFrame(frame(height), CGRect(x: 0, y: 0, width: 0, height: 20))
        expectFrame(frame(size), CGRect(x: 0, y: 0, width: 50, height: 100))
        // Insets from the superview's edges: top 10, bottom 480 - 10, left 0, right 320.
        expectFrame(frame(edges), CGRect(x: 0, y: 10, width: 320, height: 460))
        // The insets' left (0) is the offset of a left: left == view.left = 25.
        expectFrame(frame(left), CGRect(x: 25, y: 0, width: 10, height: 10))
        #expect(constraints(on: left, in: superview).contains("left.left == view.left"))
    }

    // MARK: Learn to prioritize

    @Test func priorities() {
        let label = placed("label", CGRect(x: 30, y: 40, width: 20, height: 20))
        let exact = subject("exact"), medium = subject("medium")
        exact.snp.makeConstraints { make in make.left.equalTo(0); make.size.equalTo(10) }
        medium.snp.makeConstraints { make in make.left.equalTo(0); make.size.equalTo(10) }
        exact.snp.makeConstraints { make in
            // --- seed 001, line 186
            make.top.equalTo(label.snp.top).priority(600)
            // --- end seed
        }
        medium.snp.makeConstraints { make in
            // --- seed 001, line 192
            make.top.equalTo(label.snp.top).priority(.medium)
            // --- end seed
        }
        // Each top is alone on its axis, so it holds at any priority: 40.
        expectFrame(frame(exact), CGRect(x: 0, y: 40, width: 10, height: 10))
        expectFrame(frame(medium), CGRect(x: 0, y: 40, width: 10, height: 10))
        #expect(constraints(on: exact, in: superview).contains("exact.top == label.top @600"))
        #expect(constraints(on: medium, in: superview).contains("medium.top == label.top @500"))
    }

    // MARK: Composition

    @Test func edges() {
        let view2 = placed("view2", CGRect(x: 20, y: 30, width: 40, height: 50))
        let view1 = subject(), inset = subject("inset")
        view1.snp.makeConstraints { make in
            // --- seed 001, lines 202-203
            // make top, left, bottom, right equal view2
            make.edges.equalTo(view2);
            // --- end seed
        }
        inset.snp.makeConstraints { make in
            // --- seed 001, lines 205-207
            // make top = superview.top + 5, left = superview.left + 10,
            //      bottom = superview.bottom - 15, right = superview.right - 20
            make.edges.equalTo(superview).inset(UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
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
            // --- seed 001, lines 213-214
            // make width and height greater than or equal to titleLabel
            make.size.greaterThanOrEqualTo(titleLabel)
            // --- end seed
        }
        bigger.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            // --- seed 001, lines 216-217
            // make width = superview.width + 100, height = superview.height + 100
            make.size.equalTo(superview).offset(100)
            // --- end seed
        }
        expectFrame(frame(view1), CGRect(x: 0, y: 0, width: 80, height: 30))
        // 320 + 100 by 480 + 100.
        expectFrame(frame(bigger), CGRect(x: 0, y: 0, width: 420, height: 580))
        #expect(constraints(on: bigger, in: superview).filter { $0.contains("width") || $0.contains("height") } == [
            "bigger.height == superview.height + 100", "bigger.width == superview.width + 100",
        ])
    }

    @Test func center() {
        let button1 = placed("button1", CGRect(x: 100, y: 200, width: 40, height: 20))
        let view1 = subject(), moved = subject("moved")
        view1.snp.makeConstraints { make in
            make.size.equalTo(10)
            // --- seed 001, lines 223-224
            // make centerX and centerY = button1
            make.center.equalTo(button1)
            // --- end seed
        }
        moved.snp.makeConstraints { make in
            make.size.equalTo(10)
            // --- seed 001, lines 226-227
            // make centerX = superview.centerX + 5, centerY = superview.centerY + 5
            make.center.equalTo(superview).offset(5)
            // --- end seed
        }
        // button1's centre is (120, 210); a 10 × 10 view there starts at (115, 205).
        expectFrame(frame(view1), CGRect(x: 115, y: 205, width: 10, height: 10))
        // The superview's centre (160, 240) moved by (5, 5): (165, 245), so (160, 240).
        expectFrame(frame(moved), CGRect(x: 160, y: 240, width: 10, height: 10))
        #expect(constraints(on: moved, in: superview).filter { $0.contains("superview") } == [
            "moved.centerX == superview.centerX + 5", "moved.centerY == superview.centerY + 5",
        ])
    }

    @Test func chainedAttributes() {
        let otherView = placed("otherView", CGRect(x: 0, y: 100, width: 10, height: 10))
        let view1 = subject()
        view1.snp.makeConstraints { make in
            // --- seed 001, lines 233-235
            // All edges but the top should equal those of the superview
            make.left.right.bottom.equalTo(superview)
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
        let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view1 = LayoutView()
        let padding = UIEdgeInsetsMake(10, 10, 10, 10)

        // --- seed 001, line 248
        var topConstraint: Constraint? = nil
        // --- end seed

        init() {
            superview.label = "superview"
            view1.label = "view1"
            superview.addSubview(view1)
            view1.snp.makeConstraints { make in make.size.equalTo(50) }
        }

        func make() {
            // --- seed 001, lines 252-256
            // when making constraints
            view1.snp.makeConstraints { (make) -> Void in
              self.topConstraint = make.top.equalTo(superview).offset(padding.top).constraint
              make.left.equalTo(superview).offset(padding.left)
            }
            // --- end seed
        }

        func later() {
            // --- seed 001, lines 259-260
            // then later you can call
            // SEED CHANGE: `topConstraint` is optional, so the call takes `?.`.
            self.topConstraint?.uninstall()
            // --- end seed
        }

        func update() {
            // --- seed 001, lines 262-263
            // or if you want to update the constraint
            // SEED CHANGE: `topConstraint` is optional, so the call takes `?.`.
            self.topConstraint?.updateOffset(5)
            // --- end seed
        }
    }

    @Test func referencesUninstalled() {
        let holder = References()
        holder.make()
        holder.superview.layoutIfNeeded()
        expectFrame(holder.view1.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(holder.topConstraint?.layoutConstraints.map(describe) == ["view1.top == superview.top + 10"])
        holder.later()
        #expect(holder.topConstraint?.isActive == false)
        #expect(!constraints(on: holder.view1, in: holder.superview).contains("view1.top == superview.top + 10"))
    }

    @Test func referencesUpdated() {
        let holder = References()
        holder.make()
        holder.update()
        holder.superview.layoutIfNeeded()
        // The top's constant is 5 now: (10, 5).
        expectFrame(holder.view1.frame, CGRect(x: 10, y: 5, width: 50, height: 50))
        #expect(holder.topConstraint?.layoutConstraints.map(describe) == ["view1.top == superview.top + 5"])
    }

    /// The object the remake snippet runs in: `self.button`, `self.buttonSize`, `self.view`, `topLeft`.
    private final class ButtonMover {
        let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = LayoutView()
        let buttonSize = CGSize(width: 60, height: 30)
        var topLeft = true

        init() { view.addSubview(button) }

        // --- seed 001, lines 293-304
        func changeButtonPosition() {
          self.button.snp.remakeConstraints { (make) -> Void in 
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

    // MARK: Debug with ease

    @Test func labels() {
        let otherView = placed("otherView", CGRect(x: 0, y: 100, width: 10, height: 10))
        let button = subject("button")
        button.snp.makeConstraints { make in make.left.equalTo(0); make.size.equalTo(10) }
        // --- seed 001, lines 363-365
        button.snp.makeConstraints { (make) -> Void in
          make.top.equalTo(otherView).labeled("buttonViewTopConstraint")
        }
        // --- end seed
        expectFrame(frame(button), CGRect(x: 0, y: 100, width: 10, height: 10))
        let top = superview.constraints.first { $0.firstItem === button && $0.firstAttribute == .top }
        #expect(top?.identifier == "buttonViewTopConstraint")
        #expect(top?.description.hasPrefix("<SnapLayout.LayoutConstraint:buttonViewTopConstraint@SnapKitDocsSeedTests.swift#") == true)
    }
}
