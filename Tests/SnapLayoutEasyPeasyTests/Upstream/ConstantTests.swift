import Foundation
import Testing
import SnapLayout
import SnapLayoutEasyPeasy

// EasyPeasy's `ConstantTests.swift` (9 tests), ported. None skipped.
//
// Changed for a deliberate difference (docs/migration.md, "Deliberate differences"):
// `testThatConstantCreatedWithMultiplierPrefixCreatesTheExpectedProperties` and
// `testThatLayoutValueIsTheExpected` — EasyPeasy 1.10's `*x` sets the value to `x` as well as the
// multiplier; SnapLayout's `*x` is the multiplier only (value 0).

@Suite struct ConstantTests {
    @Test("testThatConstantCreatedWithEqualPrefixCreatesTheExpectedProperties") func equalPrefix() {
        let constant = (==350)
        #expect(constant.value == 350 && constant.relation == .equal)
    }

    @Test("testThatConstantCreatedWithGreaterThanPrefixCreatesTheExpectedProperties") func greaterThanPrefix() {
        let constant = (>=350)
        #expect(constant.value == 350 && constant.relation == .greaterThanOrEqual)
    }

    @Test("testThatConstantCreatedWithLessThanPrefixCreatesTheExpectedProperties") func lessThanPrefix() {
        let constant = (<=210)
        #expect(constant.value == 210 && constant.relation == .lessThanOrEqual)
    }

    /// Changed: upstream expects value 5; our `*5` is the multiplier only.
    @Test("testThatConstantCreatedWithMultiplierPrefixCreatesTheExpectedProperties") func multiplierPrefix() {
        let constant = (*5)
        #expect(constant.value == 0)
        #expect(constant.relation == .equal)
        #expect(constant.multiplier == 5)
    }

    @Test("testThatInitWithValueParameterCreatesTheExpectedProperties") func memberwiseInit() {
        let constant = Constant(value: 12, relation: .equal, multiplier: 1)
        #expect(constant.value == 12 && constant.relation == .equal && constant.multiplier == 1)
    }

    /// `>=`, `<=`, `*`, the memberwise init and `==`, each of 200.
    var fiveConstants: [Constant] {
        [(>=200), (<=200), (*200), Constant(value: 200, relation: .equal, multiplier: 1), (==200)]
    }

    @Test("testThatLayoutRelationIsTheExpected") func relations() {
        #expect(fiveConstants.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual, .equal, .equal, .equal])
    }

    @Test("testThatLayoutMultiplierIsTheExpected") func multipliers() {
        #expect(fiveConstants.map(\.multiplier) == [1, 1, 200, 1, 1])
    }

    /// Changed: upstream expects 200 for `*200` too; ours is 0 (multiplier only).
    @Test("testThatLayoutValueIsTheExpected") func values() {
        #expect(fiveConstants.map(\.value) == [200, 200, 0, 200, 200])
    }

    @Test("testThatMultiplierIsCorrectlyCombinedWithAConstant") func multiplierWithAConstant() {
        let equal = ==20.0 * 0.5
        let greater = >=20 * 0.5
        let less = <=20 * 0.5
        #expect(equal == Constant(value: 20, relation: .equal, multiplier: 0.5))
        #expect(greater == Constant(value: 20, relation: .greaterThanOrEqual, multiplier: 0.5))
        #expect(less == Constant(value: 20, relation: .lessThanOrEqual, multiplier: 0.5))
    }
}
