import SnapLayoutModel

/// One side of a logged constraint: an attribute of a view or guide.
public struct LoggedAnchor: Hashable, Sendable {
    /// The view or guide.
    public var item: LoggedItem
    /// The attribute, by UIKit's name (`minX` and the other names autoresizing constraints print
    /// read as `left`, `right`, `centerX`…).
    public var attribute: LayoutAttribute

    /// Creates an anchor.
    package init(item: LoggedItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

extension LoggedAnchor: CustomStringConvertible {
    /// `UILabel:0x7f8.leading`.
    public var description: String { "\(item.printed).\(attribute.name)" }
}
