import CSolverShim
import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Stays on the same expression share one row (`appendStayGroups`): the same minimum as a row each.
struct StayGroupTests {
    /// One free column `x` (and `y` when asked) with `x ≥ lower`, solved to a feasible point, then
    /// the stays `x − b` for each b (and `x + y − b` for each of `sums`) minimised in groups.
    func solve(lower: Double, bounds: [Double], sums: [Double] = []) throws -> (x: Double, y: Double, objective: Double) {
        let problem = GLPKProblem()
        try problem.load(columns: [(GLP_FR, 0, 0), (GLP_FR, 0, 0)], rows: [(GLP_LO, lower, 0)],
                         entries: [(row: 1, column: 1, value: 1)])
        #expect(try problem.simplex() == GLP_OPT)
        let columns: [Int: Int32] = [0: 1, 1: 2]
        var stays: [GLPKStayRow] = []
        for b in bounds { stays.append(try GLPKStayRow(LinearExpression(variable: 0) - b, pinned: [nil, nil], column: columns)) }
        for b in sums {
            stays.append(try GLPKStayRow(LinearExpression(variable: 0) + LinearExpression(variable: 1) - b,
                                         pinned: [nil, nil], column: columns))
        }
        let p = try problem.problem()
        let added = try problem.appendStayGroups(stays)
        for (column, cost) in added { glp_set_obj_coef(p, column, cost) }
        #expect(try problem.simplex() == GLP_OPT)
        // One row per distinct expression.
        #expect(glp_get_num_rows(p) == 1 + (bounds.isEmpty ? 0 : 1) + (sums.isEmpty ? 0 : 1))
        let x = glp_get_col_prim(p, 1), y = glp_get_col_prim(p, 2)
        let total = bounds.reduce(0) { $0 + abs(x - $1) } + sums.reduce(0) { $0 + abs(x + y - $1) }
        return (x, y, total)
    }

    @Test func aGroupFindsTheMedian() throws {
        // Σ |x − b| over 1, 2, 2, 7, 10: the median, 2 (a repeated breakpoint counts twice).
        let solved = try solve(lower: -100, bounds: [7, 2, 10, 1, 2])
        #expect(solved.x == 2)
        #expect(solved.objective == 14)
    }

    @Test func aGroupHeldAwayFromItsMedianStopsAtTheBound() throws {
        // x ≥ 5: the slope there is +1 (three breakpoints below, two above), so 5 is the optimum.
        let solved = try solve(lower: 5, bounds: [7, 2, 10, 1, 2])
        #expect(solved.x == 5)
        #expect(solved.objective == 4 + 3 + 3 + 2 + 5)
    }

    @Test func groupsOnDifferentExpressionsAreMinimisedTogether() throws {
        // x at the median of its group (4), then x + y at the median of the other (30).
        let solved = try solve(lower: -100, bounds: [3, 4, 20], sums: [30, 31, 25])
        #expect(solved.x == 4)
        #expect(solved.x + solved.y == 30)
        #expect(solved.objective == (1 + 0 + 16) + (0 + 1 + 5))
    }

    @Test func aStartBeyondEveryBreakpointIsAFeasibleBasis() throws {
        // The feasible point found first is x = 50, right of every breakpoint: the last piece is basic.
        let solved = try solve(lower: 50, bounds: [1, 2, 3])
        #expect(solved.x == 50)
        #expect(solved.objective == 49 + 48 + 47)
    }
}
