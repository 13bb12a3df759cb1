import SnapLayoutModel

/// Reads a document straight from its bytes into a snapshot, in one pass, without the JSON tree
/// `DocumentReader` walks: the small-document batch spent a third of its time building and
/// walking that tree.
///
/// It reads only documents of the common shape (contract v1 without stacks; strings without
/// escapes; `views` and `constraints` as arrays) and declines (`nil`) anything else, valid or
/// not, the moment it sees it: the full reader then reads the document again and accepts it or
/// reports the exact error. Every check of the full reader is made here too, so what this reader
/// accepts the full one accepts, with the same snapshot (`DocumentFastReaderTests` compare the two
/// on the corpus and on thousands of damaged documents).
struct DocumentFastReader {
    var name: String?
    var direction = LayoutDirection.leftToRight
    var size: [Double?] = [nil, nil]
    var items: [LayoutSnapshot.Item] = []
    var parents: [String?] = []
    var ids: [String: Int] = [:]
    var constraints: [(parsed: ParsedConstraint, label: String?)] = []
    var constraintTexts: [String?] = []

    /// The document in `bytes`, or `nil` when the full reader must read it.
    static func read(_ bytes: [UInt8], defaultName: String) -> LayoutDocument? {
        bytes.withUnsafeBufferPointer { buffer -> LayoutDocument? in
            var cursor = JSONCursor(buffer)
            var reader = DocumentFastReader()
            guard reader.readDocument(&cursor) else { return nil }
            cursor.skipWhitespace()
            guard cursor.isAtEnd else { return nil }
            return reader.document(defaultName: defaultName)
        }
    }

    static let documentKeys: [StaticString] = ["name", "layoutDirection", "size", "views", "constraints"]

    private mutating func readDocument(_ cursor: inout JSONCursor) -> Bool {
        var seen = KeySet()
        return cursor.members { cursor, key in
            guard let code = seen.insert(key, among: Self.documentKeys, in: cursor) else { return false }
            switch code {
            case 0:
                name = cursor.string()
                return name != nil
            case 1:
                // Views take the direction as they are read: it must come first.
                guard items.isEmpty, let text = cursor.string(), let parsed = LayoutDirection(rawValue: text) else { return false }
                direction = parsed
                return true
            case 2:
                guard let numbers = Self.numbers(&cursor, count: 2, nullable: true, nonNegative: true) else { return false }
                size = numbers
                return true
            case 3:
                return cursor.elements { cursor in readView(&cursor) } && !items.isEmpty
            default:
                return cursor.elements { cursor in readConstraint(&cursor) }
            }
        } && seen.contains(3)
    }

    /// The snapshot, once every view and constraint is read: parents linked and constraints
    /// checked by the full reader's own code.
    private func document(defaultName: String) -> LayoutDocument? {
        var reader = DocumentReader(items: items, ids: ids)
        var built: [LayoutSnapshot.Constraint] = []
        built.reserveCapacity(constraints.count)
        do throws(ReadError) {
            try reader.linkParents(parents)
            for (parsed, label) in constraints { built.append(try reader.constraint(from: parsed, label: label)) }
        } catch {
            return nil
        }
        let snapshot = LayoutSnapshot(items: reader.items, constraints: built, rootWidth: size[0], rootHeight: size[1])
        return LayoutDocument(name: name ?? defaultName, snapshot: snapshot, constraintTexts: constraintTexts)
    }

    // MARK: numbers

    /// A number as `DocumentReader.number` accepts it: finite and within the documents' limit.
    static func number(_ cursor: inout JSONCursor) -> Double? {
        guard let value = cursor.number(), value.isFinite, abs(value) <= DocumentNumber.limit else { return nil }
        return value
    }

    /// An array of exactly `count` numbers (or nulls, when `nullable`), as `DocumentReader.numbers`.
    static func numbers(_ cursor: inout JSONCursor, count: Int, nullable: Bool, nonNegative: Bool = false) -> [Double?]? {
        var values: [Double?] = []
        values.reserveCapacity(count)
        let read = cursor.elements { cursor in
            if nullable, cursor.take(word: "null") {
                values.append(nil)
                return values.count <= count
            }
            guard let value = number(&cursor), !(nonNegative && value < 0) else { return false }
            values.append(value)
            return values.count <= count
        }
        return read && values.count == count ? values : nil
    }

    /// Priorities as `DocumentReader.priorities` accepts them: two numbers in (0, 1000].
    static func priorities(_ cursor: inout JSONCursor) -> LayoutSnapshot.AxisPair<Double>? {
        guard let values = numbers(&cursor, count: 2, nullable: false),
              values.allSatisfy({ $0! > 0 && $0! <= 1000 }) else { return nil }
        return .init(values[0]!, values[1]!)
    }

    /// Insets as `DocumentReader.insets` reads them.
    static func insets(_ cursor: inout JSONCursor) -> LayoutSnapshot.Insets? {
        guard let v = numbers(&cursor, count: 4, nullable: false) else { return nil }
        return LayoutSnapshot.Insets(top: v[0]!, left: v[1]!, bottom: v[2]!, right: v[3]!)
    }
}

/// The keys of one object read so far, by their index in the object's list of keys.
struct KeySet {
    private var bits: UInt32 = 0

    /// The index of `key` in `keys`, recorded; `nil` for a key not in the list or seen before.
    mutating func insert(_ key: Range<Int>, among keys: [StaticString], in cursor: JSONCursor) -> Int? {
        guard let code = keys.firstIndex(where: { cursor.range(key, is: $0) }), bits & (1 << code) == 0 else { return nil }
        bits |= 1 << code
        return code
    }

    func contains(_ code: Int) -> Bool { bits & (1 << code) != 0 }
}
