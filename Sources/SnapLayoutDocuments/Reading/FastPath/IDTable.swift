/// The views' ids by their bytes, for `DocumentFastReader`: ids are looked up (parents, anchors)
/// straight from the document's bytes, without making a `String` of each name first, which with
/// a `String` dictionary cost more than reading the rest of a small document.
///
/// Ids are ASCII (`DocumentReader.isIDByte`), so equal bytes are equal ids; bytes that are not
/// (a name that only `String`'s Unicode equivalence would match) find nothing, and the fast
/// reader then leaves the document to the tree reader.
struct IDTable {
    /// Each view's id, as a range of the document's bytes, by view index.
    private var keys: [Range<Int>] = []
    /// Open addressing with linear probing: a view's index plus one, or 0 for an empty slot.
    private var slots = [Int32](filled: 0, count: 16)

    /// Records the id in `key` (a range of `bytes`) as the next view's; `false` if it is taken.
    mutating func insert(_ key: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if (keys.count + 1) * 2 > slots.count { grow(bytes) }
        let name = UnsafeBufferPointer(rebasing: bytes[key])
        var slot = Self.hash(name) & (slots.count - 1)
        while slots[slot] != 0 {
            if Self.equal(name, UnsafeBufferPointer(rebasing: bytes[keys[Int(slots[slot]) - 1]])) { return false }
            slot = (slot + 1) & (slots.count - 1)
        }
        keys.append(key)
        slots[slot] = Int32(keys.count)
        return true
    }

    /// The index of the view whose id is `name`; `bytes` holds the ids recorded.
    func index(of name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Self.hash(name) & (slots.count - 1)
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if Self.equal(name, UnsafeBufferPointer(rebasing: bytes[keys[index]])) { return index }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Twice the slots, every id placed again.
    private mutating func grow(_ bytes: UnsafeBufferPointer<UInt8>) {
        slots = [Int32](filled: 0, count: slots.count * 2)
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(UnsafeBufferPointer(rebasing: bytes[key])) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index + 1)
        }
    }

    /// FNV-1a, folded so that the low bits (the slot) depend on every byte.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for k in 0..<a.count where a[k] != b[k] { return false }
        return true
    }
}
