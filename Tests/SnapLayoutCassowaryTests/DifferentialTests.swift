import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The Cassowary solver against GLPK on seeded random layouts of every shape.
struct DifferentialTests {
    @Test(arguments: Sweep.seeds(UInt64(1)...400, quick: 24))
    func cassowaryAgreesWithGLPK(seed: UInt64) throws {
        let snapshot = RandomLayouts.snapshot(seed: seed)
        let system = try snapshot.linearSystem()
        let options = SolveOptions(checksAmbiguity: true)
        let glpk = try GLPKSolver().solve(system, options: options)
        let names = snapshot.items.map(\.id)
        let cassowary = try CassowarySolver().solve(system, options: options)
        let agreement = SolutionComparison(system: system, itemNames: names, cassowary, glpk)
        #expect(agreement.agrees, "seed \(seed): \(agreement.differences.joined(separator: "; "))")
        // The reference path: no presolve, every stay in the tableau.
        let reference = try CassowarySolver().solve(system, options: SolveOptions(checksAmbiguity: true, isOptimized: false))
        let referenceAgreement = SolutionComparison(system: system, itemNames: names, reference, glpk)
        #expect(referenceAgreement.agrees, "seed \(seed), reference path: \(referenceAgreement.differences.joined(separator: "; "))")
    }
}
