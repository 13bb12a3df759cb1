import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// `TierPresolve` decides large blocks' tiers with little or no LP. Here it is switched on for
/// every block (`tierPresolveMinimumRows = 1`) and checked against the reference path.
struct TierPresolveTests {
    typealias L = TestLayouts

    /// The solver with the presolve on every block of two tiers or more.
    static var presolving: GLPKSolver {
        var solver = GLPKSolver()
        solver.tierPresolveMinimumRows = 1
        return solver
    }

    /// Both random generators: free-form layouts, and shaped ones (chains, feeds, many tiers, …).
    static let cases: [(String, UInt64)] = Sweep.seeds(UInt64(1)...300, quick: 15).map { ("random", $0) } + Sweep.seeds(UInt64(1)...300, quick: 15).map { ("shaped", $0) }

    static func snapshot(_ kind: String, _ seed: UInt64) -> LayoutSnapshot {
        kind == "random" ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed)
    }

    @Test(arguments: cases)
    func presolvedAndReferenceSolvesAgree(kind: String, seed: UInt64) throws {
        let snapshot = Self.snapshot(kind, seed)
        let system = try snapshot.linearSystem()
        let fast = try Self.presolving.solve(system, options: SolveOptions(checksAmbiguity: false, isOptimized: true))
        let slow = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true, isOptimized: false))
        DecoupledDifferentialTests.expectAgreement(snapshot, system, fast, slow, "\(kind) \(seed)")
    }

    @Test func theDifferentialCasesReachThePresolve() throws {
        // Blocks with two tiers or more after elimination: what the test above puts through it.
        var reached = 0
        for (kind, seed) in Self.cases {
            let system = try Self.snapshot(kind, seed).linearSystem()
            let defined = system.definedVariables()
            guard let reduced = system.eliminatingRequiredEqualities(excluding: Set(defined.rows))?.system else { continue }
            var rowsOnly = reduced
            rowsOnly.stays = []
            let blocks = rowsOnly.blocks(pinned: reduced.pinnedValues())
            if blocks.contains(where: { block in
                Set(block.rows.map { reduced.rows[$0] }.filter { !$0.isRequired }.map(\.priority)).count >= 2
            }) { reached += 1 }
        }
        #expect(reached >= Sweep.proRata(150, of: 600, ran: Self.cases.count), "only \(reached) of \(Self.cases.count) layouts have a block of two tiers")
    }

    /// x₁ and x₂ between 0 and 100 (pinned by generated rows): x₁ ≥ 10, x₂ − x₁ ≥ 10 required;
    /// `100 − x₂ == 90` at 500 (at most 80: x₂ = 20 is the only optimum, which holds both
    /// inequalities active); `x₁ == 50` at 250, decided by then.
    func chain() -> LinearSystem {
        let origin = RowSource.generated(GeneratedConstraint(kind: .origin, item: nil, axis: .horizontal))
        let size = RowSource.generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal))
        return L.system(variables: 4, rows: [
            L.row([(0, 1)], 0, source: origin),
            L.row([(3, 1)], -100, source: size),
            L.row([(1, 1), (0, -1)], -10, .greaterThanOrEqual, source: .constraint(0)),
            L.row([(2, 1), (1, -1)], -10, .greaterThanOrEqual, source: .constraint(1)),
            L.row([(3, 1), (2, -1)], -90, priority: 500, source: .constraint(2)),
            L.row([(1, 1), (0, -1)], -50, priority: 250, source: .constraint(3)),
        ])
    }

    @Test func aTiersOptimumTightensTheInequalitiesItHoldsAndDecidesLowerTiers() throws {
        let system = chain()
        let fates = try #require(try TierPresolve.fates(system: system, rows: [2, 3, 4, 5], pinned: system.pinnedValues()))
        // Both inequalities are active with nonzero duals; the tier's row misses by 10, only
        // downwards (x₂ could not grow without growing the error); x₁ = 10 is decided, so the
        // lower tier's row has the same error on the whole face and constrains nothing.
        #expect(fates == [.holds(.equal), .holds(.equal), .holds(.lessThanOrEqual), .free])
        let solution = try Self.presolving.solve(system, options: SolveOptions())
        #expect(solution.values == [0, 10, 20, 100])
        #expect(solution.tierMinima == [TierMinimum(priority: 500, minimum: 10), TierMinimum(priority: 250, minimum: 40)])
    }

    @Test func aTierThatCanHoldWhollyNeedsNoLPAndHoldsAsWritten() throws {
        // Without the pin at 100, x₃ absorbs the 500 tier's row: it holds at zero error, as written.
        var system = chain()
        system.rows.remove(at: 1)
        let fates = try #require(try TierPresolve.fates(system: system, rows: [1, 2, 3, 4], pinned: system.pinnedValues()))
        #expect(fates == [.holds(.greaterThanOrEqual), .holds(.greaterThanOrEqual), .holds(.equal), .holds(.equal)])
    }

    /// A width between its compression resistance (`w ≥ 40` at 750) and its hugging (`w ≤ 40` at
    /// 250), both holding: a bound from each side at one value, so the later one is decided as
    /// the equality they make together and eliminated (issue 38.3: kept as two inequalities, both
    /// went into every later stage's LP). x₁ = w + x₀ then follows, and `x₁ == 70` at 100 misses.
    @Test func boundsFromBothSidesAtOneValueAreAnEquality() throws {
        let system = L.system(variables: 3, rows: [
            L.row([(0, 1)], 0, source: .constraint(0)),
            L.row([(1, 1), (0, -1), (2, -1)], 0, source: .constraint(1)),
            L.row([(2, 1)], -40, .greaterThanOrEqual, priority: 750, source: .constraint(2)),
            L.row([(2, 1)], -40, .lessThanOrEqual, priority: 250, source: .constraint(3)),
            L.row([(1, 1)], -70, priority: 100, source: .constraint(4)),
        ])
        let fates = try #require(try TierPresolve.fates(system: system, rows: [0, 1, 2, 3, 4], pinned: system.pinnedValues()))
        #expect(fates == [.holds(.equal), .holds(.equal), .holds(.greaterThanOrEqual), .holds(.equal), .free])
        let solution = try Self.presolving.solve(system, options: SolveOptions())
        #expect(solution.values == [0, 40, 40])
    }

    @Test func manyTiersOnAChainMatchTheStageByStageSolve() throws {
        let snapshot = TestLayouts.manyTierChain()
        let system = try snapshot.linearSystem()
        var stageByStage = GLPKSolver()
        stageByStage.tierPresolveMinimumRows = .max
        let fast = try Self.presolving.solve(system, options: SolveOptions())
        let slow = try stageByStage.solve(system, options: SolveOptions())
        #expect(fast.tierMinima.count == 100)
        for (a, b) in zip(fast.tierMinima, slow.tierMinima) {
            #expect(abs(a.minimum - b.minimum) <= 1e-9 * max(1, b.minimum), "tier \(a.priority)")
        }
        func stayTotal(_ values: [Double]) -> Double { system.stays.reduce(0) { $0 + abs($1.value(values)) } }
        #expect(abs(stayTotal(fast.values) - stayTotal(slow.values)) <= 1e-6 * stayTotal(slow.values))
    }
}
