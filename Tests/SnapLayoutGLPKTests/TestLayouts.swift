import SnapLayoutGLPK
import SnapLayoutModel
import Testing
import SnapLayoutLinearSystem

/// Shorthands for building layouts and systems in the GLPK tests.
enum TestLayouts {
    typealias Item = LayoutSnapshot.Item
    typealias Constraint = LayoutSnapshot.Constraint
    typealias Anchor = LayoutSnapshot.Anchor
    typealias Rect = LayoutSnapshot.Rect

    static func anchor(_ item: Int, _ attribute: LayoutAttribute) -> Anchor { Anchor(item: item, attribute: attribute) }

    /// The shaped layouts' many-tier chains, a larger one: 60 views in a row filling a root 1 200
    /// points wide, each pulled toward a width (`==`) and a minimum (`>=`) in two of 100 priorities.
    static func manyTierChain() -> LayoutSnapshot {
        var snapshot = LayoutSnapshot(items: [Item(id: "root", parent: nil)], constraints: [])
        snapshot.rootWidth = 1200
        snapshot.rootHeight = 40
        for i in 1...60 {
            snapshot.items.append(Item(id: "v\(i)", parent: 0))
            snapshot.constraints += [
                .init(first: anchor(i, .top), relation: .equal, second: anchor(0, .top)),
                .init(first: anchor(i, .height), relation: .equal, constant: 20),
                .init(first: anchor(i, .left), relation: .equal, second: anchor(i == 1 ? 0 : i - 1, i == 1 ? .left : .right)),
                .init(first: anchor(i, .width), relation: .equal, constant: Double(10 + (i * 7) % 30), priority: Double(1 + (i % 50) * 19)),
                .init(first: anchor(i, .width), relation: .greaterThanOrEqual, constant: Double(15 + (i * 11) % 20),
                      priority: Double(10 + ((i + 25) % 50) * 19)),
            ]
        }
        snapshot.constraints.append(.init(first: anchor(60, .right), relation: .equal, second: anchor(0, .right)))
        return snapshot
    }

    /// Solves a snapshot; returns the system, the solution and the frames.
    static func solve(_ snapshot: LayoutSnapshot, ambiguity: Bool = false, optimized: Bool = true) throws
        -> (system: LinearSystem, solution: LinearSolution, frames: [Rect]) {
        let system = try snapshot.linearSystem()
        let solution = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: ambiguity, isOptimized: optimized))
        return (system, solution, system.frames(solution.values))
    }

    /// Solves on both paths and checks they agree on values (to 1e-6, relative), conflicts and
    /// tier minima; returns the optimised path's result.
    static func solveBoth(_ snapshot: LayoutSnapshot, ambiguity: Bool = false,
                          sourceLocation: SourceLocation = #_sourceLocation) throws
        -> (system: LinearSystem, solution: LinearSolution, frames: [Rect]) {
        let fast = try solve(snapshot, ambiguity: ambiguity)
        let slow = try solve(snapshot, ambiguity: ambiguity, optimized: false)
        #expect(fast.solution.conflicts == slow.solution.conflicts, sourceLocation: sourceLocation)
        #expect(fast.solution.tierMinima.map(\.priority) == slow.solution.tierMinima.map(\.priority), sourceLocation: sourceLocation)
        for (a, b) in zip(fast.solution.tierMinima, slow.solution.tierMinima) {
            #expect(close(a.minimum, b.minimum), "tier \(a.priority)", sourceLocation: sourceLocation)
        }
        for (a, b) in zip(fast.frames, slow.frames) { expectClose(a, b, sourceLocation: sourceLocation) }
        return fast
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }

    static func expectClose(_ a: Rect, _ b: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)]
        #expect(pairs.allSatisfy { close($0, $1) }, "\(a) != \(b)", sourceLocation: sourceLocation)
    }

    /// A hand-built row `Σ coefficient·x + constant (relation) 0` standing for document constraint `index`.
    static func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: LayoutRelation = .equal,
                    priority: Double = 1000, source: RowSource) -> LinearRow {
        LinearRow(expression: LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant),
                  relation: relation, priority: priority, source: source)
    }

    /// A hand-built system whose stays keep every variable near 0.
    static func system(variables: Int, rows: [LinearRow]) -> LinearSystem {
        LinearSystem(variableCount: variables, rows: rows, stays: (0..<variables).map { LinearExpression(variable: $0) }, probes: [])
    }
}
