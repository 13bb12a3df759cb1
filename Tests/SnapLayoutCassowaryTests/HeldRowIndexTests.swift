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
        // `a` is bounded on both sides, so no direction relaxes its bounds.
        let rows = [
            row([(0, 1)], -400, source: size),                    // 0: W = 400
            row([(1, 1), (0, -1)], 0, .lessThanOrEqual),           // 1: a ≤ W
            row([(3, 1), (0, -1)], 0, .lessThanOrEqual),           // 2: c ≤ W (beyond the pinned W)
            row([(1, 1), (2, -1)], -1),                            // 3: a = b + 1
            row([(1, 1), (2, -1)], -1),                            // 4: the same again
            row([(2, 1), (4, 1)], -5, .greaterThanOrEqual),        // 5: b + x4 ≥ 5 (x4 only here)
            row([(1, 1), (0, -1)], 500, .greaterThanOrEqual),      // 6: a ≥ W − 500
            row([(2, 1), (1, -1)], -1),                            // 7: b = a + 1, refused
        ]
        let system = LinearSystem(variableCount: 5, rows: rows, stays: [], probes: [])
        var index = HeldRowIndex(system: system)
        #expect(!index.repeatsHeldRow(4))
        for held in 0...6 { index.hold(held) }
        #expect(index.repeatsHeldRow(4) && !index.repeatsHeldRow(7))
        #expect(index.candidates(for: 7) == [0, 1, 3, 6])
    }

    /// Every view kept inside the root by `right ≤ root.right` alone: moving every view left keeps
    /// the cycle and relaxes those rows, so they are in no irreducible set and not candidates; with
    /// them gone, the root's width is held by its pinning row alone and goes too.
    @Test func inequalitiesThatAShiftRelaxesAreNotCandidates() {
        let size = RowSource.generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal))
        let rows = [
            row([(0, 1)], -400, source: size),                    // 0: W = 400
            row([(1, 1), (0, -1)], 0, .lessThanOrEqual),           // 1: a ≤ W
            row([(2, 1), (0, -1)], 0, .lessThanOrEqual),           // 2: b ≤ W
            row([(1, 1), (2, -1)], -1),                            // 3: a = b + 1
            row([(2, 1), (1, -1)], -1),                            // 4: b = a + 1, refused
        ]
        let system = LinearSystem(variableCount: 3, rows: rows, stays: [], probes: [])
        var index = HeldRowIndex(system: system)
        for held in 0...3 { index.hold(held) }
        #expect(index.candidates(for: 4) == [3])
        // A lower bound as well, and a refused row they conflict with: no direction, all kept.
        let bounded = rows + [row([(2, 1)], -395, .greaterThanOrEqual),   // 5: b ≥ 395
                              row([(1, 1), (2, -1)], -10)]                 // 6: a = b + 10, refused
        let both = LinearSystem(variableCount: 3, rows: bounded, stays: [], probes: [])
        var other = HeldRowIndex(system: both)
        for held in [0, 1, 2, 5] { other.hold(held) }
        #expect(other.candidates(for: 6) == [0, 1, 2, 5])
    }

    /// A sum that rounds to zero is not taken as zero: with `1e16·a + b − 1e16·c = 0`, a shift of
    /// every variable changes the row by 1 (not 0), so it does not keep it and relaxes nothing.
    @Test func aRoundedSumDecidesNothing() {
        let rows = [
            row([(0, 1e16), (1, 1), (2, -1e16)], 0),               // 0: the shift moves it by 1
            row([(0, 1)], -5, .lessThanOrEqual),                   // 1: a ≤ 5
            row([(1, 1)], -3),                                     // 2: b = 3
        ]
        let system = LinearSystem(variableCount: 3, rows: rows, stays: [], probes: [])
        #expect(RelaxingDirection.relaxed([0, 1], sign: -1, in: system, protected: 2).isEmpty)
        // Without the large coefficients the same shape is relaxed: the test above is not vacuous.
        let plain = LinearSystem(variableCount: 3, rows: [row([(0, 1), (2, -1)], 0)] + rows.dropFirst(),
                                 stays: [], probes: [])
        #expect(RelaxingDirection.relaxed([0, 1], sign: -1, in: plain, protected: 2).isEmpty == false)
    }
}
