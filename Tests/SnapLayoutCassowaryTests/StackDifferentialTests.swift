import Foundation
import Testing
import SnapLayoutCassowary
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The Cassowary solver against GLPK on seeded random layouts with stack views
/// (`RandomStackLayouts`): the same tier minima, conflicts, broken rows (generated `UISV-` rows
/// among them), ambiguous items, and frames of the determined items within 1e-6. A failure is
/// shrunk (constraints, stacks, arranged views, items) to a small document, printed, and written
/// to `$TMPDIR/snaplayout-regressions/` — copy it into `Regressions/`, where `RegressionTests`
/// keeps checking it.
struct StackDifferentialTests {
    /// 400 seeds with `SNAPLAYOUT_LONG_TESTS=1` (48 of them spread over the 400 otherwise), or
    /// the first `SNAPLAYOUT_STACK_SEEDS` (a longer hunt: the suite's other tests use the same seeds).
    static let seeds: [UInt64] = ProcessInfo.processInfo.environment["SNAPLAYOUT_STACK_SEEDS"].flatMap { Int($0) }
        .map { Array(UInt64(1)...UInt64($0)) } ?? Sweep.seeds(UInt64(1)...400, quick: 48)

    /// The differences between the solvers on `snapshot` (both paths of Cassowary against GLPK);
    /// a layout the builder refuses is a difference too (the generator makes only valid ones).
    static func differences(_ snapshot: LayoutSnapshot, referencePath: Bool = true) -> [String] {
        let system: LinearSystem
        do { system = try snapshot.linearSystem() } catch { return ["not a valid layout: \(error.message)"] }
        let options = SolveOptions(checksAmbiguity: true)
        let names = snapshot.items.map(\.id)
        do {
            let glpk = try GLPKSolver().solve(system, options: options)
            let cassowary = try CassowarySolver().solve(system, options: options)
            var found = SolutionComparison(system: system, itemNames: names, cassowary, glpk).differences
            if referencePath {
                // The reference path: no presolve, every stay in the tableau.
                let reference = try CassowarySolver().solve(system, options: SolveOptions(checksAmbiguity: true, isOptimized: false))
                found += SolutionComparison(system: system, itemNames: names, reference, glpk).differences.map { "reference path: \($0)" }
            }
            return found
        } catch {
            return ["a solver failed: \(error)"]
        }
    }

    @Test(arguments: 0..<8)
    func cassowaryAgreesWithGLPKOnRandomStacks(batch: Int) throws {
        for seed in Self.seeds where Int(seed) % 8 == batch {
            let snapshot = RandomStackLayouts.snapshot(seed: seed)
            let found = Self.differences(snapshot)
            guard !found.isEmpty else { continue }
            let small = LayoutShrinker.shrink(snapshot) { !Self.differences($0).isEmpty }
            let name = "seed-\(seed)-stacks"
            let json = small.documentJSON(name: name)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snaplayout-regressions")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? json.write(to: folder.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
            Issue.record("seed \(seed): \(found.joined(separator: "; "))\nshrunk to: \(json)")
        }
    }

