import Foundation
import Testing
import SnapLayout
import SnapLayoutUIKitNames

// A toolbar as an iOS app writes it with UIKit's stack view, pasted unchanged: `UIStackView`,
// its nested `Distribution` and `Alignment`, `spacingUseSystem`, custom spacing, anchors.

final class ToolbarViewController: UIViewController {
    let stack = UIStackView()
    let icon = UIView()
    let title = UIView()
    let done = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = NSLayoutConstraint.Axis.horizontal
        stack.distribution = UIStackView.Distribution.fill
        stack.alignment = UIStackView.Alignment.center
        stack.spacing = UIStackView.spacingUseSystem
        [icon, title, done].forEach { stack.addArrangedSubview($0) }
        stack.setCustomSpacing(16, after: title)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            title.heightAnchor.constraint(equalToConstant: 44),
            done.widthAnchor.constraint(equalToConstant: 60),
            done.heightAnchor.constraint(equalToConstant: 32),
        ])
    }
}

struct PastedStackViewTests {
    /// 343 wide from x 16, under a 44-point status bar: icon 24, system spacing 8, title the
    /// rest, 16, done 60; the row is as high as the title (44), the others centred in it.
    @Test func aPastedStackViewLaysOutAsOnAnIPhone() {
        let controller = ToolbarViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        controller.view.layoutIfNeeded()
        #expect(closeTo(controller.stack.frame, CGRect(x: 16, y: 44, width: 343, height: 44)))
        #expect(closeTo(controller.icon.frame, CGRect(x: 0, y: 10, width: 24, height: 24)))
        #expect(closeTo(controller.title.frame, CGRect(x: 32, y: 0, width: 235, height: 44)))
        #expect(closeTo(controller.done.frame, CGRect(x: 283, y: 6, width: 60, height: 32)))
    }

    @Test func theStackNamesAreTheModelsTypes() {
        #expect(UIStackView.self == LayoutStackView.self)
        #expect(UIStackView.Distribution.self == StackDistribution.self)
        #expect(UIStackView.Alignment.top == StackAlignment.leading)
        #expect(UIStackView.Alignment.bottom == StackAlignment.trailing)
    }
}

/// Frames equal to 1e-6.
private func closeTo(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}
