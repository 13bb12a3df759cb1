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

/// A tier's row joining a problem after its first stage: `Σ a·x (relation) bound`.
struct GLPKAppendedRow {
    var terms: GLPKStayRow
    var relation: LayoutRelation
}

extension GLPKProblem {
    /// Whether the current point satisfies every row within `tolerance`.
    func holds(_ rows: [GLPKAppendedRow], tolerance: Double) throws(SolverError) -> Bool {
        let p = try problem()
        for row in rows {
            let value = row.terms.terms.reduce(0) { $0 + $1.coefficient * glp_get_col_prim(p, $1.column) }
            let difference = value - row.terms.bound
            switch row.relation {
            case .equal: if abs(difference) > tolerance { return false }
            case .lessThanOrEqual: if difference > tolerance { return false }
            case .greaterThanOrEqual: if -difference > tolerance { return false }
            }
        }
        return true
    }

    /// Adds rows to a problem whose last simplex left a feasible point, keeping that point a
    /// feasible start: each new row gets one basic variable of its own, its auxiliary variable when
    /// the point satisfies it, otherwise the error column absorbing the difference (the old basis
    /// bordered by a triangular block, never singular). With `withErrors`, each row gets error
    /// columns `≥ 0` as in the first load (an equality `−e⁻ + e⁺`, `≤` a `−e`, `≥` a `+e`), returned
    /// in that order; without, the rows must hold at the current point.
    func appendRows(_ rows: [GLPKAppendedRow], withErrors: Bool) throws(SolverError) -> [Int32] {
        guard !rows.isEmpty else { return [] }
        let p = try problem()
        let values = rows.map { row in row.terms.terms.reduce(0) { $0 + $1.coefficient * glp_get_col_prim(p, $1.column) } }
        let errorCount = withErrors ? rows.reduce(0) { $0 + ($1.relation == .equal ? 2 : 1) } : 0
        let firstRow = glp_add_rows(p, Int32(rows.count))
        var next = errorCount > 0 ? glp_add_cols(p, Int32(errorCount)) : 0
        var errors: [Int32] = []
        errors.reserveCapacity(errorCount)
        var ind: [Int32] = [], val: [Double] = []
        for (k, row) in rows.enumerated() {
            let r = firstRow + Int32(k)
            let bound = row.terms.bound, value = values[k]
            // GLPK's arrays are 1-based: element 0 is unused.
            ind.removeAll(keepingCapacity: true)
            val.removeAll(keepingCapacity: true)
            ind.append(0)
            val.append(0)
            for term in row.terms.terms {
                ind.append(term.column)
                val.append(term.coefficient)
            }
            switch row.relation {
            case .equal:
                glp_set_row_bnds(p, r, GLP_FX, bound, bound)
                if withErrors {
                    let minus = next, plus = next + 1
                    next += 2
                    glp_set_col_bnds(p, minus, GLP_LO, 0, 0)
                    glp_set_col_bnds(p, plus, GLP_LO, 0, 0)
                    ind += [minus, plus]
                    val += [-1, 1]
                    errors += [minus, plus]
                    glp_set_row_stat(p, r, GLP_NS)
                    glp_set_col_stat(p, value >= bound ? minus : plus, GLP_BS)
                }
            case .lessThanOrEqual:
                glp_set_row_bnds(p, r, GLP_UP, 0, bound)
                if withErrors {
                    let e = next
                    next += 1
                    glp_set_col_bnds(p, e, GLP_LO, 0, 0)
                    ind.append(e)
                    val.append(-1)
                    errors.append(e)
                    if value > bound {
                        glp_set_row_stat(p, r, GLP_NU)
                        glp_set_col_stat(p, e, GLP_BS)
                    }
                }
            case .greaterThanOrEqual:
                glp_set_row_bnds(p, r, GLP_LO, bound, 0)
                if withErrors {
                    let e = next
                    next += 1
                    glp_set_col_bnds(p, e, GLP_LO, 0, 0)
                    ind.append(e)
                    val.append(1)
                    errors.append(e)
                    if value < bound {
                        glp_set_row_stat(p, r, GLP_NL)
                        glp_set_col_stat(p, e, GLP_BS)
                    }
                }
            }
            try setRow(r, columns: ind, values: val)
        }
        return errors
    }
}
