import SnapLayoutLinearSystem

/// The pivoting rules: the primal simplex on the main objective and on a phase row, and the dual
/// simplex after constants changed.
///
/// Candidates are visited in ascending symbol order (the objective by symbol, a row's sorted
/// terms), so that where a tolerance makes "better" not quite transitive the choice still never
/// depends on hashing.
extension Tableau {
    // MARK: Primal simplex

    /// Minimises the main objective (lexicographically) from the current feasible vertex.
    mutating func optimize() throws(SolverError) {
        var streak = 0
        while true {
            guard let (entering, increases) = enteringSymbol(blandsRule: streak >= Tableau.degenerateStreakLimit) else {
                return
            }
            guard let (leaving, ratio) = leavingRow(for: entering, increasing: increases) else {
                // The main objective is bounded below (errors are non-negative); only round-off
                // on a free column gets here.
                throw SolverError.numerical("the Cassowary solver found an unbounded objective (numerical trouble)")
            }
            streak = ratio <= Tolerance.roundOff ? streak + 1 : 0
            // Choosing the entering symbol read every symbol's sign (a byte each: an eighth of a
            // term operation).
            termBudget &-= symbolCount / 8
            try pivot(entering: entering, leaving: leaving)
        }
    }

    /// The symbol to enter for the main objective: a restricted symbol with a negative weight, or
    /// a free (external) one with any nonzero weight, moved in the direction that lowers the
    /// objective; the steepest (Dantzig) or, under Bland's rule, the lowest. `nil` at the optimum.
    private func enteringSymbol(blandsRule: Bool) -> (symbol: Int, increases: Bool)? {
        var entering = -1
        var enteringScale = 1.0
        let signs = objective.leadingSigns
        for symbol in 0..<symbolCount where signs[symbol] != 0 {
            let kind = kinds[symbol]
            let sign = signs[symbol]
            if kind == .dummy || (kind.isRestricted && sign > 0) { continue }
            // The steepness is the weight, negated when positive (a free symbol then decreases).
            let scale: Double = sign > 0 ? -1 : 1
            // Symbols come in ascending order: a later one wins only when strictly steeper.
            if entering < 0 || (!blandsRule && objective.isLess(symbol, scaled: scale, than: entering, scaled: enteringScale,
                                                                tolerance: Tolerance.roundOff)) {
                entering = symbol
                enteringScale = scale
            }
        }
        return entering < 0 ? nil : (entering, enteringScale > 0)
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
            for term in phaseRow!.terms {
                let (symbol, coefficient) = (term.symbol, term.coefficient)
                let kind = kinds[symbol]
                if kind == .dummy || abs(coefficient) <= Tolerance.roundOff { continue }
                if kind.isRestricted && coefficient > 0 { continue }
                if phase == .probe, objective.sign(of: symbol, tolerance: Tolerance.roundOff) != 0 { continue }
                let steepness = -abs(coefficient)
                // Terms come in ascending order: a later one wins only when strictly steeper.
                let better = entering < 0 || (streak < Tableau.degenerateStreakLimit && steepness < best - Tolerance.roundOff)
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
            let a = row.coefficient(of: entering)!
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
            guard let entering = dualEnteringSymbol(row) else {
                infeasible.removeAll()
                return false
            }
            try pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The symbol to enter for an infeasible row: its lowest free symbol, else the restricted one
    /// with a positive coefficient and the least weight per unit (the dual ratio test), the lowest
    /// on a tie; `nil` when none can.
    private func dualEnteringSymbol(_ row: TableauRow) -> Int? {
        var entering = -1
        var bestCoefficient = 1.0
        for term in row.terms {
            let (symbol, a) = (term.symbol, term.coefficient)
            let kind = kinds[symbol]
            if kind == .dummy { continue }
            if kind == .external {
                // Ascending order: the first free symbol is the lowest.
                if abs(a) > Tolerance.roundOff && (entering < 0 || kinds[entering] != .external) { entering = symbol }
                continue
            }
            guard a > Tolerance.roundOff else { continue }
            if entering >= 0 && kinds[entering] == .external { continue }
            // Ascending order: a later symbol wins only when its ratio is strictly less.
            if entering < 0
                || objective.ratioIsLess(symbol, over: a, than: entering, over: bestCoefficient, tolerance: Tolerance.roundOff) {
                entering = symbol
                bestCoefficient = a
            }
        }
        return entering < 0 ? nil : entering
    }

    /// Whether a basic dummy (a required equality with nothing left to move) is off zero.
    func hasViolatedDummy() -> Bool {
        for symbol in dummies {
            if let row = rows[symbol], abs(row.constant) > Tolerance.roundOff * max(1, abs(row.constant)),
               !row.terms.contains(where: { kinds[$0.symbol] != .dummy }) {
                return true
            }
        }
        return false
    }
}
