import Foundation

/// One attribute of one item, as UIKit's `NSLayoutAnchor`: made into constraints against another
/// anchor of the same type, so that only attributes of the same kind can be related.
///
/// The three kinds are `LayoutXAxisAnchor`, `LayoutYAxisAnchor` and `LayoutDimension`; relating an
/// X-axis anchor to a Y-axis anchor does not compile. Constraints are made inactive, as in UIKit:
///
/// ```swift
/// let pin = title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16)
/// LayoutConstraint.activate([pin])
/// ```
public protocol LayoutAnchor {
    /// The view or guide the anchor belongs to.
    ///
    /// ```swift
    /// card.topAnchor.item === card   // true
    /// ```
    var item: any LayoutItem { get }

    /// The attribute the anchor stands for.
    ///
    /// ```swift
    /// card.topAnchor.attribute   // .top
    /// ```
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    /// `self == anchor + constant`, inactive.
    ///
    /// ```swift
    /// title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12).isActive = true
    /// ```
    public func constraint(equalTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.equal, to: anchor, constant: constant)
    }

    /// `self >= anchor + constant`, inactive.
    ///
    /// ```swift
    /// title.topAnchor.constraint(greaterThanOrEqualTo: card.topAnchor, constant: 12).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: constant)
    }

    /// `self <= anchor + constant`, inactive.
    ///
    /// ```swift
    /// title.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor, constant: -12).isActive = true
    /// ```
    public func constraint(lessThanOrEqualTo anchor: Self, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: constant)
    }

    /// `self (relation) multiplier × anchor + constant`; a bad pairing (leading to left) is reported
    /// and the constraint is inert, as `LayoutConstraint(item:…)` makes it.
    func constraint(_ relation: LayoutRelation, to anchor: Self,
                    multiplier: CGFloat = 1, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }
}
