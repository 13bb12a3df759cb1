import Foundation
import SnapLayoutCassowary
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel

// system-size [--time ROUNDS] FILE|DIR...: the size of the linear systems SnapLayout builds for
// layout documents (the contract's model), summed over the documents: items, variables, rows
// (required and optional, the document's constraints and the generated ones) and stays (step 4:
// one per frame component). The kiwi comparisons print the same counts for kiwi's model beside it.
// With --time, also the build and solve alone (snapshot → linear system → solve → frames, in
// process, no JSON), µs per document, the median of ROUNDS passes over every document, for each
// solver: what kiwi as C++'s "build+solve only" measures on its side.
var arguments = Array(CommandLine.arguments.dropFirst())
var rounds = 0
if arguments.first == "--time", arguments.count > 1 {
    rounds = Int(arguments[1]) ?? 0
    arguments.removeFirst(2)
}
var paths: [String] = []
for argument in arguments {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else { continue }
    if isFolder.boolValue {
        let files = FileManager.default.enumerator(atPath: argument)?.compactMap { $0 as? String } ?? []
        paths += files.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted()
            .map { (argument as NSString).appendingPathComponent($0) }
    } else {
        paths.append(argument)
    }
}
var snapshots: [LayoutSnapshot] = []
var documents = 0, items = 0, variables = 0, required = 0, optional = 0, stays = 0, constraints = 0
for path in paths {
    guard let data = FileManager.default.contents(atPath: path),
          case .success(let document) = LayoutDocument.read(Array(data), defaultName: path),
          let system = try? document.snapshot.linearSystem() else { continue }
    documents += 1
    snapshots.append(document.snapshot)
    items += document.snapshot.items.count
    constraints += document.snapshot.constraints.count
    variables += system.variableCount
    required += system.rows.filter(\.isRequired).count
    optional += system.rows.filter { !$0.isRequired }.count
    stays += system.stays.count
}
print("documents \(documents) items \(items) constraints \(constraints) variables \(variables) rows \(required + optional) required \(required) optional \(optional) stays \(stays)")
for (name, solver) in rounds > 0 ? [("glpk", GLPKSolver() as any LayoutSolver), ("cassowary", CassowarySolver())] : [] {
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for snapshot in snapshots {
            let system = try snapshot.linearSystem()
            let solution = try solver.solve(system, options: SolveOptions())
            precondition(system.frames(solution.values).count == snapshot.items.count)
        }
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3 / Double(snapshots.count))
    }
    print("\(name) build+solve µs/doc \(String(format: "%.2f", times.sorted()[times.count / 2]))")
}
