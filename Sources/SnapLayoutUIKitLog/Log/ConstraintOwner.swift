/// Who made a logged constraint, which decides what can be suggested for it: the developer's own
/// constraints can change their constant or priority; UIKit's own (`UIView-Encapsulated-Layout-…`,
/// `UISV-…`, the safe area) cannot; an autoresizing constraint goes away with
/// `translatesAutoresizingMaskIntoConstraints = false`; a content-size constraint's priorities are
/// the view's hugging and compression resistance; a margin guide's constant is the view's
/// `layoutMargins`.
package enum ConstraintOwner: Hashable, Sendable {
    /// The developer's (code, Interface Builder, SnapKit, Masonry).
    case developer
    /// UIKit's or AppKit's own, and what makes it.
    case system(String)
    /// From a view's autoresizing mask.
    case autoresizing
    /// From a view's intrinsic content size.
    case contentSize
    /// A layout-margins guide's edge: the view's `layoutMargins` on that side (`left`, `top`, …).
    case margins(String)

    private static let marginSides = ["left", "right", "top", "bottom", "leading", "trailing"]

    private static let systemPrefixes: [(String, String)] = [
        ("UIView-Encapsulated-Layout", "the view's container sets it: a table or collection view for its cell, a presentation or a parent view controller"),
        ("_UITemporaryLayout", "UIKit sets it while it sizes the view"),
        ("UISV-", "the stack view makes it"),
        ("UIViewSafeAreaLayoutGuide", "it is the safe area"),
        ("fittingSize", "systemLayoutSizeFitting's target size makes it"),
        ("UIView-", "UIKit makes it"), ("_UI", "UIKit makes it"), ("_NS", "AppKit makes it"), ("NSView-", "AppKit makes it"),
        ("NSWindow-", "AppKit makes it"), ("UIKB", "the keyboard makes it"), ("UIViewLayoutMarginsGuide", "UIKit makes it"),
        ("UIButton-", "the button makes it"), ("UITableView", "the table view makes it"),
        ("UICollectionView", "the collection view makes it"), ("UINavigation", "the navigation bar makes it"),
        ("UITabBar", "the tab bar makes it"), ("UIToolbar", "the toolbar makes it"), ("UIScrollView", "the scroll view makes it"),
        ("UIInputWindowController", "the keyboard's window makes it"),
    ]

    /// Who made `constraint`.
    package static func of(_ constraint: LoggedConstraint) -> ConstraintOwner {
        switch constraint.kind {
        case .autoresizingMask: return .autoresizing
        case .contentSize: return .contentSize
        case .layout: break
        }
        if let identifier = constraint.identifier {
            for side in marginSides where identifier == "UIView-\(side)Margin-guide-constraint" { return .margins(side) }
            if let (_, words) = systemPrefixes.first(where: { identifier.hasPrefix($0.0) }) { return .system(words) }
        }
        let className = constraint.className
        if className.hasPrefix("_UI") || className.hasPrefix("_NS") { return .system("UIKit makes it") }
        return .developer
    }
}
