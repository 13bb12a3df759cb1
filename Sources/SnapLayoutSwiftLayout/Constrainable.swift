import Foundation
import SnapLayoutModel

/// Something SwiftLayout-style builders can constrain: a `LayoutView` or a `LayoutGuide`. Only
/// leading, trailing, top, bottom, width, height and the centres are offered, as in SwiftLayout
/// ("use leading/trailing", no left/right, no baselines).
///
/// ```swift
/// title.constrain(to: view).leading(constant: 16).centerY()
/// guide.constrain(to: view).leadingTrailingTopBottom()
/// ```
public protocol Constrainable: LayoutItem {}

extension LayoutView: Constrainable {}
extension LayoutGuide: Constrainable {}

extension CGFloat {
    /// Asks for the system spacing (8 points) instead of a constant, as UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` does; the multiplier then scales the
    /// spacing.
    ///
    /// ```swift
    /// title.constrain(after: avatar).leadingTrailing(constant: .systemSpacing)
    /// ```
    public static let systemSpacing: CGFloat = -99_999
}

extension Constrainable {
    /// Starts constraints between this item and `other` (usually its container).
    ///
    /// Turns off autoresizing translation on a view, and puts an orphan into the hierarchy: a view
    /// with no superview becomes a subview of `other` (or of `other`'s owning view if it is a
    /// guide); a guide with no owning view is added to `other` (or to `other`'s owning view).
    ///
    /// ```swift
    /// label.constrain(to: view).leading(constant: 16).centerY()   // label joins view if it had no superview
    /// ```
    @discardableResult
    public func constrain(to other: any Constrainable) -> RelationalConstraintBuilder {
        adopt(into: other)
        return RelationalConstraintBuilder(first: self, second: other)
    }

    /// Starts constraints that place this item after `other` (leading after trailing, top below
    /// bottom). Both items must already be in the hierarchy.
    ///
    /// ```swift
    /// title.constrain(after: avatar).leadingTrailing(constant: 12)
    /// body.constrain(after: title).topBottom(constant: 8)
    /// ```
    @discardableResult
    public func constrain(after other: any Constrainable) -> DistributiveConstraintBuilder {
        (self as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
        (other as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
        return DistributiveConstraintBuilder(before: other, after: self)
    }

    /// Starts constraints on this item's own size, which relate to no other item.
    ///
    /// ```swift
    /// avatar.constrainSelf().widthHeight(constant: 44)
    /// ```
    @discardableResult
    public func constrainSelf() -> SelfConstraintBuilder {
        (self as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
        return SelfConstraintBuilder(item: self)
    }

    private func adopt(into other: any Constrainable) {
        let container = (other as? LayoutView) ?? other.parentView
        if let view = self as? LayoutView {
            view.translatesAutoresizingMaskIntoConstraints = false
            if view.superview == nil, let container, container !== view { container.addSubview(view) }
        } else if let guide = self as? LayoutGuide, guide.owningView == nil, let container {
            container.addLayoutGuide(guide)
        }
    }
}
