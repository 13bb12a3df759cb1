import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel

/// The candidates for a refused row's conflict set (`HeldRowIndex`, issue 38.5): only the held
/// rows the deletion filter could keep.
struct HeldRowIndexTests {
    func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation = .equal,
             source: RowSource = .constraint(0)) -> LinearRow {
        LinearRow(expression: LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant),
                  relation: relation, priority: LinearSystem.requiredPriority, source: source)
    }

    @Test func candidatesStopAtPinnedVariablesAndLeaveOutRepeatsAndSatisfiableRows() {
        let size = RowSource.generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal))
        // x0: the root's width, pinned at 400. a = x1, b = x2 in one cycle; c = x3 elsewhere; x4 free.
        let rows = [
            row([(0, 1)], -400, source: size),                    // 0: W = 400
            row([(1, 1), (0, -1)], 0, .lessThanOrEqual),           // 1: a ≤ W
            row([(3, 1), (0, -1)], 0, .lessThanOrEqual),           // 2: c ≤ W (beyond the pinned W)
            row([(1, 1), (2, -1)], -1),                            // 3: a = b + 1
            row([(1, 1), (2, -1)], -1),                            // 4: the same again
            row([(2, 1), (4, 1)], -5, .greaterThanOrEqual),        // 5: b + x4 ≥ 5 (x4 only here)
            row([(2, 1), (1, -1)], -1),                            // 6: b = a + 1, refused
        ]
        let system = LinearSystem(variableCount: 5, rows: rows, stays: [], probes: [])
        var index = HeldRowIndex(system: system)
        for held in 0...5 { index.hold(held) }
        #expect(index.candidates(for: 6) == [0, 1, 3])
    }
}
