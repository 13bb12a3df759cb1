import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

/// EasyPeasy relates a view to a controller's layout guides as to any item: `Top(10).to(guide)`
/// is the view's top at the guide's bottom + 10, which for the top layout guide (the band from
/// y = 0 to the safe area's top) is 10 below the safe area.
struct EasyPeasyLayoutGuideTests {
    @Test func topAndBottomRelateToTheFarEdgesOfTheLayoutGuides() {
        let controller = LayoutViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 49, right: 0)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let content = LayoutView()
        controller.view.addSubview(content)
        content.easy.layout(Top(10).to(controller.topLayoutGuide), Bottom(10).to(controller.bottomLayoutGuide),
                            Left(0), Right(0))
        controller.view.layoutIfNeeded()
        #expect(isClose(content.frame, CGRect(x: 0, y: 30, width: 375, height: 578)))
    }
}
