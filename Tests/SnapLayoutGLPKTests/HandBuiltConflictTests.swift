import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// The contract's conflict rule on hand-built systems, where the expected sets are easy to check.
struct HandBuiltConflictTests {
    typealias L = TestLayouts

    func solveBoth(_ system: LinearSystem) throws -> LinearSolution {
        let fast = try GLPKSolver().solve(system, options: SolveOptions(isOptimized: true))
        let slow = try GLPKSolver().solve(system, options: SolveOptions(isOptimized: false))
        #expect(fast.conflicts == slow.conflicts && fast.brokenRows == slow.brokenRows)
        for (a, b) in zip(fast.values, slow.values) { #expect(L.close(a, b)) }
        return fast
    }

    @Test func theDeletionFilterKeepsTheEarliestIrreducibleSet() throws {
        // r0: x0 = 10, r1: x1 = 5, r2: x0 + x1 = 15, r3: x1 = 7. Both {r1, r3} and {r0, r2, r3}
        // are irreducible; removing r2 first (latest to first) leaves {r1, r3}.
        let system = L.system(variables: 2, rows: [
            L.row([(0, 1)], -10, source: .constraint(0)),
            L.row([(1, 1)], -5, source: .constraint(1)),
            L.row([(0, 1), (1, 1)], -15, source: .constraint(2)),
            L.row([(1, 1)], -7, source: .constraint(3)),
        ])
        let solution = try solveBoth(system)
        #expect(solution.conflicts == [RowConflict(rows: [1, 3], broken: 3)])
        #expect(solution.brokenRows == [3])
        #expect(L.close(solution.values[0], 10) && L.close(solution.values[1], 5))
    }

    @Test func twoIndependentConflictsAreReportedInTheOrderFound() throws {
        // r0: x0 = 1, r1: x2 = 1, r2: x2 = 2 (breaks against r1), r3: x0 ≤ 0 (breaks against r0),
        // r4: x1 ≥ x2 + 3 holds; x3 only has a stay.
        let system = L.system(variables: 4, rows: [
            L.row([(0, 1)], -1, source: .constraint(0)),
            L.row([(2, 1)], -1, source: .constraint(1)),
            L.row([(2, 1)], -2, source: .constraint(2)),
            L.row([(0, 1)], 0, .lessThanOrEqual, source: .constraint(3)),
            L.row([(1, 1), (2, -1)], -3, .greaterThanOrEqual, source: .constraint(4)),
        ])
        let solution = try solveBoth(system)
        #expect(solution.conflicts == [RowConflict(rows: [1, 2], broken: 2), RowConflict(rows: [0, 3], broken: 3)])
        #expect(solution.brokenRows == [2, 3])
        #expect(solution.values.enumerated().allSatisfy { L.close($0.element, [1, 4, 1, 0][$0.offset]) })
    }

    @Test func aPinnedGeneratedRowIsAMemberOfItsConflict() throws {
        // r0 (generated origin) pins x0 = 0; r1: x1 = x0 + 10; r2: x1 = 20. The optimised path
        // substitutes x0, but the conflict set must still name r0.
        let system = L.system(variables: 2, rows: [
            L.row([(0, 1)], 0, source: .generated(GeneratedConstraint(kind: .origin, item: nil, axis: .horizontal))),
            L.row([(1, 1), (0, -1)], -10, source: .constraint(0)),
            L.row([(1, 1)], -20, source: .constraint(1)),
        ])
        let solution = try solveBoth(system)
        #expect(solution.conflicts == [RowConflict(rows: [0, 1, 2], broken: 2)])
        #expect(L.close(solution.values[0], 0) && L.close(solution.values[1], 10))
    }

    @Test func aConstantRowThatFailsIsBrokenAlone() throws {
        // r1 mentions only x0, which r0 (generated) pins: after substitution it is 5 = 0, false.
        let system = L.system(variables: 2, rows: [
            L.row([(0, 1)], -3, source: .generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal))),
            L.row([(0, 1)], 2, source: .constraint(0)),
            L.row([(1, 1), (0, -1)], 0, .greaterThanOrEqual, source: .constraint(1)),
        ])
        let solution = try solveBoth(system)
        #expect(solution.conflicts == [RowConflict(rows: [0, 1], broken: 1)])
        #expect(L.close(solution.values[0], 3) && L.close(solution.values[1], 3))
    }

    @Test func optionalRowsNeverConflict() throws {
        // Contradicting optional rows of one tier split the difference only as the LP allows:
        // x0 = 0 and x0 = 10 at 500 leave x0 anywhere in [0, 10]; the stay picks 0.
        let system = L.system(variables: 1, rows: [
            L.row([(0, 1)], 0, priority: 500, source: .constraint(0)),
            L.row([(0, 1)], -10, priority: 500, source: .constraint(1)),
        ])
        let solution = try solveBoth(system)
        #expect(solution.conflicts.isEmpty)
        #expect(solution.tierMinima.count == 1 && L.close(solution.tierMinima[0].minimum, 10))
        #expect(L.close(solution.values[0], 0))
    }
}
