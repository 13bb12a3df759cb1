import Testing
@testable import SnapLayoutCassowary
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The incremental conflict search against the contract's deletion filter taken literally (one
/// fresh feasibility test per candidate, over every required row at once), with both solvers.
struct ConflictSearchTests {
    /// The literal rule over all required rows of `system`, with `canHold` as the feasibility test.
    static func reference(_ system: LinearSystem,
                          canHold: ([LinearRow]) throws(SolverError) -> Bool) throws -> (conflicts: [RowConflict], broken: [Int]) {
        let required = system.rows.indices.filter { system.rows[$0].isRequired }
        return try ConflictSearch.deletionFilter(required: required) { (rows: [Int]) throws(SolverError) -> Bool in
            try canHold(rows.map { system.rows[$0] })
        }
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...300, quick: 20))
    func incrementalSearchMatchesDeletionFilter(seed: UInt64) throws {
        let snapshot = ConflictingCycles.snapshot(seed: seed)
        let system = try snapshot.linearSystem()
        let expected = try Self.reference(system, canHold: GLPKFeasibility.canHold)
        let cassowaryReference = try Self.reference(system, canHold: CassowarySolver.canHold)
        #expect(cassowaryReference.conflicts == expected.conflicts, "seed \(seed): the two feasibility tests disagree")
        let glpk = try GLPKSolver().solve(system, options: SolveOptions())
        let cassowary = try CassowarySolver().solve(system, options: SolveOptions())
        #expect(glpk.conflicts == expected.conflicts && glpk.brokenRows == expected.broken, "seed \(seed): glpk")
        #expect(cassowary.conflicts == expected.conflicts && cassowary.brokenRows == expected.broken, "seed \(seed): cassowary")
        // The reference path of each solver (no presolve) searches the same way.
        let options = SolveOptions(isOptimized: false)
        #expect(try GLPKSolver().solve(system, options: options).conflicts == expected.conflicts, "seed \(seed)")
        #expect(try CassowarySolver().solve(system, options: options).conflicts == expected.conflicts, "seed \(seed)")
    }

    /// Cycles that share views, nested cycles, on either axis (issue 38.5): the same conflicts as
    /// the literal rule, with both solvers. The incremental search looks for each set among the
    /// rows near the refused one (`HeldRowIndex`), in a row set of their own.
    @Test(arguments: OverlappingCycles.Shape.allCases)
    func overlappingAndNestedCyclesMatchTheDeletionFilter(shape: OverlappingCycles.Shape) throws {
        for vertical in [false, true] {
            let system = try OverlappingCycles.snapshot(count: 24, shape: shape, vertical: vertical).linearSystem()
            let expected = try Self.reference(system, canHold: GLPKFeasibility.canHold)
            #expect(expected.conflicts.count >= 2, "\(shape) \(vertical)")
            for solver in [GLPKSolver(), CassowarySolver()] as [any LayoutSolver] {
                let solution = try solver.solve(system, options: SolveOptions())
                #expect(solution.conflicts == expected.conflicts && solution.brokenRows == expected.broken,
                        "\(shape), vertical \(vertical), \(solver.name)")
            }
        }
    }

    /// Most generated layouts do conflict, several times: the differential test is not vacuous.
    @Test func generatedLayoutsConflict() throws {
        var conflicting = 0, conflicts = 0
        let seeds = Sweep.seeds(UInt64(1)...300, quick: 30)
        for seed in seeds {
            let system = try ConflictingCycles.snapshot(seed: seed).linearSystem()
            let found = try Self.reference(system, canHold: GLPKFeasibility.canHold).conflicts.count
            if found > 0 { conflicting += 1 }
            conflicts += found
        }
        #expect(conflicting >= Sweep.proRata(240, of: 300, ran: seeds.count))
        #expect(conflicts >= Sweep.proRata(450, of: 300, ran: seeds.count))
    }

    /// A cycle of 60 views: one conflict holding every row of the cycle, the closing row broken.
    @Test func longCycleIsOneConflict() throws {
        var items = [LayoutSnapshot.Item(id: "root", parent: nil)]
        var constraints: [LayoutSnapshot.Constraint] = []
        let count = 60
        for i in 1...count { items.append(LayoutSnapshot.Item(id: "v\(i)", parent: 0)) }
        for i in 1...count {
            constraints.append(LayoutSnapshot.Constraint(first: .init(item: i, attribute: .width), relation: .equal, constant: 10))
            constraints.append(LayoutSnapshot.Constraint(first: .init(item: i, attribute: .left), relation: .equal,
                                                         second: .init(item: i % count + 1, attribute: .left), constant: 1))
        }
        let system = try LayoutSnapshot(items: items, constraints: constraints, rootWidth: 400, rootHeight: 300).linearSystem()
        let cycleRows = system.rows.indices.filter {
            if case .constraint(let c) = system.rows[$0].source { return c % 2 == 1 }
            return false
        }
        for solution in [try GLPKSolver().solve(system, options: SolveOptions()),
                         try CassowarySolver().solve(system, options: SolveOptions())] {
            #expect(solution.conflicts == [RowConflict(rows: cycleRows, broken: cycleRows.last!)])
        }
    }
}
