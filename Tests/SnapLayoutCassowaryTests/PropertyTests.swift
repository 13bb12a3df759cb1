import Foundation
import Testing
import SnapLayoutCassowary
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// Property: on every valid layout, the two solvers agree (same conflicts, tier minima, ambiguity,
/// determined frames). 3 000 seeded layouts of every shape (`LayoutShapes`); a failure is shrunk
/// to a small document, printed, and written to `$TMPDIR/snaplayout-regressions/` — copy it into
/// `Regressions/` (beside this file), where `RegressionTests` keeps checking it.
struct PropertyTests {
    /// The differences between the solvers on `snapshot`, empty when they agree or the snapshot is
    /// not a valid layout.
    static func differences(_ snapshot: LayoutSnapshot) -> [String] {
        guard let system = try? snapshot.linearSystem() else { return [] }
        let options = SolveOptions(checksAmbiguity: true)
        do {
            let glpk = try GLPKSolver().solve(system, options: options)
            let cassowary = try CassowarySolver().solve(system, options: options)
            return SolutionComparison(system: system, itemNames: snapshot.items.map(\.id), cassowary, glpk).differences
        } catch {
            return ["a solver failed: \(error)"]
        }
    }

    @Test(arguments: 0..<30)
    func solversAgreeOnEveryShape(batch: Int) throws {
        for seed in Sweep.seeds(UInt64(batch * 100)..<UInt64(batch * 100 + 100), quick: 4) {
            let snapshot = LayoutShapes.snapshot(seed: seed)
            let found = Self.differences(snapshot)
            guard !found.isEmpty else { continue }
            let small = LayoutShrinker.shrink(snapshot) { !Self.differences($0).isEmpty }
            let name = "seed-\(seed)-\(LayoutShapes.shape(seed: seed).rawValue)"
            let json = small.documentJSON(name: name)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snaplayout-regressions")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? json.write(to: folder.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
            Issue.record("seed \(seed): \(found.joined(separator: "; "))\nshrunk to: \(json)")
        }
    }

    @Test func theShapesCoverWhatTheyClaim() throws {
        var shapes = Set<LayoutShapes.Shape>()
        var conflicts = 0, ambiguous = 0, tiers = 0, items = 0
        let seeds = Sweep.seeds(UInt64(0)..<300, quick: 60)
        for seed in seeds {
            let snapshot = LayoutShapes.snapshot(seed: seed)
            shapes.insert(LayoutShapes.shape(seed: seed))
            items += snapshot.items.count
            let system = try snapshot.linearSystem()
            let solution = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            if !solution.conflicts.isEmpty { conflicts += 1 }
            if solution.frameRanges!.contains(where: LinearSystem.isAmbiguous) { ambiguous += 1 }
            tiers = max(tiers, solution.tierMinima.count)
        }
        #expect(shapes == Set(LayoutShapes.Shape.allCases))
        #expect(conflicts >= Sweep.proRata(30, of: 300, ran: seeds.count), "layouts with conflicts: \(conflicts)")
        #expect(ambiguous >= Sweep.proRata(30, of: 300, ran: seeds.count), "ambiguous layouts: \(ambiguous)")
        #expect(tiers >= 20, "most tiers in one layout: \(tiers)")
        #expect(items >= Sweep.proRata(3000, of: 300, ran: seeds.count), "items in \(seeds.count) layouts: \(items)")
    }

    @Test func theShrinkerKeepsTheFailureAndDropsTheRest() throws {
        // "Fails" when item v3 has a width constraint: everything else goes.
        let snapshot = LayoutShapes.snapshot(seed: 0)     // a chain
        let fails = { (s: LayoutSnapshot) in
            s.constraints.contains { s.items[$0.first.item].id == "v3" && $0.first.attribute == .width }
        }
        #expect(fails(snapshot))
        let small = LayoutShrinker.shrink(snapshot, while: fails)
        #expect(small.constraints.count == 1)
        #expect(small.items.map(\.id) == ["root", "v3"] || small.items.map(\.id) == ["root", "v1", "v3"])
        // The document written for it reads back to the same layout.
        let read = try LayoutDocument.read(small.documentJSON(name: "small"), defaultName: "x").get()
        #expect(try read.snapshot.linearSystem().rows == small.linearSystem().rows)
    }
}

/// Every document saved in `Regressions/` (shrunk failures of the property test, and cases that
/// broke the solver once): the solvers must agree on each.
struct RegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static var documents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func thereAreRegressionDocuments() {
        #expect(Self.documents.count >= 3)
    }

    @Test(arguments: documents)
    func solversAgree(file: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let document = try LayoutDocument.read(text, defaultName: file).get()
        let comparison = document.compare(GLPKSolver(), with: CassowarySolver())
        #expect(comparison.verdict == .agree, "\(comparison.line)")
    }
}
