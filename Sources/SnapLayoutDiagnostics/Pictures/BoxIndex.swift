import SnapLayoutModel

/// Rectangles found by the cells of a grid they cover, so that the ones a label's box overlaps are
/// looked for among those in its cells rather than among all: placing a label for every item of a
/// 10 000-view stack against every other item was 10⁸ tests. Overlap is `SVGRenderer.overlaps`
/// exactly (strict: touching edges do not count), so the answers are the same.
///
/// Equal rectangles share one entry (a deep chain of nested views of no size puts every view at
/// one point): a test against them is one overlap test, then their owners until one counts.
struct BoxIndex {
    /// A grid cell: the rectangle `[x·size, (x+1)·size) × [y·size, (y+1)·size)`.
    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    /// A rectangle and the owners that have exactly it, in the order inserted.
    private struct Entry {
        var box: LayoutSnapshot.Rect
        var owners: [Int]
    }

    /// Rectangles spanning more cells than this along either side (the root, a long stack), or
    /// whose numbers are not finite or too large for a cell, are tested against every query.
    static let cellSpanLimit = 64

    private let size: Double
    private var entries: [Entry] = []
    private var entryOf: [LayoutSnapshot.Rect: Int] = [:]
    private var cells: [Cell: [Int]] = [:]
    private var everywhere: [Int] = []

    /// An empty index whose cells are `size` points square (at least 1).
    init(cellSize size: Double) {
        self.size = size.isFinite ? max(1, size) : 1
    }

    /// Adds `box`, owned by `owner`.
    mutating func insert(_ box: LayoutSnapshot.Rect, owner: Int) {
        if let entry = entryOf[box] {
            entries[entry].owners.append(owner)
            return
        }
        let entry = entries.count
        entries.append(Entry(box: box, owners: [owner]))
        entryOf[box] = entry
        guard let (columns, rows) = span(of: box) else {
            everywhere.append(entry)
            return
        }
        for x in columns { for y in rows { cells[Cell(x: x, y: y), default: []].append(entry) } }
    }

    /// Whether a rectangle in the index overlaps `box` and has an owner that `counts`.
    func overlaps(_ box: LayoutSnapshot.Rect, counting counts: (Int) -> Bool) -> Bool {
        func hit(_ entry: Int) -> Bool {
            // Owners from the last inserted: in tree order, descendants before ancestors.
            SVGRenderer.overlaps(box, entries[entry].box) && entries[entry].owners.reversed().contains(where: counts)
        }
        if everywhere.contains(where: hit) { return true }
        guard let (columns, rows) = span(of: box) else { return entries.indices.contains(where: hit) }
        for x in columns {
            for y in rows {
                if let found = cells[Cell(x: x, y: y)], found.contains(where: hit) { return true }
            }
        }
        return false
    }

    /// The cells `box` covers, edges included; `nil` when it is too large or not finite.
    private func span(of box: LayoutSnapshot.Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        let low = (x: min(box.x, box.x + box.width) / size, y: min(box.y, box.y + box.height) / size)
        let high = (x: max(box.x, box.x + box.width) / size, y: max(box.y, box.y + box.height) / size)
        let limit = Double(Int32.max)
        guard [low.x, low.y, high.x, high.y].allSatisfy({ $0.isFinite && abs($0) < limit }) else { return nil }
        let columns = Int(low.x.rounded(.down))...Int(high.x.rounded(.down))
        let rows = Int(low.y.rounded(.down))...Int(high.y.rounded(.down))
        guard columns.count <= Self.cellSpanLimit, rows.count <= Self.cellSpanLimit else { return nil }
        return (columns, rows)
    }
}
