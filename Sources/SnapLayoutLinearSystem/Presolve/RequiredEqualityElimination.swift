import SnapLayoutModel

/// The state of one elimination of required equalities (`eliminatingRequiredEqualities`), passed
/// from step to step: the pending rows as they are rewritten, where each variable occurs, the
/// queue of rows by size, and the pivots taken.
struct RequiredEqualityElimination: ~Copyable {
    let recordsReplay: Bool
    /// Each eliminated row's expression as rewritten so far (by row; none: not an equality used here).
    var current: ExpressionTable<EliminationRow>
    /// Whether a row still waits to be pivoted on.
    var pending: [Bool]
    /// Whether a row was used by the elimination (and so leaves the system).
    var used: [Bool]
    /// Where each variable occurs among the pending rows, by variable. Visited in ascending row
    /// order: that order keeps fill-in low on layouts (measured: 5× less time and memory than
    /// insertion order on a 10 000-view grid) and makes the work, and its round-off, the same
    /// every run. Each list is without repeats (sets' hashing was a tenth of the elimination's
    /// time), taken out and sorted when the variable becomes a pivot: a list is walked once.
    var occurrences: IndexChains
    /// The length of each variable's list: the Markowitz count.
    var occurrenceCount: [Int]
    /// The variables each row's list holds besides its own original terms (a variable that cancels
    /// out of a row stays listed, as it did in a set).
    var addedListings: IndexChains
    /// Rows with fewer terms first (singletons fix a variable outright): a queue of buckets by
    /// size, each last in first out; a row is queued again whenever it changes, and stale entries
    /// are skipped.
    var buckets: IndexChains
    /// One pivot: a variable, the row it was solved from, and its expression in the others as
    /// that row gave it.
    struct Pivot {
        var variable: Int
        var row: Int
        var solved: LinearExpression
    }

    /// The pivots in elimination order (a list, where arrays by variable were filled and
    /// destroyed for every variable of the system).
    var pivots: [Pivot] = []
    /// The steps of the replay, when recorded.
    var steps: [EliminationReplay.Step] = []

    // Arrays indexed by row and by variable: this runs on every solve, and hashing showed up as the
    // largest cost in profiles.
    init(_ system: LinearSystem, excluding excluded: RowMask, recordsReplay: Bool) {
        let rowCount = system.rows.count, variableCount = system.variableCount
        self.recordsReplay = recordsReplay
        current = ExpressionTable(keyCount: rowCount, capacity: rowCount)
        pending = [Bool](filled: false, count: rowCount)
        used = [Bool](filled: false, count: rowCount)
        occurrenceCount = [Int](filled: 0, count: variableCount)
        var termCount = 0
        for row in system.rows { termCount += row.expression.terms.count }
        occurrences = IndexChains(lists: variableCount, capacity: termCount)
        addedListings = IndexChains(lists: rowCount, capacity: 0)
        buckets = IndexChains(lists: LinearSystem.eliminationTermLimit + 1, capacity: rowCount)
        var queued = 0
        // By index, back to front (`enumerated().reversed()` copied every row into an array first).
        for index in system.rows.indices.reversed() {
            guard system.rows[index].isRequired, system.rows[index].relation == .equal, !excluded[index] else { continue }
            let expression = system.rows[index].expression
            queued += 1
            current[index] = EliminationRow(expression)
            pending[index] = true
            for term in expression.terms {
                occurrences.push(index, onto: term.variable)
                occurrenceCount[term.variable] += 1
            }
            if expression.terms.count <= LinearSystem.eliminationTermLimit { buckets.push(index, onto: expression.terms.count) }
        }
        // Made once at its most (each row pivots at most once): growing it one pivot at a time
        // was a sixth of the allocations of a screen's elimination.
        pivots.reserveCapacity(queued)
    }

    /// Pivots on every pending row, smallest first; `false` when a row reduces to a false constant.
    mutating func pivotAll(_ system: LinearSystem) -> Bool {
        let limit = LinearSystem.eliminationTermLimit
        var smallest = 0
        while smallest <= limit {
            guard let index = buckets.pop(smallest) else { smallest += 1; continue }
            guard pending[index], let expression = current[index]?.expression, expression.terms.count == smallest else { continue }
            pending[index] = false
            if expression.terms.isEmpty {
                // A row left without terms holds when its constant is round-off, relative to its
                // original constant (at least 1).
                let tolerance = Tolerance.roundOff
                if abs(expression.constant) > tolerance * max(1, abs(system.rows[index].expression.constant)) { return false }
                if recordsReplay { steps.append(.check(row: index)) }
                used[index] = true
                continue
            }
            smallest = min(smallest, pivot(on: index, expression, system))
        }
        return true
    }

