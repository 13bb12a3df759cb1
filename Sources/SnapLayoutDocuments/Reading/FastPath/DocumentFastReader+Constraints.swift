import SnapLayoutModel

extension DocumentFastReader {
    static let constraintKeys = KeyList(["first", "relation", "second", "multiplier", "constant", "priority", "label", "constraint"])

    /// One constraint, a string or an object, kept to be built once every view is known.
    mutating func readConstraint(_ cursor: inout JSONCursor) -> Bool {
        if cursor.peek() == UInt8(ascii: "\"") {
            guard let text = cursor.string(), let parsed = try? ConstraintStringParser.parse(text) else { return false }
            constraints.append(PendingConstraint(parsed, label: nil))
            constraintTexts.append(DocumentReader.trimmed(text))
            return true
        }
        var fields = ConstraintFields()
        var seen = KeySet()
        let read = cursor.members { cursor, key in
            guard let code = seen.insert(key, among: Self.constraintKeys, in: cursor) else { return false }
            return fields.read(code, &cursor)
        }
        guard read, let pending = fields.pending(seen) else { return false }
        constraints.append(pending)
        constraintTexts.append(fields.wrapped.map(DocumentReader.trimmed))
        return true
    }
}

/// The members of a constraint written as an object, as read: anchors as ranges of the bytes.
private struct ConstraintFields {
    var first: Range<Int>?
    var relation: LayoutRelationSymbol?
    var second: Range<Int>?
    var multiplier: Double?
    var constant: Double?
    var priority: Double?
    var label: String?
    /// A `{"constraint": "…"}` constraint's text.
    var wrapped: String?

    mutating func read(_ code: Int, _ cursor: inout JSONCursor) -> Bool {
        switch code {
        case 0: first = cursor.stringRange(); return first != nil
        case 1: relation = Self.relation(&cursor); return relation != nil
        case 2: second = cursor.stringRange(); return second != nil
        case 3: multiplier = DocumentFastReader.number(&cursor); return multiplier != nil
        case 4: constant = DocumentFastReader.number(&cursor); return constant != nil
        case 5: return readPriority(&cursor)
        case 6:
            if cursor.take(word: "null") { return true }
            label = cursor.string()
            return label != nil
        default: wrapped = cursor.string(); return wrapped != nil
        }
    }

    /// `==`, `<=` or `>=`.
    private static func relation(_ cursor: inout JSONCursor) -> LayoutRelationSymbol? {
        guard let range = cursor.stringRange() else { return nil }
        if cursor.range(range, is: "==") { return .equal }
        if cursor.range(range, is: "<=") { return .lessThanOrEqual }
        if cursor.range(range, is: ">=") { return .greaterThanOrEqual }
        return nil
    }

    /// A named priority or a number in (0, 1000].
    private mutating func readPriority(_ cursor: inout JSONCursor) -> Bool {
        if cursor.peek() == UInt8(ascii: "\"") {
            priority = cursor.string().flatMap { DocumentPriority.named[$0] }
        } else {
            priority = DocumentFastReader.number(&cursor).flatMap { $0 > 0 && $0 <= 1000 ? $0 : nil }
        }
        return priority != nil
    }

    /// The constraint, when its members make one as `DocumentReader.readConstraint` requires.
    func pending(_ seen: KeySet) -> PendingConstraint? {
        if let wrapped {
            // Beside `constraint`, only `label`.
            guard (0...5).allSatisfy({ !seen.contains($0) }), let parsed = try? ConstraintStringParser.parse(wrapped) else { return nil }
            return PendingConstraint(parsed, label: label)
        }
        guard let first, let relation, multiplier == nil || second != nil else { return nil }
        let terms = ConstraintTerms(relation: relation, multiplier: multiplier ?? 1, constant: constant ?? 0, priority: priority ?? 1000)
        return PendingConstraint(first: .bytes(first), second: second.map(PendingConstraint.AnchorText.bytes), terms: terms, label: label)
    }
}
