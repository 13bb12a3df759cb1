/// What a capture finds a constraint's item by, fixed when the constraint is made: the item, or
/// for a built-in guide (margins, safe area) its owning view and which guide.
///
/// Reading a constraint's items through their weak references retained and released each one on
/// the runtime's slow side-table path, twice per constraint per capture (a twentieth of capturing a
/// screen). The key holds the item unretained: a capture reads it only for an installed
/// constraint, whose items are alive (removing a view or guide deactivates the constraints that
/// refer to it).
struct CapturedItemKey {
    /// The item, or a built-in guide's owning view, as what it is; `nil` for an item of another
    /// type, which no capture lists.
    let object: CapturedLayout.Object?
    /// The built-in guide, or `nil` for a view or an added guide.
    let guide: LayoutSnapshot.ImplicitGuide?

    /// The key of `item` now. A built-in guide's owner is fixed when the guide is made.
    init(_ item: any LayoutItem) {
        if let guide = item as? LayoutGuide {
            if let implicit = guide.implicitGuide, let owner = guide.owningView {
                object = .view(Unmanaged.passUnretained(owner))
                self.guide = implicit
            } else {
                object = .guide(Unmanaged.passUnretained(guide))
                self.guide = nil
            }
        } else {
            object = (item as? LayoutView).map { .view(Unmanaged.passUnretained($0)) }
            guide = nil
        }
    }
}
