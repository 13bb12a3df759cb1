import SnapLayoutModel

/// A tier's reduced stage (`TierStage`) whose rows form paths (`PathShape`), decided without an
/// LP: the optimum by dynamic programming over `ConvexPiecewiseLinear`, then an optimal dual from
/// it, which gives the optimal face exactly as GLPK's does (complementary slackness holds between
/// every primal and every dual optimum, so any dual optimum describes the same face).
///
/// The stages a chain of views leaves are paths: each width wished for in the tier, between the
/// required rows that place its neighbours. A simplex there pivots once per row at the cost of
/// the whole path, so 4 000 rows took 0.2 – 0.4 s where this takes milliseconds.
///
/// The dual is found along each path. With `Φ(u) = Σ fₖ(uₖ) + Σ gₖ(uₖ₊₁ − uₖ)` (a variable's own
/// rows and a pair's rows, each a cost or a bound), a point is optimal iff there are forces
/// `λₖ ∈ ∂gₖ(dₖ)` with `λₖ − λₖ₋₁ ∈ ∂fₖ(uₖ)` (`λ` zero beyond the ends). The intervals of
/// possible `λₖ` are carried forward, a value is picked backward, and each variable's or pair's
/// share is split among its rows: those shares are the rows' duals.
package struct PathTierStage {
    /// What `TierStage.solveCore` gives: each tier row's relation on the face (`nil`: free), and
    /// the required rows with a nonzero dual.
    package typealias Outcome = (tierRelations: [(Int, LayoutRelation?)], activeRequired: [Int])

    /// The stage's outcome, or `nil` when its rows are not paths or anything does not add up.
    package static func solve(_ core: [Int], _ stageRows: [TierStage.StageRow]) -> Outcome? {
        var local = [Int: Int]()
        var items: [[LinearTerm]] = []
        for id in core {
            let row = stageRows[id]
            guard !row.terms.isEmpty else { return nil }
            items.append(row.terms.map { term in
                let index = local[term.variable] ?? local.count
                local[term.variable] = index
                return LinearTerm(variable: index, coefficient: term.coefficient)
            })
        }
        guard let shape = PathShape(variableCount: local.count, items: items) else { return nil }
        // Each core row's share of the force, in the scaled variable of its entry.
        var force = [Double](filled: 0, count: core.count)
        var alpha = [Double](filled: 0, count: core.count)
        let rows = core.map { stageRows[$0] }
        for path in shape.paths {
            for entry in path.own.joined() { alpha[entry.item] = entry.alpha }
            for entry in path.pairs.joined() { alpha[entry.item] = entry.alpha }
            guard solve(path, rows: rows, force: &force) else { return nil }
        }
        var outcome: Outcome = ([], [])
        for (k, id) in core.enumerated() {
            let row = stageRows[id]
            let tolerance = Tolerance.dual
            guard row.isTier else {
                if abs(force[k] / alpha[k]) > tolerance { outcome.activeRequired.append(id) }
                continue
            }
            let relation: LayoutRelation?
            if row.isEquality {
                // ∂|e| = s ∈ [−1, 1]: e can fall below 0 on the face only at s = −1, rise above it only at s = 1.
                let s = force[k] / alpha[k]
                switch (s <= -1 + tolerance, s >= 1 - tolerance) {
                case (true, _): relation = .lessThanOrEqual
                case (_, true): relation = .greaterThanOrEqual
                default: relation = .equal
                }
            } else {
                // ∂ max(0, −e) = −σ, σ ∈ [0, 1]: a nonzero σ holds e ≤ 0, and below 0 only at σ = 1.
                let sigma = -force[k] / alpha[k]
                if sigma > tolerance {
                    relation = sigma >= 1 - tolerance ? .lessThanOrEqual : .equal
                } else {
                    relation = .greaterThanOrEqual
                }
            }
            outcome.tierRelations.append((id, relation))
        }
        return outcome
    }

    /// One path: the optimum, then each of its rows' share of the force (`force[item]`).
    private static func solve(_ path: PathShape.Path, rows: [TierStage.StageRow], force: inout [Double]) -> Bool {
        guard let u = path.minimiser({ entry, f in add(entry, rows[entry.item], to: &f) }) else { return false }

        // Each row's subdifferential at the point, summed by variable (`own`) and by pair.
        func interval(_ entry: PathShape.Entry, at v: Double) -> ClosedInterval {
            let row = rows[entry.item]
            let a = entry.alpha
            let e = a * v + row.constant
            let zero = abs(e) <= Tolerance.roundOff * max(1, abs(row.constant), abs(a * v))
            switch (row.isTier, row.isEquality) {
            case (false, true):
                return ClosedInterval(-.infinity, .infinity)
            case (false, false):
                // The normal cone of e ≥ 0 where it is active: −t·a, t ≥ 0.
                guard zero else { return ClosedInterval(0, 0) }
                return a > 0 ? ClosedInterval(-.infinity, 0) : ClosedInterval(0, .infinity)
            case (true, true):
                if zero { return ClosedInterval(-abs(a), abs(a)) }
                return ClosedInterval(e > 0 ? a : -a)
            case (true, false):
                if zero { return ClosedInterval(min(0, -a), max(0, -a)) }
                return ClosedInterval(e > 0 ? 0 : -a)
            }
        }
        let count = path.nodes.count
        let own = (0..<count).map { k in path.own[k].map { interval($0, at: u[k]) } }
        let pairs = (0..<(count - 1)).map { k in path.pairs[k].map { interval($0, at: u[k + 1] - u[k]) } }
        let ownSum = own.map { $0.reduce(ClosedInterval(0), +) }
        let pairSum = pairs.map { $0.reduce(ClosedInterval(0), +) }

        // λₖ ∈ (λₖ₋₁ + ∂fₖ) ∩ ∂gₖ forward; 0 ∈ λ + ∂f at the last variable.
        var possible: [ClosedInterval] = []
        var carried = ClosedInterval(0)
        for k in 0..<count {
            let reachable = carried + ownSum[k]
            if k == count - 1 {
                guard reachable.contains(0, within: slack(reachable)) else { return false }
            } else {
                guard let next = reachable.intersection(pairSum[k], within: slack(reachable)) else { return false }
                possible.append(next)
                carried = next
            }
        }
        // Backward: λ of the last pair, then each earlier one so that its variable's share fits.
        var lambda = [Double](filled: 0, count: count)   // lambda[k]: the force on pair k (0 past the end)
        for k in stride(from: count - 1, to: 0, by: -1) {
            // λₖ₋₁ ∈ possible[k − 1] ∩ [λₖ − ∂fₖ]
            let wanted = ClosedInterval(lambda[k] - ownSum[k].upper, lambda[k] - ownSum[k].lower)
            guard let choice = possible[k - 1].intersection(wanted, within: slack(wanted)) else { return false }
            lambda[k - 1] = choice.nearest(to: 0)
        }
        for k in 0..<count {
            let share = lambda[k] - (k > 0 ? lambda[k - 1] : 0)
            guard distribute(share, over: path.own[k], own[k], into: &force) else { return false }
            if k < count - 1 {
                guard distribute(lambda[k], over: path.pairs[k], pairs[k], into: &force) else { return false }
            }
        }
        return true
    }

    /// Splits `total` among entries whose shares must lie in `intervals`: each starts at its
    /// point nearest zero, and the rest goes to whichever can take it.
    private static func distribute(_ total: Double, over entries: [PathShape.Entry], _ intervals: [ClosedInterval],
                                   into force: inout [Double]) -> Bool {
        var shares = intervals.map { $0.nearest(to: 0) }
        var rest = total - shares.reduce(0, +)
        for (k, interval) in intervals.enumerated() where rest != 0 {
            let moved = rest > 0 ? min(rest, interval.upper - shares[k]) : max(rest, interval.lower - shares[k])
            shares[k] += moved
            rest -= moved
        }
        let scale = max(1, abs(total), intervals.reduce(0) { $0 + abs($1.nearest(to: 0)) })
        // Shares left over or missing beyond round-off mean the point or its dual is not
        // trustworthy: GLPK decides the stage instead.
        guard abs(rest) <= Tolerance.roundOff * scale else { return false }
        for (k, entry) in entries.enumerated() { force[entry.item] = shares[k] }
        return true
    }

    /// How far apart two force intervals may be and still meet: round-off of the point's activity.
    private static func slack(_ interval: ClosedInterval) -> Double {
        Tolerance.roundOff * max(1, interval.lower.isFinite ? abs(interval.lower) : 0, interval.upper.isFinite ? abs(interval.upper) : 0)
    }

    /// Adds a row to a function of its entry's variable: a tier row as its error, a required one as a bound.
    private static func add(_ entry: PathShape.Entry, _ row: TierStage.StageRow, to f: inout ConvexPiecewiseLinear) -> Bool {
        let a = entry.alpha
        let root = -row.constant / a
        guard root.isFinite else { return false }
        if row.isTier {
            if row.isEquality {
                f.addAbsolute(at: root, weight: abs(a))
            } else if a > 0 {
                f.addFalling(at: root, weight: a)       // max(0, −(a·v + c)) = a·max(0, root − v)
            } else {
                f.addRising(at: root, weight: -a)
            }
            return true
        }
        return f.restrict(a, row.constant, row.isEquality ? .equal : .greaterThanOrEqual)
    }
}

/// `[lower, upper]`, possibly unbounded: a set of forces.
package struct ClosedInterval {
    package var lower: Double
    package var upper: Double

    package init(_ lower: Double, _ upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    package init(_ point: Double) {
        self.init(point, point)
    }

    package static func + (a: ClosedInterval, b: ClosedInterval) -> ClosedInterval {
        ClosedInterval(a.lower + b.lower, a.upper + b.upper)
    }

    package func contains(_ value: Double, within slack: Double) -> Bool {
        value >= lower - slack && value <= upper + slack
    }

    /// The common part; when they miss each other by at most `slack`, the point between.
    package func intersection(_ other: ClosedInterval, within slack: Double) -> ClosedInterval? {
        let low = max(lower, other.lower), high = min(upper, other.upper)
        if low <= high { return ClosedInterval(low, high) }
        guard low - high <= slack else { return nil }
        return ClosedInterval((low + high) / 2)
    }

    package func nearest(to value: Double) -> Double {
        min(max(value, lower), upper)
    }
}
