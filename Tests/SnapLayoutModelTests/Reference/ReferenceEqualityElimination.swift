@testable import SnapLayoutLinearSystem
import SnapLayoutModel

// The elimination's state as it was before issue 20 (an array per variable, per row and per
// bucket), kept to check that the flat lists take the same pivots with the same arithmetic.
/// (Reference) The state of one elimination of required equalities (`eliminatingRequiredEqualities`), passed
/// from step to step: the pending rows as they are rewritten, where each variable occurs, the
/// queue of rows by size, and the pivots taken.
struct ReferenceEqualityElimination {
    let recordsReplay: Bool
    /// Each eliminated row's expression as rewritten so far (by row; `nil`: not an equality used here).
    var current: [LinearExpression?]
    /// Whether a row still waits to be pivoted on.
    var pending: [Bool]
    /// Whether a row was used by the elimination (and so leaves the system).
    var used: [Bool]
    /// Where each variable occurs among the pending rows. Visited in ascending row order: that
    /// order keeps fill-in low on layouts (measured: 5× less time and memory than insertion order
    /// on a 10 000-view grid) and makes the work, and its round-off, the same every run. Each list
    /// is without repeats and kept as an array (sets' hashing was a tenth of the elimination's
    /// time), sorted when the variable becomes a pivot: a list is walked once. Inserting in order
    /// instead moved whole lists: quadratic for a width shared by a chain of 100 000 views.
    var occurrences: [[Int]]
    /// The variables whose lists hold each row (a variable that cancels out of a row stays listed,
    /// as it did in a set).
    var listedIn: [[Int]]
    /// Rows with fewer terms first (singletons fix a variable outright): a queue of buckets by
    /// size; a row is queued again whenever it changes, and stale entries are skipped.
    var buckets: [[Int]]
    /// Each pivot variable's expression in the others, as its row gave it.
    var eliminated: [LinearExpression?]
    /// The row each pivot variable was solved from.
    var definingRow: [Int]
    /// The pivot variables in elimination order.
    var order: [Int] = []
    /// The steps of the replay, when recorded.
    var steps: [EliminationReplay.Step] = []

    // Arrays indexed by row and by variable: this runs on every solve, and hashing showed up as the
    // largest cost in profiles.
    init(_ system: LinearSystem, excluding excluded: RowMask, recordsReplay: Bool) {
        let rowCount = system.rows.count, variableCount = system.variableCount
        self.recordsReplay = recordsReplay
        current = [LinearExpression?](repeating: nil, count: rowCount)
        pending = [Bool](repeating: false, count: rowCount)
        used = [Bool](repeating: false, count: rowCount)
        occurrences = [[Int]](repeating: [], count: variableCount)
        listedIn = [[Int]](repeating: [], count: rowCount)
        buckets = [[Int]](repeating: [], count: LinearSystem.eliminationTermLimit + 1)
        // By index, back to front (`enumerated().reversed()` copied every row into an array first).
        for index in system.rows.indices.reversed() {
            guard system.rows[index].isRequired, system.rows[index].relation == .equal, !excluded[index] else { continue }
            let expression = system.rows[index].expression
            current[index] = expression
            pending[index] = true
            for term in expression.terms { occurrences[term.variable].append(index) }
            listedIn[index] = expression.terms.map(\.variable)
            if expression.terms.count <= LinearSystem.eliminationTermLimit { buckets[expression.terms.count].append(index) }
        }
        eliminated = [LinearExpression?](repeating: nil, count: variableCount)
        definingRow = [Int](repeating: -1, count: variableCount)
    }

    /// Pivots on every pending row, smallest first; `false` when a row reduces to a false constant.
    mutating func pivotAll(_ system: LinearSystem) -> Bool {
        let limit = LinearSystem.eliminationTermLimit
        var smallest = 0
        while smallest <= limit {
            guard let index = buckets[smallest].popLast() else { smallest += 1; continue }
            guard pending[index], let expression = current[index], expression.terms.count == smallest else { continue }
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
            smallest = min(smallest, pivot(on: index, expression))
        }
        return true
    }

