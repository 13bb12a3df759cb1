import Testing
@testable import SnapLayoutCassowary
import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// The stays a session's tableau leaves out: those the required equalities fix whatever the
/// constants. Read from the tableau while it holds the required rows only
/// (`CassowarySimplex.isFixedByRequiredEqualities`); this was an elimination of the required
/// equalities (kept here as the reference), which cost a quarter of a small screen's first layout.
struct FixedStaysTests {
    /// The former reference: the stays that substitute to a constant once the required
    /// equalities are eliminated.
    static func eliminationFixedStays(_ system: LinearSystem) -> [Bool] {
        guard let elimination = system.eliminatingRequiredEqualities(excluding: []) else { return [] }
        return elimination.system.stays.map(\.isConstant)
    }

    /// The tableau's answer, with some required equalities given markers (as a session's tracked rows).
    static func tableauFixedStays(_ system: LinearSystem, tracked: Set<Int>) throws -> [Bool]? {
        let simplex = CassowarySimplex(variableCount: system.variableCount, tracksRequiredEqualities: false)
        do {
            for (index, row) in system.rows.enumerated() where row.isRequired {
                try simplex.insertForBuild(row.expression, row.relation, priority: row.priority,
                                           tracksMarker: tracked.contains(index))
            }
        } catch {
            return nil
        }
        return system.stays.map { simplex.isFixedByRequiredEqualities($0) }
    }

    @Test func theTableauFindsTheStaysTheEliminationFinds() throws {
        var compared = 0, fixed = 0, free = 0
        let seeds = Sweep.seeds(UInt64(1)...300, quick: 40)
        for seed in seeds {
            let snapshot = seed % 2 == 0 ? RandomLayouts.snapshot(seed: seed) : RandomStackLayouts.snapshot(seed: seed)
            guard let system = try? snapshot.linearSystem() else { continue }
            var random = SeededGenerator(seed: seed)
            let tracked = Set(system.rows.indices.filter { _ in Bool.random(using: &random) })
            let reference = Self.eliminationFixedStays(system)
            guard !reference.isEmpty, let found = try Self.tableauFixedStays(system, tracked: tracked) else { continue }
            #expect(found == reference, "seed \(seed)")
            compared += 1
            fixed += reference.filter { $0 }.count
            free += reference.filter { !$0 }.count
        }
        let least = Sweep.proRata(100, of: 300, ran: seeds.count)
        #expect(compared > 2 * least && fixed > least && free > least, "\(compared) layouts, \(fixed) fixed and \(free) free stays")
    }
}
