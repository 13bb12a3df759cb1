import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKProblem {
    /// Adds the stay rows and their columns `s⁺, s⁻ ≥ 0` to a problem whose last simplex left a
    /// feasible point, and extends its basis so that this point stays a feasible start: each new
    /// row is nonbasic at its fixed bound and whichever of `s⁺, s⁻` absorbs the current difference
    /// is basic. The new basis is the old one bordered by a triangular block, so it is never singular.
    ///
    /// Returns the new columns (s⁺, s⁻ of each stay, in order).
    func appendStays(_ stays: [GLPKStayRow]) throws(SolverError) -> [Int32] {
        guard !stays.isEmpty else { return [] }
        // Read the point before the problem changes under it.
        var values: [Double] = []
        for stay in stays { values.append(try value(of: stay.terms)) }
        let firstRow = try addRows(Int32(stays.count))
        let firstColumn = try addColumns(Int32(2 * stays.count))
        var columns: [Int32] = []
        columns.reserveCapacity(2 * stays.count)
        for (k, stay) in stays.enumerated() {
            let row = firstRow + Int32(k)
            let plus = firstColumn + Int32(2 * k), minus = plus + 1
            try setRowBounds(row, GLP_FX, stay.bound, stay.bound)
            try setColumnBounds(plus, GLP_LO, 0, 0)
            try setColumnBounds(minus, GLP_LO, 0, 0)
            var (ind, val) = stay.matrixRow
            ind += [plus, minus]
            val += [-1, 1]
            try setRow(row, columns: ind, values: val)
            try setRowStatus(row, GLP_NS)
            try setColumnStatus(values[k] >= stay.bound ? plus : minus, GLP_BS)
            columns += [plus, minus]
        }
        return columns
    }

    /// Whether the current point satisfies every row within `tolerance`.
    func holds(_ rows: [GLPKAppendedRow], tolerance: Double) throws(SolverError) -> Bool {
        for row in rows {
            let difference = try value(of: row.terms.terms) - row.terms.bound
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
        var values: [Double] = []
        for row in rows { values.append(try value(of: row.terms.terms)) }
        let errorCount = withErrors ? rows.reduce(0) { $0 + ($1.relation == .equal ? 2 : 1) } : 0
        let firstRow = try addRows(Int32(rows.count))
        var nextColumn = errorCount > 0 ? try addColumns(Int32(errorCount)) : 0
        var errors: [Int32] = []
        errors.reserveCapacity(errorCount)
        for (k, row) in rows.enumerated() {
            let rowIndex = firstRow + Int32(k)
            var (ind, val) = row.terms.matrixRow
            let added = try setAppendedRow(rowIndex, row, value: values[k],
                                           errorColumn: withErrors ? nextColumn : nil)
            nextColumn += Int32(added.count)
            for (column, sign) in added {
                ind.append(column)
                val.append(sign)
                errors.append(column)
            }
            try setRow(rowIndex, columns: ind, values: val)
        }
        return errors
    }

    /// Sets the bounds of appended row `row`, and when `errorColumn` is given, the bounds of its
    /// error columns from there on and the basis statuses that keep the current point (where the
    /// row's left-hand side is `value`) a feasible start. Returns the error columns with their
    /// coefficients in the row.
    private func setAppendedRow(_ row: Int32, _ appended: GLPKAppendedRow, value: Double,
                                errorColumn: Int32?) throws(SolverError) -> [(column: Int32, sign: Double)] {
        let bound = appended.terms.bound
        switch appended.relation {
        case .equal:
            try setRowBounds(row, GLP_FX, bound, bound)
            guard let minus = errorColumn else { return [] }
            let plus = minus + 1
            try setColumnBounds(minus, GLP_LO, 0, 0)
            try setColumnBounds(plus, GLP_LO, 0, 0)
            try setRowStatus(row, GLP_NS)
            try setColumnStatus(value >= bound ? minus : plus, GLP_BS)
            return [(minus, -1), (plus, 1)]
        case .lessThanOrEqual:
            try setRowBounds(row, GLP_UP, 0, bound)
            guard let error = errorColumn else { return [] }
            try setColumnBounds(error, GLP_LO, 0, 0)
            if value > bound {
                try setRowStatus(row, GLP_NU)
                try setColumnStatus(error, GLP_BS)
            }
            return [(error, -1)]
        case .greaterThanOrEqual:
            try setRowBounds(row, GLP_LO, bound, 0)
            guard let error = errorColumn else { return [] }
            try setColumnBounds(error, GLP_LO, 0, 0)
            if value < bound {
                try setRowStatus(row, GLP_NL)
                try setColumnStatus(error, GLP_BS)
            }
            return [(error, 1)]
        }
    }
}
