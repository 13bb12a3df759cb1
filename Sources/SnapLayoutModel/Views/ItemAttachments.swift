/// State that a front end (a DSL) keeps on an item: one object per attachment type, created on
/// first use. It lets the DSLs remember what they made on a view or guide without global tables.
public protocol LayoutItemAttachment: AnyObject {
    /// Creates the empty attachment.
    init()
}

/// The attachments of one item, keyed by type.
public final class ItemAttachments {
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    init() {}

    /// The item's attachment of type `T`, created on first use.
    public subscript<T: LayoutItemAttachment>(type: T.Type) -> T {
        if let existing = storage[ObjectIdentifier(type)] as? T { return existing }
        let created = T()
        storage[ObjectIdentifier(type)] = created
        return created
    }

    /// The attachment of type `T` if one was created.
    public func existing<T: LayoutItemAttachment>(_ type: T.Type) -> T? {
        storage[ObjectIdentifier(type)] as? T
    }
}
