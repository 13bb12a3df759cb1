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
    /// System variable → GLPK column number (1-based).
    private let columnOf: [Int: Int32]
    /// A point where every held row holds, when known.
    private var point: HeldPoint?
    /// Whether GLPK's primal values are such a point: after a simplex that found one, until the
    /// rows held change.
    private var glpkPointHolds = false
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
        // A row that repeats an earlier one exactly shares its GLPK row: dense cycles repeat each
        // of theirs up to seven times, and every simplex pays for every row loaded.
        var numberOf: [RowConstraint: Int32] = [:]
        for index in rows where !system.rows[index].expression.isConstant {
            let row = system.rows[index]
            if let earlier = numberOf[RowConstraint(row)] {
                number[index] = earlier
                continue
            }
            let rowNumber = Int32(bounds.count + 1)
            numberOf[RowConstraint(row)] = rowNumber
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
        columnOf = column
        held = Array(filled: false, count: bounds.count)
        point = HeldPoint(values: Array(repeating: 0, count: column.count))
        let free = Array(filled: (type: GLP_FR, lower: 0.0, upper: 0.0), count: bounds.count)
        try problem.load(columns: Array(filled: (GLP_FR, 0, 0), count: column.count), rows: free, entries: entries)
        try problem.scale()
    }

    func insert(_ row: Int) throws(SolverError) -> Bool {
        if let plain = try insertIfPlain(row) { return plain }
        let rowNumber = number[row]!
        let known = try currentPoint()
        try setHeld(rowNumber, true)
        if try simplexHolds() { return true }
        // The point from before still holds every row held: the refused row is out again.
        try setHeld(rowNumber, false)
        point = known
        return false
    }

    /// Decides without a simplex: a constant row, a row `HeldColumns` decides, or a row that holds
    /// at the point kept.
    func insertIfPlain(_ row: Int) throws(SolverError) -> Bool? {
        guard let rowNumber = number[row] else {
            guard GLPKFeasibility.constantHolds(system.rows[row]) else { return false }
            heldConstants.insert(row)
            return true
        }
        let bounds = self.bounds
        let rowBounds = bounds[Int(rowNumber) - 1], terms = columns.terms[Int(rowNumber) - 1]
        let free = columns.freeColumn(rowNumber)
        let known = try currentPoint()
        if let plain = columns.plainVerdict(rowNumber, rowBounds, fixed: { bounds[Int($0) - 1] }) {
            guard plain else { return false }
            try setHeld(rowNumber, true)
            if let known, !known.holds(terms, rowBounds) {
                if let free { point!.settle(free, terms, rowBounds) } else { point = nil }
            }
            return true
        }
        guard let known else { return nil }
        if !known.holds(terms, rowBounds) {
            guard let moved = movedColumn(terms, rowBounds, at: known) else { return nil }
            point!.values[Int(moved.column) - 1] = moved.value
        }
        try setHeld(rowNumber, true)
        return true
    }

    /// A column of the row, in few rows, and a value for it at which the row holds and so do the
    /// held rows that have it: the point then moves there and the row needs no simplex (a chain
    /// of cycles is held a row at a time, each moving one view).
    private func movedColumn(_ terms: [(column: Int32, value: Double)], _ rowBounds: (type: Int32, lower: Double, upper: Double),
                             at known: HeldPoint) -> (column: Int32, value: Double)? {
        for term in terms where columns.rowsOf[Int(term.column) - 1].count <= 32 {
            let value = known.value(of: term.column, settling: terms, rowBounds)
            guard value.isFinite else { continue }
            let moved = (column: term.column, value: value)
            let others = columns.rowsOf[Int(term.column) - 1].filter { held[Int($0) - 1] }
            if others.allSatisfy({ known.holds(columns.terms[Int($0) - 1], bounds[Int($0) - 1], moving: moved) }) { return moved }
        }
        return nil
    }

    /// Runs the simplex on the rows held; whether they hold. GLPK's values are then the point.
    private func simplexHolds() throws(SolverError) -> Bool {
        glpkPointHolds = try problem.simplex() != GLP_NOFEAS
        point = nil
        return glpkPointHolds
    }

    /// The point where every held row holds, read from GLPK when it has one and Swift does not.
    private func currentPoint() throws(SolverError) -> HeldPoint? {
        if point == nil, glpkPointHolds {
            var values: [Double] = []
            values.reserveCapacity(columnOf.count)
            for column in stride(from: Int32(1), through: Int32(columnOf.count), by: 1) {
                values.append(try problem.value(ofColumn: column))
            }
            point = HeldPoint(values: values)
        }
        return point
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
        return try simplexHolds()
    }

    func checkpoint() -> State { State(held: held, heldConstants: heldConstants) }

    func rollback(to state: State) throws(SolverError) {
        for index in held.indices where held[index] != state.held[index] {
            try setHeld(Int32(index + 1), state.held[index])
            point = nil
        }
        heldConstants = state.heldConstants
    }

    func heldPoint(_ variables: [Int]) throws(SolverError) -> [Double] {
        if try currentPoint() == nil, try !simplexHolds() {
            throw SolverError.numerical("GLPK found no point for required rows it had found could hold")
        }
        guard let point = try currentPoint() else { throw SolverError.numerical("GLPK gave no point") }
        return variables.map { variable in columnOf[variable].map { point.values[Int($0) - 1] } ?? 0 }
    }

    /// Holds or frees a row; GLPK's values are no longer known to be a point of the rows held, and
    /// the caller keeps `point` right.
    private func setHeld(_ rowNumber: Int32, _ isHeld: Bool) throws(SolverError) {
        glpkPointHolds = false
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
