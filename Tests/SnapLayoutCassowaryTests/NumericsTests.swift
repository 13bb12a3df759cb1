import Testing
@testable import SnapLayoutCassowary
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Symbolic weights, the pivot budget, and what the solver refuses.
struct NumericsTests {
    @Test func symbolicWeightsCompareFromTheHighestLevelDown() {
        var a = SymbolicWeight(level: 750, value: 1)
        a.add(SymbolicWeight(level: 250, value: -1000), times: 1, tolerance: 1e-9)
        #expect(a.sign(tolerance: 1e-9) == 1)           // +1 at 750 outweighs −1000 at 250
        #expect(SymbolicWeight.isLess(SymbolicWeight(level: 250, value: 1e9), than: SymbolicWeight(level: 750, value: 1e-3),
                                      tolerance: 1e-9))
        var b = a
        b.add(SymbolicWeight(level: 750, value: 1), times: -1, tolerance: 1e-9)
        #expect(b.components.map(\.level) == [250])     // the 750 component cancelled and was dropped
        #expect(b.sign(tolerance: 1e-9) == -1)
        var tiny = SymbolicWeight(level: 500, value: 1e-12)
        #expect(tiny.sign(tolerance: 1e-9) == 0)
        tiny.add(SymbolicWeight(level: 600, value: 1), times: 0, tolerance: 1e-9)
        #expect(tiny.components.count == 1)
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
