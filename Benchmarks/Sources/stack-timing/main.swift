import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

// stack-timing [N,N,...] [ROUNDS] [glpk|cassowary|both|build]: `StackFamily`'s list of stack
// views against the same list written with plain constraints, side by side in one process: full
// solves (snapshot → linear system → solve → frames) alternating between the two, and the
// linear-system build alone; medians in milliseconds and the ratio stack views / plain. First
// checks that the two linear systems have the same rows (up to their sources) and stays, and the
// same frames. `build` times the linear-system builds only (for profiling the expansion; with
// ONLY=stack-views or ONLY=stack-constraints, only those).
let arguments = Array(CommandLine.arguments.dropFirst())
let sizes = arguments.first.map { $0.split(separator: ",").compactMap { Int($0) } } ?? [1000, 10000]
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 9 : 9
let solverNames = arguments.count > 2 ? (arguments[2] == "both" ? ["glpk", "cassowary"] : [arguments[2]]) : ["glpk"]
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
func ms(_ value: Double) -> String { String(format: "%8.2f", value) }

/// Stops with a message when the two layouts are not the same system.
func checkSame(_ stacked: LinearSystem, _ plain: LinearSystem) {
    guard stacked.rows.count == plain.rows.count else {
        fatalError("rows: \(stacked.rows.count) with stacks, \(plain.rows.count) plain")
    }
    for (index, (a, b)) in zip(stacked.rows, plain.rows).enumerated()
    where a.expression != b.expression || a.relation != b.relation || a.priority != b.priority {
        fatalError("row \(index) differs: \(a.source) \(a.expression) \(a.relation) @\(a.priority) against \(b.source) \(b.expression) \(b.relation) @\(b.priority)")
    }
    guard stacked.stays == plain.stays, stacked.variableCount == plain.variableCount else { fatalError("stays differ") }
}

print("solver     N       views  rows    stack views ms  plain ms  ratio   build: stack views ms  plain ms  ratio")
for count in sizes {
    let stacked = StackFamily.stackViews.snapshot(count: count)
    let plain = StackFamily.stackConstraints.snapshot(count: count)
    let stackedSystem = try stacked.linearSystem(), plainSystem = try plain.linearSystem()
    checkSame(stackedSystem, plainSystem)
    if solverNames == ["build"] {
        var build: [[Double]] = [[], []]
        // ONLY=stack-views (or stack-constraints) builds one of the two, for a profiler.
        let only = ProcessInfo.processInfo.environment["ONLY"].flatMap(StackFamily.init(rawValue:))
        for _ in 0..<rounds {
            for (k, snapshot) in [stacked, plain].enumerated() where only == nil || only == StackFamily.allCases[k] {
                let start = now()
                let system = try snapshot.linearSystem()
                build[k].append(Double(now() - start) / 1e6)
                precondition(system.rows.count == stackedSystem.rows.count)
            }
        }
        let b = build.map { $0.isEmpty ? .nan : median($0) }
        print("build      \(String(count).padding(toLength: 7, withPad: " ", startingAt: 0)) \(String(stacked.items.count).padding(toLength: 6, withPad: " ", startingAt: 0)) \(String(stackedSystem.rows.count).padding(toLength: 6, withPad: " ", startingAt: 0))                                           \(ms(b[0]))        \(ms(b[1]))  \(String(format: "%5.2f", b[0] / b[1]))×")
        continue
    }
    for name in solverNames {
        let solver: any LayoutSolver = name == "cassowary" ? CassowarySolver() : GLPKSolver()
        // The same frames for every view of the stacked layout.
        do {
            let a = stackedSystem.frames(try solver.solve(stackedSystem, options: SolveOptions()).values)
            let b = plainSystem.frames(try solver.solve(plainSystem, options: SolveOptions()).values)
            for index in a.indices where a[index] != b[index] { fatalError("\(name): frame \(index) differs: \(a[index]) against \(b[index])") }
        } catch {
            print("\(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(count)  refused: \(error)")
            continue
        }
        var full: [[Double]] = [[], []], build: [[Double]] = [[], []]
        for _ in 0..<rounds {
            for (k, snapshot) in [stacked, plain].enumerated() {
                let start = now()
                let system = try snapshot.linearSystem()
                let built = now()
                let solution = try solver.solve(system, options: SolveOptions())
                let frames = system.frames(solution.values)
                let end = now()
                precondition(frames.count >= stacked.items.count)
                full[k].append(Double(end - start) / 1e6)
                build[k].append(Double(built - start) / 1e6)
            }
        }
        let f = full.map(median), b = build.map(median)
        print("\(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(count).padding(toLength: 7, withPad: " ", startingAt: 0)) \(String(stacked.items.count).padding(toLength: 6, withPad: " ", startingAt: 0)) \(String(stackedSystem.rows.count).padding(toLength: 6, withPad: " ", startingAt: 0))  \(ms(f[0]))       \(ms(f[1]))  \(String(format: "%5.2f", f[0] / f[1]))×         \(ms(b[0]))        \(ms(b[1]))  \(String(format: "%5.2f", b[0] / b[1]))×")
    }
}
