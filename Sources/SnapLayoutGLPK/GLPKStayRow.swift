import CSolverShim
import SnapLayoutModel

/// One stay term of a block as a GLPK row `Σ a·x − s⁺ + s⁻ = bound`, with pinned variables
/// folded into the bound; its two columns are added to the problem only for the stay stage.
struct GLPKStayRow {
    /// The block's columns (1-based) and their coefficients.
    var terms: [(column: Int32, coefficient: Double)] = []
    /// The right-hand side: minus the constant after substituting pinned variables.
    var bound: Double

    init(_ expression: LinearExpression, pinned: [Double?], column: [Int: Int32]) throws(SolverError) {
        var constant = expression.constant
        for term in expression.terms {
            if let value = pinned[term.variable] {
                constant += term.coefficient * value
            } else if let c = column[term.variable] {
                terms.append((c, term.coefficient))
            }
        }
        guard constant.isFinite else { throw SolverError("a stay term is not finite once pinned values are put in") }
        bound = -constant
    }
}

extension GLPKProblem {
    /// Adds the stay rows and their columns `s⁺, s⁻ ≥ 0` to a problem whose last simplex left a
    /// feasible point, and extends its basis so that this point stays a feasible start: each new
    /// row is nonbasic at its fixed bound and whichever of `s⁺, s⁻` absorbs the current difference
    /// is basic. The new basis is the old one bordered by a triangular block, so it is never singular.
    ///
    /// Returns the new columns (s⁺, s⁻ of each stay, in order).
    func appendStays(_ stays: [GLPKStayRow]) throws(SolverError) -> [Int32] {
        guard !stays.isEmpty else { return [] }
        let p = try problem()
        // Read the point before the problem changes under it.
        let values = stays.map { stay in stay.terms.reduce(0) { $0 + $1.coefficient * glp_get_col_prim(p, $1.column) } }
        let firstRow = glp_add_rows(p, Int32(stays.count))
        let firstColumn = glp_add_cols(p, Int32(2 * stays.count))
        var columns: [Int32] = []
        columns.reserveCapacity(2 * stays.count)
        for (k, stay) in stays.enumerated() {
            let row = firstRow + Int32(k)
            let plus = firstColumn + Int32(2 * k), minus = plus + 1
            glp_set_row_bnds(p, row, GLP_FX, stay.bound, stay.bound)
            glp_set_col_bnds(p, plus, GLP_LO, 0, 0)
            glp_set_col_bnds(p, minus, GLP_LO, 0, 0)
            // GLPK's arrays are 1-based: element 0 is unused.
            let ind = [0] + stay.terms.map(\.column) + [plus, minus]
            let val = [0] + stay.terms.map(\.coefficient) + [-1, 1]
            try setRow(row, columns: ind, values: val)
            glp_set_row_stat(p, row, GLP_NS)
            glp_set_col_stat(p, values[k] >= stay.bound ? plus : minus, GLP_BS)
            columns += [plus, minus]
        }
        return columns
    }
}
