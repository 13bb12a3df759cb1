import SnapLayoutModel

extension LayoutGuide {
    /// The constraints installed on the owning view whose first item is this guide, as
    /// EasyPeasy's `UILayoutGuide.constraints`: what `guide.easy.layout(…)` made for it, its
    /// width and height included (a guide's constraints live on its owning view). Empty when the
    /// guide belongs to no view.
    ///
    /// ```swift
    /// view.addLayoutGuide(guide); guide.easy.layout(Width(100))
    /// guide.constraints.count   // 1
    /// ```
    public var constraints: [LayoutConstraint] {
        owningView?.constraints.filter { $0.firstItem === self } ?? []
    }
}
