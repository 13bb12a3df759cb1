import SnapLayoutModel

extension GLPKSolver {
    /// The optimised solve when no ambiguity is checked: tiers first, stays only where they matter.
    ///
    /// 1. Rows that only define a variable (`DefinedVariables`) are set aside, and the required
    ///    equalities eliminated.
    /// 2. The rest splits into blocks by its rows alone, and each block's tiers are solved. Stay
    ///    terms tie blocks together (a stay on a variable defined from two cells ties the cells),
    ///    but they only choose among the points of the tiers' optimal face: a block whose optimum
    ///    is the only point of its face (`GLPKBlockSolver.Result.isDetermined`, the common case)
    ///    is done, and its stays cannot move it.
    /// 3. Whatever is left undetermined (blocks whose face is larger, variables in no row, defined
    ///    variables computed from those) is solved again with its stay terms, everything
    ///    determined held at its value.
    ///
    /// Exact: the blocks are independent, so the tiers' optimal face is the product of theirs, and
    /// a stay term that only holds determined variables is the same constant on all of it.
    func attemptDecoupled(_ system: LinearSystem, broken: Set<Int>, options: SolveOptions,
                          bases: GLPKBasisCache?, defined known: DefinedVariables? = nil,
                          preparation: GLPKPreparation? = nil) throws(SolverError) -> Outcome? {
        // A session's preparation is for the system without broken rows (its first attempt).
        let preparation = broken.isEmpty ? preparation : nil
        let defined: DefinedVariables
        let elimination: EliminatedSystem
        let blocks: [LinearSystemBlock]
        if let structure = preparation?.structure {
            defined = structure.defined.updatingConstants(from: system)
            guard let replayed = structure.elimination.replaying(system) else { return nil }
            elimination = replayed
            blocks = structure.blocks
        } else {
            defined = known ?? system.definedVariables(excluding: broken)
            guard let eliminated = system.eliminatingRequiredEqualities(excluding: broken.union(defined.rows),
                                                                         recordsReplay: preparation != nil) else { return nil }
            elimination = eliminated
            var rowsOnly = eliminated.system
            rowsOnly.stays = []
            blocks = rowsOnly.blocks(pinned: rowsOnly.pinnedValues())
            preparation?.structure = (defined, eliminated, blocks)
        }
        let reduced = elimination.system
        let pinned = reduced.pinnedValues()
        // The large blocks' tiers decided: what is left is required rows only, solved the same way
        // (the defining rows are untouched, and each defined variable is still in no other row).
        // Should those rows not hold together after all (round-off), the tiers are solved stage
        // by stage below rather than reported as a conflict that the rows as written do not have.
        if let fates = preparation?.fates,
           let outcome = try attemptDecoupled(GLPKSolver.deciding(system, fates), broken: broken, options: options,
                                              bases: nil, defined: defined, preparation: preparation?.decided) {
            // The last solve's fates still hold (see `GLPKPreparation`).
            bases?.isDetermined = false
            return outcome
        }
        if let fates = try decidingTiers(elimination, blocks: blocks, pinned: pinned) {
            let decided = GLPKPreparation()
            preparation?.fates = fates
            preparation?.decided = decided
            if let outcome = try attemptDecoupled(GLPKSolver.deciding(system, fates), broken: broken, options: options,
                                                  bases: nil, defined: defined, preparation: preparation == nil ? nil : decided) {
                // A session cannot rely on blocks it did not keep from this solve.
                bases?.isDetermined = false
                return outcome
            }
        }
        preparation?.fates = nil
        preparation?.decided = nil
        var blockOf = [Int](repeating: -1, count: system.variableCount)
        for (index, block) in blocks.enumerated() { for variable in block.variables { blockOf[variable] = index } }
        // A stay term whose variables are all in one block is that block's own: it is minimised
        // with the block. Any other (a stay on a defined variable, on a variable in no row, across
        // blocks) needs to know whether the blocks it depends on are determined.
        var localStays = [[Int]](repeating: [], count: blocks.count)
        var needed = [Bool](repeating: false, count: system.variableCount)
        for (index, stay) in reduced.stays.enumerated() {
            let free = stay.terms.filter { pinned[$0.variable] == nil }
            guard let first = free.first else { continue }
            let block = blockOf[first.variable]
            // (A variable in no row, a defined one among them, is a block without rows: its stay
            // is not local to anything solved here.)
            if block >= 0, !blocks[block].rows.isEmpty, free.allSatisfy({ blockOf[$0.variable] == block }) {
                localStays[block].append(index)
            } else {
                for term in free { needed[term.variable] = true }
            }
        }
        for (variable, expression, _) in defined.definitions.reversed() where needed[variable] {
            for term in expression.terms { needed[term.variable] = true }
        }
        for (variable, expression) in elimination.substitutions where needed[variable] {
            for term in expression.terms { needed[term.variable] = true }
        }
        var values = [Double](repeating: 0, count: system.variableCount)
        var known = [Bool](repeating: false, count: system.variableCount)
        for (variable, value) in pinned.enumerated() {
            if let value { values[variable] = value; known[variable] = true }
        }
        var undeterminedRows: [Int] = []
        // Blocks of one variable need no LP (`OneVariableBlock`); the others go to GLPK in batches.
        var lpBlocks: [LinearSystemBlock] = []
        var lpIndices: [Int] = []
        for (index, block) in blocks.enumerated() {
            guard block.variables.count == 1, !block.rows.isEmpty, block.rows.count <= OneVariableBlock.rowLimit else {
                lpBlocks.append(block)
                lpIndices.append(index)
                continue
            }
            let variable = block.variables[0]
            let checks = needed[variable]
            var oneVariable = OneVariableBlock(rows: [], stays: checks ? nil : [])
            for row in block.rows {
                let (a, c) = OneVariableBlock.coefficients(reduced.rows[row].expression, of: variable, pinned: pinned)
                oneVariable.rows.append(.init(a: a, c: c, relation: reduced.rows[row].relation, priority: reduced.rows[row].priority))
            }
            if !checks {
                for stay in localStays[index] {
                    let (a, c) = OneVariableBlock.coefficients(reduced.stays[stay], of: variable, pinned: pinned)
                    oneVariable.stays!.append((a, c))
                }
            }
            guard let result = oneVariable.solve() else { return nil }
            values[variable] = result.value
            if !checks || result.isDetermined {
                known[variable] = true
            } else {
                undeterminedRows += block.rows
            }
        }
        for (batch, batchIndices) in GLPKSolver.batchedIndices(lpBlocks).enumerated() {
            let blockIndices = batchIndices.map { lpIndices[$0] }
            var block = LinearSystemBlock(variables: [], rows: [], stays: [])
            for index in blockIndices {
                block.variables += blocks[index].variables
                block.rows += blocks[index].rows
            }
            block.variables.sort()
            if block.variables.isEmpty {
                for index in block.rows where reduced.rows[index].isRequired {
                    if !GLPKFeasibility.constantHolds(substituted(reduced.rows[index], pinned: pinned)) { return nil }
                }
                continue
            }
            // A part that something outside depends on is solved without stays, to see whether
            // its optimum is unique; any other part is finished here with its own stays.
            let checks = block.variables.contains { needed[$0] }
            if !checks { for index in blockIndices { block.stays += localStays[index] } }
            var solver = GLPKBlockSolver(system: reduced, block: block, pinned: pinned, broken: [], appendsStays: true)
            solver.startBasis = bases?.bases[batch]
            solver.recordsBasis = bases != nil
            solver.reportsDetermined = checks
            guard let result = try solver.solve(checksAmbiguity: false) else { return nil }
            if let basis = result.firstBasis { bases?.bases[batch] = basis }
            if !checks || result.isDetermined {
                for (variable, value) in result.values {
                    values[variable] = value
                    known[variable] = true
                }
            } else {
                undeterminedRows += block.rows
            }
        }
        // Eliminated and defined variables are known when everything they are computed from is.
        var substitution = [LinearExpression?](repeating: nil, count: system.variableCount)
        // Their values are needed now when the undetermined part refers to them.
        for (variable, expression) in elimination.substitutions {
            substitution[variable] = expression
            known[variable] = expression.terms.allSatisfy { known[$0.variable] }
            if known[variable] { values[variable] = expression.value(values) }
        }
        for (variable, expression, _) in defined.definitions {
            known[variable] = expression.terms.allSatisfy { known[$0.variable] }
            if known[variable] { values[variable] = expression.value(values) }
        }
        let stays = reduced.stays.indices.filter { index in
            reduced.stays[index].terms.contains { !known[$0.variable] }
        }
        // For a session: whether the stay terms choose nothing that a change of row constants could
        // move (they hold only variables in no row, like a root without a height).
        if let bases {
            let rowVariablesKnown = system.rows.indices.allSatisfy { index in
                broken.contains(index) || system.rows[index].expression.terms.allSatisfy { known[$0.variable] }
            }
            bases.isDetermined = undeterminedRows.isEmpty && rowVariablesKnown && stays.allSatisfy { index in
                reduced.stays[index].terms.allSatisfy { !known[$0.variable] || pinned[$0.variable] != nil }
            }
        }
        if !stays.isEmpty || !undeterminedRows.isEmpty {
            guard let rest = try solveUndetermined(system, reduced, rows: undeterminedRows, stays: stays, defined: defined,
                                                   substitution: substitution, values: values, known: known) else { return nil }
            for variable in rest.indices where !known[variable] { values[variable] = rest[variable] }
        }
        values = elimination.values(from: values)
        defined.apply(to: &values)
        return Outcome(values: values, ranges: nil)
    }

