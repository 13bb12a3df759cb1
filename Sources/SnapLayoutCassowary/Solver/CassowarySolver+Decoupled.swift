import SnapLayoutModel
import SnapLayoutLinearSystem

extension CassowarySolver {
    /// The one-shot solve, decoupled as the GLPK solver's is
    /// (`DecoupledStructure`, docs/cassowary.md, "How full solves scale"): rows that only define a
    /// variable set aside, required equalities eliminated, the rest split into independent blocks by
    /// its rows. A large block with several tiers has them decided by `TierPresolve` (small core
    /// LPs on tableaux of their own, `CassowaryTierCore`), leaving required rows only; blocks of one
    /// variable are solved in closed form (`OneVariableBlock`), paths of stays by dynamic
    /// programming (`PathStayBlock`), every other block on a tableau of its own. What the tiers
    /// leave undetermined is solved last with its stay terms (`UndeterminedPart`). With
    /// `checksAmbiguity`, the frame ranges of what the blocks leave free follow (`FaceRanges`).
    ///
    /// Returns the values of `system`'s variables, and with `reportsDetermined` whether the tiers
    /// left the stay terms no choice a change of constants could move (a session's parts need it:
    /// `SessionParts`); `nil` when the required rows cannot hold.
    func attemptDecoupled(_ system: LinearSystem, broken: Set<Int>, defined: DefinedVariables? = nil,
                          reportsDetermined: Bool = false,
                          checksAmbiguity: Bool = false) throws(SolverError) -> DecoupledOutcome? {
        guard let structure = DecoupledStructure(system, broken: broken, defined: defined) else { return nil }
        let reduced = structure.reduced
        let pinned = structure.pinned
        // The decided system's rows hold as the fates say; if round-off makes them not hold
        // together, the tiers are solved block by block instead (as GLPK does). The decided rows
        // are the tiers' optimal face exactly, so the decided solve's determinedness is theirs.
        if let fates = try TierPresolve.fates(structure.elimination, blocks: structure.blocks, pinned: pinned,
                                              minimumRows: tierPresolveMinimumRows, coreSolver: CassowaryTierCore()),
           let outcome = try attemptDecoupled(system.deciding(fates), broken: broken, defined: structure.defined,
                                              reportsDetermined: reportsDetermined, checksAmbiguity: checksAmbiguity) {
            return outcome
        }
        var state = DecoupledValues(pinned: pinned)
        guard try solveDecoupledBlocks(structure, pinned: pinned, checksStays: reportsDetermined, &state) else { return nil }
        let substitution = state.computeDependents(structure)
        let stays = reduced.stays.indices.filter { index in
            reduced.stays[index].terms.contains { !state.known[$0.variable] }
        }
        let isDetermined = reportsDetermined
            && state.leavesStaysNoChoice(system, broken: broken, reduced: reduced, pinned: pinned, stays: stays)
        var values = state.values
        if !stays.isEmpty || !state.undeterminedRows.isEmpty {
            guard let part = UndeterminedPart(system, reduced, stays: stays, defined: structure.defined,
                                              substitution: substitution, state: state),
                  let solved = try solveBlocks(part.system, part.blocks, pinned: part.pinned) else { return nil }
            let rest = part.elimination.values(from: solved)
            for variable in rest.indices where !state.known[variable] { values[variable] = rest[variable] }
        }
        values = structure.elimination.values(from: values)
        structure.defined.apply(to: &values)
        let ranges = checksAmbiguity ? try FaceRanges.ranges(system, structure, values: values, solver: self) : nil
        return DecoupledOutcome(values: values, isDetermined: isDetermined, ranges: ranges)
    }

    /// A decoupled solve's values, whether it left the stays no choice (when asked), and its
    /// frame ranges (when ambiguity is checked).
    struct DecoupledOutcome {
        var values: [Double]
        var isDetermined: Bool
        var ranges: [[ValueRange]]?
    }

