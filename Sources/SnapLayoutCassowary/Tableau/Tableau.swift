import SnapLayoutModel
import SnapLayoutLinearSystem

/// The simplex tableau of the Cassowary algorithm (Badros, Borning & Stuckey 2001), in the shape
/// kiwi gives it: every row is `basic = constant + Σ coefficient × parametric`, every parametric
/// symbol is 0, so a basic symbol's value is its row's constant. Restricted basic symbols (slacks,
/// errors) keep non-negative constants: the tableau is always primal feasible.
///
/// Two things differ from kiwi:
/// - the objective's coefficients are `SymbolicWeight`s, one component per priority, so tiers are
///   strict (no weighted sum of strengths);
/// - each symbol's column (the rows it appears in) is kept, so a pivot touches only the rows that
///   hold the entering symbol instead of scanning every row.
///
/// Anti-cycling: Dantzig's rule (the most negative weight) until pivots stall on a degenerate
/// vertex, then Bland's rule (lowest symbol) until one makes progress, which cannot cycle. A pivot
/// budget turns anything else into an error instead of a hang.
struct Tableau {
    /// Degenerate pivots in a row after which Bland's rule takes over.
    static let degenerateStreakLimit = 32

    enum Outcome: Equatable {
        case optimal
        /// The objective decreases without bound along the entering symbol's column.
        case unbounded
    }

    /// What optimising the phase objective means.
    enum Phase {
        /// Minimise the phase row alone (the artificial variable of phase one).
        case artificial
        /// Minimise the phase row over the main objective's optimal face (frame ranges).
        case probe
    }

    private(set) var kinds: [SymbolKind] = []
    /// The dummy symbols (markers of required equalities), for checking them without a scan.
    private(set) var dummies: [Int] = []
    /// By symbol: its row when it is basic.
    private(set) var rows: [TableauRow?] = []
    /// By symbol: the basic symbols whose rows hold it, in no particular order (nothing reads
    /// its order: every choice made from a column breaks ties by symbol).
    private(set) var columns: [[Int]] = []
    /// The main objective.
    private(set) var objective = SymbolicObjective()
    /// A scalar objective kept up to date by pivots while a phase runs.
    var phaseRow: TableauRow?
    /// Restricted basic symbols whose constants went negative (dual simplex work list).
    var infeasible: [Int] = []
    /// Pivots left before the tableau gives up.
    private var pivotBudget: Int
    /// Term operations (terms substituted into rows and into the objective's tiers, and an
    /// eighth for each symbol a pivot's choice reads) left before the tableau declines to go on:
    /// a kept tableau whose build would cost more than the solves it saves is not built
    /// (`CassowarySolver.tableauTermBudget`).
    var termBudget = Int.max
    /// The spare buffer of row merges (`TableauRow.add`), so that merging allocates nothing.
    private var scratch: [TableauTerm] = []

    /// What a build over its term budget throws.
    static let overBudget = SolverError.declined("the tableau would take more work to build than its budget")

    init(pivotBudget: Int = 5_000_000) {
        self.pivotBudget = pivotBudget
    }

    // MARK: Symbols and values

