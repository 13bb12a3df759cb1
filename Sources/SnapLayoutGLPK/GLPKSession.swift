import SnapLayoutModel
import SnapLayoutLinearSystem

/// GLPK's session: when only row constants change, only the independent blocks (connected
/// components of the free variables) that hold a changed row are solved again; every other
/// variable keeps its value. The lexicographic optimum of independent blocks is the union of each
/// block's optimum, so the answer is the full solve's (the session tests check it).
///
/// Blocks are split by rows alone, leaving out the rows that only define a variable
/// (`DefinedVariables`: a feed's cells stacked one under the other), when the last solve found
/// every variable determined by the tiers: then stay terms choose nothing, and the defined
/// variables are computed again from the others. Otherwise stay terms tie blocks too.
///
/// Each re-solved part keeps what its solve worked out from the terms alone (`GLPKPreparation`:
/// defined variables, the elimination replayed on new constants, blocks, the tiers' fates), since
/// the next re-solve of the same part differs only in constants.
///
/// A change of a row that pins a variable (the root's origin or size) re-solves the blocks of
/// every row that holds the variable. Falls back to a full solve when a change touches a row with
/// no free variable, when the last solve had conflicts
/// or a block's solve finds one (conflicts are searched over the whole system, in order), when a
/// re-solved part is no longer determined, and when ambiguity is checked.
final class GLPKSession: LayoutSolverSession {
    /// The solver whose settings every solve uses.
    private let solver: GLPKSolver
    private(set) var system: LinearSystem?
    private var values: [Double] = []
    /// Whether the last solve can be updated block by block (no conflicts).
    private var isClean = false
    private var pinned: [Double?] = []
    private var blocks: [LinearSystemBlock] = []
    /// By row: its block, or −1 when it has no free variable.
    private var blockOfRow: [Int] = []
    /// Rows that pin a variable (the root's origin and size), with the variable; and for each
    /// pinned variable, the other rows that hold it.
    private var pinningRows: [Int: Int] = [:]
    private var rowsOfPinned: [Int: [Int]] = [:]
    /// The defined variables of the last full solve, when every variable was determined (blocks
    /// then leave their rows out); `nil` otherwise.
    private var defined: DefinedVariables?
    /// For each set of touched blocks re-solved since the last full solve, the bases its batches
    /// ended their first simplex with: the next re-solve of the same part starts from them.
    private var bases: [[Int]: GLPKBasisCache] = [:]
    /// How many rows the last solve handed GLPK's solver: the whole system, or the part a change
    /// reached (for tests: a hidden row of a column re-solves a few rows, not the column).
    private(set) var lastSolvedRowCount = 0

    init(solver: GLPKSolver) {
        self.solver = solver
    }

