import Foundation
import LayoutFamilies
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

// session-timing [N] [ROUNDS]: GLPK's session on each generated family: the middle constraint's
// constant moved by 1 and back, re-solved through `solve(updatingConstants:)`; prints the median
// and the fastest re-solve in microseconds (as the `update` benchmark of CassowaryBenchmarks, in
// one process, without the benchmark package's harness).
let arguments = Array(CommandLine.arguments.dropFirst())
let count = arguments.first.flatMap { Int($0) } ?? 1000
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 41 : 41
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
print("family   N      median µs   fastest µs")
for family in LayoutFamily.allCases {
    let snapshot = family.snapshot(count: count)
    let system = try snapshot.linearSystem()
    let session = GLPKSolver().makeSession()
    _ = try session.solve(system, options: SolveOptions())
    let middle = snapshot.constraints.count / 2
    let row = system.rows.firstIndex { $0.source == .constraint(middle) }!
    let base = system.rows[row].expression.constant
    var times: [Double] = []
    for step in 1...rounds {
        let change = RowConstantChange(row: row, constant: base + Double(step % 2))
        let start = now()
        _ = try session.solve(updatingConstants: [change], options: SolveOptions())
        times.append(Double(now() - start) / 1000)
    }
    times.sort()
    print("\(family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(count)  \(String(format: "%10.0f", times[times.count / 2]))   \(String(format: "%10.0f", times[0]))")
}
