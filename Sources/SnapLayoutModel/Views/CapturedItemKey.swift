/// What a capture finds a constraint's item by, fixed when the constraint is made: the item's
/// identity, or for a built-in guide (margins, safe area) its owning view's identity and which guide.
///
/// Reading a constraint's items through their weak references retained and released each one on
/// the runtime's slow side-table path, twice per constraint per capture (a twentieth of capturing a
/// screen). The identity is never dereferenced, only compared with the captured items' own, which
/// are alive for the whole capture; and an installed constraint's items are alive too (removing a
/// view or guide deactivates the constraints that refer to it), so an identity cannot have been
/// reused by another item.
struct CapturedItemKey {
    /// The item's identity, or a built-in guide's owning view's.
    let object: ObjectIdentifier
    /// The built-in guide, or `nil` for a view or an added guide.
    let guide: LayoutSnapshot.ImplicitGuide?

    /// The key of `item` now. A built-in guide's owner is fixed when the guide is made.
    init(_ item: any LayoutItem) {
        if let guide = item as? LayoutGuide, let implicit = guide.implicitGuide, let owner = guide.owningView {
            object = ObjectIdentifier(owner)
            self.guide = implicit
        } else {
            object = ObjectIdentifier(item)
            guide = nil
        }
    }
}
