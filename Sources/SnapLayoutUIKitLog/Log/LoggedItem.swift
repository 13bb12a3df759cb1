/// A view or layout guide as a console log names it: `UILabel:0x7f8…`, `UILabel:0x7f8…'Hello'`,
/// an accessibility identifier (`name_label`), a SnapKit or Masonry label (`UIView:header`), or the
/// superview `|` of a visual-format constraint.
///
/// Items are told apart by address when the log gives one (directly or in `names:`), so the same
/// view printed two ways is one item.
public struct LoggedItem: Hashable, Sendable {
    /// The class, when printed (`UILabel`, `MyApp.HeaderView`, `UILayoutGuide`).
    public var className: String?
    /// The object's address (`0x7f8b1c40a8c0`, lowercased), when the log gives it.
    public var address: String?
    /// The name the log uses instead of an address: an accessibility identifier, or a SnapKit or
    /// Masonry label.
    public var name: String?
    /// The text UIKit prints after the address: a label's or button's title, a guide's identifier
    /// (`UIViewLayoutMarginsGuide`).
    public var text: String?
    /// How the item is printed in reports: `UILabel:0x7f8`, `name_label`, or `superview of UILabel:0x7f8`
    /// for an unnamed `|`.
    public var printed: String
    /// What tells the item apart from the others of its log.
    package var key: String

    /// Creates an item.
    package init(className: String?, address: String?, name: String?, text: String?, printed: String, key: String) {
        self.className = className
        self.address = address
        self.name = name
        self.text = text
        self.printed = printed
        self.key = key
    }

    /// Whether the item is a layout guide rather than a view (UIKit's `UILayoutGuide`, AppKit's
    /// `NSLayoutGuide`): guides have no margins, no subviews and no intrinsic size.
    public var isLayoutGuide: Bool {
        guard let className else { return false }
        return className.hasSuffix("UILayoutGuide") || className.hasSuffix("NSLayoutGuide")
    }

    /// The superview of a view printed as `|` with no `names:` entry saying which view it is.
    package static func unnamedSuperview(of child: LoggedItem) -> LoggedItem {
        LoggedItem(className: nil, address: nil, name: nil, text: nil,
                   printed: "superview of \(child.printed)", key: "superview of " + child.key)
    }
}
