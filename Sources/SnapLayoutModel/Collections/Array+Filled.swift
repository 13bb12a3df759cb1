extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them.
    ///
    /// `Array(repeating:count:)` allocates through a generic path of the standard library that
    /// looks up the storage's type at run time, about twice the cost of the allocation itself:
    /// on the small systems of a batch of documents, where dozens of such lists are made per
    /// document, that was a twentieth of the solve. Copying a `repeatElement` collection takes
    /// the specialised path.
    @inlinable
    package init(filled value: Element, count: Int) {
        self.init(repeatElement(value, count: count))
    }
}
