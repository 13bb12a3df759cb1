import SnapLayoutModel
import SnapLayoutLinearSystem

/// An incremental constraint solver in the Cassowary tradition, as kiwi's `Solver`: add and remove
/// constraints, change their constants, suggest values for edit variables; every change re-solves
/// from the current tableau, and the solution is always the contract's lexicographic optimum.
///
/// ```swift
/// let solver = CassowarySimplex(variableCount: 2)        // x0, x1
/// let gap = try solver.add(LinearExpression(variable: 1) - LinearExpression(variable: 0) - 8, .equal)
/// try solver.add(LinearExpression(variable: 0) - 100, .equal, priority: 250)
/// solver.value(of: 1)                                    // 108
/// try solver.setConstant(-20, of: gap)                   // x1 == x0 + 20: re-solved in place
/// ```
///
/// Constraints are `expression (<=|==|>=) 0` over the variables `0 ..< variableCount`. Priorities
/// are strict tiers: 1000 is required; any other priority in `(0, 1000)` is its own level, and no
/// error at a lower level, however large, is traded against any error at a higher one.
public final class CassowarySimplex {
    /// What the tableau needs to take a constraint out again or change its constant.
    struct Record {
        var expression: LinearExpression
        var relation: LayoutRelation
        var priority: Double
        /// The symbol whose coefficient in the original row is `markerCoefficient`; solving for it
        /// removes the constraint.
        var marker: Int
        var markerCoefficient: Double
        /// The error symbols (costed at `priority`), none for required constraints.
        var errors: [Int]
        /// The slack or second error symbol, if any.
        var other: Int?
    }

    private var tableau = Tableau()
    private var records = RecordStore()
    /// The constraints in the order they were added (for rebuilding after a refused change).
    private var order: [Int] = []
    private var nextID = 0
    private var edits: [Int: CassowaryConstraint] = [:]
    private(set) var variableCount = 0
    /// Whether the objective may not be at its minimum (after additions without optimising).
    private var needsOptimize = false

    /// Whether required equalities carry a marker (kiwi's dummy symbol). The marker's column is
    /// how a required equality is removed or its constant changed later; without it, rows hold no
    /// such columns, which in a chain of views would make row `i` as long as the chain before it.
    let tracksRequiredEqualities: Bool

    /// Creates a solver with `variableCount` variables, all free.
    public convenience init(variableCount: Int = 0) {
        self.init(variableCount: variableCount, tracksRequiredEqualities: true)
    }

    /// Creates a solver; one that does not track required equalities can neither remove them nor
    /// change their constants (for one-shot solves).
    init(variableCount: Int, tracksRequiredEqualities: Bool, pivotBudget: Int? = nil) {
        self.tracksRequiredEqualities = tracksRequiredEqualities
        if let pivotBudget { tableau = Tableau(pivotBudget: pivotBudget) }
        for _ in 0..<variableCount { _ = addVariable() }
    }

    /// Adds a free variable and returns its index.
    @discardableResult
    public func addVariable() -> Int {
        let symbol = tableau.makeSymbol(.external)
        precondition(symbol == variableCount, "variables are created before any constraint")
        variableCount += 1
        return variableCount - 1
    }

    /// The number of constraints in the solver.
    public var constraintCount: Int { records.count }

    /// The value of a variable in the current solution.
    public func value(of variable: Int) -> Double {
        precondition(variable >= 0 && variable < variableCount, "no variable \(variable)")
        return tableau.value(of: variable)
    }

    /// The values of the first `count` variables (at most `variableCount`), read in one access to
    /// the tableau: a `value(of:)` per variable checks exclusive access each time, a sixth of a
    /// constant change's step at 100 views.
    package func values(count: Int) -> [Double] {
        precondition(count <= variableCount, "no variable \(count - 1)")
        return tableau.values(count: count)
    }

    /// Term operations left before pivots decline to go on (`SolverError.declined`); unlimited
    /// unless set.
    package var termBudget: Int {
        get { tableau.termBudget }
        set { tableau.termBudget = newValue }
    }

    /// Throws `SolverError.declined` once the term budget is spent (pivots check it themselves;
    /// an insertion that pivots nothing is checked here).
    func checkTermBudget() throws(CassowaryError) {
        if tableau.termBudget < 0 { throw .solver(Tableau.overBudget) }
    }

    /// The value of an expression in the current solution.
    public func value(of expression: LinearExpression) -> Double {
        var sum = expression.constant
        for term in expression.terms { sum += term.coefficient * tableau.value(of: term.variable) }
        return sum
    }

