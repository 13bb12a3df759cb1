import HeapModule
import SnapLayoutModel

/// A convex piecewise-linear function of one variable, finite on `[lower, upper]`, held by its
/// breakpoints (the "slope trick"):
///
///     f(x) = m + Σ_{(p, w) ∈ falling} w·max(0, p − x) + Σ_{(p, w) ∈ rising} w·max(0, x − p)
///
/// with every falling breakpoint at or left of every rising one, so `[max falling, min rising]` is
/// where `f` is least. Only the breakpoints next to that interval are ever touched, so adding a
/// term, a bound or an infimal convolution costs O(log n) per breakpoint it moves, and a path of n
/// such steps (`PathStayBlock`) costs O(n log n) where a simplex pivots O(n) times over O(n) rows.
///
/// `m` itself is not kept: the solves that use this need the minimisers, not the minimum.
/// Breakpoints left of `lower` (falling) or right of `upper` (rising) are zero on the domain; they
/// are dropped when they come up rather than searched for.
package struct ConvexPiecewiseLinear {
    /// A point where the slope grows by `weight`, ordered by position alone.
    package struct Breakpoint: Comparable {
        package var position: Double
        package var weight: Double

        package static func < (a: Breakpoint, b: Breakpoint) -> Bool { a.position < b.position }
        package static func == (a: Breakpoint, b: Breakpoint) -> Bool { a.position == b.position }
    }

    /// How an optimal `y` of an infimal convolution `h(y) = min over x + d = y of f(x) + g(d)`
    /// splits into the optimal `x` and `d` (`convolve(with:)`).
    package struct Split {
        /// Where `f` was least before the convolution.
        package var flatStart: Double, flatEnd: Double
        /// Where `g` is least.
        package var gFlatStart: Double, gFlatEnd: Double
        /// Each rising segment of `g` as placed in `h`: it covers `[start, start + length]`, where `x`
        /// stays put and `d` grows with `y`.
        package var rising: [(start: Double, length: Double)] = []
        /// Each falling segment of `g` as placed in `h`: it covers `[end − length, end]`.
        package var falling: [(end: Double, length: Double)] = []

        /// The `d` of an optimal split of `y` (then `x = y − d`).
        package func difference(at y: Double) -> Double {
            let base: Double
            if flatStart.isFinite {
                base = y - flatStart
            } else if flatEnd.isFinite {
                base = y - flatEnd
            } else {
                base = 0
            }
            var d = min(max(base, gFlatStart), gFlatEnd)
            for segment in rising where y > segment.start { d += min(y - segment.start, segment.length) }
            for segment in falling where y < segment.end { d -= min(segment.end - y, segment.length) }
            return d
        }
    }

    /// Falling breakpoints, stored at `position − fallingShift` (a max-heap in use).
    private var falling = Heap<Breakpoint>()
    /// Rising breakpoints, stored at `position − risingShift` (a min-heap in use).
    private var rising = Heap<Breakpoint>()
    private var fallingShift = 0.0
    private var risingShift = 0.0
    /// The domain. Outside it `f` is +∞.
    private(set) var lower = -Double.infinity
    private(set) var upper = Double.infinity

    /// The function that is 0 everywhere.
    package init() {}

    /// Where `f` starts to be least.
    package var flatStart: Double {
        mutating get { fallingTop()?.position ?? lower }
    }

    /// Where `f` stops being least.
    package var flatEnd: Double {
        mutating get { risingTop()?.position ?? upper }
    }

    /// A point where `f` is least: the one nearest zero.
    package var minimiser: Double {
        mutating get { min(max(0, flatStart), flatEnd) }
    }

    // MARK: Terms

    /// Adds `weight · |x − a|`.
    package mutating func addAbsolute(at a: Double, weight: Double) {
        addRising(at: a, weight: weight)
        addFalling(at: a, weight: weight)
    }

    /// Adds `weight · max(0, x − a)`.
    package mutating func addRising(at a: Double, weight: Double) {
        guard weight > 0, a < upper else { return }
        let a = max(a, lower)
        guard let top = fallingTop(), a < top.position else {
            pushRising(a, weight)
            return
        }
        // The least interval moves left: `weight` of the steepest-but-last falling breakpoints
        // becomes rising.
        pushFalling(a, weight)
        var moving = weight
        while moving > 0, let top = popFalling() {
            if top.weight > moving {
                pushFalling(top.position, top.weight - moving)
                pushRising(top.position, moving)
                moving = 0
            } else {
                pushRising(top.position, top.weight)
                moving -= top.weight
            }
        }
        if moving > 0, lower.isFinite { pushRising(lower, moving) }
    }

    /// Adds `weight · max(0, a − x)`.
    package mutating func addFalling(at a: Double, weight: Double) {
        guard weight > 0, a > lower else { return }
        let a = min(a, upper)
        guard let top = risingTop(), a > top.position else {
            pushFalling(a, weight)
            return
        }
        pushRising(a, weight)
        var moving = weight
        while moving > 0, let top = popRising() {
            if top.weight > moving {
                pushRising(top.position, top.weight - moving)
                pushFalling(top.position, moving)
                moving = 0
            } else {
                pushFalling(top.position, top.weight)
                moving -= top.weight
            }
        }
        if moving > 0, upper.isFinite { pushFalling(upper, moving) }
    }

    /// Keeps `f` only where `x ≤ u`; `false` when nothing is left (beyond `tolerance`, within which
    /// the bound meets `lower`).
    package mutating func restrict(atMost u: Double, tolerance: Double) -> Bool {
        guard u < upper else { return true }
        guard u >= lower - tolerance else { return false }
        upper = max(u, lower)
        // Left of `upper`, w·max(0, p − x) with p beyond it is w·max(0, upper − x) plus a constant.
        var folded = 0.0
        while let top = fallingTop(), top.position > upper {
            falling.removeMax()
            folded += top.weight
        }
        if folded > 0 { pushFalling(upper, folded) }
        return true
    }

    /// Keeps `f` only where `x ≥ l`; `false` when nothing is left.
    package mutating func restrict(atLeast l: Double, tolerance: Double) -> Bool {
        guard l > lower else { return true }
        guard l <= upper + tolerance else { return false }
        lower = min(l, upper)
        var folded = 0.0
        while let top = risingTop(), top.position < lower {
            rising.removeMin()
            folded += top.weight
        }
        if folded > 0 { pushRising(lower, folded) }
        return true
    }

    /// Keeps `f` only where `a·x + c (relation) 0` holds (within the feasibility tolerance of a
    /// required row); `false` when nothing is left.
    package mutating func restrict(_ a: Double, _ c: Double, _ relation: LayoutRelation) -> Bool {
        let root = -c / a
        guard root.isFinite else { return false }
        let tolerance = Tolerance.feasibility * max(1, abs(root))
        switch (relation, a > 0) {
        case (.equal, _):
            return restrict(atMost: root, tolerance: tolerance) && restrict(atLeast: root, tolerance: tolerance)
        case (.lessThanOrEqual, true), (.greaterThanOrEqual, false):
            return restrict(atMost: root, tolerance: tolerance)
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true):
            return restrict(atLeast: root, tolerance: tolerance)
        }
    }

    // MARK: Infimal convolution

    /// The pieces of `f` from where it is least outwards: that interval, then each side's
    /// segments from the flattest to the steepest (the last one infinitely long when that side has
    /// no bound). Consumes the breakpoints: for the small functions of one path edge.
    package mutating func segments() -> (flatStart: Double, flatEnd: Double,
                                 rising: [(slope: Double, length: Double)], falling: [(slope: Double, length: Double)]) {
        let start = flatStart, end = flatEnd
        var risingSegments: [(slope: Double, length: Double)] = []
        var slope = 0.0, position = end
        while let top = popRising() {
            if slope > 0, top.position > position { risingSegments.append((slope, top.position - position)) }
            slope += top.weight
            position = max(position, top.position)
        }
        if slope > 0, upper > position { risingSegments.append((slope, upper - position)) }
        var fallingSegments: [(slope: Double, length: Double)] = []
        slope = 0
        position = start
        while let top = popFalling() {
            if slope > 0, top.position < position { fallingSegments.append((slope, position - top.position)) }
            slope += top.weight
            position = min(position, top.position)
        }
        if slope > 0, lower < position { fallingSegments.append((slope, position - lower)) }
        return (start, end, risingSegments, fallingSegments)
    }

    /// Replaces `f` by `h(y) = min over x + d = y of f(x) + g(d)`: the epigraphs add, so `h` has the
    /// segments of both, ordered by slope. Each of `g`'s segments is slid in where `f`'s slope
    /// reaches its own, moving what lies beyond; an infinitely long one caps `h`'s slope there.
    package mutating func convolve(with g: ConvexPiecewiseLinear) -> Split {
        var g = g
        let pieces = g.segments()
        var split = Split(flatStart: flatStart, flatEnd: flatEnd, gFlatStart: pieces.flatStart, gFlatEnd: pieces.flatEnd)
        if pieces.flatStart == -.infinity {
            falling = Heap()
            lower = -.infinity
        } else {
            fallingShift += pieces.flatStart
            lower += pieces.flatStart
        }
        if pieces.flatEnd == .infinity {
            rising = Heap()
            upper = .infinity
        } else {
            risingShift += pieces.flatEnd
            upper += pieces.flatEnd
        }
        for segment in pieces.rising {
            split.rising.append((insertRising(slope: segment.slope, length: segment.length), segment.length))
        }
        for segment in pieces.falling {
            split.falling.append((insertFalling(slope: segment.slope, length: segment.length), segment.length))
        }
        return split
    }

    /// Inserts a rising segment; returns where it starts (+∞ when `f` never gets as steep).
    private mutating func insertRising(slope: Double, length: Double) -> Double {
        var passed: [Breakpoint] = []
        var cumulative = 0.0
        var start: Double?
        var remainder = 0.0
        while let top = popRising() {
            if cumulative + top.weight >= slope {
                passed.append(Breakpoint(position: top.position, weight: slope - cumulative))
                remainder = top.weight - (slope - cumulative)
                start = top.position
                break
            }
            passed.append(top)
            cumulative += top.weight
        }
        if start == nil {
            guard upper < .infinity else {
                for point in passed { pushRising(point.position, point.weight) }
                return .infinity
            }
            start = upper
            passed.append(Breakpoint(position: upper, weight: slope - cumulative))
        }
        if length == .infinity {
            rising = Heap()
            upper = .infinity
        } else {
            risingShift += length
            upper += length
            if remainder > 0 { pushRising(start! + length, remainder) }
        }
        for point in passed { pushRising(point.position, point.weight) }
        return start!
    }

    /// Inserts a falling segment; returns where it ends (−∞ when `f` never gets as steep).
    private mutating func insertFalling(slope: Double, length: Double) -> Double {
        var passed: [Breakpoint] = []
        var cumulative = 0.0
        var end: Double?
        var remainder = 0.0
        while let top = popFalling() {
            if cumulative + top.weight >= slope {
                passed.append(Breakpoint(position: top.position, weight: slope - cumulative))
                remainder = top.weight - (slope - cumulative)
                end = top.position
                break
            }
            passed.append(top)
            cumulative += top.weight
        }
        if end == nil {
            guard lower > -.infinity else {
                for point in passed { pushFalling(point.position, point.weight) }
                return -.infinity
            }
            end = lower
            passed.append(Breakpoint(position: lower, weight: slope - cumulative))
        }
        if length == .infinity {
            falling = Heap()
            lower = -.infinity
        } else {
            fallingShift -= length
            lower -= length
            if remainder > 0 { pushFalling(end! - length, remainder) }
        }
        for point in passed { pushFalling(point.position, point.weight) }
        return end!
    }

    // MARK: Heaps

    /// The falling breakpoint nearest the least interval; the rest are dropped once even it lies
    /// left of the domain (they are zero on it).
    private mutating func fallingTop() -> Breakpoint? {
        guard let top = falling.max else { return nil }
        let position = top.position + fallingShift
        guard position >= lower else {
            falling = Heap()
            return nil
        }
        return Breakpoint(position: position, weight: top.weight)
    }

    private mutating func risingTop() -> Breakpoint? {
        guard let top = rising.min else { return nil }
        let position = top.position + risingShift
        guard position <= upper else {
            rising = Heap()
            return nil
        }
        return Breakpoint(position: position, weight: top.weight)
    }

    private mutating func popFalling() -> Breakpoint? {
        guard let top = fallingTop() else { return nil }
        falling.removeMax()
        return top
    }

    private mutating func popRising() -> Breakpoint? {
        guard let top = risingTop() else { return nil }
        rising.removeMin()
        return top
    }

    private mutating func pushFalling(_ position: Double, _ weight: Double) {
        falling.insert(Breakpoint(position: position - fallingShift, weight: weight))
    }

    private mutating func pushRising(_ position: Double, _ weight: Double) {
        rising.insert(Breakpoint(position: position - risingShift, weight: weight))
    }
}
