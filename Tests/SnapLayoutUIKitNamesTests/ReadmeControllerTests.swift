import Foundation
import Testing
import SnapLayout
import SnapLayoutUIKitNames

// README.md, "A first example": the controller pasted with UIKit's names, verbatim.
final class ListController: UIViewController {
    let list = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(list)
        list.snp.makeConstraints { make in
            make.top.equalTo(topLayoutGuide.snp.bottom)
            make.left.right.equalTo(view)
            make.bottom.equalTo(bottomLayoutGuide.snp.top)
        }
    }
}

struct ReadmeControllerTests {
    @Test func theListFillsTheSafeArea() {
        let controller = ListController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 49, right: 0)
        controller.view.layoutIfNeeded()
        // 480 - 20 - 49 = 411 between the guides.
        #expect(controller.list.frame == CGRect(x: 0, y: 20, width: 320, height: 411))
    }
}
