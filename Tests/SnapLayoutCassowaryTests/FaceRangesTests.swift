import Testing
@testable import SnapLayoutCassowary
@testable import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// The frame ranges of the optimised solves (`FaceRanges`: block by block, an LP only where a
/// block's face is more than one point) against the reference path's, which ranges every frame
/// part with two LPs over the whole layout: the same least and greatest values (1e-6, infinities
/// alike) on random layouts, random stack layouts and shaped layouts, with both solvers, and with
/// the tiers of every block decided by `TierPresolve` (issue 38.3).
struct FaceRangesTests {
    /// Whether two ranges agree: each end equal within the agreement tolerance, or both infinite
    /// the same way.
    static func agree(_ a: ValueRange, _ b: ValueRange) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool {
            x == y || (x.isFinite && y.isFinite && abs(x - y) <= Tolerance.agreement * max(1, abs(x), abs(y)))
        }
        return close(a.lowerBound, b.lowerBound) && close(a.upperBound, b.upperBound)
    }

    /// The parts whose optimised ranges differ from the reference's, named for the failure.
    static func differences(_ snapshot: LayoutSnapshot, decidingEveryBlock: Bool) throws -> [String] {
        guard let system = try? snapshot.linearSystem() else { return [] }
        let reference = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true, isOptimized: false))
        var glpk = GLPKSolver(), cassowary = CassowarySolver()
        if decidingEveryBlock {
            glpk.tierPresolveMinimumRows = 2
            cassowary.tierPresolveMinimumRows = 2
        }
        var found: [String] = []
        for solver in [glpk, cassowary] as [any LayoutSolver] {
            let solution = try solver.solve(system, options: SolveOptions(checksAmbiguity: true))
            guard solution.conflicts == reference.conflicts else {
                found.append("\(solver.name): conflicts differ")
                continue
            }
            let ranges = try #require(solution.frameRanges), expected = try #require(reference.frameRanges)
            for (item, (parts, expectedParts)) in zip(ranges, expected).enumerated() {
                for (k, (range, expectedRange)) in zip(parts, expectedParts).enumerated() where !agree(range, expectedRange) {
                    found.append("\(solver.name): item \(item) part \(k): \(range) vs \(expectedRange)")
                }
            }
        }
        return found
    }

    @Test(arguments: UInt64(1)...150) func randomLayoutsRangeAsTheReference(seed: UInt64) throws {
        let found = try Self.differences(RandomLayouts.snapshot(seed: seed), decidingEveryBlock: false)
        #expect(found.isEmpty, "seed \(seed): \(found.prefix(4))")
    }

    @Test(arguments: UInt64(1)...150) func randomStackLayoutsRangeAsTheReference(seed: UInt64) throws {
        let found = try Self.differences(RandomStackLayouts.snapshot(seed: seed), decidingEveryBlock: false)
        #expect(found.isEmpty, "seed \(seed): \(found.prefix(4))")
    }

    @Test(arguments: UInt64(1)...120) func shapedLayoutsRangeAsTheReference(seed: UInt64) throws {
        let snapshot = LayoutShapes.snapshot(seed: seed)
        for deciding in [false, true] {
            let found = try Self.differences(snapshot, decidingEveryBlock: deciding)
            #expect(found.isEmpty, "seed \(seed)\(deciding ? ", tiers decided" : ""): \(found.prefix(4))")
        }
    }

    /// A part that two blocks move: c's position in p is `q.right − p.x` (c.left == q.right),
    /// with q's width free in [1, 3] (a block of one variable) and p's x free in [10, 40] (a block
    /// of two, p.x and p.width): the range is the sum of the blocks' shares, [1 − 40, 3 − 10].
    @Test func aPartSpanningBlocksAddsTheirShares() throws {
        typealias Item = LayoutSnapshot.Item
        func constraint(_ a: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ b: Int?,
                        _ other: LayoutAttribute, _ constant: Double) -> LayoutSnapshot.Constraint {
            .init(first: .init(item: a, attribute: attribute), relation: relation,
                  second: b.map { .init(item: $0, attribute: other) }, constant: constant, priority: 1000)
        }
        let snapshot = LayoutSnapshot(
            items: [Item(id: "root", parent: nil), Item(id: "p", parent: 0), Item(id: "c", parent: 1), Item(id: "q", parent: 0)],
            constraints: [
                constraint(1, .left, .greaterThanOrEqual, 0, .left, 10),
                constraint(1, .right, .lessThanOrEqual, 0, .left, 50),
                constraint(1, .width, .greaterThanOrEqual, nil, .width, 10),
                constraint(3, .left, .equal, 0, .left, 0),
                constraint(3, .width, .greaterThanOrEqual, nil, .width, 1),
                constraint(3, .width, .lessThanOrEqual, nil, .width, 3),
                constraint(2, .left, .equal, 3, .right, 0),
            ],
            rootWidth: 300, rootHeight: 200)
        let system = try snapshot.linearSystem()
        for solver in [GLPKSolver(), CassowarySolver()] as [any LayoutSolver] {
            let ranges = try #require(try solver.solve(system, options: SolveOptions(checksAmbiguity: true)).frameRanges)
            #expect(Self.agree(ranges[2][0], ValueRange(-39, -7)), "\(solver.name): \(ranges[2][0])")
            #expect(Self.agree(ranges[1][0], ValueRange(10, 40)), "\(solver.name): \(ranges[1][0])")
            #expect(Self.agree(ranges[3][2], ValueRange(1, 3)), "\(solver.name): \(ranges[3][2])")
        }
    }
}
