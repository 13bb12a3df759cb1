/// The keys of one JSON object seen so far, to reject a duplicate.
///
/// Documents' objects have a handful of keys: comparing against the members already read is
/// cheaper than hashing every key into a set (which was a tenth of reading a small document).
/// Past `linearLimit` keys a set takes over, so a hostile object with thousands of keys stays
/// linear.
struct DuplicateKeys {
    /// Up to this many keys, a new key is compared with each one already read.
    static let linearLimit = 16
    private var hashed: Set<String>?

    /// Records `key`, read after `members`; `false` when it is already there.
    mutating func insert(_ key: String, among members: [JSONMember]) -> Bool {
        if hashed == nil {
            if members.count < Self.linearLimit { return !members.contains { $0.hasKey(key) } }
            hashed = Set(members.lazy.map(\.key))
        }
        return hashed!.insert(key).inserted
    }
}
