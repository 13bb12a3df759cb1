import Testing
@testable import SnapLayoutCassowary
import SnapLayoutModel
import SnapLayoutLinearSystem

/// The symbolic objective, the pivot budget, and what the solver refuses.
struct NumericsTests {
    @Test func symbolicWeightsCompareFromTheHighestLevelDown() {
        var objective = SymbolicObjective()
        for _ in 0..<4 { objective.addSymbol() }
        let (a, b, tiny) = (0, 1, 2)
        objective.add(1, at: objective.tier(of: 750), to: a, tolerance: 1e-9)
        objective.add(-1000, at: objective.tier(of: 250), to: a, tolerance: 1e-9)
        #expect(objective.levels == [750, 250])
        #expect(objective.sign(of: a, tolerance: 1e-9) == 1)     // +1 at 750 outweighs −1000 at 250
        objective.add(1e9, at: objective.tier(of: 250), to: b, tolerance: 1e-9)
        objective.add(-1e-3, at: objective.tier(of: 750), to: b, tolerance: 1e-9)
        #expect(objective.isLess(b, scaled: 1, than: a, scaled: 1, tolerance: 1e-9))
        #expect(objective.isLess(a, scaled: -1, than: b, scaled: -1, tolerance: 1e-9))
        objective.add(-1, at: objective.tier(of: 750), to: a, tolerance: 1e-9)
        #expect(objective.component(objective.tier(of: 750), of: a) == 0)   // cancelled and dropped
        #expect(objective.sign(of: a, tolerance: 1e-9) == -1)
        objective.add(1e-12, at: objective.tier(of: 500), to: tiny, tolerance: 0)
        #expect(objective.levels == [750, 500, 250])
        #expect(objective.sign(of: tiny, tolerance: 1e-9) == 0)
        #expect(!objective.isZero(tiny))
        // weight(a) / 2 < weight(b) / 1 at 250 once 750 is equal: −1000 / 2 < 1e9.
        objective.add(1e-3, at: objective.tier(of: 750), to: b, tolerance: 1e-9)
        #expect(objective.ratioIsLess(a, over: 2, than: b, over: 1, tolerance: 1e-9))
        var row = TableauRow(constant: 0)
        row.set(2, for: 3)
        objective.substitute(a, with: row, tolerance: 1e-9)
        #expect(objective.isZero(a))
        #expect(objective.component(objective.tier(of: 250), of: 3) == -2000)
    }

    @Test func thePivotBudgetEndsASolveWithAnErrorInsteadOfAHang() throws {
        let simplex = CassowarySimplex(variableCount: 3, tracksRequiredEqualities: true, pivotBudget: 1)
        var refused: CassowaryError?
        do {
            for k in 0..<3 {
                try simplex.add(LinearExpression(variable: k) - 10, .greaterThanOrEqual)
                try simplex.add(LinearExpression(variable: k) - 100, .equal, priority: 500)
            }
        } catch {
            refused = error
        }
        #expect(refused == .solver(SolverError("the Cassowary solver ran out of pivots (numerical trouble)")))
    }

    @Test func badNumbersAreRefusedNamingTheConstraint() {
        let row = { (constant: Double, priority: Double) in
            LinearSystem(variableCount: 1, rows: [
                LinearRow(expression: LinearExpression(variable: 0) - 1, relation: .equal, priority: 1000,
                          source: .generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal))),
                LinearRow(expression: LinearExpression(variable: 0) + constant, relation: .equal, priority: priority,
                          source: .constraint(4)),
            ], stays: [], probes: [])
        }
        #expect(throws: SolverError("constraint 4 has a number that is not finite")) {
            try CassowarySolver().solve(row(.nan, 500), options: SolveOptions())
        }
        #expect(throws: SolverError("constraint 4 has priority 1500.0, outside (0, 1000]")) {
            try CassowarySolver().solve(row(1, 1500), options: SolveOptions())
        }
        let stay = LinearSystem(variableCount: 1, rows: [], stays: [LinearExpression(variable: 0) - .infinity], probes: [])
        #expect(throws: SolverError("stay 0 (item 0's starting frame) has a number that is not finite")) {
            try CassowarySolver().solve(stay, options: SolveOptions())
        }
    }

    @Test func anUnboundedProbeIsAnInfiniteRange() throws {
        // x free but for x >= 3: its range over the optimal face is [3, ∞).
        let system = LinearSystem(variableCount: 1, rows: [
            LinearRow(expression: LinearExpression(variable: 0) - 3, relation: .greaterThanOrEqual, priority: 1000, source: .constraint(0)),
        ], stays: [LinearExpression(variable: 0) - 10],
           probes: [FrameProbe(item: 0, components: [LinearExpression(variable: 0), LinearExpression(constant: 0),
                                                     LinearExpression(constant: 5), LinearExpression(constant: 5)])])
        let solution = try CassowarySolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        #expect(solution.frameRanges == [[ValueRange(3, .infinity), ValueRange(0, 0), ValueRange(5, 5), ValueRange(5, 5)]])
        #expect(solution.values == [10])      // the stay
    }
}
