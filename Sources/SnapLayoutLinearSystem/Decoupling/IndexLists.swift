/// Lists of indices, one per owner (a block), in one array: list `k` is `members[start[k]..<start[k + 1]]`,
/// ascending.
package struct IndexLists {
    private var start: [Int]
    private var members: [Int]

    /// The lists of `count` owners from each index's owner in `listOf` (-1: none).
    package init(listOf: UnsafeBufferPointer<Int>, count: Int) {
        var total = 0
        for owner in listOf where owner >= 0 { total += 1 }
        var start = [Int](filled: 0, count: count + 1)
        var members = [Int](filled: 0, count: total)
        start.withUnsafeMutableBufferPointer { start in
            members.withUnsafeMutableBufferPointer { members in
                for owner in listOf where owner >= 0 { start[owner + 1] += 1 }
                for owner in 0..<count { start[owner + 1] += start[owner] }
                // Each owner's next free place, kept in its own start until the end, then shifted back.
                for (index, owner) in listOf.enumerated() where owner >= 0 {
                    members[start[owner]] = index
                    start[owner] += 1
                }
                for owner in (0..<count).reversed() { start[owner + 1] = start[owner] }
                start[0] = 0
            }
        }
        self.start = start
        self.members = members
    }

    package subscript(owner: Int) -> ArraySlice<Int> { members[start[owner]..<start[owner + 1]] }
}