    /// The fates `TierPresolve` gives the rows (by index in the system `elimination` came from) of
    /// every block of at least `tierPresolveMinimumRows` rows and two tiers; `nil` when no block
    /// qualifies.
    private func decidingTiers(_ elimination: EliminatedSystem, blocks: [LinearSystemBlock],
                               pinned: [Double?]) throws(SolverError) -> [(row: Int, fate: TierPresolve.Fate)]? {
        let reduced = elimination.system
        var decided: [(row: Int, fate: TierPresolve.Fate)] = []
        var isDecided = false
        for block in blocks where block.rows.count >= tierPresolveMinimumRows {
            var tiers = Set<Double>()
            for index in block.rows where !reduced.rows[index].isRequired { tiers.insert(reduced.rows[index].priority) }
            guard tiers.count >= 2,
                  let fates = try TierPresolve.fates(system: reduced, rows: block.rows, pinned: pinned) else { continue }
            for (k, index) in block.rows.enumerated() { decided.append((elimination.originalRows[index], fates[k])) }
            isDecided = true
        }
        return isDecided ? decided : nil
    }

    /// `system` with its rows decided: each required (as its fate says) or emptied (`0 == 0`, so
    /// that row indices stay), so that the system's points are the tiers' optimal face.
    static func deciding(_ system: LinearSystem, _ fates: [(row: Int, fate: TierPresolve.Fate)]) -> LinearSystem {
        var decided = system
        for (row, fate) in fates {
            decided.rows[row].priority = LinearSystem.requiredPriority
            switch fate {
            case .holds(let relation):
                decided.rows[row].relation = relation
            case .free:
                decided.rows[row].expression = LinearExpression()
                decided.rows[row].relation = .equal
            }
        }
        return decided
    }

