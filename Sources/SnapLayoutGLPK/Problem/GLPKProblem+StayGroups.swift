import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKProblem {
    /// Adds the stay terms like `appendStays(_:)`, but one row for each group of stays on the same
    /// expression: `Σ |e − bᵢ|` over a group is one convex piecewise-linear function of `e`, and a
    /// row `e + l − Σ uₖ − r = b₁` with a column per piece (`l`, `r ≥ 0` beyond the outer
    /// breakpoints at slope m, `uₖ` bounded by the gap between breakpoints k and k + 1 at slope
    /// `2·(stays up to k) − m`) has the same minimum: the slopes increase, so the cheaper pieces
    /// fill first. A chain's positions are each their segment's anchor plus a constant: 10 000
    /// stays on 200 anchors became 200 rows instead of 10 000.
    ///
    /// The basis is extended as in `appendStays(_:)` so the current point stays a feasible start:
    /// the piece holding the current value of `e` is basic, the pieces before it at their upper
    /// bounds. Returns every new column with its objective coefficient.
    func appendStayGroups(_ stays: [GLPKStayRow]) throws(SolverError) -> [(column: Int32, cost: Double)] {
        guard !stays.isEmpty else { return [] }
        // Stays with the same terms, in order of first appearance.
        var groupOfTerms: [GLPKStayTerms: Int] = [:]
        var groups: [(terms: GLPKStayRow, bounds: [Double])] = []
        for stay in stays {
            let key = GLPKStayTerms(stay)
            if let group = groupOfTerms[key] {
                groups[group].bounds.append(stay.bound)
            } else {
                groupOfTerms[key] = groups.count
                groups.append((stay, [stay.bound]))
            }
        }
        var result: [(column: Int32, cost: Double)] = []
        let firstRow = try addRows(Int32(groups.count))
        for (k, group) in groups.enumerated() {
            let row = firstRow + Int32(k)
            let current = try value(of: group.terms.terms)
            // Distinct breakpoints with how many stays share each.
            var breakpoints: [(bound: Double, count: Double)] = []
            for bound in group.bounds.sorted() {
                if let last = breakpoints.last, last.bound == bound {
                    breakpoints[breakpoints.count - 1].count += 1
                } else {
                    breakpoints.append((bound, 1))
                }
            }
            let total = Double(group.bounds.count)
            let pieces = breakpoints.count + 1
            let first = try addColumns(Int32(pieces))
            let left = first, right = first + Int32(pieces - 1)
            try setColumnBounds(left, GLP_LO, 0, 0)
            try setColumnBounds(right, GLP_LO, 0, 0)
            result.append((left, total))
            var below = 0.0
            var basic = current < breakpoints[0].bound ? left : right
            for index in 0..<(breakpoints.count - 1) {
                below += breakpoints[index].count
                let column = first + Int32(index + 1)
                let low = breakpoints[index].bound, high = breakpoints[index + 1].bound
                try setColumnBounds(column, GLP_DB, 0, high - low)
                result.append((column, below - (total - below)))
                if current >= high {
                    try setColumnStatus(column, GLP_NU)
                } else if current >= low {
                    basic = column
                }
            }
            result.append((right, total))
            try setRowBounds(row, GLP_FX, breakpoints[0].bound, breakpoints[0].bound)
            var (ind, val) = group.terms.matrixRow
            ind.append(left)
            val.append(1)
            for column in (left + 1)...right {
                ind.append(column)
                val.append(-1)
            }
            try setRow(row, columns: ind, values: val)
            try setRowStatus(row, GLP_NS)
            try setColumnStatus(basic, GLP_BS)
        }
        return result
    }
}

/// The terms of a stay row, as a key for grouping stays on the same expression.
struct GLPKStayTerms: Hashable {
    var columns: [Int32]
    var coefficients: [Double]

    init(_ stay: GLPKStayRow) {
        columns = stay.terms.map(\.column)
        coefficients = stay.terms.map(\.coefficient)
    }
}
