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
        return solve.solution()
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
/// The storage is `UniqueArray`s and `RigidArray`s (swift-collections): the solve writes a few
/// numbers per term, and a copy-on-write array's uniqueness check on every write was a third of
/// its work. What grows as rows are loaded and rewritten is a `RigidArray` (`appendDoubling`).
struct SeparableSolve: ~Copyable {
    /// A row's place in `terms`, and what it is.
    struct Row {
        var start: Int
        var count: Int
        var constant: Double
        var relation: LayoutRelation
        var priority: Double
        /// The constant the row was loaded with (the elimination's round-off tolerance).
        var original: Double
        /// Whether the elimination used the row (a pivot's row, or an equality left constant).
        var isUsed = false

        var isRequired: Bool { priority >= LinearSystem.requiredPriority }
        var isPendingEquality: Bool { isRequired && relation == .equal }
    }

    var rows: RigidArray<Row>
    var terms: RigidArray<LinearTerm>
    /// Where each variable occurs, by variable (a row may be listed after the variable left it).
    var occurrences: IndexChains
    /// The length of each variable's list: the Markowitz count.
    var occurrenceCount: UniqueArray<Int>
    /// The required equalities waiting to be pivoted on, in buckets by their number of terms.
    var buckets: IndexChains
    /// The pivots in elimination order: the variable, and the row now holding its solved
    /// expression (`variable = Σ terms + constant`).
    var pivots: RigidArray<(variable: Int, row: Int)>
    let variableCount: Int
    /// The smallest and largest coefficient magnitudes loaded (an ill-conditioned system).
    var smallestMagnitude = Double.infinity, largestMagnitude = 0.0

    /// The rows loaded, or `nil` for a system a solver must see (a number that is not finite, a
    /// priority outside (0, 1000], an ill-conditioned system).
    static func loading(_ system: LinearSystem) -> SeparableSolve? {
        // Rows and terms read in place: a copy of a row retained and released its terms and its
        // source's names.
        let (fine, termCount) = system.rows.withUnsafeBufferPointer(check)
        guard fine else { return nil }
        var solve = SeparableSolve(rowCount: system.rows.count, variableCount: system.variableCount,
                                   termCount: termCount)
        let loaded = system.rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                let row = rows.baseAddress! + index
                let appended = row.pointee.expression.terms.withUnsafeBufferPointer {
                    solve.append($0, constant: row.pointee.expression.constant, row.pointee.relation,
                                 priority: row.pointee.priority)
                }
                guard appended else { return false }
            }
            return true
        }
        guard loaded, solve.finishLoading() else { return nil }
        return solve
    }

    /// Empty storage for a system of this size (`termCount` terms: the storage grows beyond it
    /// if needed).
    init(rowCount: Int, variableCount: Int, termCount: Int) {
        self.variableCount = variableCount
        rows = RigidArray(capacity: rowCount)
        terms = RigidArray(capacity: 2 * termCount + 16)
        occurrences = IndexChains(lists: variableCount, capacity: 2 * termCount)
        occurrenceCount = UniqueArray(repeating: 0, count: variableCount)
        buckets = IndexChains(lists: LinearSystem.eliminationTermLimit + 1, capacity: rowCount)
        pivots = RigidArray(capacity: rowCount)
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

    /// Loads the row `Σ terms + constant (relation) 0` (terms sorted, none zero): the one loading
    /// code, for a system's rows (`loading(_:)`) and the builder's (`SeparableLoader`). `false`
    /// for a row a solver must see: a priority outside (0, 1000], more terms than
    /// `eliminationTermLimit`, a number that is not finite (the row is then loaded in part).
    mutating func append(_ rowTerms: UnsafeBufferPointer<LinearTerm>, constant: Double, _ relation: LayoutRelation,
                         priority: Double) -> Bool {
        guard priority > 0, priority <= LinearSystem.requiredPriority, constant.isFinite,
              rowTerms.count <= LinearSystem.eliminationTermLimit else { return false }
        let index = rows.count
        rows.appendDoubling(Row(start: terms.count, count: rowTerms.count, constant: constant, relation: relation,
                        priority: priority, original: constant))
        for term in rowTerms {
            let magnitude = abs(term.coefficient)
            guard magnitude.isFinite else { return false }
            smallestMagnitude = min(smallestMagnitude, magnitude)
            largestMagnitude = max(largestMagnitude, magnitude)
            terms.appendDoubling(term)
            occurrences.push(index, onto: term.variable)
            occurrenceCount[term.variable] += 1
        }
        return true
    }

    /// Once every row is loaded: `false` for an ill-conditioned system; else the required
    /// equalities are queued for the elimination.
    mutating func finishLoading() -> Bool {
        // The solvers report such a system (Cassowary declines it): a solver must see it.
        if largestMagnitude > 0, largestMagnitude / smallestMagnitude >= LinearSystem.illConditionedSpread { return false }
        // Pushed back to front, so that each bucket pops its rows in ascending order.
        for index in rows.indices.reversed() where rows[index].isPendingEquality {
            buckets.push(index, onto: rows[index].count)
        }
        return true
    }

    /// The values of the loaded system, or `nil` when it is not separable (see
    /// `LinearSystem.separableSolution()`).
    mutating func solution() -> [Double]? {
        guard eliminateRequiredEqualities(), var values = solveBlocks() else { return nil }
        backSubstitute(into: &values)
        return values
    }
}
