import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// A problem's columns, rows and matrix entries before `GLPKProblem.load(_:)`, built up row by row:
/// one bulk load is far cheaper than GLPK's row-at-a-time calls.
///
/// Indices are GLPK's, 1-based. Bound types are GLPK's constants (`GLP_FR`, `GLP_LO`, `GLP_FX`, …).
struct GLPKMatrix {
    var columns: [(type: Int32, lower: Double, upper: Double)] = []
    var rows: [(type: Int32, lower: Double, upper: Double)] = []
    var entries: [(row: Int32, column: Int32, value: Double)] = []

    /// The index the next row will have: entries for it can be added before the row itself.
    var nextRow: Int32 { Int32(rows.count + 1) }

    /// Adds a column; returns its index.
    mutating func addColumn(_ type: Int32, _ lower: Double, _ upper: Double) -> Int32 {
        columns.append((type, lower, upper))
        return Int32(columns.count)
    }

    mutating func addRow(_ type: Int32, _ lower: Double, _ upper: Double) {
        rows.append((type, lower, upper))
    }

    mutating func add(row: Int32, column: Int32, value: Double) {
        entries.append((row, column, value))
    }
}

extension GLPKProblem {
    /// Loads a whole matrix (`load(columns:rows:entries:)`).
    func load(_ matrix: GLPKMatrix) throws(SolverError) {
        try load(columns: matrix.columns, rows: matrix.rows, entries: matrix.entries)
    }
}

extension GLPKMatrix {
    /// Adds an error column `≥ 0` with coefficient `sign` in row `row`; returns its index.
    mutating func addErrorColumn(row: Int32, sign: Double) -> Int32 {
        let column = addColumn(GLP_LO, 0, 0)
        add(row: row, column: column, value: sign)
        return column
    }
}
