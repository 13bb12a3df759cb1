import SnapLayoutModel

/// One constraint of a dump as the log prints it, read into an equation:
/// `first relation multiplier × second + constant @priority`.
///
/// A visual-format line (`H:|-(8)-[UILabel:0x7f8]`) is read into the equation it stands for, with
/// the printed spacing as the constant (`UILabel:0x7f8.leading == superview.leading + 8`), so that a
/// change of the constant is a change of the number the developer sees.
public struct LoggedConstraint: Hashable, Sendable {
    /// What kind of constraint UIKit made.
    public enum Kind: Hashable, Sendable {
        /// An `NSLayoutConstraint` (or a subclass: SnapKit's, Masonry's, Interface Builder's).
        case layout
        /// An `NSAutoresizingMaskLayoutConstraint`: a part of the frame of a view whose
        /// `translatesAutoresizingMaskIntoConstraints` is on, with its mask.
        case autoresizingMask(AutoresizingMaskText)
        /// An `NSContentSizeLayoutConstraint`: the intrinsic content size as `constant`, held at most
        /// (content hugging) and at least (compression resistance) at these priorities.
        case contentSize(hugging: Double, compressionResistance: Double)
    }

    /// The description as printed, from `<` to `>`.
    public var text: String
    /// The line of the log it starts on, from 1.
    public var line: Int
    /// The constraint's class: `NSLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var className: String
    /// The constraint's address, when printed.
    public var address: String?
    /// The identifier in quotes (`'UIView-Encapsulated-Layout-Width'`, a developer's own), or the
    /// SnapKit / Masonry label printed in place of the address.
    public var identifier: String?
    /// SnapKit's `File.swift#42`: where the constraint was made.
    public var location: String?
    /// What kind of constraint UIKit made.
    public var kind: Kind
    /// The constrained anchor.
    public var first: LoggedAnchor
    /// How the sides relate.
    public var relation: LayoutRelation
    /// The anchor related to; `nil` for a constant (`UIView:0x7f8.width == 100`).
    public var second: LoggedAnchor?
    /// The factor on `second`.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority; for a content-size constraint, the higher of its two.
    public var priority: Double
    /// `false` when printed `(inactive)`: not part of the layout.
    public var isActive: Bool
    /// The superview and subview the constraint shows, if it shows one.
    package var parentHint: ParentHint?

    /// Creates a constraint.
    package init(text: String, line: Int, className: String, address: String?, identifier: String?, location: String?,
                 kind: Kind, first: LoggedAnchor, relation: LayoutRelation, second: LoggedAnchor?,
                 multiplier: Double, constant: Double, priority: Double, isActive: Bool) {
        self.text = text
        self.line = line
        self.className = className
        self.address = address
        self.identifier = identifier
        self.location = location
        self.kind = kind
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
    }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }
}

extension LoggedConstraint {
    /// The equation, with items as printed: `UILabel:0x7f8.leading == UIView:0x7f9.leadingMargin + 8`.
    public var equation: String {
        EquationText.equation(self) { $0.printed }
    }
}
