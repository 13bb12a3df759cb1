import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// A stays-only block shaped as paths is solved by dynamic programming (`PathStayBlock`): the same
/// stay total as GLPK's LP, every row held; any other shape is left to GLPK.
struct PathStayBlockTests {
    func row(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double = 1000) -> LinearRow {
        LinearRow(expression: expression, relation: relation, priority: priority, source: .constraint(0))
    }

    func x(_ variable: Int, _ coefficient: Double = 1) -> LinearExpression {
        LinearExpression(variable: variable, coefficient: coefficient)
    }

    func block(_ system: LinearSystem, pinned: [Int] = []) -> LinearSystemBlock {
        LinearSystemBlock(variables: (0..<system.variableCount).filter { !pinned.contains($0) },
                          rows: Array(system.rows.indices), stays: Array(system.stays.indices))
    }

    func stayTotal(_ system: LinearSystem, _ values: [Double]) -> Double {
        system.stays.reduce(0) { $0 + abs($1.value(values)) }
    }

    @Test func aChainPulledApartFindsItsOnlyOptimum() throws {
        // |x0 − 10| three times, |x1|, |x2 − 5|, with x1 ≥ x0 + 2 and x2 ≥ x1 + 2: the three stays
        // on x0 outweigh the others, so x0 = 10 and the rest sit at their bounds (total 21).
        let system = LinearSystem(variableCount: 3, rows: [
            row(x(1) - x(0) - 2, .greaterThanOrEqual),
            row(x(2) - x(1) - 2, .greaterThanOrEqual),
        ], stays: [x(0) - 10, x(0) - 10, x(0) - 10, x(1), x(2) - 5], probes: [])
        let values = try #require(PathStayBlock(system: system, block: block(system), pinned: [nil, nil, nil], broken: []).solve())
        #expect(values.map(\.variable) == [0, 1, 2])
        #expect(values.map(\.value) == [10, 12, 14])
    }

    @Test func scaledAndReversedPairsAreOnePath() throws {
        // 2·x1 − 2·x0 ≥ 4 (x1 ≥ x0 + 2) and x2 + x1 ≤ 0 (x2 ≤ −x1): a path through x0, x1, x2 whose
        // third variable runs the other way. Stays pull x0 to 4 (three times), x1 to 0, x2 to 0.
        let system = LinearSystem(variableCount: 3, rows: [
            row(x(1, 2) - x(0, 2) - 4, .greaterThanOrEqual),
            row(x(2) + x(1), .lessThanOrEqual),
        ], stays: [x(0) - 4, x(0) - 4, x(0) - 4, x(1), x(2)], probes: [])
        let values = try #require(PathStayBlock(system: system, block: block(system), pinned: [nil, nil, nil], broken: []).solve())
        // Each point x0 below 4 costs 3 on x0 and saves 2 on x1 and x2: x0 = 4, x1 = 6, x2 = −6.
        #expect(values.map(\.value) == [4, 6, -6])
    }

    @Test func infeasibleRowsLeaveTheBlockToGLPK() {
        // x0 ≥ 5, x1 ≥ x0, x1 ≤ 3.
        let system = LinearSystem(variableCount: 2, rows: [
            row(x(0) - 5, .greaterThanOrEqual),
            row(x(1) - x(0), .greaterThanOrEqual),
            row(x(1) - 3, .lessThanOrEqual),
        ], stays: [x(0), x(1)], probes: [])
        #expect(PathStayBlock(system: system, block: block(system), pinned: [nil, nil], broken: []).solve() == nil)
    }

    @Test func otherShapesAreLeftToGLPK() {
        let stays = [x(0), x(1), x(2), x(3)]
        let shapes: [(String, [LinearRow])] = [
            ("a star", [row(x(1) - x(0), .equal), row(x(2) - x(0), .lessThanOrEqual), row(x(3) - x(0), .greaterThanOrEqual)]),
            ("a cycle", [row(x(1) - x(0), .equal), row(x(2) - x(1), .lessThanOrEqual), row(x(0) - x(2) - 1, .lessThanOrEqual)]),
            ("three terms", [row(x(0) + x(1) - x(2), .lessThanOrEqual)]),
            ("two directions on one pair", [row(x(1) - x(0) - 5, .lessThanOrEqual), row(x(1) - x(0, 2) - 3, .lessThanOrEqual)]),
            ("a tier row", [row(x(1) - x(0), .equal, priority: 500)]),
        ]
        for (name, rows) in shapes {
            let system = LinearSystem(variableCount: 4, rows: rows, stays: stays, probes: [])
            let solved = PathStayBlock(system: system, block: block(system), pinned: [nil, nil, nil, nil], broken: []).solve()
            #expect(solved == nil, "\(name)")
        }
    }

