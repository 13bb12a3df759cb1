import BasicContainers

/// Many short lists of indices in one array: each list a chain of entries from its newest. The
/// elimination kept an array per variable, per row and per size bucket, and allocating and freeing
/// them was most of its setup and teardown on small layouts; here a push allocates nothing once
/// the entries' capacity is reached. `UniqueArray`s (swift-collections), not copy-on-write arrays:
/// a push is two writes, and a uniqueness check on each cost more than the writes. The entries
/// are a `RigidArray` (`appendDoubling`), whose append is inlined into a push.
struct IndexChains: ~Copyable {
    // (Not private: a private element type of a `UniqueArray` crashed the 6.3 compiler in debug builds.)
    struct Entry {
        var value: Int
        var next: Int
    }

    /// By list: its newest entry, or -1.
    private var head: UniqueArray<Int>
    private var entries: RigidArray<Entry>

    init(lists: Int, capacity: Int) {
        head = UniqueArray(repeating: -1, count: lists)
        entries = RigidArray(capacity: capacity)
    }

    /// Pushes `value` onto `list`.
    mutating func push(_ value: Int, onto list: Int) {
        entries.appendDoubling(Entry(value: value, next: head[list]))
        head[list] = entries.count - 1
    }

    /// Takes the newest value off `list`: the order of an array's `popLast`.
    mutating func pop(_ list: Int) -> Int? {
        let entry = head[list]
        guard entry >= 0 else { return nil }
        head[list] = entries[entry].next
        return entries[entry].value
    }

    func contains(_ value: Int, in list: Int) -> Bool {
        var entry = head[list]
        while entry >= 0 {
            if entries[entry].value == value { return true }
            entry = entries[entry].next
        }
        return false
    }

    /// Empties `list` and returns its newest entry (-1 when it was empty), to walk with
    /// `value(at:)` and `entry(after:)`, newest first. Entries are never reused, so the walk stays
    /// valid while values are pushed onto other lists.
    mutating func detach(_ list: Int) -> Int {
        let entry = head[list]
        head[list] = -1
        return entry
    }

    /// The value of a detached list's `entry`.
    func value(at entry: Int) -> Int { entries[entry].value }

    /// The entry after `entry` in its list (older), or -1.
    func entry(after entry: Int) -> Int { entries[entry].next }

    /// Moves the values of `list` into `values` (newest first, room for them all) and empties the
    /// list; returns how many there were.
    mutating func take(_ list: Int, into values: UnsafeMutableBufferPointer<Int>) -> Int {
        var count = 0
        var entry = head[list]
        while entry >= 0 {
            precondition(count < values.count, "no room for the list")
            values[count] = entries[entry].value
            count += 1
            entry = entries[entry].next
        }
        head[list] = -1
        return count
    }
}
