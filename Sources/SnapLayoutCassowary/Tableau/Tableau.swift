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
    private var dummies: [Int] = []
    /// By symbol: its row when it is basic.
    private(set) var rows: [TableauRow?] = []
    /// By symbol: the basic symbols whose rows hold it.
    private var columns: [Set<Int>] = []
    /// The main objective, by parametric symbol.
    private(set) var objective: [Int: SymbolicWeight] = [:]
    /// A scalar objective kept up to date by pivots while a phase runs.
    private var phaseRow: TableauRow?
    /// Restricted basic symbols whose constants went negative (dual simplex work list).
    private var infeasible: [Int] = []
    /// Pivots left before the tableau gives up.
    private var pivotBudget: Int

    init(pivotBudget: Int = 5_000_000) {
        self.pivotBudget = pivotBudget
    }

    // MARK: Symbols and values

    /// A new symbol, parametric and in no row.
    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        if kind == .dummy { dummies.append(kinds.count - 1) }
        return kinds.count - 1
    }

    var symbolCount: Int { kinds.count }

    /// The symbol's current value: its row's constant when basic, else 0.
    func value(of symbol: Int) -> Double {
        rows[symbol]?.constant ?? 0
    }

    func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// `Σ coefficient × symbol + constant` with every basic symbol replaced by its row.
    func substituted(_ terms: [(symbol: Int, coefficient: Double)], constant: Double) -> TableauRow {
        var row = TableauRow(constant: constant)
        for (symbol, coefficient) in terms where coefficient != 0 {
            if let basic = rows[symbol] {
                row.constant += coefficient * basic.constant
                for (other, a) in basic.terms { Tableau.accumulate(&row.terms, other, coefficient * a) }
            } else {
                Tableau.accumulate(&row.terms, symbol, coefficient)
            }
        }
        return row
    }

    private static func accumulate(_ terms: inout [Int: Double], _ symbol: Int, _ amount: Double) {
        let value = (terms[symbol] ?? 0) + amount
        if abs(value) <= Tolerance.roundOff { terms[symbol] = nil } else { terms[symbol] = value }
    }

    // MARK: Rows

    /// Makes `basic` basic with `row` (which must not hold `basic` or any basic symbol).
    mutating func insertRow(_ row: TableauRow, basic: Int) {
        for symbol in row.terms.keys { columns[symbol].insert(basic) }
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
        for symbol in row.terms.keys { columns[symbol].remove(basic) }
        rows[basic] = nil
        return row
    }

    /// Replaces `symbol` by `row` in every row and objective that holds it.
    private mutating func substitute(_ symbol: Int, with row: TableauRow) {
        let holders = columns[symbol]
        columns[symbol] = []
        for basic in holders {
            let coefficient = rows[basic]!.terms.removeValue(forKey: symbol)!
            addRow(row, times: coefficient, into: basic)
        }
        if let weight = objective.removeValue(forKey: symbol) {
            for (other, a) in row.terms {
                var combined = objective[other] ?? SymbolicWeight()
                combined.add(weight, times: a, tolerance: Tolerance.roundOff)
                objective[other] = combined.isZero ? nil : combined
            }
        }
        if phaseRow != nil, let coefficient = phaseRow!.terms.removeValue(forKey: symbol) {
            phaseRow!.constant += coefficient * row.constant
            for (other, a) in row.terms { Tableau.accumulate(&phaseRow!.terms, other, coefficient * a) }
        }
    }

    /// `rows[basic] += factor × row`, keeping columns in step.
    private mutating func addRow(_ row: TableauRow, times factor: Double, into basic: Int) {
        rows[basic]!.constant += factor * row.constant
        for (symbol, a) in row.terms {
            let old = rows[basic]!.terms[symbol]
            let value = (old ?? 0) + factor * a
            if abs(value) <= Tolerance.roundOff {
                if old != nil {
                    rows[basic]!.terms[symbol] = nil
                    columns[symbol].remove(basic)
                }
            } else {
                rows[basic]!.terms[symbol] = value
                if old == nil { columns[symbol].insert(basic) }
            }
        }
        if kinds[basic].isRestricted && rows[basic]!.constant < -Tolerance.roundOff { infeasible.append(basic) }
    }

    /// Exchanges a parametric `entering` symbol with the basic `leaving` one.
    mutating func pivot(entering: Int, leaving: Int) throws(SolverError) {
        pivotBudget -= 1
        if pivotBudget < 0 { throw SolverError.numerical("the Cassowary solver ran out of pivots (numerical trouble)") }
        var row = removeRow(of: leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    // MARK: Objective

    /// Adds `weight` to the objective coefficient of the parametric or basic `symbol`.
    mutating func addObjective(_ symbol: Int, weight: SymbolicWeight) {
        if let row = rows[symbol] {
            for (other, a) in row.terms {
                var combined = objective[other] ?? SymbolicWeight()
                combined.add(weight, times: a, tolerance: Tolerance.roundOff)
                objective[other] = combined.isZero ? nil : combined
            }
        } else {
            var combined = objective[symbol] ?? SymbolicWeight()
            combined.add(weight, times: 1, tolerance: Tolerance.roundOff)
            objective[symbol] = combined.isZero ? nil : combined
        }
    }

    /// Removes every trace of a parametric symbol that no longer stands for anything (an
    /// artificial variable, fixed at 0).
    mutating func eraseColumn(_ symbol: Int) {
        for basic in columns[symbol] { rows[basic]!.terms[symbol] = nil }
        columns[symbol] = []
        objective[symbol] = nil
    }

    /// Removes the basic symbols' rows that went infeasible from the work list (after a rebuild).
    mutating func clearInfeasible() { infeasible = [] }

    // MARK: Primal simplex

    /// Minimises the main objective (lexicographically) from the current feasible vertex.
    mutating func optimize() throws(SolverError) {
        var streak = 0
        while true {
            // Entering: a restricted symbol with a negative weight, or a free (external) one with
            // any nonzero weight, moved in the direction that lowers the objective.
            var entering = -1
            var increases = true
            var best = SymbolicWeight()
            for (symbol, weight) in objective {
                let kind = kinds[symbol]
                if kind == .dummy { continue }
                let sign = weight.sign(tolerance: Tolerance.roundOff)
                if sign == 0 || (kind.isRestricted && sign > 0) { continue }
                var steepness = weight
                if sign > 0 { steepness.add(weight, times: -2, tolerance: 0) }
                let better: Bool
                if entering < 0 {
                    better = true
                } else if streak >= Tableau.degenerateStreakLimit {
                    better = symbol < entering
                } else if SymbolicWeight.isLess(steepness, than: best, tolerance: Tolerance.roundOff) {
                    better = true
                } else if !SymbolicWeight.isLess(best, than: steepness, tolerance: Tolerance.roundOff) {
                    better = symbol < entering
                } else {
                    better = false
                }
                if better { entering = symbol; best = steepness; increases = sign < 0 }
            }
            if entering < 0 { return }
            guard let (leaving, ratio) = leavingRow(for: entering, increasing: increases) else {
                // The main objective is bounded below (errors are non-negative); only round-off
                // on a free column gets here.
                throw SolverError.numerical("the Cassowary solver found an unbounded objective (numerical trouble)")
            }
            streak = ratio <= Tolerance.roundOff ? streak + 1 : 0
            try pivot(entering: entering, leaving: leaving)
        }
    }

    /// Minimises `row` (a scalar objective) from the current vertex: alone for phase one, or over
    /// the main objective's optimal face for a probe. Returns the minimum, or `nil` when unbounded.
    mutating func minimize(_ row: TableauRow, phase: Phase) throws(SolverError) -> Double? {
        phaseRow = row
        defer { phaseRow = nil }
        var streak = 0
        while true {
            var entering = -1
            var increases = true
            var best = 0.0
            for (symbol, coefficient) in phaseRow!.terms {
                let kind = kinds[symbol]
                if kind == .dummy || abs(coefficient) <= Tolerance.roundOff { continue }
                if kind.isRestricted && coefficient > 0 { continue }
                if phase == .probe, let weight = objective[symbol], weight.sign(tolerance: Tolerance.roundOff) != 0 { continue }
                let steepness = -abs(coefficient)
                let better = entering < 0
                    || (streak >= Tableau.degenerateStreakLimit ? symbol < entering
                        : steepness < best - Tolerance.roundOff || (steepness <= best + Tolerance.roundOff && symbol < entering))
                if better { entering = symbol; best = steepness; increases = coefficient < 0 }
            }
            if entering < 0 { return phaseRow!.constant }
            guard let (leaving, ratio) = leavingRow(for: entering, increasing: increases) else { return nil }
            streak = ratio <= Tolerance.roundOff ? streak + 1 : 0
            try pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits moving `entering` first (ratio test), ties to the lowest
    /// symbol; `nil` when nothing limits it.
    private func leavingRow(for entering: Int, increasing: Bool) -> (Int, Double)? {
        var leaving = -1
        var bestRatio = Double.infinity
        for basic in columns[entering] {
            let kind = kinds[basic]
            guard kind != .external else { continue }
            let row = rows[basic]!
            let a = row.terms[entering]!
            let ratio: Double
            if kind == .dummy {
                // A basic dummy is pinned at 0 in both directions.
                ratio = max(0, abs(row.constant))
            } else if increasing ? a < -Tolerance.roundOff : a > Tolerance.roundOff {
                ratio = max(0, row.constant) / abs(a)
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < leaving) {
                leaving = basic
                bestRatio = ratio
            }
        }
        return leaving < 0 ? nil : (leaving, bestRatio)
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping the objective optimal (the dual
    /// simplex, as kiwi's `dualOptimize`). Returns `false` when the rows cannot all hold.
    mutating func dualOptimize() throws(SolverError) -> Bool {
        while !infeasible.isEmpty {
            // The lowest infeasible symbol first, so the order never depends on hashing.
            let index = infeasible.indices.min { infeasible[$0] < infeasible[$1] }!
            let leaving = infeasible.remove(at: index)
            guard let row = rows[leaving], row.constant < -Tolerance.roundOff else { continue }
            var entering = -1
            var bestWeight = SymbolicWeight()
            var bestCoefficient = 1.0
            for (symbol, a) in row.terms {
                let kind = kinds[symbol]
                if kind == .dummy { continue }
                if kind == .external {
                    if abs(a) > Tolerance.roundOff && (entering < 0 || kinds[entering] != .external || symbol < entering) {
                        entering = symbol
                    }
                    continue
                }
                guard a > Tolerance.roundOff else { continue }
                if entering >= 0 && kinds[entering] == .external { continue }
                let weight = objective[symbol] ?? SymbolicWeight()
                if entering < 0
                    || SymbolicWeight.ratioIsLess(weight, over: a, than: bestWeight, over: bestCoefficient, tolerance: Tolerance.roundOff)
                    || (!SymbolicWeight.ratioIsLess(bestWeight, over: bestCoefficient, than: weight, over: a, tolerance: Tolerance.roundOff)
                        && symbol < entering) {
                    entering = symbol
                    bestWeight = weight
                    bestCoefficient = a
                }
            }
            if entering < 0 {
                infeasible.removeAll()
                return false
            }
            try pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// Whether a basic dummy (a required equality with nothing left to move) is off zero.
    func hasViolatedDummy() -> Bool {
        for symbol in dummies {
            if let row = rows[symbol], abs(row.constant) > Tolerance.roundOff * max(1, abs(row.constant)),
               !row.terms.keys.contains(where: { kinds[$0] != .dummy }) {
                return true
            }
        }
        return false
    }

    // MARK: Constants

    /// Shifts every row as if `symbol` were replaced by `symbol − shift` (a constraint's constant
    /// changed; see `CassowaryTableau.setConstant`).
    mutating func shift(_ symbol: Int, by shift: Double) {
        if rows[symbol] != nil {
            rows[symbol]!.constant += shift
            if kinds[symbol].isRestricted && rows[symbol]!.constant < -Tolerance.roundOff { infeasible.append(symbol) }
            return
        }
        for basic in columns[symbol] {
            let a = rows[basic]!.terms[symbol]!
            rows[basic]!.constant -= a * shift
            if kinds[basic].isRestricted && rows[basic]!.constant < -Tolerance.roundOff { infeasible.append(basic) }
        }
    }

    /// The basic symbols whose rows hold `symbol`.
    func column(_ symbol: Int) -> Set<Int> { columns[symbol] }
}
