import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

/// `[a, b, c].easy.distribute(...)`: the same distribution as the SnapKit-style spelling, made of
/// EasyPeasy attributes. Frames by hand.
struct EasyPeasyDistributionTests {
    let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let views = (0..<4).map { _ in LayoutView() }

    init() {
        for view in views {
            superview.addSubview(view)
            view.easy.layout(Top(0), Height(44))
        }
    }

    @Test func spacingSharesTheRestEqually() {
        let three = Array(views.prefix(3))
        let made = three.easy.distribute(along: .horizontal, spacing: 20, leadInset: 10, tailInset: 10)
        #expect(made.count == 6)
        superview.layoutIfNeeded()
        let width: CGFloat = 260.0 / 3.0
        let xs = [10, 10 + width + 20, 10 + 2 * width + 40]
        for (view, x) in zip(three, xs) {
            #expect(abs(view.frame.minX - x) <= 1e-6 && abs(view.frame.width - width) <= 1e-6)
        }
    }

    @Test func itemLengthSpacesTheGapsEqually() {
        views.easy.distribute(along: .horizontal, itemLength: 50, leadInset: 10, tailInset: 20)
        superview.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [10, 90, 170, 250])
        #expect(views.allSatisfy { $0.frame.width == 50 && $0.frame.height == 44 })
    }

    @Test func theAttributesAreEasyPeasysOwn() {
        let two = Array(views.prefix(2))
        for view in two {
            view.easy.clear()
            view.easy.layout(Left(0), Width(10))
        }
        two.easy.distribute(along: .vertical, itemLength: 30, leadInset: 5, tailInset: 5)
        // The last view's bottom is `Bottom(5)`: an inward inset, as EasyPeasy writes it.
        let bottom = two[1].easy.attributes.first { $0 is Bottom }
        #expect(bottom?.constant.value == 5)
        #expect(bottom?.layoutConstraint?.constant == -5)
        superview.layoutIfNeeded()
        #expect(two.map(\.frame.minY) == [5, 65] && two.allSatisfy { $0.frame.height == 30 })
        two[1].easy.clear()
        #expect(two[1].constraints.isEmpty && !superview.constraints.contains { $0.firstItem === two[1] })
    }

    @Test func oneViewIsReportedAndMakesNothing() {
        let (made, warnings) = LayoutDiagnostics.collecting {
            [views[0]].easy.distribute(along: .horizontal, spacing: 8)
        }
        #expect(made.isEmpty)
        #expect(warnings.map(\.description) == ["(EasyPeasy style) distributing needs at least two views (got 1)"])
    }
}
