import Testing
@testable import SnapLayoutGLPK
@testable import SnapLayoutLinearSystem
import SnapLayoutModel

/// A tier whose rows can all hold with the required rows is decided without an LP over its
/// errors (`WholeTierCheck`, issue 38.3): each holds as written. Its chains of equalities collapse
/// and what the stage's reductions drop never reaches the core solver.
struct WholeTierCheckTests {
    /// A core solver that records being asked, and answers as GLPK's.
    final class Recording: TierCoreSolver {
        var feasibilityTests = 0
        func solveCore(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> PathTierStage.Outcome? {
            try GLPKTierCore().solveCore(core, stageRows)
        }
        func canHold(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> Bool? {
            feasibilityTests += 1
            return try GLPKTierCore().canHold(core, stageRows)
        }
    }

    func row(_ terms: [(Int, Double)], _ constant: Double, equality: Bool, tier: Bool) -> TierStage.StageRow {
        TierStage.StageRow(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant,
                           isEquality: equality, isNegated: false, origin: -1, isTier: tier)
    }

    /// Gaps gᵢ (variables 1…n) equal to g₀ (variable 0) in steps, `gᵢ₊₁ − gᵢ = 0` at the tier, each
    /// at least 8 + i (required): with g₀ free, all hold, found without the core solver.
    @Test func aChainOfEqualGapsHoldsWithoutAnLP() throws {
        var rows: [TierStage.StageRow] = []
        for i in 0..<200 {
            rows.append(row([(i + 1, 1), (i, -1)], 0, equality: true, tier: true))
            rows.append(row([(i + 1, 1)], -8 - Double(i), equality: false, tier: false))
        }
        let solver = Recording()
        #expect(try WholeTierCheck.holds(Array(rows.indices), rows, coreSolver: solver) == true)
        #expect(solver.feasibilityTests == 0)
    }

    /// The same gaps with g₀ pinned at 5 by a required row: the tier cannot hold wholly.
    @Test func aTierThatMustMissIsLeftToTheLP() throws {
        var rows = [row([(0, 1)], -5, equality: true, tier: false)]
        for i in 0..<20 {
            rows.append(row([(i + 1, 1), (i, -1)], 0, equality: true, tier: true))
            rows.append(row([(i + 1, 1)], -8 - Double(i), equality: false, tier: false))
        }
        #expect(try WholeTierCheck.holds(Array(rows.indices), rows, coreSolver: Recording()) == false)
    }

    /// Widths between compression resistance (required by now) and hugging (the tier), along a
    /// chain of positions that a shared variable moves: the two bounds of each width are one
    /// equality; what is left is handed to the core solver only when it does not drop out.
    @Test func boundsFromBothSidesCollapseAndHold() throws {
        var rows: [TierStage.StageRow] = []
        for i in 1...100 {
            // w = x_i − x_(i−1) − s, s the shared variable 0: ≥ 20 + i required, ≤ 20 + i at the tier.
            rows.append(row([(i, 1), (i - 1 == 0 ? 1000 : i - 1, -1), (0, -1)], -20 - Double(i), equality: false, tier: false))
            rows.append(row([(i, -1), (i - 1 == 0 ? 1000 : i - 1, 1), (0, 1)], 20 + Double(i), equality: false, tier: true))
        }
        let solver = Recording()
        #expect(try WholeTierCheck.holds(Array(rows.indices), rows, coreSolver: solver) == true)
        #expect(solver.feasibilityTests == 0)
    }
}