    /// The undetermined part: its rows, the definitions of the defined variables that are not known,
    /// and the stay terms that hold an unknown variable, with every known variable pinned.
    private func solveUndetermined(_ system: LinearSystem, _ reduced: LinearSystem, rows: [Int], stays: [Int], defined: DefinedVariables,
                                   substitution: [LinearExpression?], values: [Double],
                                   known: [Bool]) throws(SolverError) -> [Double]? {
        var partRows = rows.sorted().map { reduced.rows[$0] }
        for (variable, expression, index) in defined.definitions where !known[variable] {
            // `variable − expression == 0`, with eliminated variables written in remaining ones.
            var row = LinearExpression(variable: variable)
            for term in expression.terms {
                if let replacement = substitution[term.variable] {
                    row.add(replacement, times: -term.coefficient)
                } else {
                    row.add(LinearExpression(variable: term.variable, coefficient: -term.coefficient))
                }
            }
            row.constant -= expression.constant
            partRows.append(LinearRow(expression: row, relation: .equal, priority: LinearSystem.requiredPriority,
                                      source: system.rows[index].source))
        }
        // Known values folded in, and the definitions eliminated: a definition chain (a position
        // after every cell of a feed, a chain's positions after its last free width) is then
        // substituted into the stays instead of being a row of the LP each.
        func folded(_ expression: LinearExpression) -> LinearExpression {
            guard expression.terms.contains(where: { known[$0.variable] }) else { return expression }
            var result = LinearExpression(constant: expression.constant)
            for term in expression.terms {
                if known[term.variable] {
                    result.constant += term.coefficient * values[term.variable]
                } else {
                    result.add(LinearExpression(variable: term.variable, coefficient: term.coefficient))
                }
            }
            return result
        }
        for index in partRows.indices { partRows[index].expression = folded(partRows[index].expression) }
        let part = LinearSystem(variableCount: reduced.variableCount, rows: partRows,
                                stays: stays.map { folded(reduced.stays[$0]) }, probes: [])
        guard let elimination = part.eliminatingRequiredEqualities() else { return nil }
        let rest = elimination.system
        var pinned = rest.pinnedValues()
        for variable in known.indices where known[variable] { pinned[variable] = values[variable] }
        guard let solved = try solveBlocks(rest, blocks: rest.blocks(pinned: pinned), pinned: pinned, broken: [],
                                           options: SolveOptions()) else { return nil }
        return elimination.values(from: solved.values)
    }
}
