import Foundation
import Testing
import SnapLayout

/// Scroll views as UIKit lays them out: the common recipes, frames worked out by hand from UIKit's
/// rules, with both solvers.
struct ScrollViewTests {
    static let solvers: [LayoutSolverKind] = [.glpk, .cassowary]

    func screen(_ solver: LayoutSolverKind) -> (LayoutView, LayoutScrollView) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.layoutEngine = LayoutEngine(solver: solver)
        let scroll = LayoutScrollView()
        root.addSubview(scroll)
        scroll.snp.makeConstraints { make in make.edges.equalToSuperview() }
        return (root, scroll)
    }

    func rows(_ count: Int, height: CGFloat) -> [LayoutView] {
        (0..<count).map { _ in
            let row = LayoutView()
            row.explicitIntrinsicContentSize = CGSize(width: LayoutView.noIntrinsicMetric, height: height)
            return row
        }
    }

    /// A vertical form: a stack as wide as the frame, as tall as its rows; the content follows it.
    @Test(arguments: solvers)
    func aVerticalForm(solver: LayoutSolverKind) {
        let (root, scroll) = screen(solver)
        let form = LayoutStackView(arrangedSubviews: rows(20, height: 44))
        form.axis = .vertical
        form.spacing = 8
        scroll.addSubview(form)
        form.snp.makeConstraints { make in
            make.edges.equalTo(scroll.contentLayoutGuide)
            make.width.equalTo(scroll.frameLayoutGuide)
        }
        root.layoutIfNeeded()
        // 20 rows of 44 and 19 gaps of 8.
        #expect(form.frame == CGRect(x: 0, y: 0, width: 375, height: 1032))
        #expect(scroll.contentSize == CGSize(width: 375, height: 1032))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(!root.hasAmbiguousLayout && !scroll.hasAmbiguousLayout && !form.hasAmbiguousLayout)
    }

    /// UIKit's older rule: the subviews' constraints to the scroll view's own edges make the content,
    /// its width the frame's.
    @Test(arguments: solvers)
    func edgesOfTheScrollViewAreTheContents(solver: LayoutSolverKind) {
        let (root, scroll) = screen(solver)
        let column = rows(1, height: 900)[0]
        scroll.addSubview(column)
        column.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.bottom.trailing.equalToSuperview().offset(-10)
            make.width.equalToSuperview().offset(-20)
        }
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 10, y: 10, width: 355, height: 900))
        #expect(scroll.contentSize == CGSize(width: 375, height: 920))
    }

    /// A horizontal carousel: cards as tall as the frame, side by side; the content is as wide as them.
    @Test(arguments: solvers)
    func aHorizontalCarousel(solver: LayoutSolverKind) {
        let (root, scroll) = screen(solver)
        let cards = (0..<5).map { _ in LayoutView() }
        var previous: LayoutView?
        for card in cards {
            scroll.addSubview(card)
            card.snp.makeConstraints { make in
                make.leading.equalTo(previous?.snp.trailing ?? scroll.contentLayoutGuide.snp.leading).offset(16)
                make.top.bottom.equalTo(scroll.contentLayoutGuide)
                make.height.equalTo(scroll.frameLayoutGuide).offset(-100)
                make.width.equalTo(300)
            }
            previous = card
        }
        cards.last!.snp.makeConstraints { make in make.trailing.equalTo(scroll.contentLayoutGuide).offset(-16) }
        root.layoutIfNeeded()
        #expect(cards[2].frame == CGRect(x: 16 + 2 * 316, y: 0, width: 300, height: 567))
        #expect(scroll.contentSize == CGSize(width: 5 * 316 + 16, height: 567))
    }

    /// A zooming image: the content guide pinned to an image view, so the content is the image.
    @Test(arguments: solvers)
    func aZoomingImage(solver: LayoutSolverKind) {
        let (root, scroll) = screen(solver)
        let image = LayoutImageView(image: LayoutImage(size: CGSize(width: 1600, height: 1200)))
        scroll.addSubview(image)
        image.snp.makeConstraints { make in make.edges.equalTo(scroll.contentLayoutGuide) }
        root.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 0, y: 0, width: 1600, height: 1200))
        #expect(scroll.contentSize == CGSize(width: 1600, height: 1200))
    }

    /// A view pinned to the frame guide stays at the visible rectangle as the content scrolls.
    @Test(arguments: solvers)
    func theFrameGuideFollowsTheOffset(solver: LayoutSolverKind) {
        let (root, scroll) = screen(solver)
        scroll.contentSize = CGSize(width: 375, height: 2000)
        let badge = LayoutView()
        scroll.addSubview(badge)
        badge.snp.makeConstraints { make in
            make.top.trailing.equalTo(scroll.frameLayoutGuide).inset(12)
            make.size.equalTo(40)
        }
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 375 - 12 - 40, y: 512, width: 40, height: 40))
        #expect(scroll.contentSize == CGSize(width: 375, height: 2000))
    }
}

