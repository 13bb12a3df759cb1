import Foundation
import Testing
import SnapLayout

// SnapKit's documentation (seed 001): the snippets with a view controller or an
// `updateConstraints()` override, copied verbatim between the `// --- seed` markers, on a user's
// one-time mapping of the UIKit names they use. The mapping is fileprivate, so that it cannot
// clash with the mappings of other files of this target; the snippets' classes live in fileprivate
// namespaces for the same reason (two snippets declare `MyViewController`).
//
// Lines that needed more than the mapping are marked `// SEED CHANGE:`.

/// The seed's spelling (a typo of `UIViewController`), kept as written.
fileprivate typealias UIVewController = LayoutViewController
fileprivate typealias UITableView = LayoutView
fileprivate typealias UIView = LayoutView
fileprivate typealias UIButton = LayoutView

/// "Snap view to topLayoutGuide and bottomLayoutGuide".
fileprivate enum LayoutGuideSnippet {
    // SEED CHANGE: `import SnapKit` is at the top of the file as `import SnapLayout` (an import
    // cannot stand inside a declaration).
    // --- seed
    class MyViewController: UIVewController {
        
        lazy var tableView = UITableView()
        
        override func viewDidLoad() {
            super.viewDidLoad()

            self.view.addSubview(tableView)
            tableView.snp.makeConstraints { (make) -> Void in
               make.top.equalTo(self.topLayoutGuide.snp.bottom)
               make.left.equalTo(view)
               make.right.equalTo(view)
               make.bottom.equalTo(self.bottomLayoutGuide.snp.top)
            }
        }

    }
    // --- end seed
}

/// "Snap view to safeAreaLayoutGuide".
fileprivate enum SafeAreaSnippet {
    // SEED CHANGE: `import SnapKit` is at the top of the file as `import SnapLayout`.
    // --- seed
    class MyViewController: UIVewController {
        
        lazy var tableView = UITableView()
        
        override func viewDidLoad() {
            super.viewDidLoad()

            self.view.addSubview(tableView)
            tableView.snp.makeConstraints { (make) -> Void in
               make.top.equalTo(self.view.safeAreaLayoutGuide.snp.top)
            }
        }

    }
    // --- end seed
}

/// "2. snp.updateConstraints": the snippet is a method of a view with a `growingButton` and a
/// `buttonSize`; the view around it is the test's.
fileprivate final class GrowingButtonView: UIView {
    let growingButton = UIButton()
    var updateCalls = 0
    var buttonSize = CGSize(width: 100, height: 50) {
        didSet { setNeedsUpdateConstraints() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(growingButton)
    }

    // --- seed
    // this is Apple's recommended place for adding/updating constraints
    // this method can get called multiple times in response to setNeedsUpdateConstraints
    // which can be called by UIKit internally or in your code if you need to trigger an update to your constraints
    override func updateConstraints() {
        self.growingButton.snp.updateConstraints { (make) -> Void in
            make.center.equalTo(self);
            make.width.equalTo(self.buttonSize.width).priority(250)
            make.height.equalTo(self.buttonSize.height).priority(250)
            make.width.lessThanOrEqualTo(self)
            make.height.lessThanOrEqualTo(self)
        }
        
       // according to Apple super should be called at end of method
    	 super.updateConstraints()
    }
    // --- end seed
}

/// An iPhone-sized controller view with a status bar (20) and a tab bar (49) kept clear by the
/// safe area, so that the guides are not the view's edges.
@Suite struct SnapKitDocsControllerSeedTests {
    fileprivate func present<Controller: LayoutViewController>(_ controller: Controller) -> Controller {
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 49, right: 0)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.view.layoutIfNeeded()
        return controller
    }

    @Test func theTableViewFillsTheSpaceBetweenTheTopAndBottomLayoutGuides() {
        let controller = present(LayoutGuideSnippet.MyViewController())
        #expect(controllerSeedFrame(controller.tableView.frame, CGRect(x: 0, y: 20, width: 375, height: 598)))
        #expect(controllerSeedFrame(controller.topLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 375, height: 20)))
        #expect(controllerSeedFrame(controller.bottomLayoutGuide.layoutFrame, CGRect(x: 0, y: 618, width: 375, height: 49)))
        // The view's four constraints are installed on the controller's view.
        #expect(controller.view.constraints.filter(\.isActive).count == 4)
    }

    @Test func theGuidesFollowTheSafeAreaWhenItChanges() {
        let controller = present(LayoutGuideSnippet.MyViewController())
        controller.additionalSafeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        controller.view.layoutIfNeeded()
        #expect(controllerSeedFrame(controller.tableView.frame, CGRect(x: 0, y: 64, width: 375, height: 603)))
    }

    @Test func theTableViewsTopIsTheSafeAreasTop() {
        let controller = present(SafeAreaSnippet.MyViewController())
        // The snippet fixes only the top: the rest of the frame is left ambiguous.
        #expect(abs(controller.tableView.frame.minY - 20) < 1e-6)
        #expect(controller.tableView.hasAmbiguousLayout)
    }

    @Test func theGrowingButtonIsCentredAndCappedByItsView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let host = GrowingButtonView()
        root.addSubview(host)
        host.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(300)
            make.height.equalTo(200)
        }
        root.layoutIfNeeded()
        #expect(controllerSeedFrame(host.growingButton.frame, CGRect(x: 100, y: 75, width: 100, height: 50)))
        let onHost = { host.constraints.filter { $0.firstItem === host.growingButton }.count }
        #expect(host.growingButton.constraints.count == 2 && onHost() == 4)

        // Wider than the view: the width of priority 250 gives way to `width <= superview`.
        host.buttonSize = CGSize(width: 400, height: 100)
        root.layoutIfNeeded()
        #expect(controllerSeedFrame(host.growingButton.frame, CGRect(x: 0, y: 50, width: 300, height: 100)))
        #expect(host.growingButton.constraints.count == 2 && onHost() == 4,
                "updateConstraints changed the constants, it made no new constraints")
        #expect(host.growingButton.constraints.map(\.priority.rawValue).sorted() == [250, 250])
    }
}

/// Frames equal to 1e-6.
private func controllerSeedFrame(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}
