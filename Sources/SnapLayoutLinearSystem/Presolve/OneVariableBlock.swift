import SnapLayoutModel

/// A block of one free variable, solved without an LP: after elimination most of a content-sized
/// layout is blocks like this (a label's width between its hugging, its compression resistance and
/// the edge of its cell), and a GLPK problem per stage cost far more than the answer.
///
/// Every row is `a·v + c (relation) 0`, so each tier's error sum is a convex piecewise-linear
/// function of `v`: its minimum over an interval is at an end or at a breakpoint `−c/a`, and the
/// points that reach it form an interval again, the optimal face the next tier works on. The
/// required rows give the first interval.
package struct OneVariableBlock {
    /// One row with the block's variable `v`: `a·v + c (relation) 0` at `priority`.
    package struct Row {
        package var a: Double
        package var c: Double
        package var relation: LayoutRelation
        package var priority: Double

        package init(a: Double, c: Double, relation: LayoutRelation, priority: Double) {
            self.a = a
            self.c = c
            self.relation = relation
            self.priority = priority
        }

        package func error(_ v: Double) -> Double {
            let value = a * v + c
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    /// What a solve found.
    package struct Result {
        /// The value chosen.
        package var value: Double
        /// Whether the tiers leave that one value only.
        package var isDetermined: Bool
        /// The values the tiers leave the variable, before any stay chose one (the ranges of a
        /// solve that checks ambiguity).
        package var face: ValueRange
    }

    /// Blocks with more rows than this go to GLPK (the closed form is quadratic in the rows).
    package static let rowLimit = 32

    package var rows: [Row]
    /// Stay terms `a·v + c`, whose absolute values are minimised last (when `nil`, nothing is, and
    /// an undetermined value is just some point of the face).
    package var stays: [(a: Double, c: Double)]?

    package init(rows: [Row], stays: [(a: Double, c: Double)]?) {
        self.rows = rows
        self.stays = stays
    }

    /// Solves; `nil` when the required rows cannot hold together.
    package func solve() -> Result? {
        rows.withUnsafeBufferPointer { rows in
            guard let stays else { return Self.solve(rows: rows, stays: nil) }
            return stays.withUnsafeBufferPointer { Self.solve(rows: rows, stays: $0) }
        }
    }

    /// The same solve over rows and stays in place: a decoupled solve keeps a block's in stack
    /// scratch (its arrays of them were most of solving a block).
    package static func solve(rows: UnsafeBufferPointer<Row>, stays: UnsafeBufferPointer<(a: Double, c: Double)>?) -> Result? {
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
        var tier = Double.infinity
        while let next = nextTier(rows, below: tier) {
            tier = next
            (lower, upper) = minimiseTier(rows, tier, lower, upper)
        }
        let isDetermined = lower.isFinite && upper.isFinite
            && upper - lower <= Tolerance.optimality * max(1, abs(lower), abs(upper))
        let face = ValueRange(lower, upper)
        if isDetermined { return Result(value: lower == upper ? lower : (lower + upper) / 2, isDetermined: true, face: face) }
        if let stays, !stays.isEmpty {
            let (low, high) = minimiseStays(stays, lower, upper)
            // Any point of the stays' optimal face is an answer; an end of it that is finite.
            return Result(value: low.isFinite ? low : high, isDetermined: false, face: face)
        }
        // No stay pulls: the point nearest zero (where GLPK leaves a free variable).
        return Result(value: min(max(0, lower), upper), isDetermined: false, face: face)
    }

    /// The interval of `[lower, upper]` where the sum of the stays' absolute values is smallest,
    /// with the breakpoints and candidates in stack scratch.
    private static func minimiseStays(_ stays: UnsafeBufferPointer<(a: Double, c: Double)>,
                                      _ lower: Double, _ upper: Double) -> (Double, Double) {
        let count = stays.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * count + 4) { scratch in
            for index in 0..<count { scratch[index] = -stays[index].c / stays[index].a }
            return minimise({ v in stays.reduce(0) { $0 + abs($1.a * v + $1.c) } },
                            breakpoints: UnsafeBufferPointer(rebasing: scratch[0..<count]), lower, upper,
                            scratch: UnsafeMutableBufferPointer(rebasing: scratch[count...]))
        }
    }

    /// The highest priority of an optional row below `priority`, `nil` when none is: the tiers
    /// one after the other, highest first, without a list of them (a block has a row or two, and
    /// the lists this solve made cost more than its arithmetic).
    private static func nextTier(_ rows: UnsafeBufferPointer<Row>, below priority: Double) -> Double? {
        var next: Double?
        for row in rows where row.priority < LinearSystem.requiredPriority && row.priority < priority {
            if next.map({ row.priority > $0 }) ?? true { next = row.priority }
        }
        return next
    }

    /// The interval of `[lower, upper]` where the error sum of the rows at `tier` is smallest:
    /// `minimise` with the breakpoints and candidates in stack scratch.
    private static func minimiseTier(_ rows: UnsafeBufferPointer<Row>, _ tier: Double,
                                     _ lower: Double, _ upper: Double) -> (Double, Double) {
        var count = 0
        for row in rows where row.priority == tier { count += 1 }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * (count + 2)) { scratch in
            var breakpoints = 0
            for row in rows where row.priority == tier {
                scratch[breakpoints] = -row.c / row.a
                breakpoints += 1
            }
            return minimise({ v in
                var sum = 0.0
                for row in rows where row.priority == tier { sum += row.error(v) }
                return sum
            }, breakpoints: UnsafeBufferPointer(rebasing: scratch[0..<count]), lower, upper,
               scratch: UnsafeMutableBufferPointer(rebasing: scratch[count...]))
        }
    }

    /// `expression` as `a·variable + c`, the pinned variables' values in `c`.
    package static func coefficients(_ expression: LinearExpression, of variable: Int, pinned: [Double?]) -> (a: Double, c: Double) {
        var a = 0.0, c = expression.constant
        for term in expression.terms {
            if term.variable == variable { a += term.coefficient } else if let value = pinned[term.variable] { c += term.coefficient * value }
        }
        return (a, c)
    }

    /// The interval of points of `[lower, upper]` where the convex piecewise-linear `f` (with
    /// these breakpoints) is smallest.
    package static func minimise(_ f: (Double) -> Double, breakpoints: [Double],
                         _ lower: Double, _ upper: Double) -> (Double, Double) {
        breakpoints.withUnsafeBufferPointer { breakpoints in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * (breakpoints.count + 2)) { scratch in
                minimise(f, breakpoints: breakpoints, lower, upper, scratch: scratch)
            }
        }
    }

    /// The same, with `scratch` (room for twice the breakpoints and two more) for the candidates
    /// and their values.
    static func minimise(_ f: (Double) -> Double, breakpoints: UnsafeBufferPointer<Double>,
                         _ lower: Double, _ upper: Double, scratch: UnsafeMutableBufferPointer<Double>) -> (Double, Double) {
        let room = breakpoints.count + 2
        let candidates = UnsafeMutableBufferPointer(rebasing: scratch[0..<room])
        let values = UnsafeMutableBufferPointer(rebasing: scratch[room..<(2 * room)])
        var count = 0
        for point in breakpoints where point > lower && point < upper {
            candidates[count] = point
            count += 1
        }
        if lower.isFinite { candidates[count] = lower; count += 1 }
        if upper.isFinite { candidates[count] = upper; count += 1 }
        var sorted = UnsafeMutableBufferPointer(rebasing: candidates[0..<count])
        sorted.sort()
        if count == 0 { candidates[0] = 0; count = 1 }
        for index in 0..<count { values[index] = f(candidates[index]) }
        let best = values[0..<count].min()!
        let limit = best + Tolerance.optimality * max(1, best)
        let first = values[0..<count].firstIndex { $0 <= limit }!, last = values[0..<count].lastIndex { $0 <= limit }!
        var low = candidates[first], high = candidates[last]
        // Beyond the outermost candidate f is linear: flat there (its value a step further is the
        // same; a step that still moves a large value) means the face goes on to the interval's end.
        if first == 0, !lower.isFinite, f(low - max(1, abs(low))) <= limit { low = lower }
        if last == count - 1, !upper.isFinite, f(high + max(1, abs(high))) <= limit { high = upper }
        return (low, high)
    }
}
