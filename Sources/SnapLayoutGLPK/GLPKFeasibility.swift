import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Whether a set of required rows can hold together: a zero-objective LP on a fresh problem,
/// with no variable substituted, so that generated rows count as members of a conflict.
enum GLPKFeasibility {
    static func canHold(_ candidates: [LinearRow]) throws(SolverError) -> Bool {
        try canHold(candidates, exactly: false)
    }

    /// Whether the rows can hold in exact rational arithmetic, the numbers read as the exact values
    /// of their doubles: the reference that tests hold the scaled floating-point test to.
    static func canHoldExactly(_ candidates: [LinearRow]) throws(SolverError) -> Bool {
        try canHold(candidates, exactly: true)
    }

    /// The same test with GLPK's LP presolver first, for well-conditioned systems: the conflict
    /// search asks it of each group of required rows, and a group of overlapping cycles, thousands
    /// of rows, took GLPK's phase one a pivot per row (4 000 views: 0.9 s of 1.0). Without an
    /// answer from the presolved solve, the plain test decides.
    static func canHoldPresolved(_ candidates: [LinearRow]) throws(SolverError) -> Bool {
        switch try load(candidates, exactly: false) {
        case .decided(let holds): return holds
        case .problem(let problem):
            try problem.scale()
            if let verdict = try problem.isFeasibleWithPresolve() { return verdict }
            return try canHold(candidates)
        }
    }

    private static func canHold(_ candidates: [LinearRow], exactly: Bool) throws(SolverError) -> Bool {
        switch try load(candidates, exactly: exactly) {
        case .decided(let holds): return holds
        case .problem(let problem):
            if exactly { return try problem.exactSimplex() != GLP_NOFEAS }
            // Scaled: rows like `a == 1e9 * b` otherwise end in a wrong "no feasible solution" or a
            // failed factorisation (docs/architecture.md, "Ill-conditioned numbers").
            try problem.scale()
            return try problem.simplex() != GLP_NOFEAS
        }
    }

    /// The rows with variables as a problem of free columns, or the answer when none is needed (a
    /// row without variables that does not hold; no row with variables).
    private enum Loaded {
        case decided(Bool)
        case problem(GLPKProblem)
    }

    private static func load(_ candidates: [LinearRow], exactly: Bool) throws(SolverError) -> Loaded {
        var column = [Int: Int32]()
        var rows: [(type: Int32, lower: Double, upper: Double)] = []
        var entries: [(row: Int32, column: Int32, value: Double)] = []
        for row in candidates {
            if row.expression.isConstant {
                if !(exactly ? constantHoldsExactly(row) : constantHolds(row)) { return .decided(false) }
                continue
            }
            let rowNumber = Int32(rows.count + 1)
            for term in row.expression.terms {
                let c: Int32
                if let existing = column[term.variable] {
                    c = existing
                } else {
                    c = Int32(column.count + 1)
                    column[term.variable] = c
                }
                entries.append((rowNumber, c, term.coefficient))
            }
            let bound = -row.expression.constant
            switch row.relation {
            case .equal: rows.append((GLP_FX, bound, bound))
            case .lessThanOrEqual: rows.append((GLP_UP, 0, bound))
            case .greaterThanOrEqual: rows.append((GLP_LO, bound, 0))
            }
        }
        if rows.isEmpty { return .decided(true) }
        let problem = GLPKProblem()
        try problem.load(columns: Array(filled: (GLP_FR, 0, 0), count: column.count), rows: rows, entries: entries)
        return .problem(problem)
    }

    static func constantHoldsExactly(_ row: LinearRow) -> Bool {
        let value = row.expression.constant
        switch row.relation {
        case .equal: return value == 0
        case .lessThanOrEqual: return value <= 0
        case .greaterThanOrEqual: return value >= 0
        }
    }

    static func constantHolds(_ row: LinearRow) -> Bool { row.holdsAsConstant }
}
