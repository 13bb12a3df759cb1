import Testing
import SnapLayoutModel
import SnapLayoutLinearSystem

/// `LinearSystem.tierMinima`: every tier's error sum, highest first, holding tiers at 0.
struct TierMinimaTests {
    @Test func everyTierIsListedHighestFirst() {
        func row(_ constant: Double, _ relation: LayoutRelation, _ priority: Double) -> LinearRow {
            LinearRow(expression: LinearExpression(terms: [LinearTerm(variable: 0, coefficient: 1)], constant: constant),
                      relation: relation, priority: priority, source: .constraint(0))
        }
        // x = 10: x == 12 @250 misses by 2, x <= 4 @250 by 6, x >= 5 @750 holds; required rows do not count.
        let system = LinearSystem(variableCount: 1, rows: [
            row(-10, .equal, 1000), row(-12, .equal, 250), row(-4, .lessThanOrEqual, 250), row(-5, .greaterThanOrEqual, 750),
        ], stays: [], probes: [])
        #expect(system.tierMinima([10]) == [TierMinimum(priority: 750, minimum: 0), TierMinimum(priority: 250, minimum: 8)])
    }
}