/// `adjustedContentInset` for each behaviour, with and without a safe area.
struct ScrollInsetTests {
    func scroll(content: CGSize, safe: EdgeInsets, inset: EdgeInsets = .zero,
                _ behavior: LayoutScrollView.ContentInsetAdjustmentBehavior) -> LayoutScrollView {
        let scroll = LayoutScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.safeAreaInsets = safe
        scroll.contentInset = inset
        scroll.contentSize = content
        scroll.contentInsetAdjustmentBehavior = behavior
        return scroll
    }

    static let notch = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    static let landscape = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)

    @Test func eachBehaviourAddsTheSafeAreaWhereUIKitDoes() {
        let tall = CGSize(width: 375, height: 2000), fits = CGSize(width: 375, height: 300)
        #expect(scroll(content: tall, safe: Self.notch, .never).adjustedContentInset == .zero)
        #expect(scroll(content: fits, safe: Self.notch, .always).adjustedContentInset == Self.notch)
        // Scrollable axes: the vertical one for tall content; none for content that fits.
        #expect(scroll(content: tall, safe: Self.notch, .scrollableAxes).adjustedContentInset == Self.notch)
        #expect(scroll(content: fits, safe: Self.notch, .scrollableAxes).adjustedContentInset == .zero)
        #expect(scroll(content: fits, safe: Self.landscape, .always).adjustedContentInset == Self.landscape)
        // Wide content scrolls horizontally: left and right are added, not top and bottom.
        let wide = scroll(content: CGSize(width: 2000, height: 300), safe: Self.landscape, .scrollableAxes)
        #expect(wide.adjustedContentInset == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        // Automatic: as scrollable axes for a plain scroll view.
        #expect(scroll(content: fits, safe: Self.notch, .automatic).adjustedContentInset == .zero)
        #expect(scroll(content: tall, safe: Self.notch, .automatic).adjustedContentInset == Self.notch)
        // Without a safe area, every behaviour gives the content inset.
        for behavior in [LayoutScrollView.ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .never, .always] {
            #expect(scroll(content: tall, safe: .zero, inset: EdgeInsets(10), behavior).adjustedContentInset == EdgeInsets(10))
        }
    }

    /// Automatic adjusts vertically always for a view controller's view, as UIKit's does in a
    /// navigation controller.
    @Test func automaticAdjustsAControllersViewVertically() {
        final class Controller: LayoutViewController {
            override func loadView() { view = LayoutScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)) }
        }
        let controller = Controller()
        let scroll = controller.view as! LayoutScrollView
        scroll.safeAreaInsets = Self.notch
        scroll.contentSize = CGSize(width: 375, height: 300)
        #expect(scroll.adjustedContentInset == Self.notch)
    }

    /// A keyboard: the bottom inset grows by the keyboard's height, above the home indicator's safe area.
    @Test func aKeyboardInset() {
        let s = scroll(content: CGSize(width: 375, height: 2000), safe: Self.notch, .automatic)
        s.contentInset.bottom = 336 - 34
        #expect(s.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 336, right: 0))
    }
}
