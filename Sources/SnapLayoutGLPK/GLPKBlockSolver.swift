import CSolverShim
import SnapLayoutModel

/// Solves one independent block of a system on one GLPK problem: one LP stage per tier, each
/// holding the tiers above it by fixing their optimal face, then the ambiguity ranges, then the
/// stay stage. Pinned variables are constants here.
struct GLPKBlockSolver {
    /// A reduced cost or dual above this is nonzero. Coefficients are ±1 errors times multipliers,
    /// so real nonzeros are far larger; this is GLPK's own dual-feasibility tolerance.
    static let dualTolerance = 1e-7
    /// An error column at or below this is at zero (GLPK's primal feasibility tolerance).
    static let zeroError = 1e-9

    /// From this many stay terms on, stays on the same expression share one row
    /// (`appendStayGroups`). Below it each has its own, as always: a small layout's choice among
    /// equally near points (an ambiguous item) stays what it was.
    static let stayGroupingThreshold = 256

    let system: LinearSystem
    let block: LinearSystemBlock
    let pinned: [Double?]
    let broken: Set<Int>
    /// Whether the stay rows may join the problem only for the stay stage (an optimisation; the
    /// reference path loads them with everything else).
    var appendsStays = true
    /// A basis to start the first simplex from instead of the crash basis (a session's last
    /// optimum of the same block, whose constants have changed since): used when its size fits.
    var startBasis: GLPKBasis? = nil
    /// Whether to report the basis after the first simplex, for a later `startBasis`.
    var recordsBasis = false
    /// Whether to report whether the optimum found is the only point of the last stage's optimal
    /// face (`Result.isDetermined`).
    var reportsDetermined = false

    /// The results of the block.
    struct Result {
        var values: [(variable: Int, value: Double)] = []
        /// For each (probe, component): the range of the block's part of that expression.
        var ranges: [Int: [ValueRange]] = [:]
        /// The basis after the first simplex, when `recordsBasis`.
        var firstBasis: GLPKBasis?
        /// When `reportsDetermined`: whether every nonbasic variable of the final basis is fixed, so
        /// that the optimal face is this one point (every variable of the block has one possible
        /// value). `false` can also mean a degenerate point that is in fact unique.
        var isDetermined = false
    }

    /// Blocks with at least this many columns range a frame part over a variable in none of their
    /// rows as unbounded without an LP.
    static let freeRangeMinimumColumns = 256

