import Testing
import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutTestSupport

/// The one-variable solve that walks the tiers without lists and keeps its candidates in stack
/// scratch gives exactly what the version that filtered and mapped arrays gave: the same bits of
/// the value, the same determinedness, on random blocks (ties, equal breakpoints, signed zeros,
/// infeasible required rows, stays or none).
struct OneVariableBlockTests {
    @Test func agreesWithTheListBuildingSolve() {
        var generator = SeededGenerator(seed: 5)
        let priorities: [Double] = [1000, 1000, 750, 500, 500, 250, 1]
        let numbers: [Double] = [0, -0.0, 1, -1, 2, 0.5, -3, 8, 16.5, 1e-12, 375, -667]
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        for _ in 0..<20_000 {
            let rows = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                OneVariableBlock.Row(a: [1, -1, 2, 0.5].randomElement(using: &generator)!,
                                     c: numbers.randomElement(using: &generator)!,
                                     relation: relations.randomElement(using: &generator)!,
                                     priority: priorities.randomElement(using: &generator)!)
            }
            let stays: [(a: Double, c: Double)]? = Bool.random(using: &generator) ? nil
                : (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    ([1, -1, 2].randomElement(using: &generator)!, numbers.randomElement(using: &generator)!)
                }
            let new = OneVariableBlock(rows: rows, stays: stays).solve()
            let old = ReferenceOneVariableBlock(rows: rows, stays: stays).solve()
            #expect(new?.value.bitPattern == old?.value.bitPattern && new?.isDetermined == old?.isDetermined,
                    "\(rows) \(String(describing: stays))")
        }
    }
}

/// `OneVariableBlock`'s solve as it was, filtering and mapping arrays per tier: the reference.
private struct ReferenceOneVariableBlock {
    var rows: [OneVariableBlock.Row]
    var stays: [(a: Double, c: Double)]?

    /// Solves; `nil` when the required rows cannot hold together.
    func solve() -> (value: Double, isDetermined: Bool)? {
        var lower = -Double.infinity, upper = Double.infinity
        for row in rows where row.priority >= LinearSystem.requiredPriority {
            let root = -row.c / row.a
            switch (row.relation, row.a > 0) {
            case (.equal, _): lower = max(lower, root); upper = min(upper, root)
            case (.lessThanOrEqual, true), (.greaterThanOrEqual, false): upper = min(upper, root)
            case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): lower = max(lower, root)
            }
        }
        if lower > upper {
            guard lower - upper <= Tolerance.feasibility * max(1, abs(lower), abs(upper)) else { return nil }
            let middle = (lower + upper) / 2
            lower = middle
            upper = middle
        }
        for tier in ReferenceOneVariableBlock.tiers(rows) {
            let tierRows = rows.filter { $0.priority == tier }
            (lower, upper) = ReferenceOneVariableBlock.minimise({ v in tierRows.reduce(0) { $0 + $1.error(v) } },
                                                       breakpoints: tierRows.map { -$0.c / $0.a }, lower, upper)
        }
        let isDetermined = lower.isFinite && upper.isFinite
            && upper - lower <= Tolerance.optimality * max(1, abs(lower), abs(upper))
        if isDetermined { return (value: lower == upper ? lower : (lower + upper) / 2, isDetermined: true) }
        if let stays, !stays.isEmpty {
            let (low, high) = ReferenceOneVariableBlock.minimise({ v in stays.reduce(0) { $0 + abs($1.a * v + $1.c) } },
                                                        breakpoints: stays.map { -$0.c / $0.a }, lower, upper)
            // Any point of the stays' optimal face is an answer; an end of it that is finite.
            return (value: low.isFinite ? low : high, isDetermined: false)
        }
        // No stay pulls: the point nearest zero (where GLPK leaves a free variable).
        return (value: min(max(0, lower), upper), isDetermined: false)
    }

    /// The distinct priorities of the optional rows, highest first (a block has a row or two:
    /// a set hashed more than the rest of the solve).
    private static func tiers(_ rows: [OneVariableBlock.Row]) -> [Double] {
        var tiers: [Double] = []
        for row in rows where row.priority < LinearSystem.requiredPriority && !tiers.contains(row.priority) {
            tiers.insert(row.priority, at: tiers.firstIndex { $0 < row.priority } ?? tiers.count)
        }
        return tiers
    }

    /// The interval of points of `[lower, upper]` where the convex piecewise-linear `f` (with
    /// these breakpoints) is smallest.
    static func minimise(_ f: (Double) -> Double, breakpoints: [Double],
                         _ lower: Double, _ upper: Double) -> (Double, Double) {
        var candidates = breakpoints.filter { $0 > lower && $0 < upper }
        if lower.isFinite { candidates.append(lower) }
        if upper.isFinite { candidates.append(upper) }
        candidates.sort()
        if candidates.isEmpty { candidates = [0] }
        let values = candidates.map(f)
        let best = values.min()!
        let limit = best + Tolerance.optimality * max(1, best)
        let first = values.firstIndex { $0 <= limit }!, last = values.lastIndex { $0 <= limit }!
        var low = candidates[first], high = candidates[last]
        // Beyond the outermost candidate f is linear: flat there (its value a step further is the
        // same; a step that still moves a large value) means the face goes on to the interval's end.
        if first == 0, !lower.isFinite, f(low - max(1, abs(low))) <= limit { low = lower }
        if last == candidates.count - 1, !upper.isFinite, f(high + max(1, abs(high))) <= limit { high = upper }
        return (low, high)
    }
}
