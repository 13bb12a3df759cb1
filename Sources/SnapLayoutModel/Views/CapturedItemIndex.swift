/// Each captured item's snapshot index, found by the item's identity.
///
/// A sorted array searched by halves, not a dictionary: a capture looks two items up per
/// constraint, and hashing an identity cost several times the half-dozen comparisons a screen's
/// items need (a tenth of capturing a 50-view screen).
struct CapturedItemIndex {
    private struct Entry {
        var item: ObjectIdentifier
        var index: Int
    }

    private var entries: [Entry]

    /// The index of `items`, each at its position.
    init(_ items: [any LayoutItem]) {
        entries = items.indices.map { Entry(item: ObjectIdentifier(items[$0]), index: $0) }
        entries.sort { $0.item < $1.item }
    }

    /// The snapshot index of `item`; `nil` when it was not captured.
    subscript(item: AnyObject) -> Int? { self[ObjectIdentifier(item)] }

    /// The snapshot index of the item with identity `key`; `nil` when it was not captured.
    subscript(key: ObjectIdentifier) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].item < key { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].item == key ? entries[low].index : nil
    }
}
