import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// A block loaded into a GLPK problem, ready for its first stage, and what the stages need to
/// know about the problem's columns.
struct GLPKLoadedBlock {
    let problem: GLPKProblem
    /// The problem's column of each variable of the block (1-based, in the block's order).
    let column: [Int: Int32]
    /// The block's tiers (the priorities of its rows that are not required), highest first.
    let tiers: [Double]
    /// The rows of each tier, by index in the system.
    let tierRows: [Double: [Int]]
    /// The error columns of each tier loaded with the problem; the other tiers' rows join at
    /// their stage.
    let errorColumns: [Double: [Int32]]
    /// The error columns of the stay rows loaded with the problem (none when they join later).
    let stayColumns: [Int32]
    /// The stay rows that join the problem only for the stay stage; `nil` when they were loaded
    /// with the rest.
    let laterStays: [GLPKStayRow]?
}

extension GLPKBlockSolver {
    /// Loads the block's rows (pinned variables folded into their bounds) into a new problem, sets
    /// it to minimise, and starts it from `startBasis` when that fits, else from a crash basis.
    ///
    /// Tiers below the first join the problem only when their stage comes (optimised path): a
    /// lower tier's rows, with their error columns free, cannot change a higher tier's optimum or
    /// its optimal face (their duals are zero), so every earlier stage works on a smaller LP.
    func load() throws(SolverError) -> GLPKLoadedBlock {
        let problem = GLPKProblem()
        var column = [Int: Int32]()
        for (index, variable) in block.variables.enumerated() { column[variable] = Int32(index + 1) }
        var matrix = GLPKMatrix()
        matrix.columns = block.variables.map { _ in (GLP_FR, 0, 0) }
        let tierRows = rowsByTier()
        let tiers = tierRows.keys.sorted(by: >)
        var errorColumns: [Double: [Int32]] = [:]
        for index in block.rows where !broken.contains(index) {
            let row = system.rows[index]
            if appendsStays, !row.isRequired, row.priority != tiers.first { continue }
            if let errors = try add(row, to: &matrix, column: column) { errorColumns[row.priority, default: []] += errors }
        }
        // The stay terms matter only in the last stage. When stages run before it, they are left
        // out of the problem until then: every tier and ranging simplex works on a smaller LP
        // (stays are often half of a presolved block's rows and most of its columns).
        var laterStays: [GLPKStayRow]? = nil
        var stayColumns: [Int32] = []
        if appendsStays && !matrix.rows.isEmpty && !block.stays.isEmpty {
            var stays: [GLPKStayRow] = []
            for index in block.stays { stays.append(try GLPKStayRow(system.stays[index], pinned: pinned, column: column)) }
            laterStays = stays
        } else {
            for index in block.stays {
                let number = matrix.nextRow
                let bound = -(try addTerms(system.stays[index], row: number, to: &matrix, column: column))
                matrix.addRow(GLP_FX, bound, bound)
                stayColumns.append(matrix.addErrorColumn(row: number, sign: -1))
                stayColumns.append(matrix.addErrorColumn(row: number, sign: 1))
            }
        }
        try problem.load(matrix)
        try problem.setObjectiveDirection(GLP_MIN)
        if let startBasis, try startBasis.fits(problem) {
            // A constant change leaves the last optimal basis dual feasible for the first stage:
            // the dual simplex then needs a few pivots where the crash basis needs one per row.
            try startBasis.apply(to: problem)
        } else {
            // A crash basis from the matrix: far fewer pivots than GLPK's all-slack start.
            try problem.crashBasis()
        }
        return GLPKLoadedBlock(problem: problem, column: column, tiers: tiers, tierRows: tierRows,
                               errorColumns: errorColumns, stayColumns: stayColumns, laterStays: laterStays)
    }

    /// The block's rows that are neither required nor broken, by tier.
    private func rowsByTier() -> [Double: [Int]] {
        var tierRows: [Double: [Int]] = [:]
        for index in block.rows where !broken.contains(index) && !system.rows[index].isRequired {
            tierRows[system.rows[index].priority, default: []].append(index)
        }
        return tierRows
    }

    /// Adds `row` to `matrix`; returns its error columns when it is a tier's (`nil` when required).
    /// The error `e⁺ − e⁻` absorbs an equality's difference; one column the violation of an inequality.
    private func add(_ row: LinearRow, to matrix: inout GLPKMatrix,
                     column: [Int: Int32]) throws(SolverError) -> [Int32]? {
        let number = matrix.nextRow
        let bound = -(try addTerms(row.expression, row: number, to: &matrix, column: column))
        switch row.relation {
        case .equal: matrix.addRow(GLP_FX, bound, bound)
        case .lessThanOrEqual: matrix.addRow(GLP_UP, 0, bound)
        case .greaterThanOrEqual: matrix.addRow(GLP_LO, bound, 0)
        }
        guard !row.isRequired else { return nil }
        switch row.relation {
        case .equal:
            let minus = matrix.addErrorColumn(row: number, sign: -1)
            return [minus, matrix.addErrorColumn(row: number, sign: 1)]
        case .lessThanOrEqual: return [matrix.addErrorColumn(row: number, sign: -1)]
        case .greaterThanOrEqual: return [matrix.addErrorColumn(row: number, sign: 1)]
        }
    }

    /// Adds the entries of `expression`'s unpinned terms to row `row`; returns its constant with
    /// the pinned terms folded in.
    private func addTerms(_ expression: LinearExpression, row: Int32, to matrix: inout GLPKMatrix,
                          column: [Int: Int32]) throws(SolverError) -> Double {
        var constant = expression.constant
        for term in expression.terms {
            guard term.coefficient.isFinite else { throw SolverError("row \(row) has a coefficient that is not finite") }
            if let value = pinned[term.variable] {
                constant += term.coefficient * value
            } else if let c = column[term.variable] {
                matrix.add(row: row, column: c, value: term.coefficient)
            }
        }
        guard constant.isFinite else { throw SolverError("row \(row) has a constant that is not finite") }
        return constant
    }
}
