import Testing
@testable import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// GLPK's tests for the conflict search answer without a simplex when a row's fate is plain
/// (`HeldColumns`: a column no held row has, or every column fixed by a held row of its own), and
/// test a whole group with GLPK's presolver first (issue 38.5): the same answers as the plain
/// feasibility test.
struct GLPKRowSetTests {
    @Test(arguments: UInt64(1)...60)
    func everyInsertionAgreesWithAFreshFeasibilityTest(seed: UInt64) throws {
        let system = try ConflictingCycles.snapshot(seed: seed).linearSystem()
        let required = system.rows.indices.filter { system.rows[$0].isRequired }
        let set = try GLPKRowSet(system: system, rows: required)
        var held: [Int] = []
        for row in required {
            let expected = try GLPKFeasibility.canHold((held + [row]).map { system.rows[$0] })
            #expect(try set.insert(row) == expected, "seed \(seed), row \(row)")
            if expected { held.append(row) }
        }
    }

    /// The conflict search's test of a whole group of rows, with GLPK's presolver first, says what
    /// the plain test says, on conflicting layouts and on the overlapping cycles it was made for.
    @Test func thePresolvedTestOfAGroupAgreesWithThePlainOne() throws {
        var systems = try (UInt64(1)...120).map { try ConflictingCycles.snapshot(seed: $0).linearSystem() }
        for shape in OverlappingCycles.Shape.allCases {
            for vertical in [false, true] {
                systems.append(try OverlappingCycles.snapshot(count: 60, shape: shape, vertical: vertical).linearSystem())
            }
        }
        for system in systems {
            for group in system.requiredRowGroups() {
                let rows = group.map { system.rows[$0] }
                #expect(try GLPKFeasibility.canHoldPresolved(rows) == GLPKFeasibility.canHold(rows))
            }
        }
    }

    @Test func fixedColumnsDecideByArithmetic() throws {
        func row(_ terms: [(Int, Double)], _ constant: Double) -> LinearRow {
            LinearRow(expression: LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant),
                      relation: .equal, priority: LinearSystem.requiredPriority, source: .constraint(0))
        }
        let system = LinearSystem(variableCount: 2, rows: [
            row([(0, 1)], -10), row([(1, 1)], -10), row([(0, 1), (1, -1)], -1), row([(0, 2), (1, -2)], 0),
        ], stays: [], probes: [])
        let set = try GLPKRowSet(system: system, rows: [0, 1, 2, 3])
        #expect(try set.insert(0) && set.insert(1))
        #expect(try !set.insert(2))   // 10 − 10 ≠ 1
        #expect(try set.insert(3))    // 2·10 − 2·10 = 0
    }
}
