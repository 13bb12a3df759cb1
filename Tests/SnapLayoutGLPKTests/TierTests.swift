import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// Steps 1 to 3 of the contract's section 4: required rows hold, then each tier is minimised
/// strictly before the next, on hand-computed layouts.
struct TierTests {
    typealias L = TestLayouts
    typealias Item = LayoutSnapshot.Item
    typealias Constraint = LayoutSnapshot.Constraint
    func anchor(_ item: Int, _ attribute: LayoutAttribute) -> LayoutSnapshot.Anchor { L.anchor(item, attribute) }

    /// Root 300 × 100; view `a` at the root's top-left, 10 high, plus `extra`.
    func oneView(_ extra: [Constraint], rootWidth: Double = 300) -> LayoutSnapshot {
        LayoutSnapshot(items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0)],
                       constraints: [
                           Constraint(first: anchor(1, .left), relation: .equal, second: anchor(0, .left)),
                           Constraint(first: anchor(1, .top), relation: .equal, second: anchor(0, .top)),
                           Constraint(first: anchor(1, .height), relation: .equal, constant: 10),
                       ] + extra,
                       rootWidth: rootWidth, rootHeight: 100)
    }

    @Test func aFullyDeterminedLayoutHasExactValues() throws {
        // a: 16 from the left, 20 from the top, half the root wide, aspect 2:1.
        // b: 8 right of a up to 16 from the root's right, 4 below a, 30 high.
        let snapshot = LayoutSnapshot(
            items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0, frame: .init(x: 1, y: 2, width: 3, height: 4)),
                    Item(id: "b", parent: 0, frame: .init(x: 5, y: 6, width: 7, height: 8))],
            constraints: [
                Constraint(first: anchor(1, .left), relation: .equal, second: anchor(0, .left), constant: 16),
                Constraint(first: anchor(1, .top), relation: .equal, second: anchor(0, .top), constant: 20),
                Constraint(first: anchor(1, .width), relation: .equal, second: anchor(0, .width), multiplier: 0.5),
                Constraint(first: anchor(1, .height), relation: .equal, second: anchor(1, .width), multiplier: 0.5),
                Constraint(first: anchor(2, .left), relation: .equal, second: anchor(1, .right), constant: 8),
                Constraint(first: anchor(2, .right), relation: .equal, second: anchor(0, .right), constant: -16),
                Constraint(first: anchor(2, .top), relation: .equal, second: anchor(1, .bottom), constant: 4),
                Constraint(first: anchor(2, .height), relation: .equal, constant: 30),
            ],
            rootWidth: 320, rootHeight: 480)
        let (_, solution, frames) = try L.solveBoth(snapshot, ambiguity: true)
        #expect(solution.conflicts.isEmpty && solution.brokenRows.isEmpty && solution.tierMinima.isEmpty)
        L.expectClose(frames[0], .init(x: 0, y: 0, width: 320, height: 480))
        L.expectClose(frames[1], .init(x: 16, y: 20, width: 160, height: 80))
        L.expectClose(frames[2], .init(x: 184, y: 104, width: 120, height: 30))
        let ranges = try #require(solution.frameRanges)
        #expect(ranges.allSatisfy { !LinearSystem.isAmbiguous($0) })
        #expect(L.close(ranges[2][0].lowerBound, 184) && L.close(ranges[2][0].upperBound, 184))
    }

    @Test func oneHigherTierBeatsTenLowerOnes() throws {
        // Ten rows at 998 want 200 (error sum 1000 at width 100); one at 999 wants 100 and wins.
        var extra = [Constraint(first: anchor(1, .width), relation: .equal, constant: 100, priority: 999)]
        for _ in 0..<10 { extra.append(Constraint(first: anchor(1, .width), relation: .equal, constant: 200, priority: 998)) }
        let (system, solution, frames) = try L.solveBoth(oneView(extra))
        L.expectClose(frames[1], .init(x: 0, y: 0, width: 100, height: 10))
        #expect(solution.tierMinima.map(\.priority) == [999, 998])
        #expect(L.close(solution.tierMinima[0].minimum, 0) && L.close(solution.tierMinima[1].minimum, 1000))
        #expect(system.unsatisfiedRows(solution.values).count == 10)
    }

    @Test func compressionResistanceDecidesWhoIsSqueezed() throws {
        // Two views of intrinsic width 100 side by side in 150 points: the lower resistance gives.
        func layout(aResists: Double, bResists: Double) -> LayoutSnapshot {
            var a = Item(id: "a", parent: 0, intrinsicSize: .init(100, nil))
            a.compressionResistance = .init(aResists, 750)
            var b = Item(id: "b", parent: 0, intrinsicSize: .init(100, nil))
            b.compressionResistance = .init(bResists, 750)
            return LayoutSnapshot(
                items: [Item(id: "root", parent: nil), a, b],
                constraints: [
                    Constraint(first: anchor(1, .left), relation: .equal, second: anchor(0, .left)),
                    Constraint(first: anchor(2, .left), relation: .equal, second: anchor(1, .right)),
                    Constraint(first: anchor(2, .right), relation: .equal, second: anchor(0, .right)),
                ] + [1, 2].flatMap { i in [
                    Constraint(first: anchor(i, .top), relation: .equal, second: anchor(0, .top)),
                    Constraint(first: anchor(i, .height), relation: .equal, constant: 20),
                ] },
                rootWidth: 150, rootHeight: 40)
        }
        let first = try L.solveBoth(layout(aResists: 750, bResists: 749))
        L.expectClose(first.frames[1], .init(x: 0, y: 0, width: 100, height: 20))
        L.expectClose(first.frames[2], .init(x: 100, y: 0, width: 50, height: 20))
        let second = try L.solveBoth(layout(aResists: 500, bResists: 750))
        L.expectClose(second.frames[1], .init(x: 0, y: 0, width: 50, height: 20))
        L.expectClose(second.frames[2], .init(x: 50, y: 0, width: 100, height: 20))
        // The squeezed view's compression row is the only unsatisfied one, by 50.
        let unsatisfied = second.system.unsatisfiedRows(second.solution.values)
        #expect(unsatisfied.count == 1 && L.close(unsatisfied[0].error, 50))
        #expect(second.system.rows[unsatisfied[0].row].source
                == .generated(GeneratedConstraint(kind: .compression, item: "a", axis: .horizontal)))
    }

    @Test func huggingDecidesWhoIsStretched() throws {
        // Two views of intrinsic width 100 in 300 points: the lower hugging grows.
        var a = Item(id: "a", parent: 0, intrinsicSize: .init(100, nil))
        a.hugging = .init(251, 250)
        let b = Item(id: "b", parent: 0, intrinsicSize: .init(100, nil))
        let snapshot = LayoutSnapshot(
            items: [Item(id: "root", parent: nil), a, b],
            constraints: [
                Constraint(first: anchor(1, .left), relation: .equal, second: anchor(0, .left)),
                Constraint(first: anchor(2, .left), relation: .equal, second: anchor(1, .right)),
                Constraint(first: anchor(2, .right), relation: .equal, second: anchor(0, .right)),
            ] + [1, 2].flatMap { i in [
                Constraint(first: anchor(i, .top), relation: .equal, second: anchor(0, .top)),
                Constraint(first: anchor(i, .height), relation: .equal, constant: 20),
            ] },
            rootWidth: 300, rootHeight: 40)
        let (system, solution, frames) = try L.solveBoth(snapshot)
        L.expectClose(frames[1], .init(x: 0, y: 0, width: 100, height: 20))
        L.expectClose(frames[2], .init(x: 100, y: 0, width: 200, height: 20))
        let unsatisfied = system.unsatisfiedRows(solution.values)
        #expect(unsatisfied.count == 1 && L.close(unsatisfied[0].error, 100))
        #expect(system.rows[unsatisfied[0].row].source == .generated(GeneratedConstraint(kind: .hugging, item: "b", axis: .horizontal)))
    }

    @Test func inequalityErrorsAreTheirViolation() throws {
        // Required width <= 150; width >= 200 @500 misses by 50; width <= 120 @400 misses by 30.
        let (system, solution, frames) = try L.solveBoth(oneView([
            Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: 150),
            Constraint(first: anchor(1, .width), relation: .greaterThanOrEqual, constant: 200, priority: 500),
            Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: 120, priority: 400),
        ]))
        L.expectClose(frames[1], .init(x: 0, y: 0, width: 150, height: 10))
        let unsatisfied = system.unsatisfiedRows(solution.values)
        #expect(unsatisfied.map { system.rows[$0.row].source } == [.constraint(4), .constraint(5)])
        #expect(unsatisfied.count == 2 && L.close(unsatisfied[0].error, 50) && L.close(unsatisfied[1].error, 30))
        #expect(solution.tierMinima.count == 2 && L.close(solution.tierMinima[0].minimum, 50)
                && L.close(solution.tierMinima[1].minimum, 30))
    }

    @Test func fiftyChainedTiersFollowLexicographicOrder() throws {
        // Fifty views; required: each is at least as wide as the one before. Tier k (priority
        // 1000 − 10k, highest first) wants view k at its own target. Lexicographically, view k
        // gets the running maximum of the targets so far, and tier k misses by the difference.
        // (A weighted sum would instead drag the early views towards the later targets.)
        let count = 50
        let targets = (1...count).map { Double(100 + ($0 * 37) % 53) }
        var items = [Item(id: "root", parent: nil)]
        var constraints: [Constraint] = []
        for k in 1...count {
            items.append(Item(id: "v\(k)", parent: 0))
            constraints += [
                Constraint(first: anchor(k, .left), relation: .equal, second: anchor(0, .left)),
                Constraint(first: anchor(k, .top), relation: .equal, second: anchor(0, .top)),
                Constraint(first: anchor(k, .height), relation: .equal, constant: 10),
                Constraint(first: anchor(k, .width), relation: .equal, constant: targets[k - 1], priority: Double(1000 - 10 * k)),
            ]
            if k > 1 { constraints.append(Constraint(first: anchor(k, .width), relation: .greaterThanOrEqual, second: anchor(k - 1, .width))) }
        }
        let (_, solution, frames) = try L.solveBoth(LayoutSnapshot(items: items, constraints: constraints, rootWidth: 400, rootHeight: 600),
                                                    ambiguity: true)
        var runningMax = -Double.infinity
        #expect(solution.tierMinima.count == count)
        for k in 1...count {
            runningMax = max(runningMax, targets[k - 1])
            L.expectClose(frames[k], .init(x: 0, y: 0, width: runningMax, height: 10))
            #expect(solution.tierMinima[k - 1].priority == Double(1000 - 10 * k))
            #expect(L.close(solution.tierMinima[k - 1].minimum, runningMax - targets[k - 1]), "tier \(k)")
        }
        #expect(solution.frameRanges!.allSatisfy { !LinearSystem.isAmbiguous($0) })
    }

    @Test func fiftyTiersNarrowingOneWidthKeepEachOptimalFace() throws {
        // Tier k alternately wants width >= L or width <= U. A tier that can hold narrows the
        // interval the width may take; one that cannot pins it at the nearest end. The stays then
        // pull the width towards 0 inside what is left.
        var generator = SeededGenerator(seed: 7)
        var extra: [Constraint] = []
        var low = -Double.infinity, high = Double.infinity
        var minima: [Double] = []
        for k in 1...50 {
            let bound = Double(Int.random(in: 0...400, using: &generator)) / 4
            let priority = 999 - Double(k) * 19.5
            if k % 2 == 1 {
                extra.append(Constraint(first: anchor(1, .width), relation: .greaterThanOrEqual, constant: bound, priority: priority))
                if bound <= high { low = max(low, bound); minima.append(0) } else { low = high; minima.append(bound - high) }
            } else {
                extra.append(Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: bound, priority: priority))
                if bound >= low { high = min(high, bound); minima.append(0) } else { high = low; minima.append(low - bound) }
            }
        }
        #expect(minima.contains { $0 > 0 } && minima.contains { $0 == 0 })
        let (_, solution, frames) = try L.solveBoth(oneView(extra), ambiguity: true)
        let expected = min(max(0, low), high)
        L.expectClose(frames[1], .init(x: 0, y: 0, width: expected, height: 10))
        #expect(solution.tierMinima.count == 50)
        for (tier, minimum) in zip(solution.tierMinima, minima) { #expect(L.close(tier.minimum, minimum), "tier \(tier.priority)") }
        let range = solution.frameRanges![1][2]
        #expect(L.close(range.lowerBound, low) && L.close(range.upperBound, high))
    }
}
