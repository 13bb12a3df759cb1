import Testing
@testable import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The one-shot solve without ranges, which hands the tableau only the blocks that need an LP
/// (`CassowarySolver.attemptDecoupled`), against GLPK: the same conflicts, broken rows and tier
/// minima, and the same frame (1e-6 relative) for every item GLPK finds determined.
struct CassowaryDecoupledTests {
    /// The differences between `solver`'s decoupled solve and GLPK's reference solve with ranges
    /// (the ranges, borrowed, say which frames are determined), with the number of frames compared.
    static func differences(_ snapshot: LayoutSnapshot,
                            solver: CassowarySolver = CassowarySolver()) throws -> (found: [String], compared: Int) {
        let system = try snapshot.linearSystem()
        let glpk = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        var cassowary = try solver.solve(system, options: SolveOptions())
        #expect(cassowary.frameRanges == nil)
        cassowary.frameRanges = glpk.frameRanges
        let comparison = SolutionComparison(system: system, itemNames: snapshot.items.map(\.id), cassowary, glpk)
        return (comparison.differences, comparison.comparedFrames)
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...400, quick: 24))
    func randomLayoutsAgreeWithGLPK(seed: UInt64) throws {
        let found = try Self.differences(RandomLayouts.snapshot(seed: seed)).found
        #expect(found.isEmpty, "seed \(seed): \(found.joined(separator: "; "))")
    }

    /// Every shape (chains, grids, stacks, feeds, tier chains, free-form, perturbed), also with
    /// the tiers of every block of two rows or more decided by `TierPresolve` on Cassowary cores.
    @Test(arguments: 0..<10)
    func everyShapeAgreesWithGLPK(batch: Int) throws {
        var deciding = CassowarySolver()
        deciding.tierPresolveMinimumRows = 2
        for seed in Sweep.seeds(UInt64(batch * 100)..<UInt64(batch * 100 + 100), quick: 8) {
            let snapshot = LayoutShapes.snapshot(seed: seed)
            guard (try? snapshot.linearSystem()) != nil else { continue }
            let found = try Self.differences(snapshot).found
            #expect(found.isEmpty, "seed \(seed): \(found.joined(separator: "; "))")
            let decided = try Self.differences(snapshot, solver: deciding).found
            #expect(decided.isEmpty, "seed \(seed), tiers decided: \(decided.joined(separator: "; "))")
        }
    }

    /// A chain pulled toward widths in 50 tiers, as the benchmark's `tiers`: one block of 300 rows
    /// whose tiers `TierPresolve` decides (one tableau took 1.4 s at 1 000 views).
    @Test func fiftyTierChainAgreesWithGLPK() throws {
        let (found, compared) = try Self.differences(LargeLayouts.tiers(150))
        #expect(found.isEmpty, "\(found.joined(separator: "; "))")
        // The tiers leave 101 widths a range (any point of it is right): 50 frames are determined.
        #expect(compared == 50)
    }

    /// A feed of content-sized cells, as the benchmark's `feed`: many small blocks, each on a
    /// tableau of its own.
    @Test func feedAgreesWithGLPK() throws {
        let (found, compared) = try Self.differences(LargeLayouts.feed(240))
        #expect(found.isEmpty, "\(found.joined(separator: "; "))")
        // Every frame but the root's, whose height nothing sets.
        #expect(compared == 240)
    }

    /// A feed above the whole-tableau limit that the solve with ranges once had (4 096 coupled
    /// rows, issue 38.4): solved, with ranges too, every frame as GLPK's.
    @Test func feedAboveTheTableauLimitIsSolved() throws {
        let snapshot = LargeLayouts.feed(2_000)
        let system = try snapshot.linearSystem()
        for options in [SolveOptions(), SolveOptions(checksAmbiguity: true)] {
            let cassowary = try CassowarySolver().solve(system, options: options)
            let glpk = try GLPKSolver().solve(system, options: options)
            let comparison = SolutionComparison(system: system, itemNames: snapshot.items.map(\.id), cassowary, glpk)
            #expect(comparison.agrees, "\(comparison.differences.prefix(5).joined(separator: "; "))")
            #expect(comparison.comparedFrames == snapshot.items.count - (options.checksAmbiguity ? comparison.ambiguousItems : 0))
        }
    }

    /// A conflict inside one block of a feed: the same conflict set and broken constraint as GLPK's,
    /// found before the blocks are solved.
    @Test func conflictInOneBlockIsResolvedAsGLPKDoes() throws {
        var snapshot = LargeLayouts.feed(40)
        snapshot.constraints.append(LayoutSnapshot.Constraint(
            first: .init(item: 5, attribute: .width), relation: .equal, second: nil, constant: 30, priority: 1000))
        let (found, _) = try Self.differences(snapshot)
        #expect(found.isEmpty, "\(found.joined(separator: "; "))")
        let solution = try CassowarySolver().solve(try snapshot.linearSystem(), options: SolveOptions())
        #expect(solution.conflicts.count == 1)
    }
}
