import SnapLayoutModel

/// Checked forms of the maker calls, for code that must know about misuse SnapKit traps on (no
/// superview, no common ancestor, an update that matches nothing, mismatched composites, a
/// constraint UIKit refuses): each makes no change and throws every warning instead.
///
/// ```swift
/// do {
///     try badge.snp.makeConstraintsChecked { make in make.center.equalToSuperview() }
/// } catch {
///     print(error.warnings.map(\.kind))   // [missingSuperview]
/// }
/// ```
extension ConstraintMakerDSL {
    /// The constraints the closure describes, made but not activated; throws if making them raised
    /// a warning.
    ///
    /// ```swift
    /// let compact = try view.snp.prepareConstraintsChecked { make in make.height.equalTo(44) }
    /// ```
    public func prepareConstraintsChecked(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintMakerError) -> [Constraint] {
        try ConstraintMaker.prepareConstraintsChecked(item: layoutItem, closure: closure)
    }

    /// Makes and activates the closure's constraints, or throws and activates none: for code that
    /// builds layouts from data and must not leave half a layout behind.
    ///
    /// ```swift
    /// try view.snp.makeConstraintsChecked { make in make.edges.equalToSuperview() }
    /// ```
    public func makeConstraintsChecked(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintMakerError) {
        try ConstraintMaker.makeConstraintsChecked(item: layoutItem, closure: closure)
    }

    /// Replaces the item's maker constraints with the closure's, or throws and keeps the old ones,
    /// so a failed remake leaves the screen as it was.
    ///
    /// ```swift
    /// try view.snp.remakeConstraintsChecked { make in make.center.equalToSuperview() }
    /// ```
    public func remakeConstraintsChecked(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintMakerError) {
        try ConstraintMaker.remakeConstraintsChecked(item: layoutItem, closure: closure)
    }

    /// Updates the constants of matching constraints, or throws (naming each constraint that
    /// matched nothing) and changes none.
    ///
    /// ```swift
    /// try view.snp.updateConstraintsChecked { make in make.top.equalToSuperview().offset(40) }
    /// ```
    public func updateConstraintsChecked(_ closure: (_ make: ConstraintMaker) -> Void) throws(ConstraintMakerError) {
        try ConstraintMaker.updateConstraintsChecked(item: layoutItem, closure: closure)
    }
}