    /// Solves row `index` for its pivot and substitutes it into the other pending rows; the
    /// smallest bucket a rewritten row went to (`Int.max` when none did).
    private mutating func pivot(on index: Int, _ expression: LinearExpression, _ system: LinearSystem) -> Int {
        let pivot = expression.terms.withUnsafeBufferPointer { terms in
            terms[MarkowitzPivot.place(among: terms.indices, term: { terms[$0] }, rowCount: { occurrenceCount[$0] }).place]
        }
        // A one-term row fixes its variable (most pivots of a screen): the constant `solved(for:)`
        // gives, `(−1 / a) × c`, without its search and its empty array.
        let solved = expression.terms.count == 1 ? LinearExpression(constant: -1 / pivot.coefficient * expression.constant)
            : expression.solved(for: pivot)
        if recordsReplay { steps.append(.solve(row: index, variable: pivot.variable, factor: -1 / pivot.coefficient)) }
        used[index] = true
        pivots.append(Pivot(variable: pivot.variable, row: index, solved: solved))
        // Taken out and sorted: substituting `solved` (which does not hold the pivot) never adds
        // to this list, and the list is left empty. In stack scratch (the list's length is the
        // variable's count): an array kept from pivot to pivot, emptied and refilled, cost more.
        let count = occurrenceCount[pivot.variable]
        occurrenceCount[pivot.variable] = 0
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { scratch in
            var rows = UnsafeMutableBufferPointer(rebasing: scratch[0..<occurrences.take(pivot.variable, into: scratch)])
            rows.sort()
            var smallest = Int.max
            for other in rows where other != index && pending[other] {
                guard let size = substitute(pivot.variable, by: solved, into: other, system) else { continue }
                smallest = min(smallest, size)
            }
            return smallest
        }
    }

    /// Substitutes `variable` by `solved` in pending row `other`; the row's new size when it was
    /// queued again, `nil` when it was not (it does not hold the variable, or grew past the limit).
    private mutating func substitute(_ variable: Int, by solved: LinearExpression, into other: Int,
                                     _ system: LinearSystem) -> Int? {
        let change = current.update(other) { row in row.substitute(variable, by: solved).map { ($0, row.terms.count) } }
        guard let (coefficient, size) = change ?? nil else { return nil }
        if recordsReplay { steps.append(.update(row: other, variable: variable, coefficient: coefficient)) }
        for term in solved.terms where !isListed(term.variable, other, system) {
            occurrences.push(other, onto: term.variable)
            occurrenceCount[term.variable] += 1
            addedListings.push(term.variable, onto: other)
        }
        guard size <= LinearSystem.eliminationTermLimit else { return nil }
        buckets.push(other, onto: size)
        return size
    }

    /// Whether `variable`'s list holds row `row`: one of the row's original terms, or added since.
    private func isListed(_ variable: Int, _ row: Int, _ system: LinearSystem) -> Bool {
        system.rows[row].expression.terms.contains { $0.variable == variable } || addedListings.contains(variable, in: row)
    }

    /// Resolves the substitutions back to front, so each refers only to remaining variables. A
    /// variable whose expression would fill in beyond the limit (a position that is the sum of every
    /// free width before it) stays a variable, and its defining row goes back to the LP: the sparse
    /// row is cheaper for the simplex than dense substitutions everywhere.
    mutating func resolveSubstitutions(_ system: LinearSystem)
        -> (resolved: ExpressionTable<LinearExpression>, resolutions: [(variable: Int, terms: [LinearTerm])]) {
        var resolved = ExpressionTable<LinearExpression>(keyCount: system.variableCount, capacity: pivots.count)
        var resolutions: [(variable: Int, terms: [LinearTerm])] = []
        for index in pivots.indices.reversed() {
            let expression = system.substitute(pivots[index].solved, resolved)
            if expression.terms.count > LinearSystem.eliminationTermLimit {
                used[pivots[index].row] = false
                continue
            }
            resolved[pivots[index].variable] = expression
            if recordsReplay { resolutions.append((pivots[index].variable, pivots[index].solved.terms)) }
        }
        return (resolved, resolutions)
    }
}
