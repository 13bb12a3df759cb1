import Foundation
import Testing
import SnapLayout
import SnapLayoutSwiftLayout

/// A SwiftLayout user constrains a `LayoutStackView` like any view; its arranged views get their
/// frames from the stack.
struct SwiftLayoutStackTests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = LayoutView(), b = LayoutView()

    /// `constrain(to:)` adds the stack to the root and pins it 16 inside; a is 44 high, b takes
    /// the rest of the column after the spacing of 8.
    @Test func aStackConstrainedToItsContainerPlacesItsArrangedViews() {
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 8
        stack.constrain(to: root).leadingTrailingTopBottom(constant: 16)
        a.constrainSelf().height(constant: 44)
        root.layoutIfNeeded()
        #expect(stack.superview === root)
        #expect(isClose(stack.frame, CGRect(x: 16, y: 16, width: 343, height: 635)))
        #expect(isClose(a.frame, CGRect(x: 0, y: 0, width: 343, height: 44)))
        #expect(isClose(b.frame, CGRect(x: 0, y: 52, width: 343, height: 583)))
    }

    /// A row below a header: `constrain(after:)` places it, an arranged view is a quarter of the
    /// stack's width (`constrain(to: stack)`), the other takes the rest; heights follow the row.
    @Test func anArrangedViewIsConstrainedToItsStack() {
        let header = LayoutView()
        header.constrain(to: root).leadingTrailing().top()
        header.constrainSelf().height(constant: 60)
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.constrain(to: root).leadingTrailing()
        stack.constrain(after: header).topBottom(constant: 10)
        stack.constrainSelf().height(constant: 80)
        a.constrain(to: stack).width(multiplier: 0.25)
        root.layoutIfNeeded()
        #expect(isClose(stack.frame, CGRect(x: 0, y: 70, width: 375, height: 80)))
        #expect(isClose(a.frame, CGRect(x: 0, y: 0, width: 93.75, height: 80)))
        #expect(isClose(b.frame, CGRect(x: 93.75, y: 0, width: 281.25, height: 80)))
    }
}
