import SnapLayoutModel

// Snap's semantic fillers, `make.top.equalTo(x).with.offset(5)` and
// `make.left.right.and.bottom.equalTo(superview)`: words that read well and do nothing.
// SnapKit 3 dropped them; code of the Snap era is full of them.

extension ConstraintMakerExtendable {
    /// Reads as English before the relation (`make.top.with.equalTo(x)`); changes nothing.
    ///
    /// ```swift
    /// make.top.with.equalTo(header)   // today: make.top.equalTo(header)
    /// ```
    @available(*, deprecated, message: "`with` is a filler that does nothing; remove it.")
    public var with: Self { self }

    /// Joins attributes as English does (`make.left.right.and.bottom`); changes nothing.
    ///
    /// ```swift
    /// make.left.right.and.bottom.equalToSuperview()
    /// ```
    @available(*, deprecated, message: "`and` is a filler that does nothing; chain the attributes directly (make.left.right.bottom).")
    public var and: Self { self }
}

extension ConstraintMakerFinalizable {
    /// Reads as English after the relation (`.with.offset(5)`, `.with.priorityLow()`); changes nothing.
    ///
    /// ```swift
    /// make.top.equalTo(header).with.offset(5)
    /// ```
    @available(*, deprecated, message: "`with` is a filler that does nothing; remove it.")
    public var with: Self { self }

    /// `and` only joins attributes, so after the relation it has nothing to join. SnapKit 0.x
    /// stopped with a fatal error here ("And is semantic only and can only be used before a
    /// relation is set."); a layout should not crash over a filler word, so this reports the
    /// misuse and the chain goes on unchanged.
    ///
    /// ```swift
    /// make.top.equalTo(header).and.offset(5)   // reported: `and` belongs before the relation
    /// ```
    @available(*, deprecated, message: "`and` does nothing, and after a relation it is a mistake; remove it.")
    public var and: Self {
        DSLReport.write(.misplacedWord, "`and` is semantic only and belongs before the relation; after the relation on \(description.item.debugName) it was ignored")
        return self
    }
}
