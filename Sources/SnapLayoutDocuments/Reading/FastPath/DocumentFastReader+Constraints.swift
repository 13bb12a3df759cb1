import SnapLayoutModel

extension DocumentFastReader {
    static let constraintKeys: [StaticString] = ["first", "relation", "second", "multiplier", "constant", "priority", "label", "constraint"]

    /// One constraint, a string or an object, kept to be built once every view is known.
    mutating func readConstraint(_ cursor: inout JSONCursor) -> Bool {
        if cursor.peek() == UInt8(ascii: "\"") {
            guard let text = cursor.string(), let parsed = try? ConstraintStringParser.parse(text) else { return false }
            constraints.append((parsed, nil))
            constraintTexts.append(DocumentReader.trimmed(text))
            return true
        }
        var fields = ConstraintFields()
        var seen = KeySet()
        let read = cursor.members { cursor, key in
            guard let code = seen.insert(key, among: Self.constraintKeys, in: cursor) else { return false }
            return fields.read(code, &cursor)
        }
        guard read, let parsed = fields.parsed(seen) else { return false }
        constraints.append((parsed, fields.label))
        constraintTexts.append(fields.wrapped.map(DocumentReader.trimmed))
        return true
    }
}

/// The members of a constraint written as an object, as read.
private struct ConstraintFields {
    var first: String?
    var relation: LayoutRelationSymbol?
    var second: String?
    var multiplier: Double?
    var constant: Double?
    var priority: Double?
    var label: String?
    /// A `{"constraint": "…"}` constraint's text.
    var wrapped: String?

    mutating func read(_ code: Int, _ cursor: inout JSONCursor) -> Bool {
        switch code {
        case 0: first = cursor.string(); return first != nil
        case 1: relation = cursor.string().flatMap(LayoutRelationSymbol.init(rawValue:)); return relation != nil
        case 2: second = cursor.string(); return second != nil
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
    func parsed(_ seen: KeySet) -> ParsedConstraint? {
        if let wrapped {
            // Beside `constraint`, only `label`.
            guard (0...5).allSatisfy({ !seen.contains($0) }) else { return nil }
            return try? ConstraintStringParser.parse(wrapped)
        }
        guard let first, let relation, multiplier == nil || second != nil else { return nil }
        return ParsedConstraint(first: first, relation: relation, second: second, multiplier: multiplier ?? 1,
                                constant: constant ?? 0, priority: priority ?? 1000)
    }
}
