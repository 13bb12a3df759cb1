import Foundation
import SnapLayout
import SnapLayoutEasyPeasy

// Shared by the port of EasyPeasy's own suite (`Example/Tests`, 1.10): its fixture and the
// equivalents of its `test_attributes` / `test_activeAttributes` / `test_inactiveAttributes`
// helpers, written on the public API only.

/// EasyPeasy's fixture: a 400×1000 superview holding viewA and viewB.
struct UpstreamFixture {
    let superview = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 1000))
    let viewA = LayoutView(frame: .zero)
    let viewB = LayoutView(frame: .zero)

    init() {
        superview.addSubview(viewA)
        superview.addSubview(viewB)
    }
}

/// A mutable flag a `when` closure can read (the upstream tests capture a `var`).
final class Flag {
    var value: Bool
    init(_ value: Bool) { self.value = value }
}

extension LayoutView {
    /// Every attribute EasyPeasy stores for the view, active or not (upstream's `test_attributes`).
    var testAttributes: [Attribute] { easy.attributes }
    /// The stored attributes whose constraint is installed (upstream's `test_activeAttributes`).
    var testActiveAttributes: [Attribute] { easy.attributes.filter { $0.layoutConstraint?.isActive == true } }
    /// The stored attributes without an installed constraint (upstream's `test_inactiveAttributes`).
    var testInactiveAttributes: [Attribute] { easy.attributes.filter { $0.layoutConstraint?.isActive != true } }
}

extension LayoutGuide {
    /// Every attribute EasyPeasy stores for the guide (upstream's `test_attributes`).
    var testAttributes: [Attribute] { easy.attributes }
}

/// Identities, to compare arrays of constraints as Objective-C's `==` on `NSArray` does.
func ids(_ constraints: [LayoutConstraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

/// The active constraints of `views` and their guides, to observe what a call activated and
/// deactivated (upstream reads the node's activation group, which is internal).
func activeConstraints(_ views: LayoutView...) -> Set<ObjectIdentifier> {
    Set(views.flatMap { $0.constraints.filter(\.isActive).map(ObjectIdentifier.init) })
}
