import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel

/// Views nested in one long chain with constraints across it (hostile-input issue, defect 7): rows
/// hold absolute positions there, and frames must come out exactly as before (parent-relative),
/// with both solvers. Not timed: speed is measured in Benchmarks (the `deep` family).
struct DeepChainTests {
    /// `v0` (the root) … `v(count−1)`, each the parent of the next.
    private func nestedChain(_ count: Int, rootSize: Double) -> LayoutSnapshot {
        var items = [LayoutSnapshot.Item(id: "v0", parent: nil)]
        for i in 1..<count { items.append(LayoutSnapshot.Item(id: "v\(i)", parent: i - 1)) }
        var snapshot = LayoutSnapshot(items: items, constraints: [])
        snapshot.rootWidth = rootSize
        snapshot.rootHeight = rootSize
        return snapshot
    }

    private func constraint(_ a: Int, _ attribute: LayoutAttribute, _ b: Int?, _ constant: Double) -> LayoutSnapshot.Constraint {
        LayoutSnapshot.Constraint(first: .init(item: a, attribute: attribute), relation: .equal,
                                  second: b.map { .init(item: $0, attribute: attribute) }, constant: constant, priority: 1000)
    }

    /// The benchmark's `deep` family at 300 views: left edges a quarter point past the parent's,
    /// every 64th 2 points past the left edge 64 levels up, `v1` 5 points before the last view;
    /// widths equal down the chain, 5 at the bottom; heights 10; only `last.top == v0.top + 5`.
    private func deepFamily(_ count: Int) -> LayoutSnapshot {
        var snapshot = nestedChain(count, rootSize: 1000)
        let last = count - 1
        for i in 1...last {
            if i >= 2 { snapshot.constraints.append(constraint(i, .width, i - 1, 0)) }
            snapshot.constraints.append(constraint(i, .height, nil, 10))
            if i % 64 == 0 {
                snapshot.constraints.append(constraint(i, .left, i - 64, 2))
            } else if i >= 2 {
                snapshot.constraints.append(constraint(i, .left, i - 1, 0.25))
            }
        }
        snapshot.constraints.append(constraint(last, .width, nil, 5))
        snapshot.constraints.append(constraint(last, .left, 1, 5))
        snapshot.constraints.append(constraint(last, .top, 0, 5))
        return snapshot
    }

    private func frames(_ snapshot: LayoutSnapshot, _ solver: any LayoutSolver) throws -> [LayoutSnapshot.Rect] {
        let system = try snapshot.linearSystem()
        let solution = try solver.solve(system, options: SolveOptions())
        #expect(solution.conflicts.isEmpty)
        return system.frames(solution.values)
    }

    @Test func rowsAcrossTheChainHoldTwoPositions() throws {
        let system = try deepFamily(300).linearSystem()
        // A row between views 64 levels apart (or the whole chain) holds X_a − X_b, not 64 terms.
        #expect(system.rows.allSatisfy { $0.expression.terms.count <= 2 })
        // Stays and frames stay parent-relative: X_child − X_parent.
        #expect(system.stays.allSatisfy { $0.terms.count <= 2 })
    }

    @Test func deepFamilyFramesMatchTheHandComputedValuesWithBothSolvers() throws {
        let count = 300, last = 299
        // Absolute left edges by the recurrence: X(64k) = 2k, X(i) = X(i−1) + 0.25, X(1) = X(last) − 5.
        var absolute = [Double](repeating: 0, count: count)
        for i in 64...last { absolute[i] = i % 64 == 0 ? Double(2 * (i / 64)) : absolute[i - 1] + 0.25 }
        #expect(absolute[last] == 18.75)
        absolute[1] = absolute[last] - 5
        for i in 2..<64 { absolute[i] = absolute[i - 1] + 0.25 }
        let snapshot = deepFamily(count)
        for solver in [GLPKSolver(), CassowarySolver()] as [any LayoutSolver] {
            let frames = try frames(snapshot, solver)
            #expect(frames[0] == LayoutSnapshot.Rect(x: 0, y: 0, width: 1000, height: 1000))
            var top = 0.0
            for i in 1...last {
                #expect(abs(frames[i].x - (absolute[i] - absolute[i - 1])) <= 1e-6, "\(solver.name) v\(i).x")
                #expect(abs(frames[i].width - 5) <= 1e-6 && abs(frames[i].height - 10) <= 1e-6, "\(solver.name) v\(i)")
                // Vertically only the sum is decided; the stays (all at 0) keep every offset
                // non-negative, their least total being 5.
                #expect(frames[i].y >= -1e-6, "\(solver.name) v\(i).y")
                top += frames[i].y
            }
            #expect(abs(top - 5) <= 1e-6, "\(solver.name)")
        }
    }

