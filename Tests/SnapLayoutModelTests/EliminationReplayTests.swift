import Testing
@testable import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// Replaying an elimination on new constants gives what eliminating anew gives, bit for bit.
struct EliminationReplayTests {
    /// `system` with every row, stay and probe constant moved by a seeded amount (some left alone).
    func moved(_ system: LinearSystem, seed: UInt64) -> LinearSystem {
        var random = SeededGenerator(seed: seed &* 7_919 &+ 3)
        func shift(_ constant: inout Double) {
            if Bool.random(using: &random) { constant += Double(Int.random(in: -40...40, using: &random)) / 4 }
        }
        var result = system
        for index in result.rows.indices { shift(&result.rows[index].expression.constant) }
        for index in result.stays.indices { shift(&result.stays[index].constant) }
        for index in result.probes.indices {
            for k in result.probes[index].components.indices { shift(&result.probes[index].components[k].constant) }
        }
        return result
    }

    func expectSame(_ a: EliminatedSystem, _ b: EliminatedSystem, _ label: String) {
        #expect(a.system.rows == b.system.rows, "\(label): reduced rows differ")
        #expect(a.system.stays == b.system.stays, "\(label): reduced stays differ")
        #expect(a.system.probes == b.system.probes, "\(label): reduced probes differ")
        #expect(a.originalRows == b.originalRows, "\(label)")
        #expect(a.substitutions.map(\.variable) == b.substitutions.map(\.variable), "\(label)")
        #expect(a.substitutions.map(\.expression) == b.substitutions.map(\.expression), "\(label): substitutions differ")
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...150, quick: 15))
    func aReplayIsANewEliminationOfTheMovedSystem(seed: UInt64) throws {
        let snapshot = seed.isMultiple(of: 2) ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed)
        let system = try snapshot.linearSystem()
        let excluded = Set(system.definedVariables().rows)
        guard let recorded = system.eliminatingRequiredEqualities(excluding: excluded, recordsReplay: true) else { return }
        // The recording changes nothing, and replaying the same constants gives the same system.
        expectSame(recorded, try #require(system.eliminatingRequiredEqualities(excluding: excluded)), "seed \(seed) recorded")
        expectSame(try #require(recorded.replaying(system)), recorded, "seed \(seed) same constants")
        for round in UInt64(0)..<3 {
            let other = moved(system, seed: seed &* 31 &+ round)
            let fresh = other.eliminatingRequiredEqualities(excluding: excluded)
            let replayed = recorded.replaying(other)
            #expect((fresh == nil) == (replayed == nil), "seed \(seed) round \(round)")
            if let fresh, let replayed { expectSame(replayed, fresh, "seed \(seed) round \(round)") }
        }
    }

    @Test func aReplayFindsEliminatedRowsThatNoLongerHoldTogether() throws {
        // x₀ == 10, x₁ == x₀ + 5 and x₁ == 15: the third row reduces to 0 == 0 and is checked.
        let rows = [
            LinearRow(expression: LinearExpression(variable: 0) - 10, relation: .equal, priority: 1000, source: .constraint(0)),
            LinearRow(expression: LinearExpression(variable: 1) - LinearExpression(variable: 0) - 5, relation: .equal,
                      priority: 1000, source: .constraint(1)),
            LinearRow(expression: LinearExpression(variable: 1) - 15, relation: .equal, priority: 1000, source: .constraint(2)),
        ]
        var system = LinearSystem(variableCount: 2, rows: rows, stays: [], probes: [])
        let recorded = try #require(system.eliminatingRequiredEqualities(excluding: [], recordsReplay: true))
        system.rows[2].expression.constant = -16
        #expect(system.eliminatingRequiredEqualities() == nil)
        #expect(recorded.replaying(system) == nil)
        system.rows[0].expression.constant = -11
        let replayed = try #require(recorded.replaying(system))
        #expect(replayed.values(from: [0, 0]) == [11, 16])
    }
}
