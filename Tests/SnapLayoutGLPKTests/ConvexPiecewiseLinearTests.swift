import Testing
@testable import SnapLayoutGLPK
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The slope-trick function behind `PathStayBlock`, against brute force on integer points (with
/// integer breakpoints and bounds, a convex piecewise-linear minimum is reached at one).
struct ConvexPiecewiseLinearTests {
    /// Weighted absolute values and one-sided terms, within optional bounds.
    struct Terms {
        var absolute: [(at: Double, weight: Double)] = []
        var rising: [(at: Double, weight: Double)] = []
        var falling: [(at: Double, weight: Double)] = []
        var lower = -Double.infinity, upper = Double.infinity

        func value(_ x: Double) -> Double? {
            guard x >= lower, x <= upper else { return nil }
            return absolute.reduce(0) { $0 + $1.weight * abs(x - $1.at) }
                + rising.reduce(0) { $0 + $1.weight * max(0, x - $1.at) }
                + falling.reduce(0) { $0 + $1.weight * max(0, $1.at - x) }
        }

        /// The terms applied in a random order.
        func function(using random: inout SeededGenerator) -> ConvexPiecewiseLinear? {
            var steps: [(inout ConvexPiecewiseLinear) -> Bool] = []
            for term in absolute { steps.append { $0.addAbsolute(at: term.at, weight: term.weight); return true } }
            for term in rising { steps.append { $0.addRising(at: term.at, weight: term.weight); return true } }
            for term in falling { steps.append { $0.addFalling(at: term.at, weight: term.weight); return true } }
            if upper.isFinite { steps.append { [upper] in $0.restrict(atMost: upper, tolerance: 0) } }
            if lower.isFinite { steps.append { [lower] in $0.restrict(atLeast: lower, tolerance: 0) } }
            var f = ConvexPiecewiseLinear()
            for step in steps.shuffled(using: &random) { guard step(&f) else { return nil } }
            return f
        }
    }

    func randomTerms(_ random: inout SeededGenerator) -> Terms {
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        var terms = Terms()
        for _ in 0..<int(0...4) { terms.absolute.append((Double(int(-15...15)), Double(int(1...3)))) }
        for _ in 0..<int(0...2) { terms.rising.append((Double(int(-15...15)), Double(int(1...2)))) }
        for _ in 0..<int(0...2) { terms.falling.append((Double(int(-15...15)), Double(int(1...2)))) }
        // Bounded on at least one side whenever some term could slope without end toward the other.
        if int(0...2) == 0 { terms.lower = Double(int(-20...0)) }
        if int(0...2) == 0 { terms.upper = Double(int(0...20)) }
        return terms
    }

    @Test(arguments: Sweep.seeds(0..<400, quick: 40))
    func aMinimiserIsLeast(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let terms = randomTerms(&random)
        var f = try #require(terms.function(using: &random))
        let least = (-40...40).compactMap { terms.value(Double($0)) }.min()!
        let x = f.minimiser
        #expect(abs(try #require(terms.value(x)) - least) <= 1e-9, "seed \(seed)")
    }

    @Test(arguments: 0..<400)
    func aConvolutionsSplitIsOptimal(seed: UInt64) throws {
        // h(y) = min over x + d = y of f(x) + g(d), then more terms on y: the minimiser y of that,
        // split into x and d by the record, reaches the least f(x) + g(d) + k(x + d).
        var random = SeededGenerator(seed: seed)
        let fTerms = randomTerms(&random), gTerms = randomTerms(&random), kTerms = randomTerms(&random)
        var f = try #require(fTerms.function(using: &random))
        let g = try #require(gTerms.function(using: &random))
        let split = f.convolve(with: g)
        for term in kTerms.absolute { f.addAbsolute(at: term.at, weight: term.weight) }
        for term in kTerms.rising { f.addRising(at: term.at, weight: term.weight) }
        for term in kTerms.falling { f.addFalling(at: term.at, weight: term.weight) }
        let feasible = f.restrict(atMost: kTerms.upper, tolerance: 0) && f.restrict(atLeast: kTerms.lower, tolerance: 0)
        var least: Double?
        for x in -40...40 {
            guard let fx = fTerms.value(Double(x)) else { continue }
            for d in -40...40 {
                guard let gd = gTerms.value(Double(d)), let ky = kTerms.value(Double(x + d)) else { continue }
                least = min(least ?? .infinity, fx + gd + ky)
            }
        }
        #expect(feasible == (least != nil), "seed \(seed)")
        guard feasible, let least else { return }
        let y = f.minimiser
        let d = split.difference(at: y)
        let x = y - d
        let total = try #require(fTerms.value(x)) + (try #require(gTerms.value(d))) + (try #require(kTerms.value(y)))
        #expect(abs(total - least) <= 1e-9, "seed \(seed): x \(x), d \(d)")
    }
}
