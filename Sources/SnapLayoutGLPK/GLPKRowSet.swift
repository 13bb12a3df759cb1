import CSolverShim
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Required rows of one group in one GLPK problem, for the conflict search. Every row of the group
/// is loaded once; a row is held by its bounds and not held when free, so adding or taking out rows
/// never changes the matrix and keeps the basis: each test is a simplex warm-started from the last
/// basis (a few pivots), not a fresh problem. Nothing is substituted, as in `GLPKFeasibility`.
final class GLPKRowSet: RequiredRowSet {
    private let problem = GLPKProblem()
    private let system: LinearSystem
    /// System row → GLPK row number (1-based), for rows with variables.
    private var number: [Int: Int32] = [:]
    /// By GLPK row number − 1: the bounds that hold the row.
    private var bounds: [(type: Int32, lower: Double, upper: Double)] = []
    /// By GLPK row number − 1: whether the row is held.
    private var held: [Bool] = []
    /// Constant rows held (they have no GLPK row).
    private var heldConstants: Set<Int> = []
    /// The held rows by column, for the rows whose fate needs no simplex.
    private var columns: HeldColumns

    /// What is held: a checkpoint.
    struct State {
        fileprivate var held: [Bool]
        fileprivate var heldConstants: Set<Int>
    }

    /// A set holding nothing, for `rows` (row indices of `system`).
    init(system: LinearSystem, rows: [Int]) throws(SolverError) {
        self.system = system
        var column = [Int: Int32]()
        var entries: [(row: Int32, column: Int32, value: Double)] = []
        var terms: [[(column: Int32, value: Double)]] = []
        for index in rows where !system.rows[index].expression.isConstant {
            let row = system.rows[index]
            let rowNumber = Int32(bounds.count + 1)
            number[index] = rowNumber
            var rowTerms: [(column: Int32, value: Double)] = []
            for term in row.expression.terms {
                let c = column[term.variable] ?? Int32(column.count + 1)
                column[term.variable] = c
                entries.append((rowNumber, c, term.coefficient))
                rowTerms.append((c, term.coefficient))
            }
            terms.append(rowTerms)
            bounds.append(GLPKRowSet.bounds(of: row))
        }
        columns = HeldColumns(terms: terms, columnCount: column.count)
        held = Array(filled: false, count: bounds.count)
        let free = Array(filled: (type: GLP_FR, lower: 0.0, upper: 0.0), count: bounds.count)
        try problem.load(columns: Array(filled: (GLP_FR, 0, 0), count: column.count), rows: free, entries: entries)
        try problem.scale()
    }

    func insert(_ row: Int) throws(SolverError) -> Bool {
        guard let rowNumber = number[row] else {
            guard GLPKFeasibility.constantHolds(system.rows[row]) else { return false }
            heldConstants.insert(row)
            return true
        }
        let bounds = self.bounds
        if let plain = columns.plainVerdict(rowNumber, bounds[Int(rowNumber) - 1], fixed: { bounds[Int($0) - 1] }) {
            if plain { try setHeld(rowNumber, true) }
            return plain
        }
        try setHeld(rowNumber, true)
        if try problem.simplex() != GLP_NOFEAS { return true }
        try setHeld(rowNumber, false)
        return false
    }

    func insertAll(_ rows: [Int]) throws(SolverError) -> Bool {
        var changed = false
        for row in rows {
            if let rowNumber = number[row] {
                try setHeld(rowNumber, true)
                changed = true
            } else {
                guard GLPKFeasibility.constantHolds(system.rows[row]) else { return false }
                heldConstants.insert(row)
            }
        }
        guard changed else { return true }
        return try problem.simplex() != GLP_NOFEAS
    }

    func checkpoint() -> State { State(held: held, heldConstants: heldConstants) }

    func rollback(to state: State) throws(SolverError) {
        for index in held.indices where held[index] != state.held[index] {
            try setHeld(Int32(index + 1), state.held[index])
        }
        heldConstants = state.heldConstants
    }

    private func setHeld(_ rowNumber: Int32, _ isHeld: Bool) throws(SolverError) {
        let index = Int(rowNumber) - 1
        if held[index] != isHeld { columns.set(rowNumber, bounds[index], held: isHeld) }
        held[index] = isHeld
        let b = isHeld ? bounds[index] : (type: GLP_FR, lower: 0, upper: 0)
        try problem.setRowBounds(rowNumber, b.type, b.lower, b.upper)
    }

    /// The bounds of `expression (relation) 0` on the row's terms.
    static func bounds(of row: LinearRow) -> (type: Int32, lower: Double, upper: Double) {
        let bound = -row.expression.constant
        switch row.relation {
        case .equal: return (GLP_FX, bound, bound)
        case .lessThanOrEqual: return (GLP_UP, 0, bound)
        case .greaterThanOrEqual: return (GLP_LO, bound, 0)
        }
    }
}
