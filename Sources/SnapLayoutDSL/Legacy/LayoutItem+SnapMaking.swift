import SnapLayoutModel

// Snap 0.9 / Snappy and SnapKit ≤ 0.22 made constraints with `snp_`-prefixed methods on the view
// (Masonry's `mas_` swapped for `snp_`, so both could live in one project). Code of that era keeps
// compiling against these; each forwards to the `snp` DSL, so the behaviour is today's.
// They live on `LayoutItem` so that guides, which Snap never had, accept them as `guide.snp` does.

extension LayoutItem {
    /// Snap's entry point, for code written before `view.snp` existed.
    ///
    /// ```swift
    /// view.snp_makeConstraints { make in make.edges.equalTo(superview) }
    /// ```
    @available(*, deprecated, message: "Use snp.makeConstraints { make in ... } instead.")
    public func snp_makeConstraints(_ block: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: self, closure: block)
    }

    /// The name Snap's README gives its `snp_make` Xcode snippet, which itself expands to
    /// `snp_makeConstraints`; no Snap release defined it, but the README's readers typed it.
    ///
    /// ```swift
    /// view.snp_addConstraints { make in make.edges.equalTo(superview) }
    /// ```
    @available(*, deprecated, message: "Use snp.makeConstraints { make in ... } instead.")
    public func snp_addConstraints(_ block: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: self, closure: block)
    }

    /// Snap's remake: removes what the maker made on this item, then makes the closure's.
    ///
    /// ```swift
    /// view.snp_remakeConstraints { make in make.center.equalTo(superview) }
    /// ```
    @available(*, deprecated, message: "Use snp.remakeConstraints { make in ... } instead.")
    public func snp_remakeConstraints(_ block: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: self, closure: block)
    }

    /// Snap's update: rewrites the constants of matching constraints, installs the others (as Snap did).
    ///
    /// ```swift
    /// view.snp_updateConstraints { make in make.top.equalTo(superview).offset(40) }
    /// ```
    @available(*, deprecated, message: "Use snp.updateConstraints { make in ... } instead.")
    public func snp_updateConstraints(_ block: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: self, closure: block)
    }

    /// Snap's removal of every constraint the maker made on this item.
    ///
    /// ```swift
    /// view.snp_removeConstraints()
    /// ```
    @available(*, deprecated, message: "Use snp.removeConstraints() instead.")
    public func snp_removeConstraints() {
        ConstraintMaker.removeConstraints(item: self)
    }

    /// SnapKit 0.x's prepare: the constraints, made but not activated.
    ///
    /// ```swift
    /// let compact = view.snp_prepareConstraints { make in make.height.equalTo(44) }
    /// ```
    @available(*, deprecated, message: "Use snp.prepareConstraints { make in ... } instead.")
    @discardableResult
    public func snp_prepareConstraints(_ block: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: self, closure: block)
    }
}
