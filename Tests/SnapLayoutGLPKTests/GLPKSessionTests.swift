import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport

/// GLPK's session (only the blocks a change touches are solved again) against full solves.
struct GLPKSessionTests {
    @Test(arguments: Array(UInt64(1)...200))
    func blockUpdatesAgreeWithFullSolves(seed: UInt64) throws {
        let snapshot = RandomLayouts.snapshot(seed: seed)
        var system = try snapshot.linearSystem()
        let session = GLPKSolver().makeSession()
        #expect(!(session is StatelessSolverSession))
        _ = try session.solve(system, options: SolveOptions())
        var random = SeededGenerator(seed: seed &* 104_729)
        let moving = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: system.rows.indices, using: &random) }
        // Rounds after the first start from the bases the session kept (the same blocks are touched).
        for round in 0..<5 {
            var changes: [RowConstantChange] = []
            for row in moving {
                let constant = system.rows[row].expression.constant + Double(Int.random(in: -30...30, using: &random))
                changes.append(RowConstantChange(row: row, constant: constant))
                system.rows[row].expression.constant = constant
            }
            var incremental = try session.solve(updatingConstants: changes, options: SolveOptions())
            let full = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            incremental.frameRanges = full.frameRanges
            let comparison = SolutionComparison(system: system, itemNames: snapshot.items.map(\.id), incremental, full)
            #expect(comparison.agrees, "seed \(seed) round \(round): \(comparison.differences.joined(separator: "; "))")
        }
    }

    @Test func onlyTheTouchedBlockIsSolvedAgain() throws {
        // Two independent pairs: x0 = 10, x1 = x0 + 5 and x2 = 20 (weak), x3 = x2 + 1.
        var system = LinearSystem(variableCount: 4, rows: [
            LinearRow(expression: LinearExpression(variable: 0) - 10, relation: .equal, priority: 1000, source: .constraint(0)),
            LinearRow(expression: LinearExpression(variable: 1) - LinearExpression(variable: 0) - 5, relation: .equal, priority: 1000,
                      source: .constraint(1)),
            LinearRow(expression: LinearExpression(variable: 2) - 20, relation: .equal, priority: 250, source: .constraint(2)),
            LinearRow(expression: LinearExpression(variable: 3) - LinearExpression(variable: 2) - 1, relation: .equal, priority: 1000,
                      source: .constraint(3)),
        ], stays: [], probes: [])
        let session = GLPKSolver().makeSession()
        #expect(try session.solve(system, options: SolveOptions()).values == [10, 15, 20, 21])
        let solution = try session.solve(updatingConstants: [RowConstantChange(row: 1, constant: -7)], options: SolveOptions())
        #expect(solution.values == [10, 17, 20, 21])
        system.rows[1].expression.constant = -7
        #expect(session.system?.rows == system.rows)
        #expect(solution.tierMinima == [TierMinimum(priority: 250, minimum: 0)])
    }
}
