/// Something constraints can be made on: a `LayoutView` or a `LayoutGuide`.
public protocol LayoutItem: AnyObject {
    /// The view this item is laid out in: a view's superview, a guide's owning view.
    var parentView: LayoutView? { get }
    /// A name for debug descriptions and reports (SnapKit's `snp.setLabel`).
    var label: String? { get set }
    /// State the DSLs keep on the item.
    var attachments: ItemAttachments { get }
}

extension LayoutItem {
    /// The view whose coordinate space the item lives in for ancestry: a view itself, a guide's owning view.
    var hierarchyNode: LayoutView? { (self as? LayoutView) ?? parentView }

    /// `ClassName:label` or `ClassName:0x…`, as SnapKit's descriptions print items.
    public var debugName: String {
        let type = String(describing: Swift.type(of: self))
        if let label { return "\(type):\(label)" }
        return "\(type):\(Unmanaged.passUnretained(self).toOpaque())"
    }
}

/// What a constraint relates: a `LayoutView` or a `LayoutGuide` (SnapKit's and UIKit's name).
///
/// ```swift
/// let items: [any LayoutConstraintItem] = [card, card.safeAreaLayoutGuide]
/// ```
public typealias LayoutConstraintItem = LayoutItem