    /// A random forest of paths: rows that hold at a random point, stays pulling elsewhere, pair
    /// terms written in each variable's own scale (so some pairs are sums), a pinned variable.
    func randomPathSystem(seed: UInt64) -> (LinearSystem, LinearSystemBlock, [Double?]) {
        var random = SeededGenerator(seed: seed)
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        let count = int(1...14)
        let pinnedVariable = count
        var pinned = [Double?](repeating: nil, count: count + 1)
        pinned[pinnedVariable] = Double(int(-20...20))
        let order = (0..<count).shuffled(using: &random)
        let scaleChoices: [Double] = [1, 1, 1, -1, 2, 0.5, -4]
        let scale = (0..<count).map { _ in scaleChoices[int(0...scaleChoices.count - 1)] }
        let point = (0..<count).map { scale[$0] * Double(int(-30...30)) }
        var rows: [LinearRow] = []
        var stays: [LinearExpression] = []
        func relation(holdingAt value: Double, into expression: inout LinearExpression) -> LayoutRelation {
            // Shift the constant so that the row holds at the point, with some slack for inequalities.
            switch int(0...2) {
            case 0: expression.constant -= value; return .equal
            case 1: expression.constant -= value + Double(int(0...5)); return .lessThanOrEqual
            default: expression.constant -= value - Double(int(0...5)); return .greaterThanOrEqual
            }
        }
        for (k, variable) in order.enumerated() {
            let unit = x(variable, 1 / scale[variable])
            for _ in 0..<int(0...2) {
                var expression = Double(int(1...3)) * unit
                if chance(0.2) { expression.add(x(pinnedVariable)) }
                let value = expression.value(point + [pinned[pinnedVariable]!])
                let relation = relation(holdingAt: value, into: &expression)
                rows.append(row(expression, relation))
            }
            for _ in 0..<int(0...3) { stays.append(unit - Double(int(-40...40))) }
            guard k > 0, chance(0.9) else { continue }
            let previous = order[k - 1]
            let difference = unit - x(previous, 1 / scale[previous])
            for _ in 0..<int(0...3) {
                var expression = [1.0, -1, 2, -0.5][int(0...3)] * difference
                let value = expression.value(point + [pinned[pinnedVariable]!])
                let relation = relation(holdingAt: value, into: &expression)
                rows.append(row(expression, relation))
            }
            for _ in 0..<int(0...2) { stays.append(Double(int(1...2)) * difference - Double(int(-10...10))) }
        }
        let system = LinearSystem(variableCount: count + 1, rows: rows.shuffled(using: &random), stays: stays, probes: [])
        return (system, block(system, pinned: [pinnedVariable]), pinned)
    }

    @Test(arguments: Sweep.seeds(0..<300, quick: 20))
    func randomPathsHaveGLPKsStayTotal(seed: UInt64) throws {
        let (system, block, pinned) = randomPathSystem(seed: seed)
        let path = try #require(PathStayBlock(system: system, block: block, pinned: pinned, broken: []).solve())
        // GLPK on the same block, with every stay its own row (the reference path's LP).
        let solver = GLPKBlockSolver(system: system, block: block, pinned: pinned, broken: [], appendsStays: false)
        let reference = try #require(try solver.solve(checksAmbiguity: false))
        var pathValues = pinned.map { $0 ?? 0 }, referenceValues = pathValues
        for (variable, value) in path { pathValues[variable] = value }
        for (variable, value) in reference.values { referenceValues[variable] = value }
        let expected = stayTotal(system, referenceValues)
        #expect(abs(stayTotal(system, pathValues) - expected) <= 1e-7 * max(1, expected), "seed \(seed)")
        for (index, row) in system.rows.enumerated() {
            #expect(row.error(pathValues) <= 1e-7, "seed \(seed), row \(index)")
        }
    }
}
