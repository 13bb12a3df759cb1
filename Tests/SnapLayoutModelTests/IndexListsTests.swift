import Testing
import SnapLayoutLinearSystem

/// `IndexLists`: indices grouped by owner in one array, each list ascending, owners with no
/// index empty, indices owned by nothing (-1) left out.
struct IndexListsTests {
    @Test func groupsIndicesByOwnerInOrder() {
        let owners = [2, -1, 0, 2, 0, -1, 3]
        let lists = owners.withUnsafeBufferPointer { IndexLists(listOf: $0, count: 5) }
        #expect((0..<5).map { Array(lists[$0]) } == [[2, 4], [], [0, 3], [6], []])
    }

    @Test func nothingOwnedGivesEmptyLists() {
        let lists = [-1, -1].withUnsafeBufferPointer { IndexLists(listOf: $0, count: 2) }
        #expect(Array(lists[0]).isEmpty && Array(lists[1]).isEmpty)
    }
}
