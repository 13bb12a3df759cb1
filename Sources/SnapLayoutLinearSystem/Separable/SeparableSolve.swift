import BasicContainers
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
        guard variableCount <= LinearSystem.separableVariableLimit, var solve = SeparableSolve.loading(self) else { return nil }
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
/// Row `r`'s terms are `terms[rows[r].start ..< rows[r].start + rows[r].count]`, sorted by
/// variable, none zero; a rewritten row is written at the end of `terms`. The elimination is the
/// one `RequiredEqualityElimination` does (rows with fewer terms first, Markowitz pivots, the same
/// arithmetic), except that each pivot is substituted into every row at once, so that what is
/// left is the reduced system.
///
/// The storage is `UniqueArray`s (swift-collections): the solve writes a few numbers per term,
/// and a copy-on-write array's uniqueness check on every write was a third of its work.
struct SeparableSolve: ~Copyable {
    /// A row's place in `terms`, and what it is.
    struct Row {
        var start: Int
        var count: Int
        var constant: Double
        var relation: LayoutRelation
        var priority: Double
        /// Whether the elimination used the row (a pivot's row, or an equality left constant).
        var isUsed = false

        var isRequired: Bool { priority >= LinearSystem.requiredPriority }
        var isPendingEquality: Bool { isRequired && relation == .equal }
    }

    var rows: UniqueArray<Row>
    var terms: UniqueArray<LinearTerm>
    /// Where each variable occurs, by variable (a row may be listed after the variable left it).
    var occurrences: IndexChains
    /// The length of each variable's list: the Markowitz count.
    var occurrenceCount: UniqueArray<Int>
    /// The required equalities waiting to be pivoted on, in buckets by their number of terms.
    var buckets: IndexChains
    /// The pivots in elimination order: the variable, and the row now holding its solved
    /// expression (`variable = Σ terms + constant`).
    var pivots: UniqueArray<(variable: Int, row: Int)>

    /// The rows loaded, or `nil` for a system a solver must see (a number that is not finite, a
    /// priority outside (0, 1000], an ill-conditioned system).
    static func loading(_ system: LinearSystem) -> SeparableSolve? {
        // Rows and terms read in place: a copy of a row retained and released its terms and its
        // source's names.
        let (fine, termCount) = system.rows.withUnsafeBufferPointer(check)
        guard fine else { return nil }
        var solve = SeparableSolve(rowCount: system.rows.count, variableCount: system.variableCount,
                                   termCount: termCount)
        guard system.rows.withUnsafeBufferPointer({ solve.load($0) }) else { return nil }
        return solve
    }

    /// Empty storage for a system of this size.
    private init(rowCount: Int, variableCount: Int, termCount: Int) {
        rows = UniqueArray(minimumCapacity: rowCount)
        terms = UniqueArray(minimumCapacity: 2 * termCount + 16)
        occurrences = IndexChains(lists: variableCount, capacity: 2 * termCount)
        occurrenceCount = UniqueArray(repeating: 0, count: variableCount)
        buckets = IndexChains(lists: LinearSystem.eliminationTermLimit + 1, capacity: rowCount)
        pivots = UniqueArray(minimumCapacity: rowCount)
    }

    /// Whether every row's priority and constant are fine and its terms few enough; the terms.
    private static func check(_ rows: UnsafeBufferPointer<LinearRow>) -> (Bool, Int) {
        var termCount = 0
        for index in rows.indices {
            let row = rows.baseAddress! + index
            guard row.pointee.priority > 0, row.pointee.priority <= LinearSystem.requiredPriority,
                  row.pointee.expression.constant.isFinite,
                  row.pointee.expression.terms.count <= LinearSystem.eliminationTermLimit else { return (false, 0) }
            termCount += row.pointee.expression.terms.count
        }
        return (true, termCount)
    }

    /// Loads `rows` (see `init`); `false` for a coefficient that is not finite or an
    /// ill-conditioned system.
    private mutating func load(_ rows: UnsafeBufferPointer<LinearRow>) -> Bool {
        var smallest = Double.infinity, largest = 0.0
        for index in rows.indices {
            let row = rows.baseAddress! + index
            self.rows.append(Row(start: terms.count, count: row.pointee.expression.terms.count,
                                 constant: row.pointee.expression.constant, relation: row.pointee.relation,
                                 priority: row.pointee.priority))
            for term in row.pointee.expression.terms {
                let magnitude = abs(term.coefficient)
                guard magnitude.isFinite else { return false }
                smallest = min(smallest, magnitude)
                largest = max(largest, magnitude)
                terms.append(term)
                occurrences.push(index, onto: term.variable)
                occurrenceCount[term.variable] += 1
            }
        }
        // The solvers report such a system (Cassowary declines it): a solver must see it.
        if largest > 0, largest / smallest >= LinearSystem.illConditionedSpread { return false }
        // Pushed back to front, so that each bucket pops its rows in ascending order.
        for index in rows.indices.reversed() where self.rows[index].isPendingEquality {
            buckets.push(index, onto: self.rows[index].count)
        }
        return true
    }
}
