import Testing
import SnapLayoutCassowary
import SnapLayoutModel
import SnapLayoutLinearSystem

/// kiwi's own test scenarios (kiwisolver's `tests/test_solver.py`), re-expressed for
/// `CassowarySimplex`. kiwi's strengths become priorities: strong 750, medium 500, weak 250.
struct KiwiScenarioTests {
    static let strong = 750.0, medium = 500.0, weak = 250.0

    func x(_ variable: Int, _ coefficient: Double = 1) -> LinearExpression {
        LinearExpression(variable: variable, coefficient: coefficient)
    }

    @Test func managingEditVariables() throws {
        let solver = CassowarySimplex(variableCount: 2)
        #expect(!solver.hasEditVariable(0))
        try solver.addEditVariable(0, priority: Self.weak)
        #expect(solver.hasEditVariable(0))
        #expect(throws: CassowaryError.duplicateEditVariable(0)) { try solver.addEditVariable(0, priority: Self.medium) }
        #expect(throws: CassowaryError.unknownEditVariable(1)) { try solver.removeEditVariable(1) }
        try solver.removeEditVariable(0)
        #expect(!solver.hasEditVariable(0))
        // kiwi's BadRequiredStrength: an edit variable cannot be required.
        #expect(throws: CassowaryError.invalidPriority(1000)) { try solver.addEditVariable(1, priority: 1000) }
        try solver.addEditVariable(1, priority: Self.strong)
        #expect(throws: CassowaryError.unknownEditVariable(0)) { try solver.suggestValue(10, for: 0) }
        try solver.suggestValue(10, for: 1)
        #expect(solver.value(of: 1) == 10)
    }

    @Test func managingConstraints() throws {
        let solver = CassowarySimplex(variableCount: 1)
        let constraint = try solver.add(x(0) - 1, .greaterThanOrEqual)
        #expect(solver.constraintCount == 1)
        try solver.remove(constraint)
        #expect(solver.constraintCount == 0)
        #expect(throws: CassowaryError.unknownConstraint(constraint)) { try solver.remove(constraint) }
        #expect(throws: CassowaryError.invalidPriority(0)) { try solver.add(x(0), .equal, priority: 0) }
        #expect(throws: CassowaryError.unknownVariable(3)) { try solver.add(x(3), .equal) }
        #expect(throws: CassowaryError.nonFiniteNumber) { try solver.add(x(0) - .infinity, .equal) }
    }

    @Test func solvingAnUnderConstrainedSystem() throws {
        // v edited weakly toward 10 with 2v + 1 >= 0 required: 2v + 1 = 21.
        let solver = CassowarySimplex(variableCount: 1)
        let expression = x(0, 2) + 1
        try solver.addEditVariable(0, priority: Self.weak)
        try solver.add(expression, .greaterThanOrEqual)
        try solver.suggestValue(10, for: 0)
        #expect(solver.value(of: expression) == 21)
        #expect(solver.value(of: 0) == 10)
    }

    @Test func solvingWithStrength() throws {
        let solver = CassowarySimplex(variableCount: 2)
        try solver.add(x(0) + x(1), .equal)
        try solver.add(x(0) - 10, .equal)
        try solver.add(x(1), .greaterThanOrEqual, priority: Self.weak)
        #expect(solver.value(of: 0) == 10)
        #expect(solver.value(of: 1) == -10)

        let other = CassowarySimplex(variableCount: 2)
        try other.add(x(0) + x(1), .equal)
        try other.add(x(0) - 10, .greaterThanOrEqual, priority: Self.medium)
        try other.add(x(1) - 2, .equal, priority: Self.strong)
        #expect(other.value(of: 0) == -2)
        #expect(other.value(of: 1) == 2)
    }

