import Testing
@testable import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// A session's incremental re-solve against full solves of the changed system.
struct SessionTests {
    /// Random rows' constants moved, several rounds per layout: each round's incremental answer
    /// must agree with GLPK's full solve of the same system (frames compared where determined).
    /// The same rows move in every round: the first change of a required equality rebuilds the
    /// tableau with its marker, the later ones are dual simplex steps.
    @Test(arguments: Sweep.seeds(UInt64(1)...200, quick: 16))
    func constantChangesAgreeWithFullSolves(seed: UInt64) throws {
        let snapshot = RandomLayouts.snapshot(seed: seed)
        var system = try snapshot.linearSystem()
        let session = CassowarySolver().makeSession()
        #expect(!(session is StatelessSolverSession), "the Cassowary solver keeps its tableau")
        var conflictsSeen = try !session.solve(system, options: SolveOptions()).conflicts.isEmpty
        var random = SeededGenerator(seed: seed &* 7919)
        let moving = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: system.rows.indices, using: &random) }
        for round in 0..<4 {
            var changes: [RowConstantChange] = []
            for row in moving {
                let constant = system.rows[row].expression.constant + Double(Int.random(in: -30...30, using: &random))
                changes.append(RowConstantChange(row: row, constant: constant))
                system.rows[row].expression.constant = constant
            }
            var incremental = try session.solve(updatingConstants: changes, options: SolveOptions())
            let full = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            if !full.conflicts.isEmpty { conflictsSeen = true }
            incremental.frameRanges = full.frameRanges
            let comparison = SolutionComparison(system: system, itemNames: snapshot.items.map(\.id), incremental, full)
            #expect(comparison.agrees, "seed \(seed) round \(round): \(comparison.differences.joined(separator: "; "))")
            #expect(session.system?.rows.map(\.expression.constant) == system.rows.map(\.expression.constant))
        }
        if !conflictsSeen {
            // Only the first solve starts over one-shot; a tableau is built at most twice: when
            // parts stop paying or cannot take a change, and to give a required equality its marker.
            let session = session as! CassowarySession
            #expect(session.fullSolveCount - session.tableauBuildCount == 1 && session.tableauBuildCount <= 2,
                    "seed \(seed): rounds after the first are updates")
        }
    }

    @Test func aWholeSystemWithOnlyNewConstantsIsUpdatedInPlace() throws {
        // x0 = 10 (required), x1 == x0 + 20 at 500, x1 <= 25 at 750: the 750 wins.
        var system = LinearSystem(variableCount: 2, rows: [
            LinearRow(expression: LinearExpression(variable: 0) - 10, relation: .equal, priority: 1000, source: .constraint(0)),
            LinearRow(expression: LinearExpression(variable: 1) - LinearExpression(variable: 0) - 20, relation: .equal,
                      priority: 500, source: .constraint(1)),
            LinearRow(expression: LinearExpression(variable: 1) - 25, relation: .lessThanOrEqual, priority: 750, source: .constraint(2)),
        ], stays: [], probes: [])
        let session = CassowarySolver().makeSession()
        #expect(try session.solve(system, options: SolveOptions()).values == [10, 25])
        system.rows[0].expression.constant = -2      // x0 = 2: now x1 = 22 satisfies both
        #expect(try session.solve(system, options: SolveOptions()).values == [2, 22])
        system.rows[2].expression.constant = -15     // x1 <= 15
        let solution = try session.solve(system, options: SolveOptions())
        #expect(solution.values == [2, 15])
        #expect(solution.tierMinima == [TierMinimum(priority: 750, minimum: 0), TierMinimum(priority: 500, minimum: 7)])
    }

    @Test func aChangeThatBreaksARequiredRowFindsTheConflict() throws {
        // x0 = 10, x0 <= 20 (both required); then x0 = 30: the second row is the one broken.
        let system = LinearSystem(variableCount: 1, rows: [
            LinearRow(expression: LinearExpression(variable: 0) - 10, relation: .equal, priority: 1000, source: .constraint(0)),
            LinearRow(expression: LinearExpression(variable: 0) - 20, relation: .lessThanOrEqual, priority: 1000, source: .constraint(1)),
        ], stays: [], probes: [])
        let session = CassowarySolver().makeSession()
        #expect(try session.solve(system, options: SolveOptions()).conflicts.isEmpty)
        let solution = try session.solve(updatingConstants: [RowConstantChange(row: 0, constant: -30)], options: SolveOptions())
        #expect(solution.conflicts == [RowConflict(rows: [0, 1], broken: 1)])
        #expect(solution.values == [30])
        // And back: the conflict is gone.
        let healed = try session.solve(updatingConstants: [RowConstantChange(row: 0, constant: -5)], options: SolveOptions())
        #expect(healed.conflicts.isEmpty)
        #expect(healed.values == [5])
    }

    /// A tracked required equality made redundant by later required rows without markers: x0 = 0,
    /// then x1 − x0 − x2 = 0 and x2 − x1 = 0, which say x0 = 0 again. On a session's tableau (only
    /// the tracked row has a marker), moving x0's constant must be refused; the tableau once dropped
    /// the redundant row and took the change. Through a session, the change is the conflict a
    /// fresh solve finds (the third row, last in conflict order, broken).
    @Test func aRedundantTrackedEqualityCannotMoveAlone() throws {
        func row(_ expression: LinearExpression, _ source: Int) -> LinearRow {
            LinearRow(expression: expression, relation: .equal, priority: 1000, source: .constraint(source))
        }
        let x0 = LinearExpression(variable: 0), x1 = LinearExpression(variable: 1), x2 = LinearExpression(variable: 2)
        let system = LinearSystem(variableCount: 3, rows: [row(LinearExpression(variable: 0, coefficient: -1), 0), row(x1 - x0 - x2, 1), row(x2 - x1, 2)],
                                  stays: [], probes: [])
        let built = try #require(try CassowarySolver().build(system, excluding: [], options: SolveOptions(),
                                                             incremental: true, trackedRows: [0]))
        let marker = try #require(built.rowConstraints[0])
        #expect(throws: CassowaryError.unsatisfiableConstraint(marker)) { try built.simplex.setConstant(-6, of: marker) }
        let session = CassowarySolver().makeSession()
        _ = try session.solve(system, options: SolveOptions())
        for (round, constant) in [-6.0, 0, -6].enumerated() {
            let solution = try session.solve(updatingConstants: [RowConstantChange(row: 0, constant: constant)],
                                             options: SolveOptions())
            let conflicts = constant == 0 ? [] : [RowConflict(rows: [0, 1, 2], broken: 2)]
            #expect(solution.conflicts == conflicts && solution.brokenRows == conflicts.map(\.broken), "round \(round)")
        }
    }

    /// A constant that is not a number, set after the first solve, is refused by both sessions
    /// naming the constraint, whether the Cassowary session works by parts (its first changes) or
    /// on a tableau (after the fifth), never answered with frames that are not numbers.
    @Test func aConstantThatIsNotANumberIsRefusedByEverySession() throws {
        let system = LinearSystem(variableCount: 2, rows: [
            LinearRow(expression: LinearExpression(variable: 0) - 10, relation: .equal, priority: 1000, source: .constraint(0)),
            LinearRow(expression: LinearExpression(variable: 1) - LinearExpression(variable: 0) - 20, relation: .equal,
                      priority: 500, source: .constraint(1)),
        ], stays: [], probes: [])
        for moves in [0, 5] {
            for session in [CassowarySolver().makeSession(), GLPKSolver().makeSession()] {
                _ = try session.solve(system, options: SolveOptions())
                for k in 0..<moves {
                    let solution = try session.solve(updatingConstants: [RowConstantChange(row: 1, constant: -Double(k))],
                                                     options: SolveOptions())
                    #expect(solution.values == [10, 10 + Double(k)])
                }
                #expect(throws: SolverError.self) {
                    _ = try session.solve(updatingConstants: [RowConstantChange(row: 1, constant: .nan)], options: SolveOptions())
                }
            }
        }
    }

    /// A session starts with parts; the first four constant changes in a row are solved by parts,
    /// the fifth builds a tableau and later ones are its dual simplex steps; an edit or a start
    /// over begins the count again. Every answer is the full solve's.
    @Test func theFifthConstantChangeInARowBuildsTheTableau() throws {
        // x0 = 10 (required), x1 == x0 + 20 at 500, x1 <= 25 at 750.
        var system = LinearSystem(variableCount: 2, rows: [
            LinearRow(expression: LinearExpression(variable: 0) - 10, relation: .equal, priority: 1000, source: .constraint(0)),
            LinearRow(expression: LinearExpression(variable: 1) - LinearExpression(variable: 0) - 20, relation: .equal,
                      priority: 500, source: .constraint(1)),
            LinearRow(expression: LinearExpression(variable: 1) - 25, relation: .lessThanOrEqual, priority: 750, source: .constraint(2)),
        ], stays: [], probes: [])
        let session = CassowarySolver().makeSession() as! CassowarySession
        #expect(try session.solve(system, options: SolveOptions()).values == [10, 25])
        #expect(session.parts != nil && session.tableau == nil && session.tableauBuildCount == 0)
        for round in 1...7 {
            let bound = 25 + Double(round)
            system.rows[2].expression.constant = -bound
            let solution = try session.solve(updatingConstants: [RowConstantChange(row: 2, constant: -bound)], options: SolveOptions())
            #expect(solution.values == [10, min(bound, 30)], "round \(round)")
            #expect(solution.values == (try GLPKSolver().solve(system, options: SolveOptions())).values, "round \(round)")
            #expect(session.tableauBuildCount == (round < 5 ? 0 : 1), "round \(round)")
            #expect((session.tableau != nil) == (round >= 5) && (session.parts != nil) == (round < 5), "round \(round)")
        }
        #expect(session.fullSolveCount == 2, "the first solve and the one tableau")
    }
}
