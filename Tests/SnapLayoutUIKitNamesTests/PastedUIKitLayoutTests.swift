import Foundation
import Testing
import SnapLayout
import SnapLayoutUIKitNames

// A screen as an iOS app writes it with UIKit's names, pasted unchanged: a controller subclass,
// anchors, `NSLayoutConstraint.activate`, the nested `NSLayoutConstraint.Attribute`, priorities.

final class ProfileViewController: UIViewController {
    let header = UIView()
    let avatar = UIView()
    let bio = UIView()
    let footer = UILayoutGuide()
    var avatarSize: CGFloat = 64

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        [header, avatar, bio].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        view.addLayoutGuide(footer)

        let leading: NSLayoutXAxisAnchor = view.layoutMarginsGuide.leadingAnchor
        let avatarWidth: NSLayoutDimension = avatar.widthAnchor
        let optionalHeight = bio.heightAnchor.constraint(equalToConstant: 600)
        optionalHeight.priority = UILayoutPriority.defaultHigh
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120),

            avatar.centerYAnchor.constraint(equalTo: header.bottomAnchor),
            avatar.leadingAnchor.constraint(equalTo: leading),
            avatarWidth.constraint(equalToConstant: avatarSize),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),

            bio.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1),
            bio.leadingAnchor.constraint(equalTo: leading),
            bio.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bio.bottomAnchor.constraint(lessThanOrEqualTo: footer.topAnchor),
            optionalHeight,

            footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.widthAnchor.constraint(equalTo: view.widthAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
        NSLayoutConstraint(item: header, attribute: NSLayoutConstraint.Attribute.centerX,
                           relatedBy: NSLayoutConstraint.Relation.equal, toItem: view,
                           attribute: .centerX, multiplier: 1, constant: 0).isActive = true
        bio.setContentHuggingPriority(.defaultLow, for: NSLayoutConstraint.Axis.vertical)
    }
}

struct PastedUIKitLayoutTests {
    @Test func aPastedControllerLaysOutAsOnAnIPhone() {
        let controller = ProfileViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        controller.view.layoutIfNeeded()

        #expect(closeTo(controller.header.frame, CGRect(x: 0, y: 44, width: 375, height: 120)))
        // Centred on the header's bottom (164), at the margin (16).
        #expect(closeTo(controller.avatar.frame, CGRect(x: 16, y: 132, width: 64, height: 64)))
        // The footer band sits on the bottom guide's top: 812 - 34 - 44.
        #expect(closeTo(controller.footer.layoutFrame, CGRect(x: 0, y: 734, width: 375, height: 44)))
        // 8 below the avatar (system spacing); 600 high at 750 is cut by the footer (required).
        #expect(closeTo(controller.bio.frame, CGRect(x: 16, y: 204, width: 343, height: 530)))
    }

    @Test func theNamesAreTheModelsTypes() {
        #expect(UIView.self == LayoutView.self)
        #expect(UIViewController.self == LayoutViewController.self)
        #expect(NSLayoutConstraint.Attribute.top.rawValue == 3, "UIKit's raw value")
        #expect(UIUserInterfaceLayoutDirection.rightToLeft == LayoutDirection.rightToLeft)
        #expect(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).leading == 2)
    }

    @available(*, deprecated, message: "calls Swift 2's constructors on purpose")
    @Test func swiftTwosConstructorsStillBuildTheValues() {
        #expect(UIEdgeInsetsMake(20, 10, 30, 40) == UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 40))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CGSizeMake(5, 6) == CGSize(width: 5, height: 6))
        #expect(CGPointMake(7, 8) == CGPoint(x: 7, y: 8))
    }
}

/// Frames equal to 1e-6.
private func closeTo(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}