    /// Solves every block of `structure` on its own rows: one-variable blocks in closed form, the
    /// others on a tableau each. A block that nothing outside depends on is finished with its own
    /// stays; the others are solved without, and are known when their optimum is their face's only
    /// point, else their rows go to `state.undeterminedRows`. `false` when required rows cannot hold.
    /// With `checksStays` (a session's solve), every block is checked: a session must know
    /// whether the tiers left any block a choice (its parts have no stays to settle it).
    private func solveDecoupledBlocks(_ structure: DecoupledStructure, pinned: [Double?], checksStays: Bool,
                                      _ state: inout DecoupledValues) throws(SolverError) -> Bool {
        let reduced = structure.reduced
        guard structure.constantRowsHold(pinned: pinned) else { return false }
        let coupling = StayCoupling(structure, pinned: pinned, variableCount: state.values.count)
        for (index, var block) in structure.blocks.enumerated() {
            if DecoupledValues.isOneVariable(block) {
                guard state.solveOneVariableBlock(block, stays: coupling.localStays[index], needed: coupling.needed,
                                                  reduced, pinned: pinned, checksStays: checksStays) else { return false }
                continue
            }
            // A variable in no row (eliminated, or only in stays) is left to the undetermined part.
            if block.rows.isEmpty { continue }
            if block.variables.isEmpty {
                guard CassowarySolver.constantsHold(reduced, block.rows, pinned: pinned) else { return false }
                continue
            }
            let checks = block.variables.contains { coupling.needed[$0] } || checksStays
            if !checks { block.stays = coupling.localStays[index] }
            guard let result = try solveBlock(block, reduced, pinned: pinned, reportsDetermined: checks) else {
                return false
            }
            for (variable, value) in result.values { state.values[variable] = value }
            if !checks || result.isDetermined {
                for (variable, _) in result.values { state.known[variable] = true }
            } else {
                state.undeterminedRows += block.rows
            }
        }
        return true
    }

    /// One block with its stays `block.stays`: on a dense tableau when it is small enough
    /// (`DenseBlockSolve`), else on a Cassowary tableau of its own; `nil` when its required rows
    /// cannot hold.
    private func solveBlock(_ block: LinearSystemBlock, _ reduced: LinearSystem, pinned: [Double?],
                            reportsDetermined: Bool) throws(SolverError) -> CassowaryBlockSolve.Result? {
        if solvesSmallBlocksDensely, DenseBlockSolve.accepts(block, stayCount: block.stays.count) {
            switch DenseBlockSolve(system: reduced, block: block, stays: block.stays, pinned: pinned)
                .solve(reportsDetermined: reportsDetermined) {
            case .solved(let values, let isDetermined):
                return CassowaryBlockSolve.Result(values: values, isDetermined: isDetermined)
            case .infeasible: return nil
            case .declined: break
            }
        }
        return try CassowaryBlockSolve(system: reduced, block: block, pinned: pinned)
            .solve(reportsDetermined: reportsDetermined)
    }

    /// The values of `system`'s variables with every block solved with its rows and stays (the
    /// undetermined part); `nil` when required rows cannot hold.
    private func solveBlocks(_ system: LinearSystem, _ blocks: [LinearSystemBlock],
                             pinned: [Double?]) throws(SolverError) -> [Double]? {
        var values = [Double](repeating: 0, count: system.variableCount)
        for (variable, value) in pinned.enumerated() { if let value { values[variable] = value } }
        for block in blocks {
            if block.variables.isEmpty {
                guard CassowarySolver.constantsHold(system, block.rows, pinned: pinned) else { return nil }
                continue
            }
            // A variable in no row and no stay term is 0, as GLPK leaves it.
            if block.rows.isEmpty && block.stays.isEmpty { continue }
            guard let result = try CassowaryBlockSolve(system: system, block: block, pinned: pinned).solve() else { return nil }
            for (variable, value) in result.values { values[variable] = value }
        }
        return values
    }

    /// Whether the required rows among `rows`, without variables once pinned values are in, hold.
    private static func constantsHold(_ system: LinearSystem, _ rows: ArraySlice<Int>, pinned: [Double?]) -> Bool {
        rows.allSatisfy { !system.rows[$0].isRequired || system.rows[$0].substituted(pinned: pinned).holdsAsConstant }
    }
}