    /// Solves the block; `nil` when its required rows cannot all hold (the caller then resolves
    /// conflicts and solves again without the broken rows).
    func solve(checksAmbiguity: Bool) throws(SolverError) -> Result? {
        var result = Result()
        if block.variables.isEmpty { return result }
        // Only the stay stage is left and the block is a path: no LP (`PathStayBlock`).
        if !checksAmbiguity, appendsStays, !reportsDetermined, !block.stays.isEmpty,
           block.rows.allSatisfy({ broken.contains($0) || system.rows[$0].isRequired }),
           let values = PathStayBlock(system: system, block: block, pinned: pinned, broken: broken).solve() {
            result.values = values
            return result
        }
        let problem = GLPKProblem()
        var column = [Int: Int32]()
        for (index, variable) in block.variables.enumerated() { column[variable] = Int32(index + 1) }
        var columns: [(type: Int32, lower: Double, upper: Double)] = block.variables.map { _ in (GLP_FR, 0, 0) }
        var rows: [(type: Int32, lower: Double, upper: Double)] = []
        var entries: [(row: Int32, column: Int32, value: Double)] = []
        var errorColumns: [Double: [Int32]] = [:]
        var stayColumns: [Int32] = []

        func addErrorColumn(_ row: Int32, _ sign: Double) -> Int32 {
            columns.append((GLP_LO, 0, 0))
            let index = Int32(columns.count)
            entries.append((row, index, sign))
            return index
        }
        func addTerms(_ expression: LinearExpression, row: Int32) throws(SolverError) -> Double {
            var constant = expression.constant
            for term in expression.terms {
                guard term.coefficient.isFinite else { throw SolverError("row \(row) has a coefficient that is not finite") }
                if let value = pinned[term.variable] {
                    constant += term.coefficient * value
                } else if let c = column[term.variable] {
                    entries.append((row, c, term.coefficient))
                }
            }
            guard constant.isFinite else { throw SolverError("row \(row) has a constant that is not finite") }
            return constant
        }

        // Tiers below the first join the problem only when their stage comes (optimised path): a
        // lower tier's rows, with their error columns free, cannot change a higher tier's optimum
        // or its optimal face (their duals are zero), so every earlier stage works on a smaller LP.
        var tierRows: [Double: [Int]] = [:]
        for index in block.rows where !broken.contains(index) && !system.rows[index].isRequired {
            tierRows[system.rows[index].priority, default: []].append(index)
        }
        let tiers = tierRows.keys.sorted(by: >)
        let addsTiersLater = appendsStays
        for index in block.rows where !broken.contains(index) {
            let row = system.rows[index]
            if addsTiersLater, !row.isRequired, row.priority != tiers.first { continue }
            let rowNumber = Int32(rows.count + 1)
            let bound = -(try addTerms(row.expression, row: rowNumber))
            switch row.relation {
            case .equal: rows.append((GLP_FX, bound, bound))
            case .lessThanOrEqual: rows.append((GLP_UP, 0, bound))
            case .greaterThanOrEqual: rows.append((GLP_LO, bound, 0))
            }
            guard !row.isRequired else { continue }
            // The error: e⁺ − e⁻ absorbs an equality's difference; one column the violation of an inequality.
            switch row.relation {
            case .equal:
                errorColumns[row.priority, default: []] += [addErrorColumn(rowNumber, -1), addErrorColumn(rowNumber, 1)]
            case .lessThanOrEqual:
                errorColumns[row.priority, default: []].append(addErrorColumn(rowNumber, -1))
            case .greaterThanOrEqual:
                errorColumns[row.priority, default: []].append(addErrorColumn(rowNumber, 1))
            }
        }
        // The stay terms matter only in the last stage. When stages run before it, they are left
        // out of the problem until then: every tier and ranging simplex works on a smaller LP (stays
        // are often half of a presolved block's rows and most of its columns).
        let addsStaysLater = appendsStays && !rows.isEmpty && !block.stays.isEmpty
        var laterStays: [GLPKStayRow] = []
        for index in block.stays {
            if addsStaysLater {
                laterStays.append(try GLPKStayRow(system.stays[index], pinned: pinned, column: column))
                continue
            }
            let rowNumber = Int32(rows.count + 1)
            let bound = -(try addTerms(system.stays[index], row: rowNumber))
            rows.append((GLP_FX, bound, bound))
            stayColumns.append(addErrorColumn(rowNumber, -1))
            stayColumns.append(addErrorColumn(rowNumber, 1))
        }
        try problem.load(columns: columns, rows: rows, entries: entries)
        let p = try problem.problem()
        glp_set_obj_dir(p, GLP_MIN)
        if let startBasis, startBasis.fits(p) {
            // A constant change leaves the last optimal basis dual feasible for the first stage:
            // the dual simplex then needs a few pivots where the crash basis needs one per row.
            startBasis.apply(to: p)
        } else {
            // A crash basis from the matrix: far fewer pivots than GLPK's all-slack start.
            try problem.crashBasis()
        }
        func recordFirstBasis() {
            if recordsBasis, result.firstBasis == nil { result.firstBasis = GLPKBasis(p) }
        }

        // No separate feasibility test: the first stage's phase 1 finds infeasibility itself.
        var status: Int32
        var isFirstStage = true
        for tier in tiers {
            let tierColumns: [Int32]
            if let loaded = errorColumns[tier] {
                tierColumns = loaded
                if !isFirstStage, tierColumns.allSatisfy({ glp_get_col_prim(p, $0) <= GLPKBlockSolver.zeroError }) {
                    // The current point, optimal for the tiers above, already has this tier at zero
                    // error, its minimum: the tier's optimal face is "each of its errors at zero",
                    // held by fixing them, with no simplex and no reduced-cost scan.
                    for c in tierColumns { glp_set_col_bnds(p, c, GLP_FX, 0, 0) }
                    continue
                }
            } else {
                var appended: [GLPKAppendedRow] = []
                for index in tierRows[tier]! {
                    let row = system.rows[index]
                    appended.append(GLPKAppendedRow(terms: try GLPKStayRow(row.expression, pinned: pinned, column: column),
                                                    relation: row.relation))
                }
                // At zero error already: the rows join as they are (the same face as errors fixed at zero).
                let holds = try problem.holds(appended, tolerance: GLPKBlockSolver.zeroError)
                tierColumns = try problem.appendRows(appended, withErrors: !holds)
                if holds { continue }
            }
            for c in tierColumns { glp_set_obj_coef(p, c, 1) }
            // The first stage starts from the crash basis, where the dual simplex was faster
            // (feed of 1 000 views 1.6×, 50 tiers 1.15×); later stages start from an optimal
            // basis with a new objective, where the primal simplex needs only a few pivots.
            status = try problem.simplex(dual: isFirstStage)
            if isFirstStage, status == GLP_NOFEAS { return nil }
            if isFirstStage { recordFirstBasis() }
            isFirstStage = false
            guard status == GLP_OPT else { throw SolverError.numerical("GLPK could not minimise tier \(tier) (status \(status))") }
            for c in tierColumns { glp_set_obj_coef(p, c, 0) }
            fixOptimalFace(p)
        }
        if checksAmbiguity || addsStaysLater, isFirstStage {
            // No tier ran yet: make sure the required rows can hold before ranging over them, and
            // find a feasible point for the stay rows to start from (loaded with the rest from a
            // crash basis, a stay's difference could sit on the wrong one of s⁺, s⁻: a pivot each).
            status = try problem.simplex()
            if status == GLP_NOFEAS { return nil }
            recordFirstBasis()
            isFirstStage = false
        }
        if checksAmbiguity {
            // A variable in none of the block's rows moves freely on every tier's optimal face: a
            // part holding one is unbounded, with no LP (a deep chain's stays-only positions, all in
            // one batch, took an LP over the whole batch each: quadratic). Only in large blocks:
            // which point of a tied stay optimum GLPK reaches depends on the basis these LPs
            // leave, and smaller layouts keep their answers.
            let shortcuts = block.variables.count >= GLPKBlockSolver.freeRangeMinimumColumns
            var held = Set<Int>()
            for index in block.rows where shortcuts && !broken.contains(index) {
                for term in system.rows[index].expression.terms { held.insert(term.variable) }
            }
            for (probeIndex, probe) in system.probes.enumerated() {
                var ranges: [ValueRange] = []
                var touches = false
                for expression in probe.components {
                    let part = expression.terms.filter { column[$0.variable] != nil }
                    if part.isEmpty { ranges.append(ValueRange(0, 0)); continue }
                    touches = true
                    if shortcuts, part.contains(where: { !held.contains($0.variable) && $0.coefficient != 0 }) {
                        ranges.append(ValueRange(-.infinity, .infinity))
                        continue
                    }
                    for term in part { glp_set_obj_coef(p, column[term.variable]!, term.coefficient) }
                    var bounds: [Double] = []
                    for direction in [GLP_MIN, GLP_MAX] {
                        glp_set_obj_dir(p, direction)
                        let found = try problem.simplex()
                        if found == GLP_UNBND {
                            bounds.append(direction == GLP_MIN ? -.infinity : .infinity)
                        } else if found == GLP_OPT {
                            bounds.append(glp_get_obj_val(p))
                        } else {
                            throw SolverError.numerical("GLPK could not range a frame (status \(found))")
                        }
                    }
                    glp_set_obj_dir(p, GLP_MIN)
                    for term in part { glp_set_obj_coef(p, column[term.variable]!, 0) }
                    ranges.append(ValueRange(bounds[0], bounds[1]))
                }
                if touches { result.ranges[probeIndex] = ranges }
            }
        }
        if addsStaysLater, laterStays.count >= GLPKBlockSolver.stayGroupingThreshold {
            for (c, cost) in try problem.appendStayGroups(laterStays) { glp_set_obj_coef(p, c, cost) }
        } else {
            if addsStaysLater { stayColumns = try problem.appendStays(laterStays) }
            for c in stayColumns { glp_set_obj_coef(p, c, 1) }
        }
        status = try problem.simplex()
        if isFirstStage, status == GLP_NOFEAS { return nil }
        if isFirstStage { recordFirstBasis() }
        guard status == GLP_OPT else { throw SolverError.numerical("GLPK could not minimise the stay terms (status \(status))") }
        if reportsDetermined { result.isDetermined = try GLPKBlockSolver.isOnlyPointOfFace(problem) }
        for (index, variable) in block.variables.enumerated() {
            result.values.append((variable, glp_get_col_prim(p, Int32(index + 1))))
        }
        return result
    }

