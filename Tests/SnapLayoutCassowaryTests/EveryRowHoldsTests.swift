import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// `EveryRowHolds`: the separable solve's shortcut for a coupled block whose rows can all hold and
/// pin one point. Exact points on hand-made blocks, `nil` wherever a row must give or the pinning
/// rows leave a line, and the dense tableau's own answer on random blocks.
struct EveryRowHoldsTests {
    typealias Row = DenseBlockProblem.Row

    /// A hugging row and a compression row of one expression: `expression <= 0 @250`, `>= 0 @750`.
    static func pair(_ constant: Double) -> [Row] {
        [Row(constant: constant, relation: .lessThanOrEqual, priority: 250, isStay: false),
         Row(constant: constant, relation: .greaterThanOrEqual, priority: 750, isStay: false)]
    }

    /// Two views' heights `a` and `b` at 30 and 17, and `a + b` at 47 (a column's height), each
    /// held from both sides: every row holds at (30, 17).
    @Test func aChainHeldFromBothSidesIsItsOnePoint() throws {
        let rows = Self.pair(-30) + Self.pair(-17) + Self.pair(-47)
        let coefficients: [Double] = [1, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1]
        let point = try #require(EveryRowHolds.point(rows, coefficients, width: 2))
        #expect(point == [30, 17])
    }

    /// An optional equality pins as well as a pair: `a - b == 13 @800` with `a` held at 30.
    @Test func anOptionalEqualityPins() throws {
        let rows = Self.pair(-30) + [Row(constant: -13, relation: .equal, priority: 800, isStay: false)]
        let point = try #require(EveryRowHolds.point(rows, [1, 0, 1, 0, 1, -1], width: 2))
        #expect(point == [30, 17])
    }

    /// `a + b` held at 50 while `a` and `b` are held at 30 and 17: a row must give, so the
    /// tableau decides which.
    @Test func aRowThatMustGiveLeavesItToTheTableau() {
        let rows = Self.pair(-30) + Self.pair(-17) + Self.pair(-50)
        #expect(EveryRowHolds.point(rows, [1, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1], width: 2) == nil)
    }

    /// Only `a + b` is pinned; `a <= 40` alone does not pin `a`: a line, not a point.
    @Test func rowsThatPinALineAreNotAPoint() {
        let rows = Self.pair(-47) + [Row(constant: -40, relation: .lessThanOrEqual, priority: 500, isStay: false)]
        #expect(EveryRowHolds.point(rows, [1, 1, 1, 1, 1, 0], width: 2) == nil)
        // Two pinned expressions that are one (`a + b` and `2a + 2b`) are a line too.
        let twice = Self.pair(-47) + Self.pair(-94)
        #expect(EveryRowHolds.point(twice, [1, 1, 1, 1, 2, 2, 2, 2], width: 2) == nil)
    }

    /// A lone inequality that the pinned point breaks (`a >= 35`, required) is a row that must
    /// give: not the point.
    @Test func aBrokenInequalityIsNotThePoint() {
        let rows = Self.pair(-30) + Self.pair(-17) + [Row(constant: -35, relation: .greaterThanOrEqual, priority: nil, isStay: false)]
        #expect(EveryRowHolds.point(rows, [1, 0, 1, 0, 0, 1, 0, 1, 1, 0], width: 2) == nil)
    }

    /// Random blocks of pairs and equalities over 2 to 6 variables, half of them with every row
    /// able to hold: wherever it answers, the dense tableau finds the same one point (1e-9), and
    /// where the tableau finds a point that holds every row, it answers.
    @Test func itsPointIsTheTableausOnRandomBlocks() throws {
        var generator = SeededGenerator(seed: 20)
        var answered = 0
        for _ in 0..<400 {
            let width = Int.random(in: 2...6, using: &generator)
            let target = (0..<width).map { _ in Double(Int.random(in: 0...300, using: &generator)) }
            var rows: [Row] = [], coefficients: [Double] = []
            for _ in 0..<Int.random(in: width...(width + 3), using: &generator) {
                let a = (0..<width).map { _ in Double(Int.random(in: -1...1, using: &generator)) }
                guard a.contains(where: { $0 != 0 }) else { continue }
                var constant = -zip(a, target).map(*).reduce(0, +)
                if Bool.random(using: &generator), Int.random(in: 0..<4, using: &generator) == 0 { constant += 5 }
                if Bool.random(using: &generator) {
                    rows += [Row(constant: constant, relation: .lessThanOrEqual, priority: 250, isStay: false),
                             Row(constant: constant, relation: .greaterThanOrEqual, priority: 750, isStay: false)]
                    coefficients += a + a
                } else {
                    rows.append(Row(constant: constant, relation: .equal,
                                    priority: Bool.random(using: &generator) ? nil : 800, isStay: false))
                    coefficients += a
                }
            }
            let tableau = DenseBlockSolve.solve(rows, coefficients, variableCount: width, reportsDetermined: true)
            guard let point = EveryRowHolds.point(rows, coefficients, width: width) else {
                // Declined: then the tableau's point, if it is the only one, leaves some row unheld.
                if case .solved(let values, true) = tableau {
                    #expect(!Self.holdsEveryRow(rows, coefficients, width: width, at: values))
                }
                continue
            }
            answered += 1
            guard case .solved(let values, let isDetermined) = tableau else {
                Issue.record("the tableau found no point where every row holds")
                continue
            }
            #expect(isDetermined)
            for (x, y) in zip(point, values) { #expect(abs(x - y) <= 1e-9 * max(1, abs(y))) }
        }
        #expect(answered >= 50, "only \(answered) of 400 blocks were answered")
    }

    static func holdsEveryRow(_ rows: [Row], _ coefficients: [Double], width: Int, at values: [Double]) -> Bool {
        rows.indices.allSatisfy { index in
            var sum = rows[index].constant
            for k in 0..<width { sum += coefficients[index * width + k] * values[k] }
            switch rows[index].relation {
            case .equal: return abs(sum) <= 1e-9
            case .lessThanOrEqual: return sum <= 1e-9
            case .greaterThanOrEqual: return sum >= -1e-9
            }
        }
    }
}
