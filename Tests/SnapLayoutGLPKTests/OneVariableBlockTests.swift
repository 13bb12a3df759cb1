import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Blocks of one variable solved in closed form, tier by tier.
struct OneVariableBlockTests {
    typealias Row = OneVariableBlock.Row

    @Test func requiredRowsBoundAndTiersChooseWithin() throws {
        // 20 <= w <= 300; w == 80 @750 and w == 400 @250: the higher tier wins, exactly.
        let block = OneVariableBlock(rows: [
            Row(a: 1, c: -20, relation: .greaterThanOrEqual, priority: 1000),
            Row(a: -1, c: 300, relation: .greaterThanOrEqual, priority: 1000),
            Row(a: 1, c: -80, relation: .equal, priority: 750),
            Row(a: 1, c: -400, relation: .equal, priority: 250),
        ], stays: [])
        let result = try #require(block.solve())
        #expect(result.value == 80 && result.isDetermined)
    }

    @Test func aTieLeavesTheFaceToTheNextTierThenToTheStays() throws {
        // w == 10 and w == 30 @500 tie on [10, 30]; w >= 25 @250 narrows it to [25, 30]; the
        // stays pull toward 27.
        let rows = [
            Row(a: 1, c: -10, relation: .equal, priority: 500),
            Row(a: 1, c: -30, relation: .equal, priority: 500),
            Row(a: 1, c: -25, relation: .greaterThanOrEqual, priority: 250),
        ]
        let stayed = try #require(OneVariableBlock(rows: rows, stays: [(1, -27)]).solve())
        #expect(stayed.value == 27 && !stayed.isDetermined)
        let unpulled = try #require(OneVariableBlock(rows: rows, stays: nil).solve())
        #expect(unpulled.value >= 25 && unpulled.value <= 30 && !unpulled.isDetermined)
    }

    @Test func unboundedFacesAndFreeVariables() throws {
        // w >= 3 only: anything from 3 up; with no stay, the point nearest zero.
        let bounded = try #require(OneVariableBlock(rows: [Row(a: 1, c: -3, relation: .greaterThanOrEqual, priority: 1000)], stays: []).solve())
        #expect(bounded.value == 3 && !bounded.isDetermined)
        // A stay beyond the bound: the bound.
        let pulled = try #require(OneVariableBlock(rows: [Row(a: -2, c: 8, relation: .greaterThanOrEqual, priority: 1000)],
                                                  stays: [(1, -10)]).solve())
        #expect(pulled.value == 4)
        // w <= 5 @300, nothing else: the tier holds at zero anywhere below 5; the stay picks -2.
        let below = try #require(OneVariableBlock(rows: [Row(a: 1, c: -5, relation: .lessThanOrEqual, priority: 300)],
                                                 stays: [(1, 2)]).solve())
        #expect(below.value == -2)
    }

    @Test func contradictoryRequiredRowsHaveNoSolution() {
        #expect(OneVariableBlock(rows: [
            Row(a: 1, c: -5, relation: .greaterThanOrEqual, priority: 1000),
            Row(a: 1, c: -4, relation: .lessThanOrEqual, priority: 1000),
        ], stays: []).solve() == nil)
        // Within GLPK's feasibility tolerance they hold, at the middle.
        let close = OneVariableBlock(rows: [
            Row(a: 1, c: -5, relation: .greaterThanOrEqual, priority: 1000),
            Row(a: 1, c: -(5 - 1e-9), relation: .lessThanOrEqual, priority: 1000),
        ], stays: []).solve()
        #expect(close.map { abs($0.value - 5) < 1e-8 && $0.isDetermined } == true)
    }
}
