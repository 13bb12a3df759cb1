import Testing
@testable import SnapLayoutGLPK
import SnapLayoutCassowary
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// GLPK's session (only the blocks a change touches are solved again) against full solves.
struct GLPKSessionTests {
    @Test(arguments: Sweep.seeds(UInt64(1)...200, quick: 16))
    func blockUpdatesAgreeWithFullSolves(seed: UInt64) throws {
        try expectUpdatesAgree(RandomLayouts.snapshot(seed: seed), seed: seed, solver: GLPKSolver())
    }

    /// The shaped layouts (chains and feeds pulled by many tiers among them) with `TierPresolve` on
    /// every block: from the second round on, a re-solve starts from the fates the last one found
    /// (`GLPKPreparation`), which must give way when they no longer hold.
    @Test(arguments: Sweep.seeds(UInt64(1)...120, quick: 12))
    func presolvedUpdatesAgreeWithFullSolves(seed: UInt64) throws {
        try expectUpdatesAgree(LayoutShapes.snapshot(seed: seed), seed: seed, solver: TierPresolveTests.presolving)
    }

    /// Rounds of 1 to 3 moved constants, each re-solved by a session of `solver` and compared with a
    /// full solve (unambiguous frames, tier minima, conflicts). The first four are solved by parts,
    /// the fifth on a new tableau and the last three as its dual simplex steps (unless the tableau
    /// cannot take them: then by GLPK again).
    /// Returns whether the session ended the rounds on a kept tableau.
    @discardableResult
    func expectUpdatesAgree(_ snapshot: LayoutSnapshot, seed: UInt64, solver: GLPKSolver) throws -> Bool {
        var system = try snapshot.linearSystem()
        let session = solver.makeSession()
        #expect(!(session is StatelessSolverSession))
        _ = try session.solve(system, options: SolveOptions())
        var random = SeededGenerator(seed: seed &* 104_729)
        let moving = (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: system.rows.indices, using: &random) }
        // Rounds after the first start from the bases the session kept (the same blocks are touched).
        for round in 0..<8 {
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
        return (session as? GLPKSession)?.tableau != nil
    }

    /// The rounds above reach the kept tableau on most random layouts (45 of these 60; the others
    /// have conflicts, which GLPK's full solves report), so its steps are compared too.
    @Test func mostRandomStreamsReachTheKeptTableau() throws {
        var kept = 0
        for seed in UInt64(1)...60 where try expectUpdatesAgree(RandomLayouts.snapshot(seed: seed), seed: seed, solver: GLPKSolver()) {
            kept += 1
        }
        #expect(kept >= 40, "\(kept) of 60 streams reached the tableau")
    }

