import Foundation
import SnapLayoutModel

/// A `LayoutView` tree with the items and constraints of a generated layout, for measuring the
/// engine end to end (capture, solve, frames written), as an app would use it.
public struct ViewTree {
    /// The root view.
    public let root: LayoutView
    /// Every view, in the snapshot's order.
    public let views: [LayoutView]
    /// The constraints, in the snapshot's order.
    public let constraints: [LayoutConstraint]

    /// Builds the views and activates the constraints of `snapshot`.
    public init(_ snapshot: LayoutSnapshot) throws {
        var views: [LayoutView] = []
        for item in snapshot.items {
            let view = LayoutView()
            if let parent = item.parent {
                views[parent].addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            } else {
                view.frame = CGRect(x: 0, y: 0, width: snapshot.rootWidth ?? 0, height: snapshot.rootHeight ?? 0)
            }
            view.explicitIntrinsicContentSize = CGSize(width: item.intrinsicSize.horizontal ?? LayoutView.noIntrinsicMetric,
                                                       height: item.intrinsicSize.vertical ?? LayoutView.noIntrinsicMetric)
            view.setContentHuggingPriority(LayoutPriority(Float(item.hugging.horizontal)), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(Float(item.hugging.vertical)), for: .vertical)
            view.setContentCompressionResistancePriority(LayoutPriority(Float(item.compressionResistance.horizontal)), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(Float(item.compressionResistance.vertical)), for: .vertical)
            views.append(view)
        }
        var constraints: [LayoutConstraint] = []
        for c in snapshot.constraints {
            let constraint = try LayoutConstraint.checked(
                item: views[c.first.item], attribute: c.first.attribute, relatedBy: c.relation,
                toItem: c.second.map { views[$0.item] }, attribute: c.second?.attribute ?? .notAnAttribute,
                multiplier: c.multiplier, constant: c.constant, priority: LayoutPriority(Float(c.priority)))
            try constraint.activate()
            constraints.append(constraint)
        }
        root = views[0]
        self.views = views
        self.constraints = constraints
    }
}
