import SnapLayoutModel

/// UIKit's `NSLayoutConstraint`: `NSLayoutConstraint.activate([...])` and
/// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` compile as written.
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's `UILayoutPriority`, with its `.required`, `.defaultHigh`, `.defaultLow` and
/// `.fittingSizeLevel`, and its arithmetic with `Float` (`.defaultHigh + 1`).
public typealias UILayoutPriority = LayoutPriority

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute` (`.top`, `.leading`, `.notAnAttribute`, ...), with
    /// UIKit's raw values, for code that spells the nested name.
    public typealias Attribute = LayoutAttribute

    /// UIKit's `NSLayoutConstraint.Relation` (`.equal`, `.lessThanOrEqual`, `.greaterThanOrEqual`).
    public typealias Relation = LayoutRelation

    /// UIKit's `NSLayoutConstraint.Axis`, the axis of hugging and compression resistance
    /// (`setContentHuggingPriority(_:for: .horizontal)`).
    public typealias Axis = LayoutAxis
}
