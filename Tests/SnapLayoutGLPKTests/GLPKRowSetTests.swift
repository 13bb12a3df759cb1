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

    /// The point kept (`HeldPoint`): a row that holds there, or holds once one of its columns
    /// moves without breaking a held row, is held without a simplex (`insertIfPlain` says so);
    /// a row that would need the point to move further is left to the simplex (`nil`), and the
    /// point given out holds every row held.
    @Test func aPointOfTheRowsHeldDecidesWithoutASimplex() throws {
        func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation = .equal) -> LinearRow {
            LinearRow(expression: LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant),
                      relation: relation, priority: LinearSystem.requiredPriority, source: .constraint(0))
        }
        let rows = [
            row([(0, 1)], -100, .lessThanOrEqual),     // 0: a ≤ 100, holds at (0, 0)
            row([(1, 1)], -50, .greaterThanOrEqual),   // 1: b ≥ 50: b is free, settles at 50
            row([(0, 1), (1, -1)], -1),                // 2: a = b + 1: a moves to 51
            row([(0, 1)], -20, .greaterThanOrEqual),   // 3: a ≥ 20: holds at (51, 50)
            row([(0, 1), (1, -1)], -80),               // 4: a = b + 80: no move holds, and it cannot
            row([(0, 1)], -60, .greaterThanOrEqual),   // 5: a ≥ 60: no single move, a simplex can
        ]
        let system = LinearSystem(variableCount: 2, rows: rows, stays: [], probes: [])
        let set = try GLPKRowSet(system: system, rows: Array(rows.indices))
        #expect(try set.insertIfPlain(0) == true && set.heldPoint([0, 1]) == [0, 0])
        #expect(try set.insertIfPlain(1) == true && set.heldPoint([0, 1]) == [0, 50])
        #expect(try set.insertIfPlain(2) == true && set.heldPoint([0, 1]) == [51, 50])
        #expect(try set.insertIfPlain(3) == true && set.heldPoint([0, 1]) == [51, 50])
        #expect(try set.insertIfPlain(4) == nil)
        #expect(try !set.insert(4) && set.heldPoint([0, 1]) == [51, 50])
        #expect(try set.insertIfPlain(5) == nil)
        #expect(try set.insert(5))
        let point = try set.heldPoint([0, 1])
        #expect(abs(point[0] - point[1] - 1) < 1e-9 && point[0] >= 60 - 1e-9 && point[0] <= 100 + 1e-9 && point[1] >= 50 - 1e-9)
    }
}
