import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// One GLPK problem object: created, used and deleted by one solve on one thread.
///
/// Every GLPK call that can fail goes through the guarded shim, which returns instead of letting
/// GLPK abort the process. After such a failure GLPK has freed its whole environment for this
/// thread, this problem included, so the pointer is forgotten rather than deleted.
final class GLPKProblem {
    private var pointer: OpaquePointer?

    init() {
        snap_glp_quiet()
        pointer = glp_create_prob()
    }

    deinit {
        if let pointer { glp_delete_prob(pointer) }
    }

    /// Forgets the problem after a failure that freed it.
    fileprivate func forget() { pointer = nil }

    /// The live problem, or an error when a previous failure freed it.
    func problem() throws(SolverError) -> OpaquePointer {
        guard let pointer else { throw SolverError("GLPK failed earlier in this solve; its problem object is gone") }
        return pointer
    }

    /// Loads columns, rows and the matrix in bulk. `entries` are (row, column, coefficient), 1-based.
    func load(columns: [(type: Int32, lower: Double, upper: Double)], rows: [(type: Int32, lower: Double, upper: Double)],
              entries: [(row: Int32, column: Int32, value: Double)]) throws(SolverError) {
        let p = try problem()
        if !rows.isEmpty { glp_add_rows(p, Int32(rows.count)) }
        if !columns.isEmpty { glp_add_cols(p, Int32(columns.count)) }
        for (index, row) in rows.enumerated() { glp_set_row_bnds(p, Int32(index + 1), row.type, row.lower, row.upper) }
        for (index, column) in columns.enumerated() {
            glp_set_col_bnds(p, Int32(index + 1), column.type, column.lower, column.upper)
        }
        // GLPK's arrays are 1-based: element 0 is unused.
        var ia = [Int32](filled: 0, count: entries.count + 1)
        var ja = [Int32](filled: 0, count: entries.count + 1)
        var ar = [Double](filled: 0, count: entries.count + 1)
        for (k, entry) in entries.enumerated() {
            ia[k + 1] = entry.row
            ja[k + 1] = entry.column
            ar[k + 1] = entry.value
        }
        if snap_glp_load_matrix(p, Int32(entries.count), ia, ja, ar) != 0 {
            pointer = nil
            throw SolverError("GLPK rejected the constraint matrix")
        }
    }

    /// Sets the coefficients of row `row`; `columns` and `values` are 1-based (element 0 unused).
    func setRow(_ row: Int32, columns: [Int32], values: [Double]) throws(SolverError) {
        if snap_glp_set_mat_row(try problem(), row, Int32(columns.count - 1), columns, values) != 0 {
            pointer = nil
            throw SolverError("GLPK rejected a row of the constraint matrix")
        }
    }

    /// Scales rows and columns (`glp_scale_prob`, GLPK's automatic choice); the simplex then works
    /// on the scaled problem and reports unscaled values.
    func scale() throws(SolverError) {
        glp_scale_prob(try problem(), GLP_SF_AUTO)
    }

    /// Replaces the basis with GLPK's crash basis (`glp_cpx_basis`). Bixby's crash basis made the
    /// solve 1.5-2x faster than the all-slack start on 1 000 views; `glp_adv_basis` measured the
    /// same as this one (400 random layouts and a 300-view chain with tiers, within noise).
    func crashBasis() throws(SolverError) {
        guard snap_glp_cpx_basis(try problem()) == 0 else {
            pointer = nil
            throw SolverError("GLPK failed while building a starting basis")
        }
    }

    /// Runs the primal simplex from the current basis; returns the solution status
    /// (`GLP_OPT`, `GLP_NOFEAS`, `GLP_UNBND`, …).
    func simplex(dual: Bool = false) throws(SolverError) -> Int32 {
        let p = try problem()
        var parameters = glp_smcp()
        glp_init_smcp(&parameters)
        parameters.msg_lev = GLP_MSG_OFF
        parameters.presolve = GLP_OFF
        if dual { parameters.meth = GLP_DUALP }
        // A bound on pivots so that a simplex that cycles (GLPK guards against it, but a bad
        // document must never hang a batch) ends in an error. Warm-started stages take a few
        // pivots per row at most; fifty per row and column is far beyond any real solve.
        let size = Int(glp_get_num_rows(p)) + Int(glp_get_num_cols(p))
        parameters.it_lim = Int32(clamping: 50 * size + 10_000)
        var code = snap_glp_simplex(p, &parameters)
        if code == GLP_EBADB || code == GLP_ESING || code == GLP_ECOND {
            // The warm basis became unusable (rare, numerical): restart from a crash basis.
            guard snap_glp_cpx_basis(p) == 0 else {
                pointer = nil
                throw SolverError("GLPK failed while rebuilding a basis")
            }
            code = snap_glp_simplex(p, &parameters)
        }
        if code == -1 {
            pointer = nil
            throw SolverError("GLPK failed inside the simplex method")
        }
        if code == GLP_EITLIM {
            throw SolverError.numerical("GLPK's simplex method did not finish within \(parameters.it_lim) pivots")
        }
        guard code == 0 else { throw SolverError.numerical("GLPK's simplex method stopped with code \(code)") }
        return glp_get_status(p)
    }
}

extension GLPKProblem {
    /// Whether the problem's rows can hold, with GLPK's LP presolver first (it fixes what rows of
    /// one column fix and substitutes it, in linear time: the phase one of a system of thousands of
    /// such rows pivoted once per row); `nil` when GLPK cannot tell.
    func isFeasibleWithPresolve() throws(SolverError) -> Bool? {
        let p = try problem()
        var parameters = glp_smcp()
        glp_init_smcp(&parameters)
        parameters.msg_lev = GLP_MSG_OFF
        parameters.presolve = GLP_ON
        let size = Int(glp_get_num_rows(p)) + Int(glp_get_num_cols(p))
        parameters.it_lim = Int32(clamping: 50 * size + 10_000)
        let code = snap_glp_simplex(p, &parameters)
        if code == -1 {
            pointer = nil
            throw SolverError("GLPK failed inside the simplex method")
        }
        if code == GLP_ENOPFS { return false }
        if code == GLP_ENODFS { return true }
        guard code == 0 else { return nil }
        let status = glp_get_status(p)
        return status == GLP_NOFEAS ? false : (status == GLP_OPT || status == GLP_FEAS ? true : nil)
    }

    /// Runs the simplex method in exact rational arithmetic (`glp_exact`) from the standard basis;
    /// returns the solution status. Slow: a reference for tests on small problems.
    func exactSimplex() throws(SolverError) -> Int32 {
        let p = try problem()
        glp_std_basis(p)
        var parameters = glp_smcp()
        glp_init_smcp(&parameters)
        parameters.msg_lev = GLP_MSG_OFF
        let code = snap_glp_exact(p, &parameters)
        if code == -1 {
            forget()
            throw SolverError("GLPK failed inside the exact simplex method")
        }
        guard code == 0 else { throw SolverError.numerical("GLPK's exact simplex method stopped with code \(code)") }
        return glp_get_status(p)
    }
}
