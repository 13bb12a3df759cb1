import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKSolver {
    /// The optimised solve: tiers first, stays only where they matter; then, when ambiguity is
    /// checked, the frame ranges of what the blocks leave free (`FaceRanges`).
    ///
    /// 1. Rows that only define a variable (`DefinedVariables`) are set aside, and the required
    ///    equalities eliminated (`DecoupledStructure`).
    /// 2. The rest splits into blocks by its rows alone, and each block's tiers are solved. Stay
    ///    terms tie blocks together (a stay on a variable defined from two cells ties the cells),
    ///    but they only choose among the points of the tiers' optimal face: a block whose optimum
    ///    is the only point of its face (`GLPKBlockSolver.Result.isDetermined`, the common case)
    ///    is done, and its stays cannot move it (`StayCoupling`, `solveDecoupledBlocks`).
    /// 3. Whatever is left undetermined (blocks whose face is larger, variables in no row, defined
    ///    variables computed from those) is solved again with its stay terms, everything
    ///    determined held at its value (`solveUndetermined`).
    ///
    /// Exact: the blocks are independent, so the tiers' optimal face is the product of theirs, and
    /// a stay term that only holds determined variables is the same constant on all of it.
    ///
    /// A session passes `bases` (its blocks' bases, and whether the solve left the stays no
    /// choice) and `preparation` (what the last solve of the same terms worked out).
    func attemptDecoupled(_ system: LinearSystem, broken: Set<Int>, options: SolveOptions,
                          bases: GLPKBasisCache?, defined known: DefinedVariables? = nil,
                          preparation: GLPKPreparation? = nil) throws(SolverError) -> Outcome? {
        // A session's preparation is for the system without broken rows (its first attempt).
        let preparation = broken.isEmpty ? preparation : nil
        guard let structure = decoupledStructure(system, broken: broken, defined: known,
                                                 preparation: preparation) else { return nil }
        let reduced = structure.reduced
        let pinned = structure.pinned
        let decided = bases == nil ? nil : GLPKBasisCache()
        if let outcome = try attemptDecidingTiers(system, broken: broken, options: options, structure: structure,
                                                  pinned: pinned, preparation: preparation, decided: decided) {
            // The decided rows are the tiers' optimal face exactly (`TierPresolve`): when they leave
            // the stays no choice, neither do the tiers. The decided solve's bases are its own.
            if let bases { bases.isDetermined = decided?.isDetermined ?? false }
            return outcome
        }
        var state = DecoupledValues(pinned: pinned)
        guard try solveDecoupledBlocks(structure, pinned: pinned, bases: bases, &state) else { return nil }
        let substitution = state.computeDependents(structure)
        let stays = reduced.stays.indices.filter { index in
            reduced.stays[index].terms.contains { !state.known[$0.variable] }
        }
        if let bases {
            bases.isDetermined = state.leavesStaysNoChoice(system, broken: broken, reduced: reduced, pinned: pinned,
                                                           stays: stays)
        }
        var values = state.values
        if !stays.isEmpty || !state.undeterminedRows.isEmpty {
            guard let rest = try solveUndetermined(system, reduced, stays: stays, defined: structure.defined,
                                                   substitution: substitution, state: state) else { return nil }
            for variable in rest.indices where !state.known[variable] { values[variable] = rest[variable] }
        }
        values = structure.elimination.values(from: values)
        structure.defined.apply(to: &values)
        let ranges = options.checksAmbiguity
            ? try FaceRanges.ranges(system, structure, values: values, solver: self) : nil
        return Outcome(values: values, ranges: ranges)
    }

    /// The system's `DecoupledStructure`: replayed from a session's preparation when it has one
    /// (only constants changed), otherwise worked out and kept in the preparation. `nil` when the
    /// eliminated rows cannot hold.
    private func decoupledStructure(_ system: LinearSystem, broken: Set<Int>, defined known: DefinedVariables?,
                                    preparation: GLPKPreparation?) -> DecoupledStructure? {
        if let kept = preparation?.structure {
            let defined = kept.defined.updatingConstants(from: system)
            guard let replayed = kept.elimination.replaying(system) else { return nil }
            return DecoupledStructure(defined: defined, elimination: replayed, blocks: kept.blocks,
                                      constantRows: kept.constantRows)
        }
        guard let structure = DecoupledStructure(system, broken: broken, defined: known,
                                                 recordsReplay: preparation != nil) else { return nil }
        if let preparation { preparation.structure = structure }
        return structure
    }
}
