import Foundation
import Testing
import SnapLayoutPureSwift

/// The update pass and a controller's callbacks run in `SnapLayoutPureSwift`'s `layoutIfNeeded()`
/// as in `SnapLayout`'s: they live in the model's engine, not in either umbrella.
struct PureSwiftControllerTests {
    final class BannerController: LayoutViewController {
        let banner = LayoutView()
        var bannerHeight: CGFloat = 60
        var calls: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(banner)
        }

        override func updateViewConstraints() {
            calls.append("updateViewConstraints")
            banner.snp.updateConstraints { make in
                make.top.equalTo(topLayoutGuide.snp.bottom)
                make.left.right.equalToSuperview()
                make.height.equalTo(bannerHeight)
            }
            super.updateViewConstraints()
        }

        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    }

    @Test func constraintsMadeInUpdateViewConstraintsAreLaidOutInTheSamePass() {
        let controller = BannerController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        #expect(controller.calls == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        let frame = controller.banner.frame
        #expect(abs(frame.minX) < 1e-6 && abs(frame.minY - 20) < 1e-6 && abs(frame.width - 320) < 1e-6 && abs(frame.height - 60) < 1e-6)

        controller.bannerHeight = 90
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        #expect(abs(controller.banner.frame.height - 90) < 1e-6)
        #expect(controller.calls.filter { $0 == "updateViewConstraints" }.count == 2)
    }
}
