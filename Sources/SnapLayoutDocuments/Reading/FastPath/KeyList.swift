/// The keys of one object read so far, by their index in the object's list of keys.
struct KeySet {
    private var bits: UInt32 = 0

    /// The index of `key` in `keys`, recorded; `nil` for a key not in the list or seen before.
    mutating func insert(_ key: Range<Int>, among keys: KeyList, in cursor: JSONCursor) -> Int? {
        guard let code = keys.code(of: key, in: cursor), bits & (1 << code) == 0 else { return nil }
        bits |= 1 << code
        return code
    }

    func contains(_ code: Int) -> Bool { bits & (1 << code) != 0 }
}

/// The keys an object may have. A key read is matched by its length and first and last bytes
/// before its bytes are compared: comparing each key in turn cost more than reading the values.
struct KeyList {
    private let keys: [StaticString]
    /// Each key's length and first and last bytes (no two keys of a list share them).
    private let signatures: [UInt32]

    init(_ keys: [StaticString]) {
        self.keys = keys
        signatures = keys.map { key in
            let bytes = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            return Self.signature(count: bytes.count, first: bytes[0], last: bytes[bytes.count - 1])
        }
        precondition(Set(signatures).count == keys.count, "keys that share a signature")
    }

    /// The index of the key in `range` of the cursor's bytes, or `nil` if it is not in the list.
    func code(of range: Range<Int>, in cursor: JSONCursor) -> Int? {
        guard !range.isEmpty else { return nil }
        let signature = Self.signature(count: range.count, first: cursor.bytes[range.lowerBound], last: cursor.bytes[range.upperBound - 1])
        guard let code = signatures.firstIndex(of: signature), cursor.range(range, is: keys[code]) else { return nil }
        return code
    }

    private static func signature(count: Int, first: UInt8, last: UInt8) -> UInt32 {
        UInt32(truncatingIfNeeded: count) << 16 | UInt32(first) << 8 | UInt32(last)
    }
}
