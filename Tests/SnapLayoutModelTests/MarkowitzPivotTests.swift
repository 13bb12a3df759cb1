import Testing
@testable import SnapLayoutLinearSystem

/// The pivot both eliminations take: of the terms within 10× of the largest coefficient, the
/// variable in fewest rows, the first of the fewest.
struct MarkowitzPivotTests {
    /// `place` over `terms` (as `(variable, coefficient)`), with each variable's row count.
    private func place(_ terms: [(Int, Double)], rowCounts: [Int], among places: Range<Int>? = nil)
        -> (place: Int, largest: Double) {
        let terms = terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }
        return MarkowitzPivot.place(among: places ?? terms.indices, term: { terms[$0] }, rowCount: { rowCounts[$0] })
    }

    @Test func theVariableInFewestRowsAmongTheWellConditionedTerms() {
        // Variable 1 is in fewest rows but its coefficient is below a tenth of the largest.
        let found = place([(0, 1), (1, 0.05), (2, -0.5)], rowCounts: [3, 1, 2])
        #expect(found.place == 2 && found.largest == 1)
    }

    @Test func aCoefficientOfExactlyATenthOfTheLargestIsWellConditioned() {
        let found = place([(0, -4), (1, 0.4)], rowCounts: [5, 1])
        #expect(found.place == 1 && found.largest == 4)
    }

    @Test func theFirstOfTheFewestOnATie() {
        #expect(place([(0, 1), (1, 1), (2, 1)], rowCounts: [2, 1, 1]).place == 1)
    }

    @Test func placesAreCountedWhereTheRowStarts() {
        // A row held at places 2..<4 of shared storage: its own terms only, places as given.
        let found = place([(0, 100), (1, 1), (2, 1), (3, 2)], rowCounts: [0, 0, 4, 3], among: 2..<4)
        #expect(found.place == 3 && found.largest == 2)
    }
}
