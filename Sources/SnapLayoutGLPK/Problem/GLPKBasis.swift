import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// The status of every row and column of a problem (`GLP_BS`, `GLP_NL`, …): a starting point for a
/// later solve of the same problem with other constants.
struct GLPKBasis {
    var rows: [Int32]
    var columns: [Int32]

    init(_ problem: GLPKProblem) throws(SolverError) {
        let rowCount = try problem.rowCount, columnCount = try problem.columnCount
        rows = []
        columns = []
        if rowCount > 0 { for i in 1...rowCount { rows.append(try problem.rowStatus(i)) } }
        if columnCount > 0 { for j in 1...columnCount { columns.append(try problem.columnStatus(j)) } }
    }

    /// Whether the problem has as many rows and columns (a session's blocks keep their structure).
    func fits(_ problem: GLPKProblem) throws(SolverError) -> Bool {
        let rowCount = try problem.rowCount, columnCount = try problem.columnCount
        return rowCount == Int32(rows.count) && columnCount == Int32(columns.count)
    }

    /// Sets the statuses. GLPK adjusts a nonbasic status to the variable's bounds, and a basis that
    /// is not one (a wrong count of basic variables) makes the simplex restart from a crash basis.
    func apply(to problem: GLPKProblem) throws(SolverError) {
        for (index, status) in rows.enumerated() { try problem.setRowStatus(Int32(index + 1), status) }
        for (index, status) in columns.enumerated() { try problem.setColumnStatus(Int32(index + 1), status) }
    }
}

/// What a session keeps about one part between its re-solves: first-simplex bases by batch
/// index, and whether the last solve found every variable determined by the tiers.
final class GLPKBasisCache {
    var bases: [Int: GLPKBasis] = [:]
    /// Whether the last solve left no choice to the stay terms (every block's optimum was its
    /// face's only point): then a change that moves some blocks leaves the others' values right.
    var isDetermined = true
    /// When set, what the solve works out from the system's terms alone is kept here, and used by
    /// the next solve of a system with the same terms (a session's re-solve of the same part).
    var preparation: GLPKPreparation?
}