    /// Whether the current basic solution is the only point of the problem (whose last stage's
    /// optimal face has been fixed, so the problem's points are that face's).
    ///
    /// Every point follows from its nonbasic variables (the basic ones are solved from them). When
    /// all nonbasic variables are fixed, that is all. Otherwise each one that is not fixed can only
    /// move off its bound in one direction, so another point exists iff "push every such variable
    /// off its bound" can improve on zero: one more simplex from the current basis (often with no
    /// pivot, on a degenerate point where several rows hold at once).
    static func isOnlyPointOfFace(_ problem: GLPKProblem) throws(SolverError) -> Bool {
        let p = try problem.problem()
        if nonbasicAreFixed(p) { return true }
        let rowCount = glp_get_num_rows(p), columnCount = glp_get_num_cols(p)
        // Objective coefficients by column (0 unused): a row's push is its terms'.
        var cost = [Double](repeating: 0, count: Int(columnCount) + 1)
        for j in 1...columnCount {
            switch glp_get_col_stat(p, j) {
            case GLP_NL: cost[Int(j)] -= 1
            case GLP_NU: cost[Int(j)] += 1
            case GLP_NF: return false
            default: break
            }
        }
        if rowCount > 0 {
            var indices = [Int32](repeating: 0, count: Int(columnCount) + 1)
            var values = [Double](repeating: 0, count: Int(columnCount) + 1)
            for i in 1...rowCount {
                let sign: Double
                switch glp_get_row_stat(p, i) {
                case GLP_NL: sign = -1
                case GLP_NU: sign = 1
                case GLP_NF: return false
                default: continue
                }
                let length = glp_get_mat_row(p, i, &indices, &values)
                guard length > 0 else { continue }
                for k in 1...Int(length) { cost[Int(indices[k])] += sign * values[k] }
            }
        }
        var before = 0.0
        for j in 1...columnCount where cost[Int(j)] != 0 {
            glp_set_obj_coef(p, j, cost[Int(j)])
            before += cost[Int(j)] * glp_get_col_prim(p, j)
        }
        let status = try problem.simplex()
        guard status == GLP_OPT else { return false }
        let after = glp_get_obj_val(p)
        for j in 1...columnCount where cost[Int(j)] != 0 { glp_set_obj_coef(p, j, 0) }
        return after >= before - 1e-9 * max(1, abs(before))
    }