    @Test func theIssuesChainSolvesTheSameWithBothSolvers() throws {
        // 300 nested views, `last.left == v0.left + 5`, `last.width == 5`, the rest from the stays.
        var snapshot = nestedChain(300, rootSize: 400)
        snapshot.constraints = [constraint(299, .left, 0, 5), constraint(299, .width, nil, 5)]
        let glpk = try frames(snapshot, GLPKSolver())
        let cassowary = try frames(snapshot, CassowarySolver())
        for frames in [glpk, cassowary] {
            #expect(frames[0] == LayoutSnapshot.Rect(x: 0, y: 0, width: 400, height: 400))
            #expect(abs(frames[1...].map(\.x).reduce(0, +) - 5) <= 1e-6)
            #expect(frames[1...].allSatisfy { $0.x >= -1e-6 && $0.y == 0 && $0.height == 0 })
            #expect(frames[1..<299].allSatisfy { $0.width == 0 } && abs(frames[299].width - 5) <= 1e-6)
        }
        // Both agree on every unambiguous component (all but the x offsets, which share the 5).
        for i in 0..<300 {
            #expect(abs(glpk[i].y - cassowary[i].y) <= 1e-6 && abs(glpk[i].width - cassowary[i].width) <= 1e-6)
        }
    }

    @Test func theIssuesChainOf5000ViewsSolvesWithBothSolvers() throws {
        // Its stays along the chain are differences of absolute positions; Cassowary rewrites
        // them over the differences (`StayForest`) and takes it.
        var snapshot = nestedChain(5000, rootSize: 400)
        snapshot.constraints = [constraint(4999, .left, 0, 5)]
        for solver in [GLPKSolver(), CassowarySolver()] as [any LayoutSolver] {
            let frames = try frames(snapshot, solver)
            #expect(abs(frames.dropFirst().map(\.x).reduce(0, +) - 5) <= 1e-6, "\(solver.name)")
            #expect(frames.dropFirst().allSatisfy { $0.x >= -1e-6 }, "\(solver.name)")
        }
    }

    @Test func cassowaryRefusesWhatWouldFillItsTableauIn() throws {
        // 4 200 views in a row, each at least a point right of the one before: 4 200 inequality
        // rows over two positions each survive the presolve, above the limit of 4 096.
        var snapshot = nestedChain(1, rootSize: 400)
        for i in 1...4200 {
            snapshot.items.append(LayoutSnapshot.Item(id: "v\(i)", parent: 0))
            var row = constraint(i, .left, i - 1, i == 1 ? 0 : 1)
            row.relation = .greaterThanOrEqual
            snapshot.constraints.append(row)
        }
        let system = try snapshot.linearSystem()
        #expect(throws: SolverError("the layout leaves 4200 coupled rows and stay terms after presolve, above the Cassowary solver's limit of 4096 (use the glpk solver)")) {
            try CassowarySolver().solve(system, options: SolveOptions())
        }
        // GLPK takes it: every view as far left as the rows let it be.
        let frames = system.frames(try GLPKSolver().solve(system, options: SolveOptions()).values)
        #expect((1...4200).allSatisfy { abs(frames[$0].x - Double($0 - 1)) <= 1e-6 })
    }
}
