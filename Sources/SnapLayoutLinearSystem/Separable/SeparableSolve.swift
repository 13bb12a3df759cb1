import SnapLayoutModel

extension LinearSystem {
    /// The solution of a *separable* system, found without an LP: `nil` when the system is not one.
    ///
    /// A system is separable when, once every required equality is eliminated, each other row
    /// holds at most one variable and the tiers leave each variable one value. Most screens are:
    /// their edges are required equalities, and what is left is each content-sized view's width
    /// and height between its hugging and its compression resistance (a block of one variable,
    /// `OneVariableBlock`). The contract's solve (section 4) then has exactly one answer, which
    /// this finds in one pass over flat term storage, without the representations a solver's
    /// decoupled solve builds for the general case (and for later incremental solves). The stay
    /// terms decide nothing in such a system, so they are not read.
    ///
    /// `nil` also for everything a solver must decide or report: required rows that cannot hold
    /// (conflicts), a variable the tiers leave a range (stays decide it: an ambiguous or
    /// stay-placed layout), a row left with two variables or more (an LP), a row that grew past
    /// `eliminationTermLimit` terms, an ill-conditioned system (`illConditionedRow`), a number
    /// that is not finite, a priority outside (0, 1000], more than `separableVariableLimit`
    /// variables.
    package func separableSolution() -> [Double]? {
        guard variableCount <= LinearSystem.separableVariableLimit, var solve = SeparableSolve(self) else { return nil }
        guard solve.eliminateRequiredEqualities(self) else { return nil }
        guard var values = solve.solveBlocks(self) else { return nil }
        solve.backSubstitute(into: &values)
        return values
    }

    /// Systems with more variables than this are left to the solvers: the separable solve is for
    /// screens, where a solver's setup is most of the work.
    package static let separableVariableLimit = 4096
}

/// The state of one separable solve (`LinearSystem.separableSolution()`): every row's terms in one
/// array, rewritten as the required equalities are eliminated.
///
/// Row `r`'s terms are `terms[start[r] ..< start[r] + count[r]]`, sorted by variable, none zero;
/// a rewritten row is written at the end of `terms`. The elimination is the one
/// `RequiredEqualityElimination` does (rows with fewer terms first, Markowitz pivots, the same
/// arithmetic), except that each pivot is substituted into every row at once, so that what is
/// left is the reduced system.
struct SeparableSolve {
    var terms: [LinearTerm]
    var start: [Int]
    var count: [Int]
    var constant: [Double]
    /// Each row's relation and priority, read in place from the system's rows once.
    var relation: [LayoutRelation]
    var priority: [Double]
    /// Whether a row was used by the elimination (a pivot's row, or an equality left constant).
    var used: [Bool]
    /// Where each variable occurs, by variable (a row may be listed after the variable left it).
    var occurrences: IndexChains
    /// The length of each variable's list: the Markowitz count.
    var occurrenceCount: [Int]
    /// The required equalities waiting to be pivoted on, in buckets by their number of terms.
    var buckets: IndexChains
    /// The pivots in elimination order: the variable, and the row now holding its solved
    /// expression (`variable = Σ terms + constant`).
    var pivots: [(variable: Int, row: Int)] = []

    /// The rows loaded, or `nil` for a system a solver must see (a number that is not finite, a
    /// priority outside (0, 1000], an ill-conditioned system).
    init?(_ system: LinearSystem) {
        let rowCount = system.rows.count
        let termCount = system.rows.withUnsafeBufferPointer { rows in
            var total = 0
            for index in rows.indices { total += rows[index].expression.terms.count }
            return total
        }
        terms = []
        terms.reserveCapacity(2 * termCount + 16)
        start = []
        start.reserveCapacity(rowCount)
        count = []
        count.reserveCapacity(rowCount)
        constant = []
        constant.reserveCapacity(rowCount)
        relation = []
        relation.reserveCapacity(rowCount)
        priority = []
        priority.reserveCapacity(rowCount)
        used = [Bool](filled: false, count: rowCount)
        occurrenceCount = [Int](filled: 0, count: system.variableCount)
        occurrences = IndexChains(lists: system.variableCount, capacity: 2 * termCount)
        buckets = IndexChains(lists: LinearSystem.eliminationTermLimit + 1, capacity: rowCount)
        // Rows and terms read in place: a copy of a row retained and released its terms and its
        // source's names, most of loading a screen.
        let loaded = system.rows.withUnsafeBufferPointer { rows in
            var smallest = Double.infinity, largest = 0.0
            for index in rows.indices {
                guard rows[index].priority > 0, rows[index].priority <= LinearSystem.requiredPriority,
                      rows[index].expression.constant.isFinite,
                      rows[index].expression.terms.count <= LinearSystem.eliminationTermLimit else { return false }
                start.append(terms.count)
                count.append(rows[index].expression.terms.count)
                constant.append(rows[index].expression.constant)
                relation.append(rows[index].relation)
                priority.append(rows[index].priority)
                let fine = rows[index].expression.terms.withUnsafeBufferPointer { rowTerms in
                    for term in rowTerms {
                        let magnitude = abs(term.coefficient)
                        guard magnitude.isFinite else { return false }
                        smallest = min(smallest, magnitude)
                        largest = max(largest, magnitude)
                        terms.append(term)
                        occurrences.push(index, onto: term.variable)
                        occurrenceCount[term.variable] += 1
                    }
                    return true
                }
                guard fine else { return false }
            }
            // The solvers report such a system (Cassowary declines it): a solver must see it.
            if largest > 0, largest / smallest >= LinearSystem.illConditionedSpread { return false }
            // Pushed back to front, so that each bucket pops its rows in ascending order.
            for index in rows.indices.reversed() where priority[index] >= LinearSystem.requiredPriority
            && relation[index] == .equal {
                buckets.push(index, onto: count[index])
            }
            return true
        }
        guard loaded else { return nil }
        pivots.reserveCapacity(rowCount)
    }
}
