import Foundation
import SnapLayout

// A user's one-time mapping of the UIKit names the seed's snippets use (seed 003, SwiftLayout's
// README), as an app moving to SnapLayout would write it once.

typealias UIView = LayoutView
typealias UILayoutGuide = LayoutGuide
typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
typealias UILayoutPriority = LayoutPriority

/// Colours draw nothing headless; the name is kept so `backgroundColor = .gray` compiles.
struct UIColor: Sendable {
    static let gray = UIColor()
}

extension LayoutView {
    /// Headless views have no colour: setting it is accepted and ignored.
    var backgroundColor: UIColor? {
        get { nil }
        set {}
    }
}

/// A label: its intrinsic size is the test's stand-in for text metrics, 10 points a character
/// wide and 20 high (0 × 0 with no text, as UIKit's empty label).
class UILabel: LayoutView {
    var text: String? {
        didSet {
            let count = CGFloat(text?.count ?? 0)
            explicitIntrinsicContentSize = count == 0 ? .zero : CGSize(width: 10 * count, height: 20)
        }
    }
}

/// A button with no intrinsic size of its own (the snippets give it one).
class UIButton: LayoutView {}

/// The part of `UIViewController` the snippets use: a root `view` of an iPhone's size and
/// `viewDidLoad()`.
class UIViewController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    func viewDidLoad() {}
}

/// Frames equal to 1e-6.
func isClose(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}
