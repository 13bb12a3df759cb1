import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// `LayoutSnapshot.separableLayoutOrSystem()` (the first layout solved without a `LinearSystem`)
/// against the system's path (`linearSystem()`, `separableSolution()`, `frames`,
/// `unsatisfiedRows`): the same frames bit for bit, the same unsatisfied rows (sources,
/// priorities, errors, order), declining exactly where the separable solve declines (with the
/// same system), and the same error for an invalid snapshot.
struct SeparableLayoutEquivalenceTests {
    /// What was compared, so that a test cannot pass by declining everything.
    struct Tally {
        var separable = 0, declined = 0, invalid = 0
    }

    func bits(_ frames: [LayoutSnapshot.Rect]) -> [UInt64] {
        frames.flatMap { [$0.x.bitPattern, $0.y.bitPattern, $0.width.bitPattern, $0.height.bitPattern] }
    }

    func check(_ snapshot: LayoutSnapshot, _ label: String, _ tally: inout Tally) {
        let reference = Result { () throws(LayoutError) in try snapshot.linearSystem() }
        let outcome = Result { () throws(LayoutError) in try snapshot.separableLayoutOrSystem() }
        switch (reference, outcome) {
        case (.failure(let expected), .failure(let error)):
            #expect(error == expected, "\(label)")
            tally.invalid += 1
        case (.success(let system), .success(.system(let built))):
            #expect(system.separableSolution() == nil, "\(label): declined a separable system")
            #expect(Self.same(built, system), "\(label): a different system")
            tally.declined += 1
        case (.success(let system), .success(.separable(let layout))):
            guard let values = system.separableSolution() else {
                Issue.record("\(label): solved a system the separable solve declines")
                return
            }
            #expect(bits(layout.frames) == bits(system.frames(values)), "\(label): frames")
            let expected = system.unsatisfiedRows(values).map {
                SeparableLayout.Unsatisfied(source: system.rows[$0.row].source, priority: system.rows[$0.row].priority,
                                            error: $0.error)
            }
            #expect(layout.unsatisfied == expected, "\(label): unsatisfied rows")
            #expect(layout.unsatisfied.map(\.error.bitPattern) == expected.map(\.error.bitPattern), "\(label)")
            tally.separable += 1
        default:
            Issue.record("\(label): \(reference) against \(outcome)")
        }
    }

    /// Whether two systems are the same (rows, stays and probes).
    static func same(_ a: LinearSystem, _ b: LinearSystem) -> Bool {
        a.variableCount == b.variableCount && a.rows == b.rows && a.stays == b.stays && a.probes == b.probes
    }

    @Test func randomLayouts() {
        var tally = Tally()
        let seeds = Sweep.seeds(UInt64(0)..<600, quick: 60)
        for seed in seeds {
            check(RandomLayouts.snapshot(seed: seed), "random \(seed)", &tally)
            check(LayoutShapes.snapshot(seed: seed), "shape \(seed)", &tally)
        }
        let least = Sweep.proRata(100, of: 600, ran: seeds.count)
        #expect(tally.separable >= least && tally.declined >= least, "\(tally)")
    }

    @Test func stacksCyclesAndEveryAnchorShape() {
        var tally = Tally()
        for seed in UInt64(0)..<200 {
            check(RandomStackLayouts.snapshot(seed: seed), "stacks \(seed)", &tally)
            check(ConflictingCycles.snapshot(seed: seed), "cycle \(seed)", &tally)
        }
        for seed in UInt64(0)..<60 { check(BuilderShapes.snapshot(seed: seed), "shapes \(seed)", &tally) }
        #expect(tally.separable >= 5 && tally.declined >= 100, "\(tally)")
    }

    /// Separable screens made invalid one number at a time (a constant, a multiplier, a priority
    /// that is not finite or out of range; a frame): the same error as `linearSystem()`'s.
    @Test func invalidNumbers() {
        var tally = Tally()
        for seed in UInt64(0)..<300 {
            let snapshot = RandomLayouts.snapshot(seed: seed)
            guard !snapshot.constraints.isEmpty, case .separable? = try? snapshot.separableLayoutOrSystem() else { continue }
            let index = Int(seed) % snapshot.constraints.count
            for bad in [Double.infinity, -.infinity, .nan, 1e13] {
                var changed = snapshot
                changed.constraints[index].constant = bad
                check(changed, "constant \(bad) \(seed)", &tally)
                changed = snapshot
                changed.constraints[index].multiplier = bad
                check(changed, "multiplier \(bad) \(seed)", &tally)
                changed = snapshot
                changed.constraints[index].priority = bad
                check(changed, "priority \(bad) \(seed)", &tally)
                changed = snapshot
                changed.items[Int(seed) % changed.items.count].frame.width = bad
                check(changed, "frame \(bad) \(seed)", &tally)
            }
            for priority in [0.0, -1, 1000.5] {
                var changed = snapshot
                changed.constraints[index].priority = priority
                check(changed, "priority \(priority) \(seed)", &tally)
            }
        }
        #expect(tally.invalid >= 200, "\(tally)")
    }

    /// More than `separableVariableLimit` variables: the system, not tried.
    @Test func largeLayoutsAreLeftToTheSolvers() throws {
        let snapshot = LargeLayouts.feed(1200)
        let outcome = try snapshot.separableLayoutOrSystem()
        guard case .system(let system) = outcome else {
            Issue.record("a layout of \(snapshot.items.count) items was solved separably")
            return
        }
        #expect(system.variableCount > LinearSystem.separableVariableLimit)
        #expect(Self.same(system, try snapshot.linearSystem()))
    }
}
