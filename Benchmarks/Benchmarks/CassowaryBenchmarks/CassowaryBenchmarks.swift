import Benchmark
import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// The two solvers side by side on every family (sizes from `SNAPLAYOUT_BENCH_SIZES`, default
/// 100 and 1 000):
/// - `full SOLVER FAMILY N`: snapshot → linear system → solve → frames;
/// - `update SOLVER FAMILY N`: one constraint's constant changed (the middle constraint, +1 and
///   back in turn) and the layout solved again through a session (set up before measuring, and
///   warmed up, so that what is measured is the steady state of a constant being animated);
/// - `engine SOLVER FAMILY N`: the same through `LayoutEngine` on a `LayoutView` tree
///   (`constraint.constant = …`, then `layoutIfNeeded()`, every frame written);
/// - `intrinsic SOLVER FAMILY N` and `root SOLVER FAMILY N`: the same with the middle view's
///   intrinsic width (families whose views have one) or the root's width moved by 1.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident],
        timeUnits: .microseconds,
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 200
    )
    let sizes = ProcessInfo.processInfo.environment["SNAPLAYOUT_BENCH_SIZES"]?
        .split(separator: ",").compactMap { Int($0) } ?? [100, 1_000]
    let solvers: [any LayoutSolver] = [CassowarySolver(), GLPKSolver()]
    for family in LayoutFamily.allCases {
        for count in sizes {
            let snapshot = family.snapshot(count: count)
            for solver in solvers {
                Benchmark("full \(solver.name) \(family.rawValue) \(count)", configuration: .init(maxIterations: 5)) { benchmark in
                    for _ in benchmark.scaledIterations {
                        let system = try snapshot.linearSystem()
                        let solution = try solver.solve(system, options: SolveOptions())
                        blackHole(system.frames(solution.values))
                    }
                }
                let session = SessionState()
                Benchmark("update \(solver.name) \(family.rawValue) \(count)", closure: { benchmark in
                    for _ in benchmark.scaledIterations { blackHole(try session.step()) }
                }, setup: {
                    try session.prepare(snapshot, solver: solver)
                }, teardown: {
                    session.reset()
                })
                for change in EngineState.Change.allCases {
                    if change == .intrinsic && !snapshot.items.contains(where: { $0.intrinsicSize.horizontal != nil }) { continue }
                    let engine = EngineState(change: change)
                    Benchmark("\(change.rawValue) \(solver.name) \(family.rawValue) \(count)", closure: { benchmark in
                        for _ in benchmark.scaledIterations { blackHole(engine.step()) }
                    }, setup: {
                        try engine.prepare(snapshot, solver: solver)
                    }, teardown: {
                        engine.reset()
                    })
                }
            }
        }
    }
}

/// A solver session with its layout solved, and the row whose constant moves.
final class SessionState: @unchecked Sendable {
    private var session: (any LayoutSolverSession)?
    private var row = 0, base = 0.0, count = 0

    func prepare(_ snapshot: LayoutSnapshot, solver: any LayoutSolver) throws {
        let system = try snapshot.linearSystem()
        let session = solver.makeSession()
        _ = try session.solve(system, options: SolveOptions())
        let middle = snapshot.constraints.count / 2
        row = system.rows.firstIndex { $0.source == .constraint(middle) }!
        base = system.rows[row].expression.constant
        self.session = session
        count = 0
    }

    func step() throws -> [Double] {
        count += 1
        let change = RowConstantChange(row: row, constant: base + Double(count % 2))
        return try session!.solve(updatingConstants: [change], options: SolveOptions()).values
    }

    func reset() { session = nil }
}
