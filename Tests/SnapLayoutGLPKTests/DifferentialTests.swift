import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The optimised solve (blocks, pinned variables, skipped stages) against the one-block reference
/// path on random layouts: same conflicts, same tier minima, same ambiguity, same unambiguous frames.
struct DifferentialTests {
    static let seeds: [UInt64] = Sweep.seeds(UInt64(1)...400, quick: 24)

    @Test(arguments: seeds)
    func optimisedAndReferenceSolvesAgree(seed: UInt64) throws {
        let snapshot = RandomLayouts.snapshot(seed: seed)
        let system = try snapshot.linearSystem()
        let solver = GLPKSolver()
        let fast = try solver.solve(system, options: SolveOptions(checksAmbiguity: true, isOptimized: true))
        let slow = try solver.solve(system, options: SolveOptions(checksAmbiguity: true, isOptimized: false))
        #expect(fast.conflicts == slow.conflicts, "seed \(seed)")
        #expect(fast.brokenRows == slow.brokenRows, "seed \(seed)")
        #expect(fast.tierMinima.map(\.priority) == slow.tierMinima.map(\.priority), "seed \(seed)")
        for (a, b) in zip(fast.tierMinima, slow.tierMinima) {
            #expect(abs(a.minimum - b.minimum) <= 1e-6 * max(1, abs(b.minimum)), "seed \(seed): tier \(a.priority)")
        }
        let fastFrames = system.frames(fast.values), slowFrames = system.frames(slow.values)
        for index in snapshot.items.indices {
            let ambiguous = LinearSystem.isAmbiguous(fast.frameRanges![index])
            #expect(ambiguous == LinearSystem.isAmbiguous(slow.frameRanges![index]), "seed \(seed): ambiguity of \(snapshot.items[index].id)")
            guard !ambiguous else { continue }
            let a = fastFrames[index], b = slowFrames[index]
            for (x, y) in [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)] {
                #expect(abs(x - y) <= 1e-6 * max(1, abs(y)), "seed \(seed): frame of \(snapshot.items[index].id) \(a) vs \(b)")
            }
        }
        // Every required row that was not broken holds.
        for (index, row) in system.rows.enumerated() where row.isRequired && !fast.brokenRows.contains(index) {
            #expect(row.error(fast.values) <= 1e-6 * max(1, abs(row.expression.constant)), "seed \(seed): row \(index)")
        }
    }
}

/// The optimised solve without an ambiguity check (defining rows set aside, stays only where the
/// tiers leave a choice) against the reference path: same conflicts and tier minima, the same
/// minimum of the stay terms (step 4), and the same frames wherever the layout is unambiguous.
struct DecoupledDifferentialTests {
    @Test(arguments: DifferentialTests.seeds)
    func decoupledAndReferenceSolvesAgree(seed: UInt64) throws {
        let snapshot = RandomLayouts.snapshot(seed: seed)
        let system = try snapshot.linearSystem()
        let solver = GLPKSolver()
        let fast = try solver.solve(system, options: SolveOptions(checksAmbiguity: false, isOptimized: true))
        let slow = try solver.solve(system, options: SolveOptions(checksAmbiguity: true, isOptimized: false))
        Self.expectAgreement(snapshot, system, fast, slow, "seed \(seed)")
    }

    /// A solve without ambiguity check against the reference path's (`slow`, with ranges): the
    /// same conflicts and tier minima, the same stay total, the same frames wherever the layout is
    /// unambiguous, and every required row that was not broken holding.
    static func expectAgreement(_ snapshot: LayoutSnapshot, _ system: LinearSystem, _ fast: LinearSolution,
                                _ slow: LinearSolution, _ name: String) {
        #expect(fast.conflicts == slow.conflicts, "\(name)")
        #expect(fast.tierMinima.map(\.priority) == slow.tierMinima.map(\.priority), "\(name)")
        for (a, b) in zip(fast.tierMinima, slow.tierMinima) {
            #expect(abs(a.minimum - b.minimum) <= 1e-6 * max(1, abs(b.minimum)), "\(name): tier \(a.priority) \(a.minimum) vs \(b.minimum)")
        }
        func stayTotal(_ values: [Double]) -> Double { system.stays.reduce(0) { $0 + abs($1.value(values)) } }
        let fastStays = stayTotal(fast.values), slowStays = stayTotal(slow.values)
        #expect(abs(fastStays - slowStays) <= 1e-6 * max(1, slowStays), "\(name): stay terms \(fastStays) vs \(slowStays)")
        let fastFrames = system.frames(fast.values), slowFrames = system.frames(slow.values)
        for index in snapshot.items.indices where !LinearSystem.isAmbiguous(slow.frameRanges![index]) {
            let a = fastFrames[index], b = slowFrames[index]
            for (x, y) in [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)] {
                #expect(abs(x - y) <= 1e-6 * max(1, abs(y)), "\(name): frame of \(snapshot.items[index].id) \(a) vs \(b)")
            }
        }
        for (index, row) in system.rows.enumerated() where row.isRequired && !fast.brokenRows.contains(index) {
            #expect(row.error(fast.values) <= 1e-6 * max(1, abs(row.expression.constant)), "\(name): row \(index)")
        }
    }
}
