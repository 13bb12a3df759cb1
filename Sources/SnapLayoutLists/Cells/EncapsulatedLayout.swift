import Foundation
import SnapLayoutModel

/// UIKit's `UIView-Encapsulated-Layout-*` constraints, which a list puts on the content view of each
/// cell it shows: the content view's left and top at the cell's, its width and height the size the
/// list gave the row. They are activated before every constraint of the tree, so that a cell
/// whose own constraints want another size breaks one of those, as a device's log shows
/// (`"<NSLayoutConstraint:… 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:….height == 44>"`,
/// and the cell's constraint broken).
final class EncapsulatedLayout {
    /// The identifiers, exactly as UIKit names them.
    static let leftIdentifier = "UIView-Encapsulated-Layout-Left"
    static let topIdentifier = "UIView-Encapsulated-Layout-Top"
    static let widthIdentifier = "UIView-Encapsulated-Layout-Width"
    static let heightIdentifier = "UIView-Encapsulated-Layout-Height"

    private let width: LayoutConstraint
    private let height: LayoutConstraint
    private let position: [LayoutConstraint]

    /// The four constraints of `content` inside `cell`, not yet active.
    init(content: LayoutView, cell: LayoutView, size: CGSize) {
        func named(_ constraint: LayoutConstraint, _ identifier: String) -> LayoutConstraint {
            constraint.identifier = identifier
            return constraint
        }
        position = [
            named(LayoutConstraint(item: content, attribute: .left, relatedBy: .equal, toItem: cell, attribute: .left), Self.leftIdentifier),
            named(LayoutConstraint(item: content, attribute: .top, relatedBy: .equal, toItem: cell, attribute: .top), Self.topIdentifier),
        ]
        width = named(LayoutConstraint(item: content, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                       constant: size.width), Self.widthIdentifier)
        height = named(LayoutConstraint(item: content, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                        constant: size.height), Self.heightIdentifier)
    }

    /// All four, in the order UIKit adds them.
    var constraints: [LayoutConstraint] { position + [width, height] }

    /// Activates the constraints ahead of the tree's own, at `size`.
    func activate(size: CGSize) {
        if width.constant != size.width { width.constant = size.width }
        if height.constant != size.height { height.constant = size.height }
        for constraint in constraints where !constraint.isActive {
            try? constraint.activateBeforeOthers()
        }
    }

    /// Deactivates the size constraints, so that the content view can be measured freely (the
    /// position constraints are installed on the cell, outside a measurement of the content view).
    func releaseSize() {
        width.deactivate()
        height.deactivate()
    }
}
