import Foundation

/// A horizontal location of a view or guide (leading, trailing, left, right, centerX), as UIKit's
/// `NSLayoutXAxisAnchor`. It relates only to other X-axis anchors.
///
/// ```swift
/// avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16).isActive = true
/// ```
public struct LayoutXAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    ///
    /// ```swift
    /// card.leadingAnchor.item === card   // true
    /// ```
    public let item: any LayoutItem

    /// The attribute the anchor stands for.
    ///
    /// ```swift
    /// card.leadingAnchor.attribute   // .leading
    /// ```
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + systemSpacing × multiplier` (the standard spacing is 8 points), inactive.
    ///
    /// ```swift
    /// title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1)
    /// ```
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= anchor + systemSpacing × multiplier` (8 points), inactive.
    ///
    /// ```swift
    /// title.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2)
    /// ```
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= anchor + systemSpacing × multiplier` (8 points), inactive.
    ///
    /// ```swift
    /// title.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1)
    /// ```
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
}
