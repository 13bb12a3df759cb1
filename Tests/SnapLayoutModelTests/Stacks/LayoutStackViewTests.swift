import Foundation
import Testing
import SnapLayout
import SnapLayoutGLPK
@testable import SnapLayoutModel

/// `LayoutStackView`, UIStackView's API, laid out through the engine.
@Suite struct LayoutStackViewTests {
    static func label(_ width: CGFloat, _ height: CGFloat) -> LayoutView {
        let view = LayoutView()
        view.explicitIntrinsicContentSize = CGSize(width: width, height: height)
        return view
    }

    /// A root 320 × 480 with a stack pinned at (16, 40) by anchors.
    static func screen(_ stack: LayoutStackView) -> LayoutView {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16).isActive = true
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 40).isActive = true
        return root
    }

    @Test func arrangedViewsBecomeSubviewsWithoutAutoresizing() {
        let a = LayoutView(), b = LayoutView()
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.layoutMargins == .zero)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
    }

    @Test func insertingMovesAnArrangedView() {
        let a = LayoutView(), b = LayoutView(), c = LayoutView()
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3)
    }

    /// As in UIKit, `removeArrangedSubview` keeps the view as a subview; removing the view from
    /// its superview also takes it out of the arrangement.
    @Test func removingAnArrangedView() {
        let a = LayoutView(), b = LayoutView(), c = LayoutView()
        let stack = LayoutStackView(arrangedSubviews: [a, b, c])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
    }

    @Test func customSpacingAfterAView() {
        let a = LayoutView(), b = LayoutView()
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        #expect(stack.customSpacing(after: a) == LayoutStackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        #expect(stack.customSpacing(after: a) == 12)
        stack.setCustomSpacing(LayoutStackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == LayoutStackView.spacingUseDefault)
    }

    @Test func aColumnLaysOutAndFollowsChanges() {
        let a = Self.label(100, 20), b = Self.label(80, 30), c = Self.label(60, 10)
        let stack = LayoutStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        let root = Self.screen(stack)
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 16, y: 40, width: 100, height: 76))
        #expect(b.frame == CGRect(x: 0, y: 28, width: 80, height: 30))
        #expect(c.frame == CGRect(x: 0, y: 66, width: 60, height: 10))

        b.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.height == 38)
        #expect(c.frame == CGRect(x: 0, y: 28, width: 60, height: 10))
        #expect(b.frame.height == 0)

        stack.setCustomSpacing(LayoutStackView.spacingUseSystem, after: a)
        stack.alignment = .trailing
        root.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 40, y: 28, width: 60, height: 10))

        b.isHidden = false
        stack.spacing = 4
        root.layoutIfNeeded()
        // 8 (system) after a, then 4.
        #expect(b.frame == CGRect(x: 20, y: 28, width: 80, height: 30))
        #expect(c.frame == CGRect(x: 40, y: 62, width: 60, height: 10))
    }

    @Test func marginsRelativeArrangementAndEqualFill() {
        let a = Self.label(10, 10), b = Self.label(10, 10)
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        let root = Self.screen(stack)
        stack.widthAnchor.constraint(equalToConstant: 122).isActive = true
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 6, y: 4, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 66, y: 4, width: 50, height: 10))
        #expect(stack.frame.height == 18)
    }

    /// A constraint on a stack's baseline is one on the view it vends: a row's first baseline is
    /// its first view's.
    @Test func aStacksBaselineIsItsViewsBaseline() {
        let a = Self.label(40, 20), b = Self.label(40, 20)
        a.firstBaselineOffsetFromTop = 15
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        let root = Self.screen(stack)
        let guide = Self.label(10, 10)
        root.addSubview(guide)
        guide.translatesAutoresizingMaskIntoConstraints = false
        guide.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        guide.topAnchor.constraint(equalTo: stack.firstBaselineAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(guide.frame.minY == 55)
    }

    @Test func stackConstraintsAreNamedInConflictReports() {
        let a = Self.label(30, 10), b = Self.label(30, 10)
        a.label = "a"; b.label = "b"
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.label = "row"
        let root = Self.screen(stack)
        a.heightAnchor.constraint(equalToConstant: 30).isActive = true
        b.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let engine = LayoutEngine(solver: GLPKSolver())
        engine.log = { _ in }
        root.layoutEngine = engine
        let report = engine.layout(root)
        #expect(report.conflicts.count == 1)
        #expect(report.conflicts.first?.entries.map { $0.description }.filter { $0.contains("UISV") }
                == ["<generated row.UISV-alignment.b.bottom>",
                    "<generated row.UISV-alignment.b.top>"])
    }

    /// The first example of docs/stack-views.md, as written there.
    @Test func theGuidesFirstExample() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let icon = LayoutView(), title = LayoutView()
        icon.explicitIntrinsicContentSize = CGSize(width: 24, height: 24)
        title.explicitIntrinsicContentSize = CGSize(width: 120, height: 21)

        let row = LayoutStackView(arrangedSubviews: [icon, title])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        root.addSubview(row)
        row.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(16)
        }
        root.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 16, y: 16, width: 152, height: 24))
        #expect(icon.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
        #expect(title.frame == CGRect(x: 32, y: 1.5, width: 120, height: 21))
    }
}