    /// Whether every nonbasic row and column is fixed (`GLP_NS`): then no point but the current one
    /// satisfies the problem's bounds, since the basic variables follow from the nonbasic ones.
    static func nonbasicAreFixed(_ p: OpaquePointer) -> Bool {
        let rowCount = glp_get_num_rows(p), columnCount = glp_get_num_cols(p)
        if rowCount > 0 {
            for i in 1...rowCount {
                let status = glp_get_row_stat(p, i)
                if status != GLP_BS, status != GLP_NS { return false }
            }
        }
        if columnCount > 0 {
            for j in 1...columnCount {
                let status = glp_get_col_stat(p, j)
                if status != GLP_BS, status != GLP_NS { return false }
            }
        }
        return true
    }

    /// Holds the current optimum exactly: by complementary slackness, a point is optimal iff it
    /// keeps every column with a nonzero reduced cost at its bound and every row with a nonzero
    /// dual at its active side. A `sum <= optimum + tolerance` row would leak slack into later tiers.
    private func fixOptimalFace(_ p: OpaquePointer) {
        let columnCount = glp_get_num_cols(p), rowCount = glp_get_num_rows(p)
        for j in 1...columnCount where glp_get_col_type(p, j) == GLP_LO {
            if glp_get_col_dual(p, j) > GLPKBlockSolver.dualTolerance, glp_get_col_stat(p, j) == GLP_NL {
                glp_set_col_bnds(p, j, GLP_FX, 0, 0)
            }
        }
        guard rowCount > 0 else { return }
        for i in 1...rowCount {
            let type = glp_get_row_type(p, i)
            guard type == GLP_LO || type == GLP_UP else { continue }
            let dual = glp_get_row_dual(p, i)
            guard abs(dual) > GLPKBlockSolver.dualTolerance else { continue }
            let bound = type == GLP_LO ? glp_get_row_lb(p, i) : glp_get_row_ub(p, i)
            glp_set_row_bnds(p, i, GLP_FX, bound, bound)
        }
    }
}

