import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// The builder's direct construction of rows gives the systems the rectangle arithmetic gave
/// (`Reference/ReferenceBuilder.swift`): the same rows in the same order with the same sources,
/// the same terms in the same order, every coefficient and constant the same bit for bit (a −0
/// against a 0 included), and the same stays and probes.
struct BuilderEquivalenceTests {
    func bits(_ expression: LinearExpression) -> [UInt64] {
        [expression.constant.bitPattern] + expression.terms.flatMap { [UInt64(bitPattern: Int64($0.variable)), $0.coefficient.bitPattern] }
    }

    func check(_ original: LayoutSnapshot, _ label: String) throws {
        // Constraints the builder rejects are dropped (one would reject the whole system).
        var snapshot = original
        if let builder = try? Builder(snapshot: original) {
            snapshot.constraints = original.constraints.indices.filter { (try? builder.row(for: $0)) != nil }
                .map { original.constraints[$0] }
        }
        guard let builder = try? Builder(snapshot: snapshot), let reference = builder.referenceSystem(),
              let system = try? snapshot.linearSystem() else { return }
        #expect(system.variableCount == reference.variableCount, "\(label)")
        #expect(system.rows.count == reference.rows.count, "\(label)")
        for (row, old) in zip(system.rows, reference.rows) {
            #expect(row.source == old.source && row.relation == old.relation && row.priority == old.priority, "\(label)")
            #expect(bits(row.expression) == bits(old.expression), "\(label): \(row.source)")
        }
        #expect(system.stays.map(bits) == reference.stays.map(bits), "\(label): stays")
        #expect(system.probes.map(\.item) == reference.probes.map(\.item), "\(label): probes")
        #expect(system.probes.map { $0.components.map(bits) } == reference.probes.map { $0.components.map(bits) }, "\(label): probes")
    }

    @Test func randomLayouts() throws {
        for seed in Sweep.seeds(UInt64(0)..<400, quick: 50) { try check(RandomLayouts.snapshot(seed: seed), "random \(seed)") }
    }

    @Test func randomStackLayouts() throws {
        for seed in Sweep.seeds(UInt64(0)..<200, quick: 30) { try check(RandomStackLayouts.snapshot(seed: seed), "stacks \(seed)") }
    }

    @Test func layoutShapesAndCycles() throws {
        for seed in Sweep.seeds(UInt64(0)..<200, quick: 30) {
            try check(LayoutShapes.snapshot(seed: seed), "shape \(seed)")
            try check(ConflictingCycles.snapshot(seed: seed), "cycle \(seed)")
        }
    }

    /// Margins, safe areas, the layout guides, rtl, baselines, alignment insets, multipliers 0 and
    /// fractional, −0 constants, autoresizing and a long path (absolute positions) in one layout.
    @Test func everyAnchorShape() throws {
        for seed in Sweep.seeds(UInt64(0)..<60, quick: 15) { try check(BuilderShapes.snapshot(seed: seed), "shapes \(seed)") }
    }
}
