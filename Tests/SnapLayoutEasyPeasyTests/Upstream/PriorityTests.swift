import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `PriorityTests.swift` (4 tests in 1.10), ported. None skipped, none changed.
//
// The stored copy of EasyPeasy's suite we could read holds the 2016 version of this file (two
// tests: `testThatThatOrderIsCorrect`, `testThatCustomPriorityRetursTheValueGiven`). 1.10 adds
// the same two checks for the deprecated names; their upstream names were not in the copy, so
// the `…Deprecated` display names below are ours.

@Suite struct PriorityTests {
    @Test("testThatThatOrderIsCorrect") func order() {
        let values = [Priority.required, .high, .medium, .low].map(\.layoutPriority)
        #expect(values == [1000, 750, 500, 250])
        #expect(values == values.sorted(by: >))
    }

    @Test("testThatCustomPriorityRetursTheValueGiven") func customValue() {
        let value: Float = 234
        #expect(Priority.custom(value).layoutPriority == value)
    }

    @available(*, deprecated, message: "exercises EasyPeasy's deprecated priority names")
    @Test("testThatThatOrderIsCorrectDeprecated") func deprecatedOrder() {
        let values = [Priority.highPriority, .mediumPriority, .lowPriority].map(\.layoutPriority)
        #expect(values == [1000, 500, 1])
    }

    @available(*, deprecated, message: "exercises EasyPeasy's deprecated priority names")
    @Test("testThatCustomPriorityRetursTheValueGivenDeprecated") func deprecatedCustomValue() {
        let value: Float = 234
        #expect(Priority.customPriority(value).layoutPriority == value)
    }
}
