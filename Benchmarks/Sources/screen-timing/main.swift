import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutEngine
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel

// screen-timing [ROUNDS] [screen10,screen50,...] [glpk,cassowary]: issue 20's small screens
// (`ScreenFamily`, real Interface Builder screens) through `LayoutEngine`, in one process; medians
// in µs of
//   first   a fresh engine's first layout of a view tree built just before (engine made, tree
//           captured, system built, solved, frames written): "from view tree to frames";
//   +tree   the same with building the `LayoutView` tree and activating its constraints counted;
//   solve   snapshot → linear system → solve → frames, no engine and no views (as solve-timing);
//   root    one root-width change (±1 point, in turn) laid out again by a warm engine.
// ONLY=first|solve|root runs that part alone (for a profiler; the others print 0).
// Also checks that both solvers' frames agree, and that the view tree's frames are the document
// snapshot's (largest differences, points), and that no first pass reported a conflict.
let arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.first.flatMap { Int($0) } ?? 201
let families = arguments.count > 1 ? arguments[1].split(separator: ",").compactMap { ScreenFamily(rawValue: String($0)) }
                                   : ScreenFamily.allCases
let solverNames = arguments.count > 2 ? arguments[2].split(separator: ",").map(String.init) : ["glpk", "cassowary"]

let only = ProcessInfo.processInfo.environment["ONLY"]
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }
func makeSolver(_ name: String) -> any LayoutSolver { name == "glpk" ? GLPKSolver() : CassowarySolver() }

/// Medians of a fresh engine's first layout, without and with building the tree just before; the
/// last frames.
func firstLayout(_ snapshot: LayoutSnapshot, solver: String) throws -> (Double, Double, [CGRect]) {
    var times: [Double] = [], withTree: [Double] = []
    var frames: [CGRect] = []
    for _ in 0..<rounds {
        let start = now()
        let tree = try ViewTree(snapshot)
        let built = now()
        let engine = LayoutEngine(solver: makeSolver(solver))
        tree.root.layoutEngine = engine
        engine.layoutIfNeeded(tree.root)
        let end = now()
        times.append(Double(end - built) / 1000)
        withTree.append(Double(end - start) / 1000)
        precondition(engine.lastReport?.isClean == true, "screen-timing: \(snapshot.items[0].id) did not lay out cleanly")
        frames = tree.views.map(\.frame)
    }
    return (median(times), median(withTree), frames)
}

/// The median of snapshot → system → solve → frames.
func solveOnly(_ snapshot: LayoutSnapshot, solver: String) throws -> Double {
    let solver = makeSolver(solver)
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = now()
        let system = try snapshot.linearSystem()
        let frames = system.frames(try solver.solve(system, options: SolveOptions()).values)
        times.append(Double(now() - start) / 1000)
        precondition(frames.count == snapshot.items.count)
    }
    return median(times)
}

/// The median of a root-width change laid out again.
func rootChange(_ snapshot: LayoutSnapshot, solver: String) throws -> Double {
    let state = EngineState(change: .root)
    try state.prepare(snapshot, solver: makeSolver(solver))
    for _ in 0..<5 { _ = state.step() }
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = now()
        _ = state.step()
        times.append(Double(now() - start) / 1000)
    }
    return median(times)
}

print("family     views  solver       first µs   +tree µs   solve µs    root µs")
for family in families {
    let snapshot = family.snapshot
    var frames: [[CGRect]] = []
    for name in solverNames {
        var (first, withTree, solve, root) = (0.0, 0.0, 0.0, 0.0)
        if only == nil || only == "first" {
            let laidOut: [CGRect]
            (first, withTree, laidOut) = try firstLayout(snapshot, solver: name)
            frames.append(laidOut)
        }
        if only == nil || only == "solve" { solve = try solveOnly(snapshot, solver: name) }
        if only == nil || only == "root" { root = try rootChange(snapshot, solver: name) }
        let cells = [first, withTree, solve, root].map { String(format: "%10.1f", $0) }.joined(separator: " ")
        print("\(family.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(String(format: "%5d", snapshot.items.count))  \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(cells)")
    }
    func largestDifference(_ a: [CGRect], _ b: [CGRect]) -> Double {
        zip(a, b).map { a, b in
            max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
        }.max() ?? 0
    }
    if frames.count == 2 {
        print("  \(family.rawValue): frames of \(solverNames[0]) and \(solverNames[1]) differ by at most \(largestDifference(frames[0], frames[1]))")
    }
    if let engineFrames = frames.first {
        let system = try snapshot.linearSystem()
        let document = system.frames(try GLPKSolver().solve(system, options: SolveOptions()).values)
            .map { CGRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        print("  \(family.rawValue): the view tree's frames and the document's differ by at most \(largestDifference(engineFrames, document))")
    }
}