    /// Solves row `index` for its pivot and substitutes it into the other pending rows; the
    /// smallest bucket a rewritten row went to (`Int.max` when none did).
    private mutating func pivot(on index: Int, _ expression: LinearExpression) -> Int {
        // Markowitz pivoting: of the terms whose coefficient is within 10× of the largest (well
        // conditioned), the variable in fewest rows, so a shared width is not substituted into
        // every row of a chain.
        // (Loops rather than map, filter and min: the same choice, the first of the fewest, without
        // two arrays a pivot.)
        var largest = 0.0
        for term in expression.terms { largest = max(largest, abs(term.coefficient)) }
        var pivot = expression.terms[0]
        var pivotRows = Int.max
        for term in expression.terms where abs(term.coefficient) >= 0.1 * largest
        && occurrences[term.variable].count < pivotRows {
            pivot = term
            pivotRows = occurrences[term.variable].count
        }
        let solved = expression.solved(for: pivot)
        if recordsReplay { steps.append(.solve(row: index, variable: pivot.variable, factor: -1 / pivot.coefficient)) }
        used[index] = true
        eliminated[pivot.variable] = solved
        definingRow[pivot.variable] = index
        order.append(pivot.variable)
        var smallest = Int.max
        // Taken out and sorted in place: substituting `solved` (which does not hold the pivot)
        // never adds to this list, and the list is left empty as before.
        var rowsOfPivot: [Int] = []
        swap(&rowsOfPivot, &occurrences[pivot.variable])
        rowsOfPivot.sort()
        for other in rowsOfPivot where other != index && pending[other] {
            guard let size = substitute(pivot.variable, by: solved, into: other) else { continue }
            smallest = min(smallest, size)
        }
        return smallest
    }

    /// Substitutes `variable` by `solved` in pending row `other`; the row's new size when it was
    /// queued again, `nil` when it was not (it does not hold the variable, or grew past the limit).
    private mutating func substitute(_ variable: Int, by solved: LinearExpression, into other: Int) -> Int? {
        guard let before = current[other],
              let coefficient = before.terms.first(where: { $0.variable == variable })?.coefficient else { return nil }
        var target = before
        target.substitute(variable, coefficient: coefficient, by: solved)
        if recordsReplay { steps.append(.update(row: other, variable: variable, coefficient: coefficient)) }
        for term in solved.terms where !listedIn[other].contains(term.variable) {
            occurrences[term.variable].append(other)
            listedIn[other].append(term.variable)
        }
        current[other] = target
        guard target.terms.count <= LinearSystem.eliminationTermLimit else { return nil }
        buckets[target.terms.count].append(other)
        return target.terms.count
    }

    /// Resolves the substitutions back to front, so each refers only to remaining variables. A
    /// variable whose expression would fill in beyond the limit (a position that is the sum of every
    /// free width before it) stays a variable, and its defining row goes back to the LP: the sparse
    /// row is cheaper for the simplex than dense substitutions everywhere.
    mutating func resolveSubstitutions(_ system: LinearSystem)
        -> (resolved: [LinearExpression?], resolutions: [(variable: Int, terms: [LinearTerm])]) {
        var resolved = [LinearExpression?](repeating: nil, count: system.variableCount)
        var resolutions: [(variable: Int, terms: [LinearTerm])] = []
        for variable in order.reversed() {
            let expression = system.referenceSubstitute(eliminated[variable]!, resolved)
            if expression.terms.count > LinearSystem.eliminationTermLimit {
                used[definingRow[variable]] = false
                continue
            }
            resolved[variable] = expression
            if recordsReplay { resolutions.append((variable, eliminated[variable]!.terms)) }
        }
        return (resolved, resolutions)
    }
}

extension LinearSystem {
    /// `substitute(_:_:)` as it was over an array of optional expressions by variable.
    func referenceSubstitute(_ expression: LinearExpression, _ resolved: [LinearExpression?]) -> LinearExpression {
        guard expression.terms.contains(where: { resolved[$0.variable] != nil }) else { return expression }
        var constant = expression.constant
        var terms: [LinearTerm] = []
        for term in expression.terms {
            if let replacement = resolved[term.variable] {
                constant += term.coefficient * replacement.constant
                for other in replacement.terms {
                    terms.append(LinearTerm(variable: other.variable, coefficient: term.coefficient * other.coefficient))
                }
            } else {
                terms.append(term)
            }
        }
        LinearExpression.normalise(&terms)
        return LinearExpression(normalisedTerms: terms, constant: constant)
    }
}
