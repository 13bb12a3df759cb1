import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

/// An EasyPeasy user lays a `LayoutStackView` out like any view; its arranged views get their
/// frames from the stack.
struct EasyPeasyStackTests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = LayoutView(), b = LayoutView()

    /// A column 16 inside the root: a is 44 high, b takes the rest after the spacing of 8.
    @Test func aStackLaidOutWithEdgesPlacesItsArrangedViews() {
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 8
        root.addSubview(stack)
        stack.easy.layout(Edges(16))
        a.easy.layout(Height(44))
        root.layoutIfNeeded()
        #expect(isClose(stack.frame, CGRect(x: 16, y: 16, width: 343, height: 635)))
        #expect(isClose(a.frame, CGRect(x: 0, y: 0, width: 343, height: 44)))
        #expect(isClose(b.frame, CGRect(x: 0, y: 52, width: 343, height: 583)))
    }

    /// A row 300 wide, centred, 20 from the top: fillProportionally shares the width as the
    /// intrinsic widths 100 and 200 do; the row is as high as a (fill alignment, 30).
    @Test func aProportionalRowSharesItsWidthByIntrinsicSize() {
        a.explicitIntrinsicContentSize = CGSize(width: 100, height: 30)
        b.explicitIntrinsicContentSize = CGSize(width: 200, height: 30)
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        root.addSubview(stack)
        stack.easy.layout(CenterX(0), Top(20), Width(300))
        root.layoutIfNeeded()
        #expect(isClose(stack.frame, CGRect(x: 37.5, y: 20, width: 300, height: 30)))
        #expect(isClose(a.frame, CGRect(x: 0, y: 0, width: 100, height: 30)))
        #expect(isClose(b.frame, CGRect(x: 100, y: 0, width: 200, height: 30)))
    }
}
