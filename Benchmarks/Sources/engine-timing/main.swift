import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

// engine-timing [N] [ROUNDS] [engine|intrinsic|root] [cassowary|glpk]: `LayoutEngine` passes on a
// `LayoutView` tree of each family after one value moved (as CassowaryBenchmarks' engine,
// intrinsic and root benchmarks, in one process, without the harness); median and fastest in µs.
// STEPS=1 also prints the five untimed warm-up passes (a session's fifth builds its tableau).
let arguments = Array(CommandLine.arguments.dropFirst())
let count = arguments.first.flatMap { Int($0) } ?? 1000
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 201 : 201
let change = arguments.count > 2 ? EngineState.Change(rawValue: arguments[2]) ?? .engine : .engine
let solver: any LayoutSolver = arguments.count > 3 && arguments[3] == "glpk" ? GLPKSolver() : CassowarySolver()
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
print("family   N      median µs   fastest µs  (\(change.rawValue), \(solver.name))")
let only = ProcessInfo.processInfo.environment["FAMILY"]
for family in LayoutFamily.allCases where only == nil || only == family.rawValue {
    let state = EngineState(change: change)
    let snapshot = family.snapshot(count: count)
    if change == .intrinsic, !snapshot.items.contains(where: { $0.intrinsicSize.horizontal != nil }) { continue }
    try state.prepare(snapshot, solver: solver)
    // The five warm-up passes, timed when STEPS is set: a session's fifth constant change in a
    // row builds its tableau, which the medians below leave out.
    var warmUp: [Double] = []
    for _ in 0..<5 {
        let start = now()
        _ = state.step()
        warmUp.append(Double(now() - start) / 1000)
    }
    if ProcessInfo.processInfo.environment["STEPS"] != nil {
        print("  \(family.rawValue) warm-up passes µs: \(warmUp.map { String(format: "%.0f", $0) }.joined(separator: ", "))")
    }
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = now()
        _ = state.step()
        times.append(Double(now() - start) / 1000)
    }
    times.sort()
    print("\(family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(count)  \(String(format: "%10.0f", times[times.count / 2]))   \(String(format: "%10.0f", times[0]))")
}
