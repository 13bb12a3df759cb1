import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

// conflict-timing [N,N,...] [ROUNDS] [glpk|cassowary]: full solves of layouts whose required
// constraints conflict (`ConflictFamily`), in one process; prints the median and the fastest solve
// of each family in milliseconds, and the number of conflicts found.
let arguments = Array(CommandLine.arguments.dropFirst())
let sizes = arguments.first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [200, 500]
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5
let solver: any LayoutSolver = arguments.count > 2 && arguments[2] == "cassowary" ? CassowarySolver() : GLPKSolver()
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
print("family                N         median ms   fastest ms   conflicts")
for count in sizes {
    for family in ConflictFamily.allCases {
        let snapshot = family.snapshot(count: count)
        var times: [Double] = []
        var conflicts = 0
        for _ in 0..<rounds {
            let start = now()
            let system = try snapshot.linearSystem()
            let solution = try solver.solve(system, options: SolveOptions())
            times.append(Double(now() - start) / 1e6)
            conflicts = solution.conflicts.count
        }
        times.sort()
        print("\(family.rawValue.padding(toLength: 21, withPad: " ", startingAt: 0)) \(String(count).padding(toLength: 8, withPad: " ", startingAt: 0))  \(String(format: "%10.2f", times[times.count / 2]))   \(String(format: "%10.2f", times[0]))   \(conflicts)")
    }
}
