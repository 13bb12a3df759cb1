import Testing
@testable import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutTestSupport

/// The elimination with its lists in flat chains takes the pivots the arrays took, in the same
/// order, with the same arithmetic (`Reference/ReferenceEqualityElimination.swift`): the same rows
/// used, substitutions, steps, rewritten rows and resolutions, bit for bit.
struct EliminationEquivalenceTests {
    func bits(_ expression: LinearExpression?) -> [UInt64] {
        guard let expression else { return [1] }
        return [expression.constant.bitPattern] + expression.terms.flatMap { [UInt64(bitPattern: Int64($0.variable)), $0.coefficient.bitPattern] }
    }

    func stepBits(_ step: EliminationReplay.Step) -> [UInt64] {
        switch step {
        case .check(let row): return [0, UInt64(row)]
        case .solve(let row, let variable, let factor): return [1, UInt64(row), UInt64(variable), factor.bitPattern]
        case .update(let row, let variable, let coefficient): return [2, UInt64(row), UInt64(variable), coefficient.bitPattern]
        }
    }

    func check(_ system: LinearSystem, excluding excluded: RowMask, _ label: String) {
        var new = RequiredEqualityElimination(system, excluding: excluded, recordsReplay: true)
        var old = ReferenceEqualityElimination(system, excluding: excluded, recordsReplay: true)
        let holds = new.pivotAll(system)
        #expect(holds == old.pivotAll(system), "\(label)")
        #expect(new.pivots.map(\.variable) == old.order && new.pivots.map(\.row) == old.order.map { old.definingRow[$0] },
                "\(label)")
        #expect(new.steps.map(stepBits) == old.steps.map(stepBits), "\(label)")
        #expect(system.rows.indices.map { bits(new.current[$0]?.expression) } == old.current.map(bits), "\(label)")
        #expect(new.pivots.map { bits($0.solved) } == old.order.map { bits(old.eliminated[$0]) }, "\(label)")
        guard holds else { return }
        let (resolved, resolutions) = new.resolveSubstitutions(system)
        let (oldResolved, oldResolutions) = old.resolveSubstitutions(system)
        #expect(new.used == old.used, "\(label)")
        #expect((0..<system.variableCount).map { bits(resolved[$0]) } == oldResolved.map(bits), "\(label)")
        #expect(resolutions.map(\.variable) == oldResolutions.map(\.variable), "\(label)")
        #expect(resolutions.map { bits(LinearExpression(normalisedTerms: $0.terms, constant: 0)) }
            == oldResolutions.map { bits(LinearExpression(normalisedTerms: $0.terms, constant: 0)) }, "\(label)")
    }

    func check(_ snapshot: LayoutSnapshot, _ label: String) {
        guard let system = try? snapshot.linearSystem() else { return }
        check(system, excluding: RowMask([], rowCount: system.rows.count), label)
        // Every third required row left out, as a broken set would be.
        let some = Set(system.rows.indices.filter { $0 % 3 == 1 && system.rows[$0].isRequired })
        check(system, excluding: RowMask(some, rowCount: system.rows.count), "\(label) excluding")
    }

    @Test func randomLayouts() {
        for seed in Sweep.seeds(UInt64(0)..<300, quick: 40) {
            check(RandomLayouts.snapshot(seed: seed), "random \(seed)")
            check(RandomStackLayouts.snapshot(seed: seed), "stacks \(seed)")
        }
    }

    @Test func shapesCyclesAndLargeLayouts() {
        for seed in Sweep.seeds(UInt64(0)..<150, quick: 25) {
            check(LayoutShapes.snapshot(seed: seed), "shape \(seed)")
            check(ConflictingCycles.snapshot(seed: seed), "cycle \(seed)")
            check(BuilderShapes.snapshot(seed: seed), "anchors \(seed)")
        }
        check(LargeLayouts.feed(200), "feed")
        check(LargeLayouts.tiers(300), "tiers")
    }
}
