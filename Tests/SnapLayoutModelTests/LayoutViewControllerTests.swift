import Foundation
import Testing
import SnapLayout

/// `LayoutViewController`: UIKit's view loading, the update and layout callbacks around a layout
/// pass, the additional safe area and the top and bottom layout guides.
struct LayoutViewControllerTests {
    /// The callbacks a controller received, in order.
    final class Recorder {
        var events: [String] = []
    }

    /// A root view that records its `updateConstraints()`.
    final class RecordingRootView: LayoutView {
        var recorder: Recorder?
        override func updateConstraints() {
            recorder?.events.append("view.updateConstraints")
            super.updateConstraints()
        }
    }

    /// A controller that records every callback and lays out one card below its top guide.
    final class CardController: LayoutViewController {
        let recorder = Recorder()
        let card = LayoutView()
        var name = "vc"
        var cardHeight: CGFloat = 100
        var heightConstraint: LayoutConstraint?
        var frameSeenAfterLayout: CGRect?

        override func loadView() {
            recorder.events.append("\(name).loadView")
            let root = RecordingRootView()
            root.recorder = recorder
            view = root
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            recorder.events.append("\(name).viewDidLoad")
            view.addSubview(card)
            card.translatesAutoresizingMaskIntoConstraints = false
            let height = card.heightAnchor.constraint(equalToConstant: cardHeight)
            LayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                height,
            ])
            heightConstraint = height
        }

        override func updateViewConstraints() {
            recorder.events.append("\(name).updateViewConstraints")
            super.updateViewConstraints()
        }

        override func viewWillLayoutSubviews() {
            recorder.events.append("\(name).viewWillLayoutSubviews")
            // Changed here, solved in this pass.
            heightConstraint?.constant = cardHeight
        }

        override func viewDidLayoutSubviews() {
            recorder.events.append("\(name).viewDidLayoutSubviews")
            frameSeenAfterLayout = card.frame
        }
    }

    func presented(_ controller: CardController) -> CardController {
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 49, right: 0)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        return controller
    }

    @Test func theViewLoadsOnFirstAccessThroughLoadViewThenViewDidLoad() {
        let controller = CardController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        #expect(controller.recorder.events.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded && view is RecordingRootView)
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.recorder.events == ["vc.loadView", "vc.viewDidLoad"])
    }

    @Test func theDefaultLoadViewMakesAPlainViewAndSettingNilUnloadsIt() {
        let controller = LayoutViewController()
        let first = controller.view!
        #expect(type(of: first) == LayoutView.self && first.frame == .zero)
        controller.view = nil
        #expect(!controller.isViewLoaded)
        #expect(controller.view !== first)
    }

    @Test func aLayoutPassCallsUpdateThenWillLayoutThenDidLayout() {
        let controller = presented(CardController())
        controller.recorder.events = []
        controller.view.layoutIfNeeded()
        #expect(controller.recorder.events == [
            "vc.updateViewConstraints", "view.updateConstraints", "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews",
        ])
        #expect(controller.frameSeenAfterLayout == controller.card.frame)
        controller.recorder.events = []
        controller.view.layoutIfNeeded()
        #expect(controller.recorder.events.isEmpty, "nothing changed: no update, no layout")
    }

    @Test func framesFollowTheTopLayoutGuideAndConstraintsChangedInViewWillLayoutSubviews() {
        let controller = presented(CardController())
        controller.view.layoutIfNeeded()
        // Below the top guide (safe area top 20) + 8.
        #expect(isCloseFrame(controller.card.frame, CGRect(x: 16, y: 28, width: 343, height: 100)))
        controller.cardHeight = 150
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(isCloseFrame(controller.card.frame, CGRect(x: 16, y: 28, width: 343, height: 150)))
        #expect(controller.frameSeenAfterLayout == controller.card.frame)
    }

    @Test func additionalSafeAreaInsetsAddToTheViewsOwn() {
        let controller = presented(CardController())
        controller.view.safeAreaInsets = EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        controller.view.layoutIfNeeded()
        #expect(isCloseFrame(controller.card.frame, CGRect(x: 16, y: 52, width: 343, height: 100)))
        #expect(isCloseFrame(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 44, width: 375, height: 574)))
        controller.additionalSafeAreaInsets = .zero
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        controller.view.layoutIfNeeded()
        #expect(isCloseFrame(controller.card.frame, CGRect(x: 16, y: 32, width: 343, height: 100)))
    }

    @Test func theLayoutGuidesAreTheBandsAboveAndBelowTheSafeArea() {
        let controller = presented(CardController())
        let footer = LayoutView(), band = LayoutView()
        controller.view.addSubview(footer)
        controller.view.addSubview(band)
        footer.translatesAutoresizingMaskIntoConstraints = false
        band.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            footer.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            footer.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            footer.widthAnchor.constraint(equalToConstant: 100),
            footer.heightAnchor.constraint(equalTo: controller.bottomLayoutGuide.heightAnchor),
            // Spans the top guide, so its height is the guide's: the safe area's top inset.
            band.topAnchor.constraint(equalTo: controller.topLayoutGuide.topAnchor),
            band.bottomAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            band.centerXAnchor.constraint(equalTo: controller.topLayoutGuide.centerXAnchor),
            band.widthAnchor.constraint(equalTo: controller.topLayoutGuide.widthAnchor, multiplier: 0.5),
        ])
        controller.view.layoutIfNeeded()
        #expect(isCloseFrame(footer.frame, CGRect(x: 0, y: 569, width: 100, height: 49)))
        #expect(isCloseFrame(band.frame, CGRect(x: 93.75, y: 0, width: 187.5, height: 20)))
        #expect(controller.topLayoutGuide === controller.topLayoutGuide)
        #expect(controller.topLayoutGuide.owningView === controller.view)
    }

    @Test func aControllerInsideAnotherControllersViewIsCalledAfterTheOuterOne() {
        let outer = presented(CardController())
        let inner = CardController()
        inner.name = "inner"
        outer.view.addSubview(inner.view)
        inner.view.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            inner.view.topAnchor.constraint(equalTo: outer.card.bottomAnchor),
            inner.view.leftAnchor.constraint(equalTo: outer.view.leftAnchor),
            inner.view.widthAnchor.constraint(equalToConstant: 200),
            inner.view.heightAnchor.constraint(equalToConstant: 300),
        ])
        outer.recorder.events = []
        inner.recorder.events = []
        outer.view.layoutIfNeeded()
        #expect(outer.recorder.events.filter { $0.hasPrefix("vc.view") } == ["vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews"])
        #expect(inner.recorder.events.contains("inner.updateViewConstraints"), "a new view needs its update")
        #expect(isCloseFrame(inner.view.frame, CGRect(x: 0, y: 128, width: 200, height: 300)))
        // The inner view's own safe area is zero: its top guide has no height.
        #expect(isCloseFrame(inner.card.frame, CGRect(x: 16, y: 8, width: 168, height: 100)))
    }
}

/// Frames equal to 1e-6.
private func isCloseFrame(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}