    /// A chain pulled toward different widths by 100 tiers, resized: small steps keep the last
    /// solve's fates, large ones make them fail (rows that held must now give), and every width
    /// must come out as optimal as a full solve.
    @Test func aManyTierChainResizedAgreesWithFullSolves() throws {
        let snapshot = TestLayouts.manyTierChain()
        var system = try snapshot.linearSystem()
        let session = GLPKSolver().makeSession()
        _ = try session.solve(system, options: SolveOptions())
        let widthRow = system.rows.firstIndex { $0.source == .generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal)) }!
        func stayTotal(_ values: [Double]) -> Double { system.stays.reduce(0) { $0 + abs($1.value(values)) } }
        for width in [1201.0, 1200, 1203.5, 600, 601, 2400, 2399, 1000, 300, 1200] {
            system.rows[widthRow].expression.constant = -width
            let incremental = try session.solve(updatingConstants: [RowConstantChange(row: widthRow, constant: -width)],
                                                options: SolveOptions())
            let full = try GLPKSolver().solve(system, options: SolveOptions())
            // Lexicographically optimal both: the same minimum in each of the 100 tiers, and as near
            // the starting frames (the chain's frames themselves may tie).
            #expect(incremental.tierMinima.count == 100)
            for (a, b) in zip(incremental.tierMinima, full.tierMinima) {
                #expect(abs(a.minimum - b.minimum) <= 1e-9 * max(1, b.minimum), "width \(width), tier \(a.priority)")
            }
            #expect(abs(stayTotal(incremental.values) - stayTotal(full.values)) <= 1e-9 * max(1, stayTotal(full.values)), "width \(width)")
            #expect(system.frames(incremental.values)[0].width == width)
            #expect(system.rows.allSatisfy { !$0.isRequired || $0.error(incremental.values) <= 1e-9 * max(1, width) }, "width \(width)")
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

    /// Cells stacked under each other, each sized by its own rows: the stacking rows only define
    /// the cells' positions, so a change re-solves one cell, or none.
    @Test func stackedCellsMoveWhenOneCellOrOneGapChanges() throws {
        typealias C = LayoutSnapshot.Constraint
        var constraints: [C] = []
        for cell in 1...4 {
            constraints.append(C(first: .init(item: cell, attribute: .left), relation: .equal, second: .init(item: 0, attribute: .left)))
            constraints.append(C(first: .init(item: cell, attribute: .width), relation: .equal, constant: 100))
            constraints.append(C(first: .init(item: cell, attribute: .top), relation: .equal,
                                 second: .init(item: cell == 1 ? 0 : cell - 1, attribute: cell == 1 ? .top : .bottom), constant: 8))
            constraints.append(C(first: .init(item: cell, attribute: .height), relation: .greaterThanOrEqual, constant: 20))
            constraints.append(C(first: .init(item: cell, attribute: .height), relation: .equal, constant: Double(10 * cell), priority: 500))
        }
        let snapshot = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "root", parent: nil)]
                                        + (1...4).map { LayoutSnapshot.Item(id: "c\($0)", parent: 0) },
                                      constraints: constraints, rootWidth: 320, rootHeight: 480)
        var system = try snapshot.linearSystem()
        let session = GLPKSolver().makeSession()
        _ = try session.solve(system, options: SolveOptions())
        func row(_ constraint: Int) -> Int { system.rows.firstIndex { $0.source == .constraint(constraint) }! }
        // The gap above c3 (a stacking row), then c2's wished height (a tier row), then both.
        let steps: [[(row: Int, constant: Double)]] = [
            [(row(12), -30)],
            [(row(9), -45)],
            [(row(12), -2), (row(9), -15)],
        ]
        var expectedTops: [[Double]] = [[8, 36, 86, 124], [8, 36, 111, 149], [8, 36, 58, 96]]
        for (step, changes) in steps.enumerated() {
            for change in changes { system.rows[change.row].expression.constant = change.constant }
            let incremental = try session.solve(updatingConstants: changes.map { RowConstantChange(row: $0.row, constant: $0.constant) },
                                                options: SolveOptions())
            let full = try GLPKSolver().solve(system, options: SolveOptions())
            let frames = system.frames(incremental.values)
            #expect(frames == system.frames(full.values), "step \(step)")
            #expect(frames[1...].map(\.y) == expectedTops.removeFirst(), "step \(step)")
            #expect(incremental.tierMinima == full.tierMinima, "step \(step)")
        }
    }

    /// The root's width is pinned by a generated row: changing it re-solves the blocks of the rows
    /// that hold it (here each cell's trailing edge), not the whole layout.
    @Test func aRootResizeMovesTheRowsThatHoldTheRootsWidth() throws {
        var (system, widthRow, _) = try Self.threeCells()
        let session = GLPKSolver().makeSession()
        _ = try session.solve(system, options: SolveOptions())
        for (width, expected) in [(200.0, [42, 84, 126.0]), (400, [60, 120, 180]), (232, [50, 100, 150])] {
            system.rows[widthRow].expression.constant = -width
            let incremental = try session.solve(updatingConstants: [RowConstantChange(row: widthRow, constant: -width)],
                                                options: SolveOptions())
            let full = try GLPKSolver().solve(system, options: SolveOptions())
            let frames = system.frames(incremental.values)
            #expect(frames == system.frames(full.values), "width \(width)")
            #expect(frames[0].width == width)
            #expect(frames[1...].map { $0.y + $0.height } == expected, "width \(width)")
            #expect(incremental.tierMinima == full.tierMinima, "width \(width)")
        }
    }

    /// Three cells under each other, each 16 points in from the root's sides, as tall as a quarter
    /// of its width (weak) but at most 60, the first at least 20: the system, the row of the root's
    /// width, and a row that can be made to conflict (the first cell's height at most 60).
    static func threeCells() throws -> (system: LinearSystem, widthRow: Int, capRow: Int) {
        typealias C = LayoutSnapshot.Constraint
        var constraints: [C] = []
        for cell in 1...3 {
            constraints.append(C(first: .init(item: cell, attribute: .leading), relation: .equal, second: .init(item: 0, attribute: .leading), constant: 16))
            constraints.append(C(first: .init(item: cell, attribute: .trailing), relation: .equal, second: .init(item: 0, attribute: .trailing), constant: -16))
            constraints.append(C(first: .init(item: cell, attribute: .top), relation: .equal,
                                 second: .init(item: cell == 1 ? 0 : cell - 1, attribute: cell == 1 ? .top : .bottom)))
            constraints.append(C(first: .init(item: cell, attribute: .height), relation: .equal, second: .init(item: cell, attribute: .width),
                                 multiplier: 0.25, priority: 750))
            constraints.append(C(first: .init(item: cell, attribute: .height), relation: .lessThanOrEqual, constant: 60))
        }
        constraints.append(C(first: .init(item: 1, attribute: .height), relation: .greaterThanOrEqual, constant: 20))
        let snapshot = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "root", parent: nil)]
                                        + (1...3).map { LayoutSnapshot.Item(id: "c\($0)", parent: 0) },
                                      constraints: constraints, rootWidth: 320, rootHeight: 480)
        let system = try snapshot.linearSystem()
        let widthRow = system.rows.firstIndex { $0.source == .generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal)) }!
        let capRow = system.rows.firstIndex { $0.source == .constraint(4) }!
        return (system, widthRow, capRow)
    }

    /// A window resized: the first four widths are solved by parts, the fifth on a kept tableau
    /// (Cassowary's, `KeptTableau`), the rest as its dual simplex steps. Every width's frames
    /// and tier minima are a fresh GLPK solve's; a new system ends the stream.
    @Test func aStreamOfConstantChangesGoesToAKeptTableau() throws {
        var (system, widthRow, _) = try Self.threeCells()
        let session = GLPKSession(solver: GLPKSolver())
        _ = try session.solve(system, options: SolveOptions())
        var kept: KeptTableau?
        for (round, width) in [200.0, 400, 232, 300, 320, 250, 480, 201, 375].enumerated() {
            system.rows[widthRow].expression.constant = -width
            let streamed = try session.solve(updatingConstants: [RowConstantChange(row: widthRow, constant: -width)],
                                             options: SolveOptions())
            let fresh = try GLPKSolver().solve(system, options: SolveOptions())
            #expect((session.tableau != nil) == (round >= 4), "round \(round)")
            if round > 4 { #expect(session.tableau === kept, "round \(round): a step, not a new tableau") }
            kept = session.tableau
            for (a, b) in zip(system.frames(streamed.values), system.frames(fresh.values)) {
                #expect(max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height)) <= 1e-9, "width \(width)")
            }
            #expect(streamed.tierMinima.count == fresh.tierMinima.count)
            for (a, b) in zip(streamed.tierMinima, fresh.tierMinima) {
                #expect(a.priority == b.priority && abs(a.minimum - b.minimum) <= 1e-9, "width \(width)")
            }
            #expect(session.system?.rows == system.rows)
            // A step finds the unsatisfied rows while summing the tiers: the same as read afterwards.
            #expect((streamed.unsatisfiedRows != nil) == (round > 4), "round \(round)")
            if let unsatisfied = streamed.unsatisfiedRows {
                #expect(unsatisfied == system.unsatisfiedRows(streamed.values), "width \(width)")
                // Above 272 the cells' wished heights (a quarter of width − 32) pass the cap of 60.
                #expect(unsatisfied.isEmpty == (width <= 272), "width \(width)")
            }
        }
        _ = try session.solve(system, options: SolveOptions())
        #expect(session.tableau == nil)
    }

    /// A change the kept tableau cannot take (a required row that stops holding) goes back to
    /// GLPK, whose full solve reports the conflict as a fresh solve does; the stream starts again.
    @Test func aConflictInAStreamIsReportedByGLPK() throws {
        var (system, widthRow, capRow) = try Self.threeCells()
        let session = GLPKSession(solver: GLPKSolver())
        _ = try session.solve(system, options: SolveOptions())
        for width in [200.0, 400, 232, 300, 320, 250] {
            system.rows[widthRow].expression.constant = -width
            _ = try session.solve(updatingConstants: [RowConstantChange(row: widthRow, constant: -width)], options: SolveOptions())
        }
        #expect(session.tableau != nil)
        // c1's height at most 10 and at least 20.
        system.rows[capRow].expression.constant *= 10.0 / 60
        let conflicting = try session.solve(updatingConstants: [RowConstantChange(row: capRow, constant: system.rows[capRow].expression.constant)],
                                            options: SolveOptions())
        let fresh = try GLPKSolver().solve(system, options: SolveOptions())
        #expect(session.tableau == nil)
        #expect(!fresh.conflicts.isEmpty)
        #expect(conflicting.conflicts == fresh.conflicts)
        #expect(conflicting.brokenRows == fresh.brokenRows)
        #expect(system.frames(conflicting.values) == system.frames(fresh.values))
    }

    /// A build over its budget declines, with the error that says so.
    @Test func aTableauOverItsBudgetDeclines() throws {
        let (system, _, _) = try Self.threeCells()
        #expect(throws: SolverError.declined("the tableau would take more work to build than its budget")) {
            _ = try KeptTableau.solve(system, options: SolveOptions(), trackedRows: [], termBudget: 0)
        }
        let (solution, kept) = try KeptTableau.solve(system, options: SolveOptions(), trackedRows: [],
                                                     termBudget: GLPKSession.termBudget(system))
        #expect(kept != nil)
        #expect(system.frames(solution.values) == system.frames(try GLPKSolver().solve(system, options: SolveOptions()).values))
    }

    /// A chain pulled by 100 tiers: its tableau would cost far more to build than the stream's
    /// part re-solves, so the build declines and the stream stays with GLPK's parts, as optimal
    /// as full solves (`aManyTierChainResizedAgreesWithFullSolves`).
    @Test func aStreamTheTableauWouldStallOnStaysWithParts() throws {
        let snapshot = TestLayouts.manyTierChain()
        var system = try snapshot.linearSystem()
        let session = GLPKSession(solver: GLPKSolver())
        _ = try session.solve(system, options: SolveOptions())
        let widthRow = system.rows.firstIndex { $0.source == .generated(GeneratedConstraint(kind: .size, item: nil, axis: .horizontal)) }!
        for width in [1201.0, 1200, 1203.5, 600, 601, 2400, 2399, 1000] {
            system.rows[widthRow].expression.constant = -width
            let solution = try session.solve(updatingConstants: [RowConstantChange(row: widthRow, constant: -width)],
                                             options: SolveOptions())
            #expect(session.tableau == nil, "width \(width)")
            #expect(system.frames(solution.values)[0].width == width)
        }
    }
}
