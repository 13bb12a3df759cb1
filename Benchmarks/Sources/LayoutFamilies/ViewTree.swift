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

    /// Builds the views and activates the constraints of `snapshot` (views only: no added guides,
    /// stacks or autoresizing items; anchors on a view's margins or safe-area guide are kept).
    public init(_ snapshot: LayoutSnapshot) throws {
        var views: [LayoutView] = []
        for item in snapshot.items {
            let view = LayoutView()
            if let parent = item.parent {
                views[parent].addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
                view.frame = CGRect(x: item.frame.x, y: item.frame.y, width: item.frame.width, height: item.frame.height)
            } else {
                view.frame = CGRect(x: 0, y: 0, width: snapshot.rootWidth ?? 0, height: snapshot.rootHeight ?? 0)
            }
            ViewTree.apply(item, to: view)
            views.append(view)
        }
        func item(_ anchor: LayoutSnapshot.Anchor) -> any LayoutItem {
            switch anchor.guide {
            case .margins: views[anchor.item].layoutMarginsGuide
            case .safeArea: views[anchor.item].safeAreaLayoutGuide
            case nil: views[anchor.item]
            case .topLayoutGuide, .bottomLayoutGuide: fatalError("ViewTree: controller guides are not built")
            }
        }
        var constraints: [LayoutConstraint] = []
        for c in snapshot.constraints {
            let constraint = try LayoutConstraint.checked(
                item: item(c.first), attribute: c.first.attribute, relatedBy: c.relation,
                toItem: c.second.map(item), attribute: c.second?.attribute ?? .notAnAttribute,
                multiplier: c.multiplier, constant: c.constant, priority: LayoutPriority(Float(c.priority)))
            try constraint.activate()
            constraints.append(constraint)
        }
        root = views[0]
        self.views = views
        self.constraints = constraints
    }

    /// Gives `view` the item's sizes, priorities, insets and baselines.
    private static func apply(_ item: LayoutSnapshot.Item, to view: LayoutView) {
        func insets(_ i: LayoutSnapshot.Insets) -> EdgeInsets {
            EdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        }
        view.explicitIntrinsicContentSize = CGSize(width: item.intrinsicSize.horizontal ?? LayoutView.noIntrinsicMetric,
                                                   height: item.intrinsicSize.vertical ?? LayoutView.noIntrinsicMetric)
        view.setContentHuggingPriority(LayoutPriority(Float(item.hugging.horizontal)), for: .horizontal)
        view.setContentHuggingPriority(LayoutPriority(Float(item.hugging.vertical)), for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(Float(item.compressionResistance.horizontal)), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(Float(item.compressionResistance.vertical)), for: .vertical)
        view.layoutMargins = insets(item.margins)
        view.safeAreaInsets = insets(item.safeArea)
        view.insetsLayoutMarginsFromSafeArea = item.insetsMarginsFromSafeArea
        view.alignmentRectInsets = insets(item.alignmentInsets)
        view.firstBaselineOffsetFromTop = item.firstBaseline.map { CGFloat($0) }
        view.lastBaselineOffsetFromBottom = item.lastBaseline.map { CGFloat($0) }
    }
}
