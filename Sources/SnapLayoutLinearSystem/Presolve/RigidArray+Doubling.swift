import BasicContainers

extension RigidArray {
    /// Appends `element`, the storage doubled first when full. For the eliminations' flat
    /// storage: `RigidArray`'s append (no growth path) is inlined into the loops that write
    /// terms and index entries, where `UniqueArray`'s was a call per element; and doubled, as an
    /// array grows, where `UniqueArray` grows by half (at 100 000 views the extra copies of
    /// storage megabytes long, each into fresh pages, cost more than the writes saved).
    @inline(__always)
    mutating func appendDoubling(_ element: Element) {
        if isFull { reallocate(capacity: Swift.max(16, 2 * capacity)) }
        append(element)
    }
}
