import Foundation
import Testing
import SnapLayout

/// A SnapKit user constrains a `LayoutStackView` like any view; its arranged views get their
/// frames from the stack. `then` sets a stack up where it is made.
struct StackViewDSLTests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = LayoutView(), b = LayoutView()

    /// A column 16 inside the root: a is 44 high, b takes the rest after the spacing of 8
    /// (635 - 44 - 8 = 583); both fill the width (fill alignment).
    @Test func aStackPinnedWithEdgesLaysOutItsArrangedViews() {
        let stack = LayoutStackView(arrangedSubviews: [a, b]).then {
            $0.axis = .vertical
            $0.spacing = 8
        }
        root.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(16)
        }
        a.snp.makeConstraints { make in make.height.equalTo(44) }
        root.layoutIfNeeded()
        expectFrame(stack.frame, CGRect(x: 16, y: 16, width: 343, height: 635))
        expectFrame(a.frame, CGRect(x: 0, y: 0, width: 343, height: 44))
        expectFrame(b.frame, CGRect(x: 0, y: 52, width: 343, height: 583))
    }

    /// Centred, 300 wide, its height left to the stack: equal widths (300 - 10) / 2 = 145, the
    /// row as high as its tallest view, a centred in it.
    @Test func aCentredRowTakesItsHeightFromItsViews() {
        let stack = LayoutStackView(arrangedSubviews: [a, b]).then {
            $0.distribution = .fillEqually
            $0.alignment = .center
            $0.spacing = 10
        }
        root.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.width.equalTo(300)
        }
        a.snp.makeConstraints { make in make.height.equalTo(30) }
        b.snp.makeConstraints { make in make.height.equalTo(50) }
        root.layoutIfNeeded()
        expectFrame(stack.frame, CGRect(x: 37.5, y: 308.5, width: 300, height: 50))
        expectFrame(a.frame, CGRect(x: 0, y: 10, width: 145, height: 30))
        expectFrame(b.frame, CGRect(x: 155, y: 0, width: 145, height: 50))
    }

    /// Hiding b collapses it at the end of the column; a is pinned to the stack's top, so the
    /// stack's bottom, pinned to the root, leaves a the whole height.
    @Test func hidingAnArrangedViewLaysTheStackOutAgain() {
        let stack = LayoutStackView(arrangedSubviews: [a, b]).then { $0.axis = .vertical }
        root.addSubview(stack)
        stack.snp.makeConstraints { make in make.edges.equalToSuperview() }
        b.snp.makeConstraints { make in make.height.equalTo(100).priority(.high) }
        root.layoutIfNeeded()
        expectFrame(a.frame, CGRect(x: 0, y: 0, width: 375, height: 567))
        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(a.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        expectFrame(b.frame, CGRect(x: 0, y: 667, width: 375, height: 0))
    }

    /// An arranged view's own constraints relate to its stack like to any superview.
    @Test func anArrangedViewIsConstrainedToItsStack() {
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        root.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(80)
        }
        a.snp.makeConstraints { make in make.width.equalTo(stack).multipliedBy(0.25) }
        root.layoutIfNeeded()
        expectFrame(a.frame, CGRect(x: 0, y: 0, width: 93.75, height: 80))
        expectFrame(b.frame, CGRect(x: 93.75, y: 0, width: 281.25, height: 80))
    }

    @Test func thenReturnsTheSameObjectWithItsOwnType() throws {
        let made = LayoutStackView()
        let configured: LayoutStackView = made.then { $0.spacing = LayoutStackView.spacingUseSystem }
        #expect(configured === made)
        #expect(configured.spacing == LayoutStackView.spacingUseSystem)
        struct Stop: Error {}
        #expect(throws: Stop.self) { try LayoutView().then { _ in throw Stop() } }
    }
}