    @Test func handlingInfeasibleConstraintsByTheDualSimplex() throws {
        let (xm, xl, xr) = (0, 1, 2)
        let solver = CassowarySimplex(variableCount: 3)
        try solver.addEditVariable(xm, priority: Self.strong)
        try solver.addEditVariable(xl, priority: Self.weak)
        try solver.addEditVariable(xr, priority: Self.weak)
        try solver.add(x(xm, 2) - x(xl) - x(xr), .equal)
        try solver.add(x(xl) + 20 - x(xr), .lessThanOrEqual)
        try solver.add(x(xl) + 10, .greaterThanOrEqual)
        try solver.add(x(xr) - 100, .lessThanOrEqual)
        try solver.suggestValue(40, for: xm)
        try solver.suggestValue(50, for: xr)
        try solver.suggestValue(30, for: xl)
        try solver.suggestValue(60, for: xm)      // a normal update
        try solver.suggestValue(90, for: xm)      // infeasible until the dual simplex pivots
        #expect(solver.value(of: xl) + solver.value(of: xr) == 2 * solver.value(of: xm))
        #expect(solver.value(of: xl) == 80)
        #expect(solver.value(of: xr) == 100)
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndChangesNothing() throws {
        let solver = CassowarySimplex(variableCount: 1)
        try solver.add(x(0) - 10, .greaterThanOrEqual)
        try solver.add(x(0) - 15, .equal, priority: Self.weak)
        #expect(solver.value(of: 0) == 15)
        var refused: CassowaryError?
        do { try solver.add(x(0) + 1, .lessThanOrEqual) } catch { refused = error }
        guard case .unsatisfiableConstraint = refused else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: refused))")
            return
        }
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: 0) == 15)
        // Still usable: an optional constraint that cannot hold is simply unsatisfied.
        try solver.add(x(0) + 1, .lessThanOrEqual, priority: Self.strong)
        #expect(solver.value(of: 0) == 10)
    }

    @Test func aConstantChangeThatCannotHoldIsRefusedAndUndone() throws {
        let solver = CassowarySimplex(variableCount: 1)
        try solver.add(x(0) - 10, .greaterThanOrEqual)
        let cap = try solver.add(x(0) - 20, .lessThanOrEqual)
        try solver.add(x(0) - 30, .equal, priority: Self.weak)
        #expect(solver.value(of: 0) == 20)
        #expect(throws: CassowaryError.unsatisfiableConstraint(cap)) { try solver.setConstant(-5, of: cap) }
        #expect(solver.value(of: 0) == 20)
        try solver.setConstant(-25, of: cap)
        #expect(solver.value(of: 0) == 25)
    }

    @Test func removingAConstraintRestoresWhatItOverrode() throws {
        let solver = CassowarySimplex(variableCount: 2)
        try solver.add(x(0) - 100, .equal, priority: Self.weak)
        try solver.add(x(1) - x(0) - 8, .equal)
        let pin = try solver.add(x(0) - 40, .equal, priority: Self.strong)
        #expect(solver.value(of: 1) == 48)
        try solver.remove(pin)
        #expect(solver.value(of: 0) == 100)
        #expect(solver.value(of: 1) == 108)
        let required = try solver.add(x(1) - 50, .lessThanOrEqual)
        #expect(solver.value(of: 0) == 42)
        try solver.remove(required)
        #expect(solver.value(of: 1) == 108)
    }

    /// Where kiwi and strict tiers part: kiwi weighs strengths (strong = 10⁶, medium = 10³), so
    /// 2 000 medium errors of 1 outweigh one strong error of 1; in strict tiers they never do.
    @Test func manyLowerErrorsNeverOutweighOneHigherError() throws {
        let solver = CassowarySimplex(variableCount: 1)
        try solver.add(x(0), .equal, priority: Self.strong)
        for _ in 0..<2000 { try solver.add(x(0) - 1, .equal, priority: Self.medium) }
        #expect(solver.value(of: 0) == 0)    // kiwi: 1
    }

    @Test func fiftyTiersAreStrict() throws {
        // Tier k (priority 900 - 10k) wants x == k; only the highest matters.
        let solver = CassowarySimplex(variableCount: 1)
        for k in stride(from: 49, through: 0, by: -1) {
            try solver.add(x(0) - Double(k), .equal, priority: 900 - 10 * Double(k))
        }
        #expect(solver.value(of: 0) == 0)
        // Ties inside a tier: the median of the wishes minimises the sum of errors.
        let ties = CassowarySimplex(variableCount: 1)
        for wish in [1.0, 2, 10] { try ties.add(x(0) - wish, .equal, priority: 500) }
        #expect(ties.value(of: 0) == 2)
    }

    @Test func degenerateAndRedundantSystemsTerminate() throws {
        // Many copies of the same constraints, all tight at one vertex.
        let solver = CassowarySimplex(variableCount: 3)
        for _ in 0..<200 {
            try solver.add(x(0) + x(1) - 10, .lessThanOrEqual)
            try solver.add(x(0) - x(2), .greaterThanOrEqual)
            try solver.add(x(1) + x(2) - 10, .equal)
        }
        try solver.add(x(0) - 100, .equal, priority: Self.weak)
        try solver.add(x(1) - 100, .equal, priority: Self.weak)
        #expect(solver.value(of: 0) + solver.value(of: 1) <= 10 + 1e-9)
        #expect(abs(solver.value(of: 1) + solver.value(of: 2) - 10) <= 1e-9)
        #expect(solver.value(of: 0) >= solver.value(of: 2) - 1e-9)
    }
}
