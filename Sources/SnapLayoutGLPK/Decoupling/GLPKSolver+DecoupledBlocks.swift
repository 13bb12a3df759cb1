import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKSolver {
    /// Solves every block of `structure` on its own rows: blocks of one variable without an LP
    /// (`OneVariableBlock`), the others with GLPK in batches. A block that nothing outside depends
    /// on is finished with its own stays; the others are solved without stays and are known when
    /// their optimum is their face's only point, else their rows go to `state.undeterminedRows`.
    /// `false` when the required rows cannot hold.
    func solveDecoupledBlocks(_ structure: DecoupledStructure, pinned: [Double?], bases: GLPKBasisCache?,
                              _ state: inout DecoupledValues) throws(SolverError) -> Bool {
        guard structure.constantRowsHold(pinned: pinned) else { return false }
        let coupling = StayCoupling(structure, pinned: pinned, variableCount: state.values.count)
        var lpIndices: [Int] = []
        for (index, block) in structure.blocks.enumerated() {
            guard DecoupledValues.isOneVariable(block) else {
                switch solveSmallBlock(block, index, structure, coupling, pinned: pinned, inSession: bases != nil, &state) {
                case .solved?: break
                case .infeasible?: return false
                case .declined?, nil: lpIndices.append(index)
                }
                continue
            }
            guard state.solveOneVariableBlock(block, stays: coupling.localStays[index], needed: coupling.needed,
                                              structure.reduced, pinned: pinned, checksStays: bases != nil) else { return false }
        }
        let batches = GLPKSolver.batchedIndices(lpIndices.map { structure.blocks[$0] })
        for (batch, batchIndices) in batches.enumerated() {
            guard try solveBatch(batch, batchIndices.map { lpIndices[$0] }, structure, coupling, pinned: pinned,
                                 bases: bases, &state) else { return false }
        }
        return true
    }

    /// `block` (number `index`) on a dense tableau (`DenseBlockSolve`), its values recorded as
    /// `solveBatch` records a batch's; `nil` when the block is too large for one.
    private func solveSmallBlock(_ block: LinearSystemBlock, _ index: Int, _ structure: DecoupledStructure,
                                 _ coupling: StayCoupling, pinned: [Double?], inSession: Bool,
                                 _ state: inout DecoupledValues) -> DenseBlockSolve.Outcome? {
        guard solvesSmallBlocksDensely, DenseBlockSolve.accepts(block, stayCount: 0) else { return nil }
        let checks = block.variables.contains { coupling.needed[$0] }
        let stays = checks ? [] : coupling.localStays[index]
        guard DenseBlockSolve.accepts(block, stayCount: stays.count) else { return nil }
        let checksStays = !checks && inSession
        let outcome = DenseBlockSolve(system: structure.reduced, block: block, stays: stays, pinned: pinned)
            .solve(reportsDetermined: checks || checksStays)
        guard case .solved(let values, let isDetermined) = outcome else { return outcome }
        state.record(values, rows: block.rows, isDetermined: isDetermined, checks: checks, checksStays: checksStays)
        return outcome
    }

    /// One batch of blocks (`batchedIndices`) in one GLPK problem, started from and recording the
    /// session's basis for batch number `batch`; `false` when its rows cannot hold.
    private func solveBatch(_ batch: Int, _ blockIndices: [Int], _ structure: DecoupledStructure, _ coupling: StayCoupling,
                            pinned: [Double?], bases: GLPKBasisCache?,
                            _ state: inout DecoupledValues) throws(SolverError) -> Bool {
        let reduced = structure.reduced
        var block = LinearSystemBlock(variables: [], rows: [], stays: [])
        if blockIndices.count == 1 {
            // A block alone is already what the lists below would make (variables ascending):
            // shared, not copied.
            (block.variables, block.rows) = (structure.blocks[blockIndices[0]].variables, structure.blocks[blockIndices[0]].rows)
        } else {
            for index in blockIndices {
                block.variables += structure.blocks[index].variables
                block.rows += structure.blocks[index].rows
            }
            block.variables.sort()
        }
        if block.variables.isEmpty {
            for index in block.rows where reduced.rows[index].isRequired {
                if !reduced.rows[index].substituted(pinned: pinned).holdsAsConstant { return false }
            }
            return true
        }
        // A part that something outside depends on is solved without stays, to see whether
        // its optimum is unique; any other part is finished here with its own stays. A session
        // (`bases`) must know whether the tiers left any part a choice: the block solver says so
        // before the stays stage.
        let checks = block.variables.contains { coupling.needed[$0] }
        if !checks { for index in blockIndices { block.stays += coupling.localStays[index] } }
        let checksStays = !checks && bases != nil
        var solver = GLPKBlockSolver(system: reduced, block: block, pinned: pinned, broken: [], appendsStays: true)
        solver.startBasis = bases?.bases[batch]
        solver.recordsBasis = bases != nil
        solver.reportsDetermined = checks || checksStays
        guard let result = try solver.solve(checksAmbiguity: false) else { return false }
        if let bases, let basis = result.firstBasis { bases.bases[batch] = basis }
        state.record(result.values, rows: block.rows, isDetermined: result.isDetermined, checks: checks,
                     checksStays: checksStays)
        return true
    }
}

private extension DecoupledValues {
    /// Records a solved part (a batch, or a block on a dense tableau) of `rows`: its values are
    /// known unless something outside depends on them (`checks`) and the tiers left them a choice,
    /// in which case its rows go to the undetermined part. With `checksStays` (a session), a choice
    /// the tiers left is noted (`tiersLeftChoice`).
    mutating func record(_ solved: [(variable: Int, value: Double)], rows: ArraySlice<Int>, isDetermined: Bool,
                         checks: Bool, checksStays: Bool) {
        if !checks || isDetermined {
            for (variable, value) in solved {
                values[variable] = value
                known[variable] = true
            }
        } else {
            undeterminedRows += rows
        }
        if checksStays && !isDetermined { tiersLeftChoice = true }
    }
}