    /// A new symbol, parametric and in no row.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        objective.addSymbol()
        if kind == .dummy { dummies.append(kinds.count - 1) }
        return kinds.count - 1
    }

    var symbolCount: Int { kinds.count }

    /// The symbol's current value: its row's constant when basic, else 0.
    func value(of symbol: Int) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// The values of symbols `0..<count`.
    func values(count: Int) -> [Double] {
        [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
            for symbol in 0..<count { buffer[symbol] = rows[symbol]?.constant ?? 0 }
            initialized = count
        }
    }

    func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// `Σ coefficient × symbol + constant` with every basic symbol replaced by its row.
    mutating func substituted(_ terms: [(symbol: Int, coefficient: Double)], constant: Double) -> TableauRow {
        // Room for every term, and for the slack, error or marker symbols a new constraint adds.
        var capacity = 3
        for (symbol, _) in terms { capacity += rows[symbol]?.terms.count ?? 1 }
        termBudget &-= capacity
        if terms.count >= Tableau.gatheringMinimumTerms { return gathered(terms, constant: constant, capacity: capacity) }
        var row = TableauRow(constant: constant, capacity: capacity)
        for (symbol, coefficient) in terms where coefficient != 0 {
            if let basic = rows[symbol] {
                row.add(basic, times: coefficient, tolerance: Tolerance.roundOff, scratch: &scratch,
                        added: { _ in }, removed: { _ in })
            } else {
                row.add(coefficient, to: symbol, tolerance: Tolerance.roundOff)
            }
        }
        return row
    }

    // MARK: Rows

    /// Makes `basic` basic with `row` (which must not hold `basic` or any basic symbol).
    mutating func insertRow(_ row: TableauRow, basic: Int) {
        for term in row.terms { columns[term.symbol].append(basic) }
        rows[basic] = row
        if kinds[basic].isRestricted && row.constant < -Tolerance.roundOff { infeasible.append(basic) }
    }

    /// Makes the parametric `basic` basic with `row`, substituting it out of every other row first.
    mutating func enterRow(_ row: TableauRow, basic: Int) {
        substitute(basic, with: row)
        insertRow(row, basic: basic)
    }

    /// Removes `basic`'s row and returns it; `basic` becomes parametric (and appears nowhere).
    @discardableResult
    mutating func removeRow(of basic: Int) -> TableauRow {
        let row = rows[basic]!
        for term in row.terms { removeFromColumn(term.symbol, basic) }
        rows[basic] = nil
        return row
    }

    /// Takes `basic` out of `symbol`'s column (a linear search: columns are short, and a pivot
    /// that empties a long one also rewrites every row in it).
    private mutating func removeFromColumn(_ symbol: Int, _ basic: Int) {
        guard let index = columns[symbol].firstIndex(of: basic) else { return }
        columns[symbol].swapAt(index, columns[symbol].count - 1)
        columns[symbol].removeLast()
    }

    /// Replaces `symbol` by `row` in every row and objective that holds it.
    private mutating func substitute(_ symbol: Int, with row: TableauRow) {
        var holders: [Int] = []
        swap(&holders, &columns[symbol])
        termBudget &-= holders.count &* row.terms.count
        for basic in holders {
            let coefficient = rows[basic]!.remove(symbol)!
            addRow(row, times: coefficient, into: basic)
        }
        let tiers = objective.substitute(symbol, with: row, tolerance: Tolerance.roundOff)
        termBudget &-= objective.tierCount &+ tiers &* row.terms.count
        if phaseRow != nil, let coefficient = phaseRow!.remove(symbol) {
            phaseRow!.add(row, times: coefficient, tolerance: Tolerance.roundOff, scratch: &scratch,
                          added: { _ in }, removed: { _ in })
        }
    }

    /// `rows[basic] += factor × row`, keeping columns in step.
    private mutating func addRow(_ row: TableauRow, times factor: Double, into basic: Int) {
        // The row is taken out while it merges, so that the merge may update the columns.
        var target = rows[basic]!
        rows[basic] = nil
        var buffer: [TableauTerm] = []
        swap(&buffer, &scratch)
        target.add(row, times: factor, tolerance: Tolerance.roundOff, scratch: &buffer,
                   added: { columns[$0].append(basic) }, removed: { removeFromColumn($0, basic) })
        swap(&buffer, &scratch)
        if kinds[basic].isRestricted && target.constant < -Tolerance.roundOff { infeasible.append(basic) }
        rows[basic] = target
    }

    /// Exchanges a parametric `entering` symbol with the basic `leaving` one.
    mutating func pivot(entering: Int, leaving: Int) throws(SolverError) {
        pivotBudget -= 1
        if pivotBudget < 0 { throw SolverError.numerical("the Cassowary solver ran out of pivots (numerical trouble)") }
        var row = removeRow(of: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        if termBudget < 0 { throw Tableau.overBudget }
        insertRow(row, basic: entering)
    }

    // MARK: Objective

    /// Adds `value` at `level` to the objective coefficient of the parametric or basic `symbol`.
    mutating func addObjective(_ symbol: Int, level: Double, value: Double) {
        let tier = objective.tier(of: level)
        if let row = rows[symbol] {
            for term in row.terms {
                objective.add(term.coefficient * value, at: tier, to: term.symbol, tolerance: Tolerance.roundOff)
            }
        } else {
            objective.add(value, at: tier, to: symbol, tolerance: Tolerance.roundOff)
        }
    }

    /// Removes every trace of a parametric symbol that no longer stands for anything (an
    /// artificial variable, fixed at 0).
    mutating func eraseColumn(_ symbol: Int) {
        for basic in columns[symbol] { rows[basic]!.remove(symbol) }
        columns[symbol] = []
        objective.clear(symbol)
    }

    /// Removes the basic symbols' rows that went infeasible from the work list (after a rebuild).
    mutating func clearInfeasible() { infeasible = [] }

    // MARK: Constants

    /// Shifts every row as if `symbol` were replaced by `symbol − shift` (a constraint's constant
    /// changed; see `CassowaryTableau.setConstant`).
    mutating func shift(_ symbol: Int, by shift: Double) {
        if rows[symbol] != nil {
            rows[symbol]!.constant += shift
            if kinds[symbol].isRestricted && rows[symbol]!.constant < -Tolerance.roundOff { infeasible.append(symbol) }
            return
        }
        // Through buffers (a kept tableau's edit shifts a few hundred rows at 100 views): each
        // row's optional read and written once, no uniqueness check per row.
        var infeasible = self.infeasible
        self.infeasible = []
        columns[symbol].withUnsafeBufferPointer { column in
            kinds.withUnsafeBufferPointer { kinds in
                rows.withUnsafeMutableBufferPointer { rows in
                    for basic in column {
                        let a = rows[basic]!.coefficient(of: symbol)!
                        let constant = rows[basic]!.constant - a * shift
                        rows[basic]!.constant = constant
                        if kinds[basic].isRestricted && constant < -Tolerance.roundOff { infeasible.append(basic) }
                    }
                }
            }
        }
        self.infeasible = infeasible
    }

    /// The basic symbols whose rows hold `symbol`.
    func column(_ symbol: Int) -> [Int] { columns[symbol] }
}
