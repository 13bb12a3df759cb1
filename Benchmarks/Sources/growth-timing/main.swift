import Foundation
import LayoutFamilies
import SnapLayoutCassowary
import SnapLayoutDiagnostics
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel

// growth-timing [SHAPE,...|all] [PATH,...|all] [ROUNDS] [--sizes N,N,...]: each `GrowthShape`
// at its sizes (or the ones given), through each path a user takes, as `snaplayout` does it from
// the document's text: solve and solve with the ambiguity check with each solver, compare (both
// solvers with ranges), explain and render (an SVG string) with each solver. Prints the median
// seconds of ROUNDS runs (1 unless given) at each size, and the exponent of the time's growth:
// the slope of log(time) against log(size), least squares over the sizes (1 is linear, 2
// quadratic). Paths: solve-glpk, solve-cassowary, ambiguity-glpk, ambiguity-cassowary, compare,
// explain-glpk, explain-cassowary, render-glpk, render-cassowary.
let arguments = Array(CommandLine.arguments.dropFirst())
let sizesFlag = arguments.firstIndex(of: "--sizes")
let givenSizes = sizesFlag.flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    .map { $0.split(separator: ",").compactMap { Int($0) } }
let plain = sizesFlag.map { Array(arguments[..<$0]) } ?? arguments

/// One way through a document, timed from its text.
struct Path {
    var name: String
    var run: (String) -> Void
}

func read(_ text: String) -> LayoutDocument {
    switch LayoutDocument.read(text, defaultName: "growth") {
    case .success(let document): return document
    case .failure(let error): fatalError("\(error)")
    }
}

func diagnosis(_ text: String, _ solver: any LayoutSolver) -> LayoutDiagnosis {
    let document = read(text)
    switch LayoutDiagnosis.solve(name: document.name, snapshot: document.snapshot, solver: solver) {
    case .success(let diagnosis): return diagnosis
    case .failure(let error): fatalError("\(error)")
    }
}

let solvers: [(String, any LayoutSolver)] = [("glpk", GLPKSolver()), ("cassowary", CassowarySolver())]
var paths: [Path] = []
for (name, solver) in solvers {
    paths.append(Path(name: "solve-\(name)") { _ = read($0).solve(with: solver).jsonLineBytes })
}
for (name, solver) in solvers {
    paths.append(Path(name: "ambiguity-\(name)") { _ = read($0).solve(with: solver, checksAmbiguity: true).jsonLineBytes })
}
paths.append(Path(name: "compare") { _ = read($0).compare(GLPKSolver(), with: CassowarySolver()).line })
for (name, solver) in solvers {
    paths.append(Path(name: "explain-\(name)") { _ = diagnosis($0, solver).explanation().text })
}
for (name, solver) in solvers {
    paths.append(Path(name: "render-\(name)") { _ = SVGRenderer().render(diagnosis($0, solver)) })
}

let shapes = plain.first.flatMap { $0 == "all" ? nil : $0.split(separator: ",").map { GrowthShape(rawValue: String($0))! } }
    ?? GrowthShape.allCases
let chosen = plain.count > 1 && plain[1] != "all" ? plain[1].split(separator: ",").map(String.init) : paths.map(\.name)
let rounds = plain.count > 2 ? Int(plain[2]) ?? 1 : 1

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The slope of log(time) against log(size), least squares.
func exponent(_ sizes: [Int], _ times: [Double]) -> Double {
    let x = sizes.map { log(Double($0)) }, y = times.map { log(max($0, 1e-6)) }
    let mx = x.reduce(0, +) / Double(x.count), my = y.reduce(0, +) / Double(y.count)
    let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
    let sxx = x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
    return sxy / sxx
}

for shape in shapes {
    let sizes = givenSizes ?? shape.sizes
    let texts = sizes.map { shape.snapshot(count: $0).documentJSON(name: "\(shape.rawValue)-\($0)") }
    let header = "\(shape.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0))" + sizes.map { "N=\($0)".padding(toLength: 10, withPad: " ", startingAt: 0) }.joined() + "exponent\n"
    FileHandle.standardOutput.write(Data(header.utf8))
    for path in paths where chosen.contains(path.name) {
        var medians: [Double] = []
        for text in texts {
            var times: [Double] = []
            for _ in 0..<rounds {
                let start = now()
                path.run(text)
                times.append(Double(now() - start) / 1e9)
            }
            medians.append(times.sorted()[times.count / 2])
        }
        let cells = medians.map { String(format: "%.3f s", $0).padding(toLength: 10, withPad: " ", startingAt: 0) }.joined()
        let line = "  \(path.name.padding(toLength: 20, withPad: " ", startingAt: 0))\(cells)\(String(format: "%.2f", exponent(sizes, medians)))\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }
}
