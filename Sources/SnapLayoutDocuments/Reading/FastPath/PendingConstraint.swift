import SnapLayoutModel

/// A constraint as `DocumentFastReader` read it, built once every view is known (a document may
/// list its constraints before its views).
struct PendingConstraint {
    /// Where an anchor's text is: in the document's bytes (an object's `first` or `second`), or
    /// in a string constraint parsed into `String`s.
    enum AnchorText {
        case bytes(Range<Int>)
        case text(String)
    }

    var first: AnchorText
    var second: AnchorText?
    var terms: ConstraintTerms
    var label: String?

    init(first: AnchorText, second: AnchorText?, terms: ConstraintTerms, label: String?) {
        self.first = first
        self.second = second
        self.terms = terms
        self.label = label
    }

    /// A constraint parsed from its string.
    init(_ parsed: ParsedConstraint, label: String?) {
        self.init(first: .text(parsed.first), second: parsed.second.map(AnchorText.text), terms: parsed.terms, label: label)
    }

    /// The constraint, or `nil` where `DocumentReader.constraint(from:label:)` reports an error.
    func constraint(items: [LayoutSnapshot.Item], ids: IDTable, bytes: UnsafeBufferPointer<UInt8>) -> LayoutSnapshot.Constraint? {
        let resolver = AnchorResolver(items: items, ids: ids, bytes: bytes)
        guard let first = resolver.anchor(first) else { return nil }
        var secondAnchor: LayoutSnapshot.Anchor?
        if let second {
            guard let anchor = resolver.anchor(second) else { return nil }
            secondAnchor = anchor
        }
        // The texts only word an error, and an error here declines the document.
        return try? DocumentReader.constraint(first: first, second: secondAnchor, terms, label: label, items: items,
                                              firstText: "", secondText: "")
    }
}
