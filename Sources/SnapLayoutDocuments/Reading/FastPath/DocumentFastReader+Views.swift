import SnapLayoutModel

extension DocumentFastReader {
    static let viewKeys = KeyList(["id", "parent", "kind", "frame", "intrinsicSize", "hugging", "compressionResistance",
                                   "margins", "safeArea", "insetsMarginsFromSafeArea", "baseline", "alignmentInsets"])
    /// `intrinsicSize`, `margins`, `safeArea`, `baseline`, `alignmentInsets`: what a guide has not.
    static let guideForbiddenCodes = [4, 7, 8, 10, 11]

    /// One view, appended to `items` with its parent's id in `parents`.
    mutating func readView(_ cursor: inout JSONCursor) -> Bool {
        var item = LayoutSnapshot.Item(id: "", parent: nil, layoutDirection: direction)
        var id: Range<Int>?
        var parent: Range<Int>?
        var seen = KeySet()
        let read = cursor.members { cursor, key in
            guard let code = seen.insert(key, among: Self.viewKeys, in: cursor) else { return false }
            switch code {
            case 0: id = cursor.stringRange(); return id != nil
            case 1: parent = cursor.stringRange(); return parent != nil
            case 2: return Self.readKind(&cursor, into: &item)
            default: return Self.readGeometry(code, &cursor, into: &item)
            }
        }
        guard read, let id, !id.isEmpty, cursor.bytes[id].allSatisfy(DocumentReader.isIDByte) else { return false }
        if item.kind == .guide, Self.guideForbiddenCodes.contains(where: seen.contains) { return false }
        guard ids.insert(id, in: cursor.bytes) else { return false }
        item.id = String(decoding: UnsafeBufferPointer(rebasing: cursor.bytes[id]), as: UTF8.self)
        items.append(item)
        parents.append(parent)
        return true
    }

    /// `kind`: a view or a guide (a stack is left to the full reader).
    private static func readKind(_ cursor: inout JSONCursor, into item: inout LayoutSnapshot.Item) -> Bool {
        guard let range = cursor.stringRange() else { return false }
        if cursor.range(range, is: "view") { item.kind = .view; return true }
        if cursor.range(range, is: "guide") { item.kind = .guide; return true }
        return false
    }

    /// The keys after `kind`, as `DocumentReader.readGeometry` reads them.
    private static func readGeometry(_ code: Int, _ cursor: inout JSONCursor, into item: inout LayoutSnapshot.Item) -> Bool {
        switch code {
        case 3:
            guard let f = numbers(&cursor, count: 4, nullable: false), f[2]! >= 0, f[3]! >= 0 else { return false }
            item.frame = .init(x: f[0]!, y: f[1]!, width: f[2]!, height: f[3]!)
        case 4:
            guard let s = numbers(&cursor, count: 2, nullable: true, nonNegative: true) else { return false }
            item.intrinsicSize = .init(s[0], s[1])
        case 5:
            guard let p = priorities(&cursor) else { return false }
            item.hugging = p
        case 6:
            guard let p = priorities(&cursor) else { return false }
            item.compressionResistance = p
        case 7:
            guard let insets = insets(&cursor) else { return false }
            item.margins = insets
        case 8:
            guard let insets = insets(&cursor) else { return false }
            item.safeArea = insets
        case 9:
            guard let flag = cursor.bool() else { return false }
            item.insetsMarginsFromSafeArea = flag
        case 10:
            guard let b = numbers(&cursor, count: 2, nullable: true) else { return false }
            item.firstBaseline = b[0]
            item.lastBaseline = b[1]
        default:
            guard let insets = insets(&cursor) else { return false }
            item.alignmentInsets = insets
        }
        return true
    }
}