    /// Adds `expression relation 0` at `priority` and re-solves.
    ///
    /// - Throws: `CassowaryError.unsatisfiableConstraint` when a required constraint cannot hold with
    ///   the required ones already added (the solver is unchanged).
    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: LayoutRelation,
                    priority: Double = LinearSystem.requiredPriority) throws(CassowaryError) -> CassowaryConstraint {
        guard priority > 0 && priority <= LinearSystem.requiredPriority else { throw .invalidPriority(priority) }
        try check(expression)
        let constraint = try insert(expression, relation, priority: priority)
        try settle()
        return constraint
    }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: CassowaryConstraint) throws(CassowaryError) {
        guard let record = records.removeValue(forKey: constraint.id) else { throw .unknownConstraint(constraint) }
        precondition(record.marker >= 0, "required equalities are not tracked by this solver")
        order.removeAll { $0 == constraint.id }
        for error in record.errors { tableau.addObjective(error, level: record.priority, value: -1) }
        if tableau.isBasic(record.marker) {
            tableau.removeRow(of: record.marker)
        } else if let leaving = markerLeavingRow(record.marker) {
            // Pivot the marker in and drop its row: that takes the constraint out of every row.
            do { try tableau.pivot(entering: record.marker, leaving: leaving) } catch { throw .solver(error) }
            tableau.removeRow(of: record.marker)
        } else {
            rebuild()
            return
        }
        needsOptimize = true
        try settle()
    }

    /// Sets the constant of a constraint's expression and re-solves from the current tableau (the
    /// dual simplex): the cheap way to move things, as SnapKit's `update(offset:)`.
    public func setConstant(_ constant: Double, of constraint: CassowaryConstraint) throws(CassowaryError) {
        guard let record = records[constraint.id] else { throw .unknownConstraint(constraint) }
        precondition(record.marker >= 0, "required equalities are not tracked by this solver")
        guard constant.isFinite else { throw .nonFiniteNumber }
        let delta = constant - record.expression.constant
        if delta == 0 { return }
        // The row was `0 = e + c + κ·marker + …`; with `c + δ` the old tableau still holds with the
        // marker read as `marker + δ/κ`.
        tableau.shift(record.marker, by: -delta / record.markerCoefficient)
        records.setConstant(constant, of: constraint.id)
        let feasible: Bool
        do { feasible = try tableau.dualOptimize() && !tableau.hasViolatedDummy() } catch { throw .solver(error) }
        if !feasible {
            records.setConstant(constant - delta, of: constraint.id)
            // A solver built for a session (markers only where needed) is thrown away by its
            // session after a refused change; the public one is rebuilt to what it was.
            if tracksRequiredEqualities { rebuild() }
            throw .unsatisfiableConstraint(constraint)
        }
    }

    /// Makes `variable` editable at `priority` (optional, below 1000): `suggestValue` then pulls it
    /// toward a value at that priority, as kiwi's `addEditVariable`.
    public func addEditVariable(_ variable: Int, priority: Double) throws(CassowaryError) {
        guard variable >= 0 && variable < variableCount else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority > 0 && priority < LinearSystem.requiredPriority else { throw .invalidPriority(priority) }
        let expression = LinearExpression(variable: variable) - value(of: variable)
        edits[variable] = try add(expression, .equal, priority: priority)
    }

    /// Removes `variable`'s edit constraint.
    public func removeEditVariable(_ variable: Int) throws(CassowaryError) {
        guard let constraint = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(constraint)
    }

    /// Pulls an edit variable toward `value` and re-solves from the current tableau.
    public func suggestValue(_ value: Double, for variable: Int) throws(CassowaryError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(-value, of: constraint)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Int) -> Bool { edits[variable] != nil }

    // MARK: Building without re-solving after each step (the full solve)

    /// Adds a constraint without optimising (the tableau stays feasible, perhaps not optimal);
    /// `level` is the objective level of its errors (0 for the stay level). Throws when a required
    /// constraint cannot hold, leaving the tableau unusable (the caller starts over).
    @discardableResult
    func insertForBuild(_ expression: LinearExpression, _ relation: LayoutRelation,
                        priority: Double, tracksMarker: Bool? = nil) throws(CassowaryError) -> CassowaryConstraint {
        try insert(expression, relation, priority: priority, rollsBack: false, tracksMarker: tracksMarker)
    }

    /// Adds a required constraint when it can hold with the required ones in the solver, without
    /// optimising; `nil` when it cannot, the tableau then still holding exactly the constraints it
    /// held (no rebuild: the conflict search tries many rows that cannot hold).
    func insertIfHolds(_ expression: LinearExpression, _ relation: LayoutRelation) throws(CassowaryError) -> CassowaryConstraint? {
        do {
            return try insert(expression, relation, priority: LinearSystem.requiredPriority, rollsBack: false,
                              dropsRefusedRow: true)
        } catch {
            if case .unsatisfiableConstraint = error { return nil }
            throw error
        }
    }

    /// Everything a solver holds, kept by value: the tableau's rows are shared with the solver
    /// until either changes them (copy on write), so a checkpoint costs little.
    struct Checkpoint {
        fileprivate var tableau: Tableau
        fileprivate var records: RecordStore
        fileprivate var order: [Int]
        fileprivate var nextID: Int
        fileprivate var needsOptimize: Bool
    }

    /// The solver's current state, to come back to with `rollback(to:)`.
    func checkpoint() -> Checkpoint {
        Checkpoint(tableau: tableau, records: records, order: order, nextID: nextID, needsOptimize: needsOptimize)
    }

    /// Holds exactly what the solver held at `checkpoint` (taken from this solver, with the same
    /// variables and no edit variables added since).
    func rollback(to checkpoint: Checkpoint) {
        tableau = checkpoint.tableau
        records = checkpoint.records
        order = checkpoint.order
        nextID = checkpoint.nextID
        needsOptimize = checkpoint.needsOptimize
    }

    /// Which of `constraint`'s symbols the optimum holds at zero on its optimal face: parametric with
    /// a positive objective weight (complementary slackness). Its slack (an inequality's: its row's
    /// dual is then nonzero) and its errors, in `Record.errors` order (`CassowaryTierCore`).
    func heldSymbols(of constraint: CassowaryConstraint) -> (slack: Bool, errors: [Bool]) {
        let record = records[constraint.id]!
        func isHeld(_ symbol: Int) -> Bool {
            !tableau.isBasic(symbol) && tableau.objective.sign(of: symbol, tolerance: Tolerance.dual) > 0
        }
        return (record.relation != .equal && isHeld(record.marker), record.errors.map(isHeld))
    }

    /// Minimises the objective after `insertForBuild`.
    func optimize() throws(CassowaryError) {
        do { try tableau.optimize() } catch { throw .solver(error) }
        needsOptimize = false
    }

    /// The range `expression` can take over the current objective's optimal face.
    ///
    /// Each end is its own probe, written in the parametric symbols of the vertex it starts
    /// from: the first probe's pivots make some of the symbols basic, and a row written before
    /// them would read those as 0 (the upper end came out of another vertex's value).
    func range(of expression: LinearExpression) throws(CassowaryError) -> ValueRange {
        let terms = expression.terms.map { (symbol: $0.variable, coefficient: $0.coefficient) }
        let row = tableau.substituted(terms, constant: expression.constant)
        do {
            let lower = try tableau.minimize(row, phase: .probe) ?? -.infinity
            var negated = tableau.substituted(terms, constant: expression.constant)
            negated.negate()
            let upper = try tableau.minimize(negated, phase: .probe).map { -$0 } ?? .infinity
            return ValueRange(lower, upper)
        } catch {
            throw .solver(error)
        }
    }

    /// Whether `expression` takes one value over the optimal face of the current objective: its
    /// row mentions only symbols that cannot move there (dummies, and parametric symbols whose
    /// objective weight is positive).
    func isFixedOnOptimalFace(_ expression: LinearExpression) -> Bool {
        let terms = expression.terms.map { (symbol: $0.variable, coefficient: $0.coefficient) }
        let row = tableau.substituted(terms, constant: expression.constant)
        for term in row.terms {
            switch tableau.kinds[term.symbol] {
            case .dummy: continue
            case .external: return false
            case .slack, .error:
                guard tableau.objective.sign(of: term.symbol, tolerance: Tolerance.roundOff) > 0 else { return false }
            }
        }
        return true
    }

    /// Whether the required equalities alone fix `expression` whatever their constants: written in
    /// the parametric symbols, it holds no symbol but the markers of required equalities. Read
    /// while the tableau holds required rows only, that is "a constant once the required
    /// equalities are eliminated" (an inequality's slack, or a free variable, would let it move).
    func isFixedByRequiredEqualities(_ expression: LinearExpression) -> Bool {
        let terms = expression.terms.map { (symbol: $0.variable, coefficient: $0.coefficient) }
        return tableau.substituted(terms, constant: expression.constant).terms.allSatisfy { tableau.kinds[$0.symbol] == .dummy }
    }

    /// Whether the current point is the only point of the current objective's optimal face
    /// (`Tableau.isOnlyPointOfOptimalFace`); may move the tableau to another vertex of the face.
    func isOnlyPointOfOptimalFace() throws(CassowaryError) -> Bool {
        do { return try tableau.isOnlyPointOfOptimalFace() } catch { throw .solver(error) }
    }

    // MARK: Inside

    private func check(_ expression: LinearExpression) throws(CassowaryError) {
        guard expression.constant.isFinite else { throw .nonFiniteNumber }
        for term in expression.terms {
            guard term.variable >= 0 && term.variable < variableCount else { throw .unknownVariable(term.variable) }
            guard term.coefficient.isFinite else { throw .nonFiniteNumber }
        }
    }

    private func settle() throws(CassowaryError) {
        if needsOptimize { try optimize() }
    }

    /// Creates the constraint's row, chooses its subject and enters it (kiwi's `addConstraint`).
    private func insert(_ expression: LinearExpression, _ relation: LayoutRelation, priority: Double,
                        rollsBack: Bool = true, tracksMarker: Bool? = nil,
                        dropsRefusedRow: Bool = false) throws(CassowaryError) -> CassowaryConstraint {
        let terms = expression.terms.map { (symbol: $0.variable, coefficient: $0.coefficient) }
        var row = tableau.substituted(terms, constant: expression.constant)
        let isRequired = priority >= LinearSystem.requiredPriority
        var record: Record
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e ≤ 0 is e + s = 0 with s ≥ 0; e ≥ 0 is e − s = 0. An error absorbs what s cannot.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.makeSymbol(.slack)
            row.set(sign, for: slack)
            record = Record(expression: expression, relation: relation, priority: priority,
                            marker: slack, markerCoefficient: sign, errors: [], other: nil)
            if !isRequired {
                let error = tableau.makeSymbol(.error)
                row.set(-sign, for: error)
                tableau.addObjective(error, level: priority, value: 1)
                record.errors = [error]
                record.other = error
            }
        case .equal:
            if isRequired {
                let dummy = tracksMarker ?? tracksRequiredEqualities ? tableau.makeSymbol(.dummy) : -1
                if dummy >= 0 { row.set(1, for: dummy) }
                record = Record(expression: expression, relation: relation, priority: priority,
                                marker: dummy, markerCoefficient: 1, errors: [], other: nil)
            } else {
                // e = plus − minus, both costed, so the cost is |e| at the optimum.
                let plus = tableau.makeSymbol(.error), minus = tableau.makeSymbol(.error)
                row.set(-1, for: plus)
                row.set(1, for: minus)
                tableau.addObjective(plus, level: priority, value: 1)
                tableau.addObjective(minus, level: priority, value: 1)
                record = Record(expression: expression, relation: relation, priority: priority,
                                marker: plus, markerCoefficient: -1, errors: [plus, minus], other: minus)
            }
        }
        if row.constant < 0 { row.negate() }
        let constraint = CassowaryConstraint(id: nextID)
        nextID += 1

        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            try substituteAndInsert(row, basic: subject)
        } else if !row.terms.contains(where: { tableau.kinds[$0.symbol] != .dummy }) {
            // Only dummies: the constraint is implied by the required ones, or contradicts them.
            guard abs(row.constant) <= Tolerance.roundOff * max(1, magnitude(expression)) else {
                if rollsBack { rebuild() }
                throw .unsatisfiableConstraint(constraint)
            }
            // Kept when it holds dummies: it ties the markers of tracked rows (a redundant equality
            // without a marker of its own says their constants can only move together). Dropped,
            // a later constant change of one of them would go unchecked.
            if let basic = record.marker >= 0 ? record.marker : row.terms.first?.symbol {
                row.solve(for: basic)
                try substituteAndInsert(row, basic: basic)
            }
        } else {
            let holds: Bool
            do {
                holds = try addWithArtificialVariable(row, scale: magnitude(expression), dropsRefusedRow: dropsRefusedRow)
            } catch {
                throw .solver(error)
            }
            if !holds {
                if rollsBack { rebuild() }
                throw .unsatisfiableConstraint(constraint)
            }
        }
        records.insert(record, id: constraint.id)
        order.append(constraint.id)
        needsOptimize = true
        return constraint
    }

    private func substituteAndInsert(_ row: TableauRow, basic: Int) throws(CassowaryError) {
        tableau.enterRow(row, basic: basic)
    }

    /// A size for relative tolerances: the largest number in the expression.
    private func magnitude(_ expression: LinearExpression) -> Double {
        var scale = max(1, abs(expression.constant))
        for term in expression.terms { scale = max(scale, abs(term.coefficient)) }
        return scale
    }

    /// The symbol a new row is solved for: a free variable in it, else its marker or other
    /// symbol when that can enter with the row feasible (a negative coefficient on a restricted
    /// symbol, the constant being non-negative); `nil` when none can.
    private func chooseSubject(_ row: TableauRow, _ record: Record) -> Int? {
        // Of the free variables, the one in the fewest rows: entering it rewrites only those rows.
        // Kiwi takes the lowest, which in a chain of views is the one every earlier row holds.
        var external: Int?
        var fewest = Int.max
        for term in row.terms where tableau.kinds[term.symbol] == .external {
            let symbol = term.symbol
            let count = tableau.column(symbol).count
            if count < fewest || (count == fewest && symbol < external!) {
                external = symbol
                fewest = count
            }
        }
        if let external { return external }
        for candidate in [record.marker, record.other ?? -1] where candidate >= 0 && tableau.kinds[candidate].isRestricted {
            if let a = row.coefficient(of: candidate), a < 0 { return candidate }
        }
        return nil
    }

    /// Phase one for a row with no subject: minimise an artificial variable standing for it; the
    /// row can hold exactly when the minimum is 0 (kiwi's `addWithArtificialVariable`).
    ///
    /// With `dropsRefusedRow`, a row that cannot hold is dropped: its artificial variable stayed
    /// basic (leaving the basis would have made it 0), so no pivot used its row and the other rows
    /// still say exactly what they said before.
    private func addWithArtificialVariable(_ row: TableauRow, scale: Double,
                                           dropsRefusedRow: Bool = false) throws(SolverError) -> Bool {
        let artificial = tableau.makeSymbol(.slack)
        tableau.insertRow(row, basic: artificial)
        let minimum = try tableau.minimize(row, phase: .artificial) ?? 0
        let holds = abs(minimum) <= Tolerance.roundOff * scale
        if !holds, dropsRefusedRow, tableau.isBasic(artificial) {
            _ = tableau.removeRow(of: artificial)
            return false
        }
        if tableau.isBasic(artificial) {
            var basicRow = tableau.removeRow(of: artificial)
            if !basicRow.isEmpty {
                // Terms are sorted: the first restricted one is the lowest.
                let pivotable = basicRow.terms.first { tableau.kinds[$0.symbol].isRestricted }?.symbol
                guard let entering = pivotable else {
                    tableau.eraseColumn(artificial)
                    return false
                }
                basicRow.solve(for: entering, replacing: artificial)
                tableau.enterRow(basicRow, basic: entering)
            }
        }
        tableau.eraseColumn(artificial)
        return holds
    }

    /// The row to pivot a non-basic marker into, for removing its constraint (kiwi's
    /// `getMarkerLeavingRow`): the restricted row that limits it first in either direction, else any.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (row: Int, ratio: Double)?
        var second: (row: Int, ratio: Double)?
        var third: Int?
        for basic in tableau.column(marker).sorted() {
            let kind = tableau.kinds[basic]
            let row = tableau.rows[basic]!
            let a = row.coefficient(of: marker)!
            if kind == .external {
                if third == nil { third = basic }
            } else if a < 0 {
                let ratio = -row.constant / a
                if first == nil || ratio < first!.ratio { first = (basic, ratio) }
            } else {
                let ratio = row.constant / a
                if second == nil || ratio < second!.ratio { second = (basic, ratio) }
            }
        }
        return first?.row ?? second?.row ?? third
    }

    /// Builds the tableau again from the constraints kept, after a refused change left it unusable.
    private func rebuild() {
        let kept = order.compactMap { id in records[id].map { (id, $0) } }
        let count = variableCount
        precondition(tracksRequiredEqualities, "a solver that does not track required equalities is never rebuilt")
        tableau = Tableau()
        records = RecordStore()
        order = []
        variableCount = 0
        for _ in 0..<count { _ = addVariable() }
        let saved = nextID
        for (id, record) in kept {
            nextID = id
            // These held together before, so they hold again.
            _ = try? insert(record.expression, record.relation, priority: record.priority, rollsBack: false)
        }
        nextID = saved
        try? tableau.optimize()
        needsOptimize = false
    }
}
