import Testing
@testable import SnapLayoutModel

/// `Array(filled:count:)` makes the list `Array(repeating:count:)` makes.
struct ArrayFilledTests {
    @Test func filledMatchesRepeating() {
        for count in 0..<40 {
            #expect([Double?](filled: nil, count: count) == [Double?](repeating: nil, count: count))
            #expect([Int](filled: count, count: count) == [Int](repeating: count, count: count))
            #expect([[Bool]](filled: [true], count: count) == [[Bool]](repeating: [true], count: count))
        }
    }
}
