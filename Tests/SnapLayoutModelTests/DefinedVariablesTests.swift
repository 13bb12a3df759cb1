import Testing
@testable import SnapLayoutModel
import SnapLayoutLinearSystem

/// Variables that one equality (required or optional) defines and no other row mentions.
struct DefinedVariablesTests {
    func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation = .equal,
             priority: Double = 1000, index: Int = 0) -> LinearRow {
        LinearRow(expression: LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant),
                  relation: relation, priority: priority, source: .constraint(index))
    }

    /// y1 = y0 + h0, y2 = y1 + h1, y3 = y2 + h2 (a stack of cells), each h bounded by its own row.
    var stack: LinearSystem {
        LinearSystem(variableCount: 7, rows: [
            row([(0, 1)], 0, index: 0),                          // y0 == 0 (a document row: not pinned)
            row([(2, 1), (0, -1), (1, -1)], 0, index: 1),        // y1 == y0 + h0
            row([(4, 1), (2, -1), (3, -1)], 0, index: 2),        // y2 == y1 + h1
            row([(6, 1), (4, -1), (5, -1)], 0, index: 3),        // y3 == y2 + h2
            row([(1, 1)], -10, .greaterThanOrEqual, index: 4),   // h0 >= 10
            row([(3, 1)], -20, .greaterThanOrEqual, index: 5),   // h1 >= 20
            row([(5, 1)], -30, .equal, priority: 500, index: 6), // h2 == 30 @500
        ], stays: [], probes: [])
    }

    @Test func aStackIsSetAsideFromItsLastCellUp() {
        let defined = stack.definedVariables()
        // y3 is in one row; once that row is aside, y2 is, and h2 is left in its own optional row
        // (its error can always be zero, so it holds at every optimum); then y1; then y0.
        #expect(defined.rows == [0, 1, 2, 3, 6])
        #expect(defined.definitions.map(\.variable) == [0, 2, 4, 5, 6], "evaluated from the first cell down")
        #expect(defined.definitions.map(\.row) == [0, 1, 2, 6, 3])
        var values = [0.0, 10, 0, 20, 0, 30, 0]
        defined.apply(to: &values)
        #expect(values == [0, 10, 10, 20, 30, 30, 60])
    }

    @Test func aVariableInAnotherRowIsNotDefined() {
        var system = stack
        system.rows.append(row([(6, 1)], -100, .lessThanOrEqual, index: 7)) // y3 <= 100
        let defined = system.definedVariables()
        #expect(defined.rows.isEmpty, "y3 is in two rows, and nothing below it is left in one")
    }

    /// An inequality defines nothing; nor does an optional equality whose variable another row
    /// holds (x0 here), since that row may pull it elsewhere.
    @Test func inequalitiesAndSharedOptionalRowsDefineNothing() {
        let system = LinearSystem(variableCount: 2, rows: [
            row([(0, 1), (1, -1)], 0, .greaterThanOrEqual),
            row([(0, 1)], -5, priority: 750, index: 1),
        ], stays: [], probes: [])
        #expect(system.definedVariables().rows.isEmpty)
    }

    @Test func excludedRowsAndIllConditionedTermsAreSkipped() {
        let defined = stack.definedVariables(excluding: [3])
        // Without row 3, y3 is in no row; y2 is now last, and h2 only in its optional row.
        #expect(defined.definitions.map(\.variable) == [5, 0, 2, 4])
        // x0 only with a coefficient 1000× smaller than the row's largest: not divided by.
        let system = LinearSystem(variableCount: 2, rows: [
            row([(0, 0.001), (1, 1)], -3),
            row([(1, 1)], -3, .greaterThanOrEqual, index: 1),
        ], stays: [], probes: [])
        #expect(system.definedVariables().rows.isEmpty)
    }

    @Test func pinnedVariablesAreNeverDefined() {
        let system = LinearSystem(variableCount: 2, rows: [
            LinearRow(expression: LinearExpression(terms: [LinearTerm(variable: 0, coefficient: 1)], constant: 0),
                      relation: .equal, priority: 1000,
                      source: .generated(GeneratedConstraint(kind: .origin, item: nil, axis: .horizontal))),
            row([(1, 1), (0, -1)], -8, index: 0),
        ], stays: [], probes: [])
        let defined = system.definedVariables()
        #expect(defined.definitions.map(\.variable) == [1])
        #expect(defined.definitions[0].expression == LinearExpression(terms: [LinearTerm(variable: 0, coefficient: 1)], constant: 8))
    }
}
