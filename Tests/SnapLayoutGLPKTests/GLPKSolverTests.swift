import Foundation
import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// The GLPK solver against hand-computed answers of the contract's section 4.
struct GLPKSolverTests {
    typealias Item = LayoutSnapshot.Item
    typealias Constraint = LayoutSnapshot.Constraint
    typealias Anchor = LayoutSnapshot.Anchor

    let solver = GLPKSolver()

    func anchor(_ item: Int, _ attribute: LayoutAttribute) -> Anchor { Anchor(item: item, attribute: attribute) }

    func solve(_ snapshot: LayoutSnapshot, ambiguity: Bool = false, optimized: Bool = true) throws
        -> (LinearSystem, LinearSolution, [LayoutSnapshot.Rect]) {
        let system = try snapshot.linearSystem()
        let solution = try solver.solve(system, options: SolveOptions(checksAmbiguity: ambiguity, isOptimized: optimized))
        return (system, solution, system.frames(solution.values))
    }

    func expectClose(_ a: LayoutSnapshot.Rect, _ b: LayoutSnapshot.Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)]
        #expect(pairs.allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }, "\(a) != \(b)", sourceLocation: sourceLocation)
    }

    /// A root of 300 × 100 and one view pinned at the top-left, 10 high; `extra` adds constraints.
    func oneView(_ extra: [Constraint]) -> LayoutSnapshot {
        LayoutSnapshot(items: [Item(id: "root", parent: nil), Item(id: "a", parent: 0)],
                       constraints: [
                           Constraint(first: anchor(1, .left), relation: .equal, second: anchor(0, .left)),
                           Constraint(first: anchor(1, .top), relation: .equal, second: anchor(0, .top)),
                           Constraint(first: anchor(1, .height), relation: .equal, constant: 10),
                       ] + extra,
                       rootWidth: 300, rootHeight: 100)
    }

    @Test func fiftyTiersAreHonouredInStrictOrder() throws {
        // Tier p (1...50, priority 10p) wants the width at 100 + p; higher tiers win outright, so
        // the width is 150. Then a second view's width is pulled by every tier in turn: within
        // equal error sums, lower tiers decide.
        var extra: [Constraint] = []
        for p in 1...50 {
            extra.append(Constraint(first: anchor(1, .width), relation: .equal, constant: Double(100 + p), priority: Double(10 * p)))
        }
        let (_, solution, frames) = try solve(oneView(extra))
        expectClose(frames[1], .init(x: 0, y: 0, width: 150, height: 10))
        #expect(solution.tierMinima.count == 50)
        #expect(solution.tierMinima.first == TierMinimum(priority: 500, minimum: 0))
        // Each lower tier misses by 50 − p.
        for (k, tier) in solution.tierMinima.enumerated() {
            #expect(abs(tier.minimum - Double(k)) < 1e-6)
        }
    }

    @Test func chainedTiersResolveLexicographically() throws {
        // Tier 999: width <= 120. Tier 500: width >= 200 (misses by 80). Tier 250: width == 50
        // (misses by 70 at 120, can't do better without hurting 500). Tier 1: width == 119.
        let extra = [
            Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: 120, priority: 999),
            Constraint(first: anchor(1, .width), relation: .greaterThanOrEqual, constant: 200, priority: 500),
            Constraint(first: anchor(1, .width), relation: .equal, constant: 50, priority: 250),
            Constraint(first: anchor(1, .width), relation: .equal, constant: 119, priority: 1),
        ]
        let (system, solution, frames) = try solve(oneView(extra))
        expectClose(frames[1], .init(x: 0, y: 0, width: 120, height: 10))
        #expect(solution.tierMinima.map(\.minimum) == [0, 80, 70, 1])
        #expect(system.unsatisfiedRows(solution.values).map(\.error) == [80, 70, 1])
    }

    @Test func conflictsBreakTheLaterRowAndNameTheSmallestSet() throws {
        // 3: a.width == 100; 4: a.left == root.left + 5 (contradicts 0); 5: a.width == 120.
        let snapshot = oneView([
            Constraint(first: anchor(1, .width), relation: .equal, constant: 100),
            Constraint(first: anchor(1, .left), relation: .equal, second: anchor(0, .left), constant: 5),
            Constraint(first: anchor(1, .width), relation: .equal, constant: 120),
        ])
        let (system, solution, frames) = try solve(snapshot)
        func index(_ constraint: Int) -> Int { system.rows.firstIndex { $0.source == .constraint(constraint) }! }
        #expect(solution.conflicts == [
            RowConflict(rows: [index(0), index(4)], broken: index(4)),
            RowConflict(rows: [index(3), index(5)], broken: index(5)),
        ])
        #expect(solution.brokenRows == [index(4), index(5)])
        expectClose(frames[1], .init(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func generatedRowsAreMembersOfConflicts() throws {
        let snapshot = oneView([Constraint(first: anchor(0, .width), relation: .equal, constant: 320)])
        let (system, solution, _) = try solve(snapshot)
        let size = system.rows.firstIndex { if case .generated(let g) = $0.source { return g.kind == .size && g.axis == .horizontal } else { return false } }!
        let document = system.rows.firstIndex { $0.source == .constraint(3) }!
        #expect(solution.conflicts == [RowConflict(rows: [size, document], broken: document)])
    }

    @Test func threeRowsConflictTogetherOnlyWhenAllThreeArePresent() throws {
        // left == 0 (row 0), width == 100 (3), right == 150 (4), width <= 200 (5): 0, 3, 4 conflict.
        let snapshot = oneView([
            Constraint(first: anchor(1, .width), relation: .equal, constant: 100),
            Constraint(first: anchor(1, .right), relation: .equal, second: anchor(0, .left), constant: 150),
            Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: 200),
        ])
        let (system, solution, frames) = try solve(snapshot)
        let rows = [0, 3, 4].map { c in system.rows.firstIndex { $0.source == .constraint(c) }! }
        #expect(solution.conflicts == [RowConflict(rows: rows, broken: rows[2])])
        expectClose(frames[1], .init(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func ambiguityRangesShowWhatIsFree() throws {
        // b has only its left edge: its top, width and height are free; a is fully determined.
        var snapshot = oneView([Constraint(first: anchor(1, .width), relation: .equal, constant: 50)])
        snapshot.items.append(Item(id: "b", parent: 0, frame: .init(x: 0, y: 7, width: 8, height: 9)))
        snapshot.constraints.append(Constraint(first: anchor(2, .left), relation: .equal, second: anchor(1, .right), constant: 3))
        let (_, solution, frames) = try solve(snapshot, ambiguity: true)
        let ranges = try #require(solution.frameRanges)
        #expect(!LinearSystem.isAmbiguous(ranges[0]) && !LinearSystem.isAmbiguous(ranges[1]))
        #expect(ranges[2][0] == ValueRange(53, 53))
        #expect(ranges[2][1] == ValueRange(-.infinity, .infinity))
        #expect(LinearSystem.isAmbiguous(ranges[2]))
        // The stay stage keeps b's free parts at its starting frame.
        expectClose(frames[2], .init(x: 53, y: 7, width: 8, height: 9))
    }

    @Test func aBoundedAmbiguityHasAFiniteRange() throws {
        var snapshot = oneView([
            Constraint(first: anchor(1, .width), relation: .greaterThanOrEqual, constant: 40),
            Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: 60),
        ])
        snapshot.items[1].frame = .init(x: 0, y: 0, width: 0, height: 0)
        let (_, solution, frames) = try solve(snapshot, ambiguity: true)
        #expect(solution.frameRanges?[1][2] == ValueRange(40, 60))
        expectClose(frames[1], .init(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func theOptimisedAndReferencePathsAgree() throws {
        var snapshot = LayoutSnapshot(items: [Item(id: "root", parent: nil)], constraints: [], rootWidth: 375, rootHeight: nil)
        var previous = 0
        for i in 1...12 {
            var item = Item(id: "v\(i)", parent: i % 4 == 0 ? previous : 0, frame: .init(x: Double(i), y: 2, width: 3, height: 4))
            if i % 3 == 0 { item.intrinsicSize = .init(Double(10 * i), 20) }
            snapshot.items.append(item)
            snapshot.constraints += [
                Constraint(first: anchor(i, .top), relation: .equal, second: anchor(item.parent!, .top), constant: Double(i)),
                Constraint(first: anchor(i, .leading), relation: .greaterThanOrEqual, second: anchor(item.parent!, .leading), constant: 4),
                Constraint(first: anchor(i, .width), relation: .equal, second: anchor(0, .width), multiplier: 0.1, priority: Double(100 + 50 * (i % 5))),
                Constraint(first: anchor(i, .trailing), relation: .lessThanOrEqual, second: anchor(0, .trailing), constant: -8),
            ]
            previous = i
        }
        snapshot.constraints.append(Constraint(first: anchor(3, .width), relation: .equal, constant: 5))
        snapshot.constraints.append(Constraint(first: anchor(3, .width), relation: .equal, constant: 7))
        let (_, fast, fastFrames) = try solve(snapshot, ambiguity: true)
        let (_, slow, slowFrames) = try solve(snapshot, ambiguity: true, optimized: false)
        #expect(fast.conflicts == slow.conflicts && !fast.conflicts.isEmpty)
        #expect(fast.tierMinima.count == slow.tierMinima.count)
        for (a, b) in zip(fast.tierMinima, slow.tierMinima) {
            #expect(a.priority == b.priority && abs(a.minimum - b.minimum) < 1e-6)
        }
        let ambiguous = (0..<fastFrames.count).map { LinearSystem.isAmbiguous(fast.frameRanges![$0]) }
        #expect(ambiguous == (0..<slowFrames.count).map { LinearSystem.isAmbiguous(slow.frameRanges![$0]) })
        for i in fastFrames.indices where !ambiguous[i] { expectClose(fastFrames[i], slowFrames[i]) }
    }

    @Test func manyThreadsSolveIndependently() async throws {
        func snapshot(_ seed: Int) -> LayoutSnapshot {
            oneView([Constraint(first: anchor(1, .width), relation: .equal, constant: Double(seed), priority: 500),
                     Constraint(first: anchor(1, .width), relation: .lessThanOrEqual, constant: 40)])
        }
        let expected = try (0..<64).map { try solve(snapshot($0)).2[1].width }
        let widths = try await withThrowingTaskGroup(of: (Int, Double).self) { group in
            for seed in 0..<64 {
                group.addTask {
                    let system = try snapshot(seed).linearSystem()
                    let solution = try GLPKSolver().solve(system, options: SolveOptions())
                    return (seed, system.frames(solution.values)[1].width)
                }
            }
            var widths = [Double](repeating: -1, count: 64)
            for try await (seed, width) in group { widths[seed] = width }
            return widths
        }
        #expect(widths == expected)
        #expect(expected[30] == 30 && expected[50] == 40)
    }

    @Test func aNumberThatIsNotFiniteIsAnErrorNotACrash() throws {
        let system = LinearSystem(variableCount: 1, rows: [
            LinearRow(expression: LinearExpression(terms: [LinearTerm(variable: 0, coefficient: .nan)], constant: 1),
                      relation: .equal, priority: 1000, source: .constraint(0)),
        ], stays: [LinearExpression(variable: 0)], probes: [])
        #expect(throws: SolverError("a row of constraint 0 has a number that is not finite")) {
            _ = try solver.solve(system, options: SolveOptions())
        }
    }

    @Test func aLargeChainSolvesExactly() throws {
        var snapshot = LayoutSnapshot(items: [Item(id: "root", parent: nil)], constraints: [], rootWidth: 2002, rootHeight: 40)
        for i in 1...200 {
            snapshot.items.append(Item(id: "v\(i)", parent: 0))
            snapshot.constraints += [
                Constraint(first: anchor(i, .left), relation: .equal, second: anchor(i == 1 ? 0 : i - 1, i == 1 ? .left : .right), constant: 2),
                Constraint(first: anchor(i, .top), relation: .equal, second: anchor(0, .top)),
                Constraint(first: anchor(i, .height), relation: .equal, constant: 20),
            ]
            if i > 1 { snapshot.constraints.append(Constraint(first: anchor(i, .width), relation: .equal, second: anchor(1, .width))) }
        }
        snapshot.constraints.append(Constraint(first: anchor(200, .right), relation: .equal, second: anchor(0, .right), constant: -2))
        let (_, solution, frames) = try solve(snapshot)
        #expect(solution.conflicts.isEmpty)
        // 200 widths and 201 gaps of 2 in 2002: each width is 8.
        for i in 1...200 { expectClose(frames[i], .init(x: Double(2 + 10 * (i - 1)), y: 0, width: 8, height: 20)) }
    }
}
