import Foundation
import SnapLayout

// A user's one-time mapping of the UIKit names the seed's snippets use (seed 004, EasyPeasy's
// README of 2016), as an app moving to SnapLayout would write it once.

typealias UIView = LayoutView
typealias UIEdgeInsets = EdgeInsets

/// A label: its intrinsic size is the test's stand-in for text metrics, 10 points a character
/// wide and 20 high.
class UILabel: LayoutView {
    var text: String? {
        didSet {
            let count = CGFloat(text?.count ?? 0)
            explicitIntrinsicContentSize = count == 0 ? .zero : CGSize(width: 10 * count, height: 20)
        }
    }
}

/// A button (the snippets only name its type).
class UIButton: LayoutView {}

/// The part of `UIViewController` the snippets use: a root `view` of an iPhone's size and
/// `viewDidLoad()`.
class UIViewController {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    func viewDidLoad() {}
}

extension LayoutView {
    /// Headless, nothing animates: the animations run at once.
    static func animate(withDuration duration: TimeInterval, animations: () -> Void) { animations() }
}

/// Frames equal to 1e-6.
func isClose(_ frame: CGRect, _ expected: CGRect) -> Bool {
    abs(frame.minX - expected.minX) < 1e-6 && abs(frame.minY - expected.minY) < 1e-6
        && abs(frame.width - expected.width) < 1e-6 && abs(frame.height - expected.height) < 1e-6
}
