import Benchmark
import Foundation
import LayoutFamilies
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Full solves (snapshot → linear system → GLPK → frames) of every family at 100, 1 000 and
/// 10 000 views (or the sizes in `SNAPLAYOUT_BENCH_SIZES`, comma-separated): wall-clock time and
/// peak resident memory.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(20),
        maxIterations: 5
    )
    let solver = GLPKSolver()
    for family in LayoutFamily.allCases {
        let sizes = ProcessInfo.processInfo.environment["SNAPLAYOUT_BENCH_SIZES"]?
            .split(separator: ",").compactMap { Int($0) } ?? [100, 1_000, 10_000]
        for count in sizes {
            let snapshot = family.snapshot(count: count)
            Benchmark("solve \(family.rawValue) \(count)") { benchmark in
                for _ in benchmark.scaledIterations {
                    let system = try snapshot.linearSystem()
                    let solution = try solver.solve(system, options: SolveOptions())
                    blackHole(system.frames(solution.values))
                }
            }
        }
    }
}
