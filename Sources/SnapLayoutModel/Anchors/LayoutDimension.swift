import Foundation

/// A size of a view or guide (width, height), as UIKit's `NSLayoutDimension`: relates to other
/// dimensions, with a multiplier, or to a constant.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1).isActive = true
/// ```
public struct LayoutDimension: LayoutAnchor {
    /// The view or guide the anchor belongs to.
    ///
    /// ```swift
    /// card.widthAnchor.item === card   // true
    /// ```
    public let item: any LayoutItem

    /// The attribute the anchor stands for.
    ///
    /// ```swift
    /// card.widthAnchor.attribute   // .width
    /// ```
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == constant`, inactive.
    ///
    /// ```swift
    /// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
    /// ```
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        toConstant(.equal, constant)
    }

    /// `self >= constant`, inactive.
    ///
    /// ```swift
    /// button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        toConstant(.greaterThanOrEqual, constant)
    }

    /// `self <= constant`, inactive.
    ///
    /// ```swift
    /// title.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true
    /// ```
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        toConstant(.lessThanOrEqual, constant)
    }

    /// `self == multiplier × dimension + constant`, inactive.
    ///
    /// ```swift
    /// image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.75).isActive = true
    /// ```
    public func constraint(equalTo dimension: LayoutDimension, multiplier: CGFloat,
                           constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.equal, to: dimension, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × dimension + constant`, inactive.
    ///
    /// ```swift
    /// side.widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.25).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat,
                           constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, to: dimension, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × dimension + constant`, inactive.
    ///
    /// ```swift
    /// side.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: -8).isActive = true
    /// ```
    public func constraint(lessThanOrEqualTo dimension: LayoutDimension, multiplier: CGFloat,
                           constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.lessThanOrEqual, to: dimension, multiplier: multiplier, constant: constant)
    }

    private func toConstant(_ relation: LayoutRelation, _ value: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil,
                         attribute: .notAnAttribute, multiplier: 1, constant: value)
    }
}
