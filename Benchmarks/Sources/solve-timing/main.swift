import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

// solve-timing [N,N,...] [ROUNDS] [glpk|cassowary]: full solves in one process (snapshot → linear
// system → solve → frames, what `SolveBenchmarks` measures), without the benchmark package's
// harness; prints the median and the fastest solve of each family in milliseconds.
let arguments = Array(CommandLine.arguments.dropFirst())
let sizes = arguments.first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1000]
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 9 : 9
let solver: any LayoutSolver = arguments.count > 2 && arguments[2] == "cassowary" ? CassowarySolver() : GLPKSolver()
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
print("family   N         median ms   fastest ms")
// FAMILIES=chain,feed picks some families.
let only = ProcessInfo.processInfo.environment["FAMILIES"]?.split(separator: ",").map(String.init)
for count in sizes {
    for family in LayoutFamily.allCases where only?.contains(family.rawValue) ?? true {
        let snapshot = family.snapshot(count: count)
        var times: [Double] = []
        var refusal: SolverError?
        for _ in 0..<rounds {
            let start = now()
            let system = try snapshot.linearSystem()
            // A solver may refuse a layout above its size limit (Cassowary's `tableauLimit`).
            do {
                let solution = try solver.solve(system, options: SolveOptions())
                let frames = system.frames(solution.values)
                times.append(Double(now() - start) / 1e6)
                precondition(frames.count == snapshot.items.count)
            } catch {
                refusal = error
                break
            }
        }
        if let refusal {
            print("\(family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(count)  refused: \(refusal.message)")
            continue
        }
        times.sort()
        print("\(family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(String(count).padding(toLength: 8, withPad: " ", startingAt: 0))  \(String(format: "%10.2f", times[times.count / 2]))   \(String(format: "%10.2f", times[0]))")
    }
}
