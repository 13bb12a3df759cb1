import CSolverShim
import SnapLayoutLinearSystem
import SnapLayoutModel

/// A tier stage's reduced core (`TierStage`) solved as an LP with GLPK.
struct GLPKTierCore: TierCoreSolver {
    /// The reduced stage's LP: its required rows, and its tier rows with error columns, whose sum
    /// is minimised.
    package func solveCore(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> PathTierStage.Outcome? {
        var column: [Int: Int32] = [:]
        var matrix = GLPKMatrix()
        // Per core row: its error columns that lower and raise its left-hand side.
        var errors: [(lower: Int32, raise: Int32)] = []
        for id in core {
            let row = stageRows[id]
            let number = matrix.nextRow
            if row.isEquality { matrix.addRow(GLP_FX, -row.constant, -row.constant) } else { matrix.addRow(GLP_LO, -row.constant, 0) }
            for term in row.terms {
                let c: Int32
                if let existing = column[term.variable] {
                    c = existing
                } else {
                    c = matrix.addColumn(GLP_FR, 0, 0)
                    column[term.variable] = c
                }
                matrix.add(row: number, column: c, value: term.coefficient)
            }
            var lower: Int32 = 0, raise: Int32 = 0
            if row.isTier {
                raise = matrix.addErrorColumn(row: number, sign: 1)
                if row.isEquality { lower = matrix.addErrorColumn(row: number, sign: -1) }
            }
            errors.append((lower, raise))
        }
        let problem = GLPKProblem()
        try problem.load(matrix)
        try problem.setObjectiveDirection(GLP_MIN)
        for error in errors {
            if error.lower > 0 { try problem.setObjectiveCoefficient(error.lower, 1) }
            if error.raise > 0 { try problem.setObjectiveCoefficient(error.raise, 1) }
        }
        try problem.crashBasis()
        guard try problem.simplex(dual: true) == GLP_OPT else { return nil }
        func isHeld(_ column: Int32) throws(SolverError) -> Bool {
            guard try problem.columnStatus(column) != GLP_BS else { return false }
            return abs(try problem.columnDual(column)) > Tolerance.dual
        }
        var tierRelations: [(Int, LayoutRelation?)] = []
        var activeRequired: [Int] = []
        for (k, id) in core.enumerated() {
            let row = stageRows[id]
            let isActive = abs(try problem.rowDual(Int32(k + 1))) > Tolerance.dual
            guard row.isTier else {
                if isActive { activeRequired.append(id) }
                continue
            }
            // The face, projected off the error columns: each error column not held at zero
            // lets the left-hand side move one way.
            let canRaise = try !isHeld(errors[k].raise)
            let canLower = try errors[k].lower > 0 ? !isHeld(errors[k].lower) : false
            let relation = row.faceRelation(canRaise: canRaise, canLower: canLower, isActive: isActive)
            tierRelations.append((id, relation))
        }
        return (tierRelations, activeRequired)
    }
}

extension GLPKTierCore {
    /// Whether the core's rows, all required, can hold: phase one of GLPK's simplex on them.
    func canHold(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> Bool? {
        var column: [Int: Int32] = [:]
        var matrix = GLPKMatrix()
        for id in core {
            let row = stageRows[id]
            let number = matrix.nextRow
            if row.isEquality { matrix.addRow(GLP_FX, -row.constant, -row.constant) } else { matrix.addRow(GLP_LO, -row.constant, 0) }
            for term in row.terms {
                let c = column[term.variable] ?? matrix.addColumn(GLP_FR, 0, 0)
                column[term.variable] = c
                matrix.add(row: number, column: c, value: term.coefficient)
            }
        }
        let problem = GLPKProblem()
        try problem.load(matrix)
        try problem.crashBasis()
        switch try problem.simplex() {
        case GLP_OPT: return true
        case GLP_NOFEAS: return false
        default: return nil
        }
    }
}

extension TierPresolve {
    /// Every tier's fates, each stage's core LP solved with GLPK.
    static func fates(system: LinearSystem, rows: [Int], pinned: [Double?]) throws(SolverError) -> [Fate]? {
        try fates(system: system, rows: rows, pinned: pinned, coreSolver: GLPKTierCore())
    }
}
