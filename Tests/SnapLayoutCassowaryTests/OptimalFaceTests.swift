import Testing
@testable import SnapLayoutCassowary
@testable import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// Whether a tableau's optimum is the only point of the tiers' optimal face
/// (`Tableau.isOnlyPointOfOptimalFace`), which a session's parts rely on: exact on degenerate
/// points, and the same answer as GLPK's decoupled solve gives.
struct OptimalFaceTests {
    func row(_ expression: LinearExpression, _ relation: LayoutRelation, _ priority: Double) -> LinearRow {
        LinearRow(expression: expression, relation: relation, priority: priority, source: .constraint(0))
    }

    func isOnlyPoint(_ rows: [LinearRow], variables: Int) throws -> Bool {
        let system = LinearSystem(variableCount: variables, rows: rows, stays: [], probes: [])
        let built = try #require(try CassowarySolver().build(system, excluding: [], options: SolveOptions()))
        return try built.simplex.isOnlyPointOfOptimalFace()
    }

    /// A hundred views' widths tied to one width w: each hugs 100 at 250 and resists compression
    /// below 100 at 750. Every row holds at w = 100, a degenerate point.
    @Test func aDegenerateOptimumIsTheOnlyPoint() throws {
        let w = LinearExpression(variable: 0)
        var rows: [LinearRow] = []
        for _ in 0..<100 { rows += [row(w - 100, .lessThanOrEqual, 250), row(w - 100, .greaterThanOrEqual, 750)] }
        #expect(try isOnlyPoint(rows, variables: 1))
    }

    @Test func aFaceWithRoomIsNotAPoint() throws {
        let w = LinearExpression(variable: 0), x = LinearExpression(variable: 1)
        // 100 ≤ w ≤ 200 costs nothing anywhere between.
        #expect(try !isOnlyPoint([row(w - 100, .greaterThanOrEqual, 750), row(w - 200, .lessThanOrEqual, 250)], variables: 1))
        // x + w = 100 leaves a line.
        #expect(try !isOnlyPoint([row(x + w - 100, .equal, 500)], variables: 2))
        // With x = 30 as well, one point.
        #expect(try isOnlyPoint([row(x + w - 100, .equal, 500), row(x - 30, .equal, 1000)], variables: 2))
    }

    /// On random layouts, the Cassowary decoupled solve says the stays have no choice exactly when
    /// GLPK's does.
    @Test func bothSolversAgreeOnDeterminedness() throws {
        var compared = 0, determined = 0
        let seeds = Sweep.seeds(UInt64(1)...150, quick: 20)
        for seed in seeds {
            let snapshot = RandomLayouts.snapshot(seed: seed)
            guard let system = try? snapshot.linearSystem() else { continue }
            let cache = GLPKBasisCache()
            let glpk = try GLPKSolver().solve(system, options: SolveOptions(), bases: cache)
            guard glpk.conflicts.isEmpty,
                  let cassowary = try CassowarySolver().attemptDecoupled(system, broken: [], reportsDetermined: true) else { continue }
            #expect(cassowary.isDetermined == cache.isDetermined, "seed \(seed)")
            compared += 1
            if cache.isDetermined { determined += 1 }
        }
        #expect(compared > Sweep.proRata(100, of: 150, ran: seeds.count) && determined > Sweep.proRata(10, of: 150, ran: seeds.count)
                && determined < compared, "\(determined) of \(compared) determined")
    }
}
