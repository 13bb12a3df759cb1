import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// The plain GLPK calls (none of which can fail on valid indices), so that no code outside
/// `GLPKProblem` holds the problem's pointer: after a guarded call fails, GLPK has freed the
/// problem, and each of these then throws instead of touching freed memory.
///
/// Rows and columns are GLPK's 1-based indices; bound types and statuses are GLPK's constants
/// (`GLP_FX`, `GLP_LO`, `GLP_BS`, …).
extension GLPKProblem {
    var rowCount: Int32 {
        get throws(SolverError) { glp_get_num_rows(try problem()) }
    }

    var columnCount: Int32 {
        get throws(SolverError) { glp_get_num_cols(try problem()) }
    }

    /// Adds `count` rows; returns the index of the first.
    func addRows(_ count: Int32) throws(SolverError) -> Int32 {
        glp_add_rows(try problem(), count)
    }

    /// Adds `count` columns; returns the index of the first.
    func addColumns(_ count: Int32) throws(SolverError) -> Int32 {
        glp_add_cols(try problem(), count)
    }

    func setRowBounds(_ row: Int32, _ type: Int32, _ lower: Double, _ upper: Double) throws(SolverError) {
        glp_set_row_bnds(try problem(), row, type, lower, upper)
    }

    func setColumnBounds(_ column: Int32, _ type: Int32, _ lower: Double, _ upper: Double) throws(SolverError) {
        glp_set_col_bnds(try problem(), column, type, lower, upper)
    }

    /// Fixes a column at zero (an error column held on a tier's optimal face).
    func fixAtZero(_ column: Int32) throws(SolverError) {
        glp_set_col_bnds(try problem(), column, GLP_FX, 0, 0)
    }

    func rowType(_ row: Int32) throws(SolverError) -> Int32 { glp_get_row_type(try problem(), row) }
    func columnType(_ column: Int32) throws(SolverError) -> Int32 { glp_get_col_type(try problem(), column) }
    func rowLowerBound(_ row: Int32) throws(SolverError) -> Double { glp_get_row_lb(try problem(), row) }
    func rowUpperBound(_ row: Int32) throws(SolverError) -> Double { glp_get_row_ub(try problem(), row) }

    /// Minimise (`GLP_MIN`) or maximise (`GLP_MAX`).
    func setObjectiveDirection(_ direction: Int32) throws(SolverError) {
        glp_set_obj_dir(try problem(), direction)
    }

    func setObjectiveCoefficient(_ column: Int32, _ value: Double) throws(SolverError) {
        glp_set_obj_coef(try problem(), column, value)
    }

    /// The objective's value at the current basic solution.
    var objectiveValue: Double {
        get throws(SolverError) { glp_get_obj_val(try problem()) }
    }

    /// A column's value at the current basic solution.
    func value(ofColumn column: Int32) throws(SolverError) -> Double {
        glp_get_col_prim(try problem(), column)
    }

    /// `Σ coefficient · column` at the current basic solution, summed in the order given.
    func value(of terms: [(column: Int32, coefficient: Double)]) throws(SolverError) -> Double {
        let p = try problem()
        return terms.reduce(0) { $0 + $1.coefficient * glp_get_col_prim(p, $1.column) }
    }

    func rowDual(_ row: Int32) throws(SolverError) -> Double { glp_get_row_dual(try problem(), row) }
    func columnDual(_ column: Int32) throws(SolverError) -> Double { glp_get_col_dual(try problem(), column) }

    func rowStatus(_ row: Int32) throws(SolverError) -> Int32 { glp_get_row_stat(try problem(), row) }
    func columnStatus(_ column: Int32) throws(SolverError) -> Int32 { glp_get_col_stat(try problem(), column) }

    func setRowStatus(_ row: Int32, _ status: Int32) throws(SolverError) {
        glp_set_row_stat(try problem(), row, status)
    }

    func setColumnStatus(_ column: Int32, _ status: Int32) throws(SolverError) {
        glp_set_col_stat(try problem(), column, status)
    }

    /// Row `row`'s columns and coefficients, in `columns` and `values` from element 1 on (GLPK's
    /// 1-based arrays, each at least one longer than the column count); returns their number.
    func matrixRow(_ row: Int32, columns: inout [Int32], values: inout [Double]) throws(SolverError) -> Int32 {
        glp_get_mat_row(try problem(), row, &columns, &values)
    }
}
