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
///
/// Names are kept as ranges of the bytes and resolved from them (`IDTable`): only what the
/// snapshot keeps (ids, labels, the name) becomes a `String`.
struct DocumentFastReader {
    var name: String?
    var direction = LayoutDirection.leftToRight
    var size: (width: Double?, height: Double?) = (nil, nil)
    var items: [LayoutSnapshot.Item] = []
    /// Each view's parent id, as a range of the bytes.
    var parents: [Range<Int>?] = []
    var ids = IDTable()
    var constraints: [PendingConstraint] = []
    var constraintTexts: [String?] = []

    /// The document in `bytes`, or `nil` when the full reader must read it.
    static func read(_ bytes: [UInt8], defaultName: String) -> LayoutDocument? {
        bytes.withUnsafeBufferPointer { buffer -> LayoutDocument? in
            var cursor = JSONCursor(buffer)
            var reader = DocumentFastReader()
            guard reader.readDocument(&cursor) else { return nil }
            cursor.skipWhitespace()
            guard cursor.isAtEnd else { return nil }
            return reader.document(defaultName: defaultName, bytes: buffer)
        }
    }

    static let documentKeys = KeyList(["name", "layoutDirection", "size", "views", "constraints"])

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
                size = (numbers[0], numbers[1])
                return true
            case 3:
                return cursor.elements { cursor in readView(&cursor) } && !items.isEmpty
            default:
                return cursor.elements { cursor in readConstraint(&cursor) }
            }
        } && seen.contains(3)
    }

    /// The snapshot, once every view and constraint is read: parents linked and constraints
    /// built with the full reader's checks.
    private mutating func document(defaultName: String, bytes: UnsafeBufferPointer<UInt8>) -> LayoutDocument? {
        guard linkParents(bytes) else { return nil }
        var built: [LayoutSnapshot.Constraint] = []
        built.reserveCapacity(constraints.count)
        for pending in constraints {
            guard let constraint = pending.constraint(items: items, ids: ids, bytes: bytes) else { return nil }
            built.append(constraint)
        }
        let snapshot = LayoutSnapshot(items: items, constraints: built, rootWidth: size.width, rootHeight: size.height)
        return LayoutDocument(name: name ?? defaultName, snapshot: snapshot, constraintTexts: constraintTexts)
    }

    /// Links each view to its parent, as `DocumentReader.linkParents` does: exactly one root,
    /// every parent a view of the document other than itself, and no loop of parents.
    private mutating func linkParents(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var root: Int?
        for (index, parent) in parents.enumerated() {
            guard let parent else {
                guard root == nil else { return false }
                root = index
                continue
            }
            guard let parentIndex = ids.index(of: UnsafeBufferPointer(rebasing: bytes[parent]), in: bytes),
                  parentIndex != index, items[parentIndex].kind == .view else { return false }
            items[index].parent = parentIndex
        }
        guard let root else { return false }
        return (try? DocumentReader.checkParentsReachRoot(items, root: root)) != nil
    }
}
