import Foundation

/// A vertical location of a view or guide (top, bottom, centerY, the baselines), as UIKit's
/// `NSLayoutYAxisAnchor`. It relates only to other Y-axis anchors.
///
/// ```swift
/// subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4).isActive = true
/// ```
public struct LayoutYAxisAnchor: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    ///
    /// ```swift
    /// card.topAnchor.item === card   // true
    /// ```
    public let item: any LayoutItem

    /// The attribute the anchor stands for.
    ///
    /// ```swift
    /// card.topAnchor.attribute   // .top
    /// ```
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + systemSpacing × multiplier` (the standard spacing is 8 points), inactive.
    ///
    /// ```swift
    /// subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
    /// ```
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self >= anchor + systemSpacing × multiplier` (8 points), inactive.
    ///
    /// ```swift
    /// subtitle.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 2)
    /// ```
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }

    /// `self <= anchor + systemSpacing × multiplier` (8 points), inactive.
    ///
    /// ```swift
    /// subtitle.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 1)
    /// ```
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor,
                           multiplier: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: LayoutConstraint.systemSpacing * multiplier)
    }
}
