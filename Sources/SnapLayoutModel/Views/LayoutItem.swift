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
        // `_typeName` and the address written out by hand give the same text as
        // `String(describing:)` and a pointer's description, without their dynamic casts: every
        // capture names every item, a tenth of a small screen's first layout.
        let type = _typeName(Swift.type(of: self), qualified: false)
        if let label { return "\(type):\(label)" }
        let digits = String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16)
        return type + ":0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

/// What a constraint relates: a `LayoutView` or a `LayoutGuide` (SnapKit's and UIKit's name).
///
/// ```swift
/// let items: [any LayoutConstraintItem] = [card, card.safeAreaLayoutGuide]
/// ```
public typealias LayoutConstraintItem = LayoutItem