    /// The seeds cover what `RandomStackLayouts` promises, and the solves have conflicts (broken
    /// stack rows among them), ambiguous items and many compared frames. All 400 of the long
    /// sweep, even when the differential test runs a subset: some of the promises are rare.
    @Test func theStackLayoutsCoverWhatTheyClaim() throws {
        var distributions = Set<StackDistribution>(), alignments = Set<StackAlignment>(), axes = Set<LayoutAxis>()
        var spacings = Set<String>()
        var compared = 0, reported = 0
        var counts: [String: Int] = [:]
        func count(_ key: String, _ condition: Bool) { if condition { counts[key, default: 0] += 1 } }
        let seeds = ProcessInfo.processInfo.environment["SNAPLAYOUT_STACK_SEEDS"] == nil ? Array(UInt64(1)...400) : Self.seeds
        for seed in seeds {
            let snapshot = RandomStackLayouts.snapshot(seed: seed)
            let items = snapshot.items
            for stack in snapshot.stacks {
                distributions.insert(stack.distribution)
                alignments.insert(stack.alignment)
                axes.insert(stack.axis)
                for spacing in [stack.spacing] + Array(stack.customSpacing.values) {
                    switch spacing {
                    case .system: spacings.insert("system")
                    case .points(let p): spacings.insert(p == 0 ? "zero" : p < 0 ? "negative" : p.rounded() == p ? "positive" : "fraction")
                    }
                }
                let hidden = stack.arranged.map { items[$0].isHidden }
                count("custom spacing", !stack.customSpacing.isEmpty)
                count("hidden first", hidden.count > 2 && hidden.first! && !hidden.last!)
                count("hidden middle", hidden.count > 2 && hidden[hidden.count / 2] && !hidden.first! && !hidden.last!)
                count("hidden last", hidden.count > 2 && hidden.last! && !hidden.first!)
                count("hidden all", hidden.count > 1 && !hidden.contains(false))
                count("empty", stack.arranged.isEmpty)
                count("single", stack.arranged.count == 1)
                count("baseline-relative vertical", stack.isBaselineRelativeArrangement && stack.axis == .vertical)
                count("margins-relative", stack.isLayoutMarginsRelativeArrangement)
                count("nested", snapshot.stacks.contains { $0.view == items[stack.view].parent })
                count("multiline text pair", stack.axis == .horizontal && stack.arranged.filter { items[$0].isMultilineText }.count >= 2)
                count("baselines mixed", stack.arranged.contains { items[$0].firstBaseline != nil }
                      && stack.arranged.contains { items[$0].firstBaseline == nil })
            }
            count("rtl", items[0].layoutDirection == .rightToLeft)
            let system = try snapshot.linearSystem()
            let solution = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            count("conflicts", !solution.conflicts.isEmpty)
            count("broken stack rows", solution.brokenRows.contains { if case .stack = system.rows[$0].source { true } else { false } })
            count("ambiguous", solution.frameRanges!.contains(where: LinearSystem.isAmbiguous))
            count("determined frames", solution.frameRanges!.contains { !LinearSystem.isAmbiguous($0) })
            let cassowary = try CassowarySolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            let comparison = SolutionComparison(system: system, itemNames: items.map(\.id), cassowary, solution)
            compared += comparison.comparedFrames
            reported += system.probes.count
        }
        #expect(distributions == Set(StackDistribution.allCases))
        #expect(alignments == Set(StackAlignment.allCases))
        #expect(axes == Set(LayoutAxis.allCases))
        #expect(spacings == ["system", "zero", "negative", "positive", "fraction"])
        for key in ["custom spacing", "hidden first", "hidden middle", "hidden last", "hidden all", "empty", "single",
                    "baseline-relative vertical", "margins-relative", "nested", "multiline text pair", "baselines mixed",
                    "rtl", "conflicts", "broken stack rows", "ambiguous", "determined frames"] {
            #expect(counts[key, default: 0] >= 10, "\(key): \(counts[key, default: 0]) of \(seeds.count) layouts")
        }
        // Most frames are determined, and compared by the differential test.
        #expect(compared * 2 >= reported, "frames compared: \(compared) of \(reported)")
    }

    /// A random stack layout written as a document reads back to the same snapshot (so
    /// `snaplayout compare` on the written documents checks the same layouts).
    @Test func randomStackDocumentsReadBack() throws {
        for seed in Self.seeds where seed % 4 == 0 {
            let snapshot = RandomStackLayouts.snapshot(seed: seed)
            let read = try LayoutDocument.read(snapshot.documentJSON(name: "s\(seed)"), defaultName: "x").get().snapshot
            #expect(read == snapshot, "seed \(seed)")
        }
    }

    @Test func theShrinkerDropsStacksAndArrangedViews() throws {
        // "Fails" while some stack arranges a hidden view: one stack with one arranged view is left.
        let seed = try #require(Self.seeds.first { seed in
            let s = RandomStackLayouts.snapshot(seed: seed)
            return s.stacks.count >= 2 && s.stacks.contains { $0.arranged.count >= 3 && $0.arranged.contains { s.items[$0].isHidden } }
        })
        let snapshot = RandomStackLayouts.snapshot(seed: seed)
        let fails = { (s: LayoutSnapshot) in s.stacks.contains { $0.arranged.contains { s.items[$0].isHidden } } }
        let small = LayoutShrinker.shrink(snapshot, while: fails)
        #expect(small.constraints.isEmpty)
        #expect(small.stacks.count == 1)
        #expect(small.stacks.first?.arranged.count == 1)
        #expect(small.items.count == 3, "\(small.items.map(\.id))")     // root, the stack, its hidden view
        _ = try small.linearSystem()
        let read = try LayoutDocument.read(small.documentJSON(name: "small"), defaultName: "x").get()
        #expect(read.snapshot == small)
    }

    /// `SNAPLAYOUT_STACK_DOCUMENTS=DIR swift test --filter writesRandomStackDocuments` writes the
    /// layouts of every seed to DIR as documents (for `snaplayout compare DIR`); without it, nothing.
    @Test func writesRandomStackDocuments() throws {
        guard let path = ProcessInfo.processInfo.environment["SNAPLAYOUT_STACK_DOCUMENTS"] else { return }
        let folder = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for seed in Self.seeds {
            let name = "random-stacks-\(seed)"
            try RandomStackLayouts.snapshot(seed: seed).documentJSON(name: name)
                .write(to: folder.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
        }
    }
}