    func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        try fullSolve(system, options: options)
    }

    func solve(updatingConstants changes: [RowConstantChange], options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard var system else { preconditionFailure("no system solved yet") }
        self.system = nil
        for change in changes { system.rows[change.row].expression.constant = change.constant }
        let definingRows = Set(defined?.rows ?? [])
        guard isClean, !options.checksAmbiguity else { return try fullSolve(system, options: options) }
        var touched = Set<Int>()
        for change in changes {
            guard let variable = pinningRows[change.row] else {
                if !definingRows.contains(change.row) { touched.insert(blockOfRow[change.row]) }
                continue
            }
            // The root's size: a constant for every row that holds it, so those rows' blocks
            // (and the definitions, below) move.
            let value = -change.constant / system.rows[change.row].expression.terms[0].coefficient
            pinned[variable] = value
            values[variable] = value
            for row in rowsOfPinned[variable, default: []] where !definingRows.contains(row) {
                touched.insert(blockOfRow[row])
            }
        }
        return try resolve(touched, in: system, options: options)
    }

    /// Solves the edited system: its structure (definitions, blocks) found again, then only the
    /// blocks that hold an added row, a moved constant or a variable of a removed row are solved.
    /// A block none of them reaches has only rows it had before, tied to nothing new: its optimum
    /// is what it was.
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        let system = edit.system
        guard let old = self.system, isClean, !options.checksAmbiguity,
              system.variableCount == old.variableCount else { return try fullSolve(system, options: options) }
        let wasDetermined = defined != nil
        self.system = nil
        var changed: [Int] = []
        for (row, previous) in edit.previousRows.enumerated() {
            guard let previous else { changed.append(row); continue }
            if old.rows[previous].expression.constant != system.rows[row].expression.constant { changed.append(row) }
        }
        // A removed row that only defined a variable constrained nothing: the others' values did
        // not depend on it.
        let oldDefining = Set(defined?.rows ?? [])
        var freed: [Int] = []
        for row in edit.removedRows(previousCount: old.rows.count) where !oldDefining.contains(row) {
            freed += old.rows[row].expression.terms.map(\.variable)
        }
        // Blocks without stays only when the last solve left the stays no choice; otherwise the
        // stays tie blocks as well, and each part is solved with them (as a constant update is).
        analyse(system, isDetermined: wasDetermined)
        let definingRows = Set(defined?.rows ?? [])
        var touched = Set<Int>()
        for row in changed where !definingRows.contains(row) {
            // A changed row that pins a variable moves constants everywhere: start over.
            guard pinningRows[row] == nil else { return try fullSolve(system, options: options) }
            touched.insert(blockOfRow[row])
        }
        touched.formUnion(blocks(reachedFrom: freed))
        return try resolve(touched, in: system, options: options)
    }

    /// The blocks that hold a variable of `freed` (those of removed rows), or that a freed
    /// variable now defined is defined from: a removed row pulled on them through the definition.
    private func blocks(reachedFrom freed: [Int]) -> Set<Int> {
        var blockOfVariable = [Int: Int]()
        for (index, block) in blocks.enumerated() { for variable in block.variables { blockOfVariable[variable] = index } }
        var definition = [Int: LinearExpression]()
        for (variable, expression, _) in defined?.definitions ?? [] { definition[variable] = expression }
        var reached = Set<Int>(), seen = Set<Int>()
        var pending = freed
        while let variable = pending.popLast() {
            guard seen.insert(variable).inserted else { continue }
            // A defined variable is a block of its own with no rows: its definition is what ties it.
            if let expression = definition[variable] {
                pending += expression.terms.map(\.variable)
            } else if let block = blockOfVariable[variable] {
                reached.insert(block)
            }
        }
        return reached
    }

    /// Solves the `touched` blocks of `system` again, keeping every other block's values.
    private func resolve(_ touched: Set<Int>, in system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        guard !touched.contains(-1) else { return try fullSolve(system, options: options) }
        if touched.isEmpty, let defined {
            // Only defining rows changed: no LP, the definitions hold again below.
            self.system = system
            refresh(defined, in: system)
            return currentSolution(system)
        }
        var rows: [LinearRow] = []
        var stays: [LinearExpression] = []
        var variables: [Int] = []
        let key = touched.sorted()
        for block in key {
            variables += blocks[block].variables
            for index in blocks[block].rows { rows.append(substituted(system.rows[index])) }
            for index in blocks[block].stays { stays.append(substituted(system.stays[index])) }
        }
        let part = LinearSystem(variableCount: system.variableCount, rows: rows, stays: stays, probes: [])
        if bases[key] == nil, bases.count >= 16 { bases = [:] }
        let cache = bases[key] ?? GLPKBasisCache()
        if bases[key] == nil {
            // The part has the same terms on every re-solve: only its constants change.
            cache.preparation = GLPKPreparation()
            bases[key] = cache
        }
        lastSolvedRowCount = rows.count
        let solution = try solver.solve(part, options: SolveOptions(isOptimized: options.isOptimized), bases: cache)
        guard solution.conflicts.isEmpty, defined == nil || cache.isDetermined else {
            return try fullSolve(system, options: options)
        }
        for variable in variables { values[variable] = solution.values[variable] }
        if let defined { refresh(defined, in: system) }
        self.system = system
        return currentSolution(system)
    }

    /// Computes every defined variable again from the others, with its defining row's constant
    /// now (it may have changed too).
    private func refresh(_ defined: DefinedVariables, in system: LinearSystem) {
        defined.updatingConstants(from: system).apply(to: &values)
    }

    /// The solution for the current values, with the tier minima they give.
    private func currentSolution(_ system: LinearSystem) -> LinearSolution {
        LinearSolution(values: values, conflicts: [], brokenRows: [], tierMinima: system.tierMinima(values), frameRanges: nil)
    }

    private func fullSolve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        self.system = system
        isClean = false
        lastSolvedRowCount = system.rows.count
        let state = GLPKBasisCache()
        let solution = try solver.solve(system, options: options, bases: state)
        values = solution.values
        isClean = solution.conflicts.isEmpty
        analyse(system, isDetermined: isClean && state.isDetermined)
        return solution
    }

    /// Finds what a re-solve of `system` by parts needs: the pinned variables, the definitions
    /// (when every variable is determined), the blocks and the rows that pin.
    private func analyse(_ system: LinearSystem, isDetermined: Bool) {
        bases = [:]
        pinned = system.pinnedValues()
        defined = nil
        var rowsOnly = system
        if isDetermined {
            // Stay terms choose nothing: blocks by rows, without the rows that only define.
            let found = system.definedVariables()
            defined = found
            rowsOnly.stays = []
            for row in found.rows {
                // A row with no terms ties nothing and belongs to no block.
                rowsOnly.rows[row].expression = LinearExpression(constant: 0)
            }
        }
        blocks = rowsOnly.blocks(pinned: pinned)
        blockOfRow = Array(repeating: -1, count: system.rows.count)
        for (index, block) in blocks.enumerated() where !block.variables.isEmpty {
            for row in block.rows { blockOfRow[row] = index }
        }
        findPinningRows(system)
    }

    /// The rows that pin a variable (the root's origin and size), and the other rows of each
    /// pinned variable.
    private func findPinningRows(_ system: LinearSystem) {
        pinningRows = [:]
        rowsOfPinned = [:]
        var pinningCount: [Int: Int] = [:]
        for (index, row) in system.rows.enumerated() where row.isRequired && row.relation == .equal && row.expression.terms.count == 1 {
            if case .generated = row.source {
                pinningRows[index] = row.expression.terms[0].variable
                pinningCount[row.expression.terms[0].variable, default: 0] += 1
            }
        }
        for (index, row) in system.rows.enumerated() where pinningRows[index] == nil {
            for term in row.expression.terms where pinned[term.variable] != nil {
                rowsOfPinned[term.variable, default: []].append(index)
            }
        }
        // A variable pinned twice: a change of one of its pinning rows (which belong to no block)
        // is a conflict for the full solve to find.
        for (variable, count) in pinningCount where count > 1 {
            for (row, pinnedVariable) in pinningRows where pinnedVariable == variable { rowsOfPinned[variable, default: []].append(row) }
        }
    }

    /// The expression with the pinned variables replaced by their values.
    private func substituted(_ expression: LinearExpression) -> LinearExpression {
        guard expression.terms.contains(where: { pinned[$0.variable] != nil }) else { return expression }
        var terms: [LinearTerm] = []
        var constant = expression.constant
        for term in expression.terms {
            if let value = pinned[term.variable] { constant += term.coefficient * value } else { terms.append(term) }
        }
        return LinearExpression(terms: terms, constant: constant)
    }

    private func substituted(_ row: LinearRow) -> LinearRow {
        var row = row
        row.expression = substituted(row.expression)
        return row
    }
}

extension GLPKSolver {
    /// A session that re-solves only the blocks a constant change touches.
    public func makeSession() -> any LayoutSolverSession {
        GLPKSession(solver: self)
    }
}
