import Testing
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The decoupled structure, worked out with its rows left out as a mask and (without a replay)
/// without the probes, is what the general steps give: defined variables and elimination with
/// row sets, every probe substituted, blocks of the reduced rows.
struct DecoupledStructureTests {
    /// Every third row of a seeded choice, as broken rows (none for some seeds).
    func broken(_ system: LinearSystem, seed: UInt64) -> Set<Int> {
        guard !seed.isMultiple(of: 3) else { return [] }
        var random = SeededGenerator(seed: seed &* 104_729 &+ 11)
        return Set(system.rows.indices.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...120, quick: 12))
    func theStructureIsTheGeneralSteps(seed: UInt64) throws {
        let snapshot = seed.isMultiple(of: 2) ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed)
        let system = try snapshot.linearSystem()
        let broken = broken(system, seed: seed)
        let defined = system.definedVariables(excluding: broken)
        let general = system.eliminatingRequiredEqualities(excluding: broken.union(defined.rows))
        for recordsReplay in [false, true] {
            let structure = DecoupledStructure(system, broken: broken, recordsReplay: recordsReplay)
            #expect((structure == nil) == (general == nil), "seed \(seed)")
            guard let structure, let general else { continue }
            #expect(structure.defined.rows == defined.rows, "seed \(seed)")
            #expect(structure.defined.definitions.map(\.variable) == defined.definitions.map(\.variable), "seed \(seed)")
            #expect(structure.defined.definitions.map(\.expression) == defined.definitions.map(\.expression), "seed \(seed)")
            let reduced = structure.reduced
            #expect(reduced.rows == general.system.rows, "seed \(seed): reduced rows differ")
            #expect(reduced.stays == general.system.stays, "seed \(seed): reduced stays differ")
            #expect(reduced.probes == (recordsReplay ? general.system.probes : []), "seed \(seed): probes")
            #expect(structure.elimination.originalRows == general.originalRows, "seed \(seed)")
            #expect(structure.elimination.substitutions.map(\.variable) == general.substitutions.map(\.variable))
            #expect(structure.elimination.substitutions.map(\.expression) == general.substitutions.map(\.expression))
            var rowsOnly = general.system
            rowsOnly.stays = []
            // Every block of the split but those of a variable in no row and those of a constant
            // row, in the same order; the constant rows listed apart.
            let idle = { (block: LinearSystemBlock) in block.rows.isEmpty && block.stays.isEmpty && block.variables.count == 1 }
            let every = rowsOnly.blocks(pinned: rowsOnly.pinnedValues())
            #expect(structure.blocks == every.filter { !idle($0) && !$0.variables.isEmpty }, "seed \(seed): blocks differ")
            #expect(structure.constantRows == every.filter(\.variables.isEmpty).flatMap(\.rows).sorted(), "seed \(seed)")
        }
    }
}
