/// Something constraints can be made on: a `LayoutView` or a `LayoutGuide`.
public protocol LayoutItem: AnyObject {
    /// The view this item is laid out in: a view's superview, a guide's owning view.
    var parentView: LayoutView? { get }
    /// A name for debug descriptions and reports (SnapKit's `snp.setLabel`).
    var label: String? { get set }
    /// The item's name wherever SnapLayout names it: explanations, pictures, warnings, reports
    /// and constraint descriptions (docs/diagnostics.md, "Naming views"). The name you gave it
    /// (`debugName`, `label` and `snp.setLabel(_:)` set the same name; a view's
    /// `accessibilityIdentifier` when it has none of those), as given; otherwise its type and
    /// address, `LayoutView:0x…`. Setting it sets `label`.
    var debugName: String { get set }
    /// State the DSLs keep on the item.
    var attachments: ItemAttachments { get }
}

extension LayoutItem {
    /// The view whose coordinate space the item lives in for ancestry: a view itself, a guide's owning view.
    var hierarchyNode: LayoutView? { (self as? LayoutView) ?? parentView }

    /// The label, as given, or `ClassName:0x…` (see the requirement).
    public var debugName: String {
        get { label ?? unnamedDebugName }
        set { label = newValue }
    }

    /// `ClassName:0x…`, the name of an item no one named.
    var unnamedDebugName: String {
        // Written out by hand, without `String(describing:)` and a pointer's description (their
        // dynamic casts), the library's own classes named without demangling, and the address
        // written into one buffer: every capture names every item, and this was over half of
        // capturing a small screen.
        LayoutItemNames.addressName(LayoutItemNames.typeName(of: self), UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()))
    }
}

/// How `debugName` spells the type and address of an item no one named.
enum LayoutItemNames {
    /// The unqualified name of `item`'s class: the library's own by a comparison, a subclass's by
    /// `_typeName` (which demangles).
    static func typeName(of item: some LayoutItem) -> String {
        let type = ObjectIdentifier(Swift.type(of: item))
        if type == ObjectIdentifier(LayoutView.self) { return "LayoutView" }
        if type == ObjectIdentifier(LayoutGuide.self) { return "LayoutGuide" }
        if type == ObjectIdentifier(LayoutStackView.self) { return "LayoutStackView" }
        return _typeName(Swift.type(of: item), qualified: false)
    }

    /// `type:0x` and the address as 16 lowercase hexadecimal digits (a pointer's description).
    static func addressName(_ type: String, _ address: UInt) -> String {
        var type = type
        let count = type.utf8.count + 3 + 16
        return type.withUTF8 { prefix in
            String(unsafeUninitializedCapacity: count) { buffer in
                // Through the base address: a checked subscript and a stride per digit cost more
                // than the rest of naming a view.
                let bytes = buffer.baseAddress!
                if let type = prefix.baseAddress { bytes.initialize(from: type, count: prefix.count) }
                var next = bytes + prefix.count
                for byte in ":0x".utf8 { next.initialize(to: byte); next += 1 }
                let digits: StaticString = "0123456789abcdef"
                var shift: UInt = 64
                while shift > 0 {
                    shift -= 4
                    next.initialize(to: digits.utf8Start[Int(truncatingIfNeeded: (address &>> shift) & 0xf)])
                    next += 1
                }
                return count
            }
        }
    }
}

/// What a constraint relates: a `LayoutView` or a `LayoutGuide` (SnapKit's and UIKit's name).
///
/// ```swift
/// let items: [any LayoutConstraintItem] = [card, card.safeAreaLayoutGuide]
/// ```
public typealias LayoutConstraintItem = LayoutItem
