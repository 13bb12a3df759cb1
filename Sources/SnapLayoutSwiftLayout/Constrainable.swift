import Foundation
import SnapLayoutModel

/// Something SwiftLayout-style builders can constrain: a `LayoutView` or a `LayoutGuide`. Only
/// leading, trailing, top, bottom, width, height and the centres are offered, as in SwiftLayout
/// ("use leading/trailing", no left/right, no baselines).
public protocol Constrainable: LayoutItem {}

extension LayoutView: Constrainable {}
extension LayoutGuide: Constrainable {}

extension CGFloat {
    /// Asks for the system spacing (8 points) instead of a constant.
    public static let systemSpacing: CGFloat = -99_999
}

extension Constrainable {
    /// Starts constraints between this item and `other` (usually its container).
    ///
    /// Turns off autoresizing translation on a view, and puts an orphan into the hierarchy: a view
    /// with no superview becomes a subview of `other` (or of `other`'s owning view if it is a
    /// guide); a guide with no owning view is added to `other` (or to `other`'s owning view).
    @discardableResult
    public func constrain(to other: any Constrainable) -> RelationalConstraintBuilder {
        adopt(into: other)
        return RelationalConstraintBuilder(first: self, second: other)
    }

    /// Starts constraints that place this item after `other` (leading after trailing, top below
    /// bottom). Both items must already be in the hierarchy.
    @discardableResult
    public func constrain(after other: any Constrainable) -> DistributiveConstraintBuilder {
        (self as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
        (other as? LayoutView)?.translatesAutoresizingMaskIntoConstraints = false
        return DistributiveConstraintBuilder(before: other, after: self)
    }

    /// Starts constraints on this item's own size.
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
