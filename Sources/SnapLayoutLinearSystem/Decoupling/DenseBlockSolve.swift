import SnapLayoutModel

/// A block of a few variables solved on a dense tableau (`DenseTableau`): the tiers one after the
/// other, each fixing its optimal face exactly, then the block's stay terms. Both solvers' decoupled
/// solves hand it their small LP blocks: a real screen's blocks are a view's position and size
/// between a few rows, and a Cassowary tableau or a GLPK problem per block cost several times the
/// arithmetic (issue 20: a 10-view screen's one LP block cost a sixth of its first layout in GLPK).
///
/// Same meaning as the other block solves (layout-spec, section 4): the required rows hold, each
/// tier's sum of errors is minimised in turn, then the stays' sum of absolute values. Where the
/// stays leave a tie, any point of it is an answer, as for the other solvers.
package struct DenseBlockSolve {
    /// Blocks with more variables than this are left to the solver's own block solve.
    package static let variableLimit = 4
    /// Blocks with more rows (stay terms included) than this are left to the solver's own block solve.
    package static let rowLimit = 16

    /// What a solve found.
    package enum Outcome {
        /// The block's values, and (when asked) whether the tiers leave them the only point.
        case solved(values: [(variable: Int, value: Double)], isDetermined: Bool)
        /// The required rows cannot hold.
        case infeasible
        /// Numerical trouble (a pivot limit, an answer that does not check): the caller solves the
        /// block its own way.
        case declined
    }

    let system: LinearSystem
    let block: LinearSystemBlock
    let stays: ArraySlice<Int>
    let pinned: [Double?]

    /// The block `block` of `system` with the stay terms `stays` (indices into `system.stays`).
    package init(system: LinearSystem, block: LinearSystemBlock, stays: ArraySlice<Int>, pinned: [Double?]) {
        self.system = system
        self.block = block
        self.stays = stays
        self.pinned = pinned
    }

    /// Whether a block is small enough for this solve (and has rows and variables: blocks
    /// without are left to the solvers, which settle them without an LP).
    package static func accepts(_ block: LinearSystemBlock, stayCount: Int) -> Bool {
        !block.variables.isEmpty && !block.rows.isEmpty && block.variables.count <= variableLimit
            && block.rows.count + stayCount <= rowLimit
    }

    /// Blocks whose coefficients run further apart than this are declined: the tableau's absolute
    /// tolerances suit a screen's multipliers (0.25, 1.4, 4), not 1e9 against 1e-9, which the
    /// solvers' own block solves handle.
    static let coefficientSpread = 1e4

    /// Solves the block; with `reportsDetermined`, also says whether the tiers (before any stay)
    /// leave its variables one value each.
    package func solve(reportsDetermined: Bool = false) -> Outcome {
        guard let (rows, coefficients) = localRows() else { return .declined }
        switch Self.solve(rows, coefficients, variableCount: block.variables.count, reportsDetermined: reportsDetermined) {
        case .solved(let values, let isDetermined):
            return .solved(values: block.variables.enumerated().map { ($1, values[$0]) }, isDetermined: isDetermined)
        case .infeasible: return .infeasible
        case .declined: return .declined
        }
    }

    /// What a solve of local rows found: as `Outcome`, with the values by local variable.
    enum LocalOutcome {
        case solved(values: [Double], isDetermined: Bool)
        case infeasible
        case declined
    }

    /// Solves rows over `variableCount` local variables (`coefficients` row-major, the stay terms
    /// among the rows last). Also the separable solve's, for its blocks of a few variables.
    static func solve(_ rows: [DenseBlockProblem.Row], _ coefficients: [Double], variableCount: Int,
                      reportsDetermined: Bool) -> LocalOutcome {
        guard DenseBlockSolve.isWellScaled(coefficients) else { return .declined }
        var problem = DenseBlockProblem(rows: rows, coefficients: coefficients, variableCount: variableCount)
        guard let feasible = problem.findFeasibleBasis() else { return .declined }
        guard feasible else { return .infeasible }
        // One cost vector for every tier and the stays: a vector per tier was a tenth of a
        // small block's allocations.
        var cost = [Double](filled: 0, count: problem.tableau.columnCount)
        for tier in problem.tiers {
            problem.setErrorCost(&cost, tier: tier)
            guard problem.tableau.minimize(cost) == .optimal else { return .declined }
            problem.tableau.fixOptimalFace(cost)
        }
        var isDetermined = false
        if reportsDetermined {
            guard let determined = problem.isOnlyPoint() else { return .declined }
            isDetermined = determined
        }
        if problem.hasStays {
            problem.setErrorCost(&cost, tier: nil)
            guard problem.tableau.minimize(cost) == .optimal else { return .declined }
        }
        let values = problem.values()
        guard problem.requiredRowsHold(values) else { return .declined }
        return .solved(values: values, isDetermined: isDetermined)
    }

    /// The block's rows and then its stay terms over the block's own variables (numbered by their
    /// place in `block.variables`), pinned values folded into the constants, with their
    /// coefficients in one row-major array (an array per row was most of a small block's
    /// allocations); `nil` when a term names a variable outside the block.
    private func localRows() -> (rows: [DenseBlockProblem.Row], coefficients: [Double])? {
        let width = block.variables.count
        var rows: [DenseBlockProblem.Row] = []
        rows.reserveCapacity(block.rows.count + stays.count)
        var coefficients = [Double](filled: 0, count: (block.rows.count + stays.count) * width)
        for index in block.rows {
            let row = system.rows[index]
            guard let constant = localTerms(row.expression, into: &coefficients, at: rows.count * width) else { return nil }
            rows.append(.init(constant: constant, relation: row.relation, priority: row.isRequired ? nil : row.priority,
                              isStay: false))
        }
        for index in stays {
            guard let constant = localTerms(system.stays[index], into: &coefficients, at: rows.count * width) else { return nil }
            rows.append(.init(constant: constant, relation: .equal, priority: nil, isStay: true))
        }
        return (rows, coefficients)
    }

    private static func isWellScaled(_ coefficients: [Double]) -> Bool {
        var smallest = Double.infinity, largest = 0.0
        for a in coefficients where a != 0 {
            smallest = min(smallest, abs(a))
            largest = max(largest, abs(a))
        }
        return largest <= coefficientSpread * smallest
    }

    /// Adds `expression`'s free terms into `coefficients` from `start` (zeros there before);
    /// returns its constant with the pinned terms in.
    private func localTerms(_ expression: LinearExpression, into coefficients: inout [Double], at start: Int) -> Double? {
        var constant = expression.constant
        for term in expression.terms {
            if let value = pinned[term.variable] {
                constant += term.coefficient * value
            } else {
                guard let place = block.variables.firstIndex(of: term.variable) else { return nil }
                coefficients[start + place - block.variables.startIndex] += term.coefficient
            }
        }
        return constant
    }
}
