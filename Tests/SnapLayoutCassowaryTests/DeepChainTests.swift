import Foundation
import Testing
import SnapLayoutCassowary
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

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

    @Test func cassowaryRangesWhatOnceFilledItsTableauIn() throws {
        // 4 200 views in a row, each at least a point right of the one before: 4 200 inequality
        // rows over two positions each survive the presolve. One tableau for all of them, what
        // the solve with ranges used to build, was refused above 4 096 such rows (issue 38.4);
        // the ranges now come block by block (`FaceRanges`), as GLPK's do.
        var snapshot = nestedChain(1, rootSize: 400)
        for i in 1...4200 {
            snapshot.items.append(LayoutSnapshot.Item(id: "v\(i)", parent: 0))
            var row = constraint(i, .left, i - 1, i == 1 ? 0 : 1)
            row.relation = .greaterThanOrEqual
            snapshot.constraints.append(row)
        }
        let system = try snapshot.linearSystem()
        let glpk = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        let cassowary = try CassowarySolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        for solution in [glpk, cassowary] {
            // Every view as far left as the rows let it be; the last one's left edge can move
            // right without end, its size (no rows) every way.
            let frames = system.frames(solution.values)
            #expect((1...4200).allSatisfy { abs(frames[$0].x - Double($0 - 1)) <= 1e-6 })
            let ranges = try #require(solution.frameRanges)
            #expect(abs(ranges[4200][0].lowerBound - 4199) <= 1e-6 && ranges[4200][0].upperBound == .infinity)
            #expect(ranges[4200][2] == ValueRange(-.infinity, .infinity))
        }
        #expect(glpk.frameRanges == cassowary.frameRanges)
    }

    /// Frames of `Regressions/deep-chain-rtl-margins-multipliers.json` (40 nested views, right to
    /// left, margins, safe area, alignment insets, a baseline, a multiplier and an inequality across
    /// up to 38 levels) as the builder gave them with parent-relative positions only (before
    /// `TreePositions`): the absolute positions must change nothing.
    static let relativeFrames = """
    {"v0":[0,0,400,300],"v1":[1,1,398,298],"v2":[1,1,396,296],"v3":[1,1,394,294],"v4":[1,1,392,292],
    "v5":[1,1,390,290],"v6":[1,1,388,288],"v7":[1,1,386,286],"v8":[1,1,384,284],"v9":[1,1,382,282],
    "v10":[1,1,380,280],"v11":[1,1,378,278],"v12":[-1,0,381,278],"v13":[3,2,374,274],
    "v14":[1,1,372,272],"v15":[1,1,370,270],"v16":[1,1,368,268],"v17":[1,1,366,266],
    "v18":[1,1,364,264],"v19":[1,1,362,262],"v20":[-99,1,360,260],"v21":[1,1,358,258],
    "v22":[1,1,356,256],"v23":[1,1,354,254],"v24":[1,1,352,252],"v25":[1,1,350,250],
    "v26":[1,1,348,248],"v27":[1,1,346,246],"v28":[1,1,344,244],"v29":[1,1,342,242],
    "v30":[1,1,340,240],"v31":[1,1,338,238],"v32":[1,1,336,236],"v33":[1,1,334,234],
    "v34":[1,1,332,232],"v35":[80,1,330,230],"v36":[1,1,328,228],"v37":[1,1,326,226],
    "v38":[1,1,324,224],"v39":[1,248,322,222],"v40":[51,1,320,220]}
    """

    @Test func absolutePositionsGiveTheFramesOfParentRelativeOnes() throws {
        let url = RegressionTests.folder.appendingPathComponent("deep-chain-rtl-margins-multipliers.json")
        let document = try LayoutDocument.read(try String(contentsOf: url, encoding: .utf8), defaultName: "deep").get()
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(Self.relativeFrames.utf8)) as? [String: [Double]])
        let system = try document.snapshot.linearSystem()
        #expect(system.rows.allSatisfy { $0.expression.terms.count <= 8 })
        for solver in [GLPKSolver(), CassowarySolver()] as [any LayoutSolver] {
            let frames = system.frames(try solver.solve(system, options: SolveOptions()).values)
            for (index, item) in document.snapshot.items.enumerated() {
                let want = try #require(expected[item.id])
                let got = [frames[index].x, frames[index].y, frames[index].width, frames[index].height]
                #expect(zip(want, got).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(solver.name) \(item.id): \(got) != \(want)")
            }
        }
    }
}
