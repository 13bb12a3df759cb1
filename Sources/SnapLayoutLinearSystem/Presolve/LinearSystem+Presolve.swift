import SnapLayoutModel

/// What `LinearSystem.eliminatingRequiredEqualities(excluding:)` gives: a smaller system over the
/// variables that remain, and how to get every eliminated variable back.
package struct EliminatedSystem: Sendable {
    /// The remaining system: the same variables (eliminated ones appear in no row, stay or probe),
    /// the rows that were not used for elimination (substituted, with their original sources),
    /// stays and probes substituted.
    package var system: LinearSystem
    /// The index in the original system of each row of `system`.
    package var originalRows: [Int]
    /// Each eliminated variable as an expression of the remaining ones, in elimination order.
    package var substitutions: [(variable: Int, expression: LinearExpression)]
    /// How every constant above follows from the original system's constants, when recorded
    /// (`eliminatingRequiredEqualities(excluding:recordsReplay:)`).
    package var replay: EliminationReplay?

    /// The values of all variables, from the values of the remaining system's solution.
    package func values(from reduced: [Double]) -> [Double] {
        var values = reduced
        for (variable, expression) in substitutions { values[variable] = expression.value(values) }
        return values
    }
}

extension LinearSystem {
    /// A row whose expression grows beyond this many terms is not used for elimination: layouts
    /// are nearly triangular, and a row that fills in this much is better left to the LP.
    package static let eliminationTermLimit = 24
    /// A row left without terms holds when its constant is within this much of zero (relative to
    /// its original constant, at least 1).
    static let eliminationTolerance = 1e-9

    /// Eliminates variables with the required equality rows (except `excluded`, the broken ones):
    /// most of a layout (`b.left == a.right + 8`, `w == 40`) is fixed this way before any LP, and
    /// often nothing is left to optimise. Exact: every solution of the result, with the eliminated
    /// variables computed back, is a solution of the original with the same errors.
    ///
    /// Returns `nil` when the eliminated rows cannot hold together (a row reduces to a false
    /// constant): the caller then resolves conflicts first.
    package func eliminatingRequiredEqualities(excluding excluded: Set<Int> = []) -> EliminatedSystem? {
        eliminatingRequiredEqualities(excluding: excluded, recordsReplay: false)
    }

    /// The same elimination, recording how its constants follow from this system's when
    /// `recordsReplay` (`EliminatedSystem.replaying(_:)`): which rows and variables it pivots on
    /// depends on the terms alone, so a system that differs only in constants needs no new pivots.
    package func eliminatingRequiredEqualities(excluding excluded: Set<Int>, recordsReplay: Bool) -> EliminatedSystem? {
        let tolerance = LinearSystem.eliminationTolerance
        let limit = LinearSystem.eliminationTermLimit
        // Arrays indexed by row and by variable: this runs on every solve, and hashing showed up
        // as the largest cost in profiles.
        var current = [LinearExpression?](repeating: nil, count: rows.count)
        var pending = [Bool](repeating: false, count: rows.count)
        var used = [Bool](repeating: false, count: rows.count)
        // Where each variable occurs among the pending rows. Visited in ascending row order: that
        // order keeps fill-in low on layouts (measured: 5× less time and memory than insertion
        // order on a 10 000-view grid) and makes the work, and its round-off, the same every run.
        // Each list is without repeats and kept as an array (sets' hashing was a tenth of the
        // elimination's time), sorted when the variable becomes a pivot: a list is walked once.
        // Inserting in order instead moved whole lists: quadratic for a width shared by a chain
        // of 100 000 views.
        var occurrences = [[Int]](repeating: [], count: variableCount)
        // The variables whose lists hold each row (a variable that cancels out of a row stays
        // listed, as it did in a set).
        var listedIn = [[Int]](repeating: [], count: rows.count)
        // Rows with fewer terms first (singletons fix a variable outright): a queue of buckets by
        // size; a row is queued again whenever it changes, and stale entries are skipped.
        var buckets = [[Int]](repeating: [], count: limit + 1)
        for (index, row) in rows.enumerated().reversed()
        where row.isRequired && row.relation == .equal && !excluded.contains(index) {
            current[index] = row.expression
            pending[index] = true
            for term in row.expression.terms { occurrences[term.variable].append(index) }
            listedIn[index] = row.expression.terms.map(\.variable)
            if row.expression.terms.count <= limit { buckets[row.expression.terms.count].append(index) }
        }
        var eliminated = [LinearExpression?](repeating: nil, count: variableCount)
        var definingRow = [Int](repeating: -1, count: variableCount)
        var order: [Int] = []
        var steps: [EliminationReplay.Step] = []
        var smallest = 0
        while smallest <= limit {
            guard let index = buckets[smallest].popLast() else { smallest += 1; continue }
            guard pending[index], let expression = current[index], expression.terms.count == smallest else { continue }
            pending[index] = false
            if expression.terms.isEmpty {
                if abs(expression.constant) > tolerance * max(1, abs(rows[index].expression.constant)) { return nil }
                if recordsReplay { steps.append(.check(row: index)) }
                used[index] = true
                continue
            }
            // Markowitz pivoting: of the terms whose coefficient is within 10× of the largest (well
            // conditioned), the variable in fewest rows, so a shared width is not substituted
            // into every row of a chain.
            let largest = expression.terms.map { abs($0.coefficient) }.max()!
            let pivot = expression.terms.filter { abs($0.coefficient) >= 0.1 * largest }
                .min { occurrences[$0.variable].count < occurrences[$1.variable].count }!
            let solved = expression.solved(for: pivot)
            if recordsReplay { steps.append(.solve(row: index, variable: pivot.variable, factor: -1 / pivot.coefficient)) }
            used[index] = true
            eliminated[pivot.variable] = solved
            definingRow[pivot.variable] = index
            order.append(pivot.variable)
            for other in occurrences[pivot.variable].sorted() where other != index && pending[other] {
                guard let before = current[other],
                      let coefficient = before.terms.first(where: { $0.variable == pivot.variable })?.coefficient else { continue }
                var target = before
                target.substitute(pivot.variable, coefficient: coefficient, by: solved)
                if recordsReplay { steps.append(.update(row: other, variable: pivot.variable, coefficient: coefficient)) }
                for term in solved.terms where !listedIn[other].contains(term.variable) {
                    occurrences[term.variable].append(other)
                    listedIn[other].append(term.variable)
                }
                current[other] = target
                if target.terms.count <= limit {
                    buckets[target.terms.count].append(other)
                    smallest = min(smallest, target.terms.count)
                }
            }
            occurrences[pivot.variable] = []
        }
        // Resolve the substitutions back to front, so each refers only to remaining variables. A
        // variable whose expression would fill in beyond the limit (a position that is the sum of
        // every free width before it) stays a variable, and its defining row goes back to the LP:
        // the sparse row is cheaper for the simplex than dense substitutions everywhere.
        var resolved = [LinearExpression?](repeating: nil, count: variableCount)
        var resolutions: [(variable: Int, terms: [LinearTerm])] = []
        for variable in order.reversed() {
            let expression = substitute(eliminated[variable]!, resolved)
            if expression.terms.count > limit {
                used[definingRow[variable]] = false
                continue
            }
            resolved[variable] = expression
            if recordsReplay { resolutions.append((variable, eliminated[variable]!.terms)) }
        }
        var reducedRows: [LinearRow] = []
        var originalRows: [Int] = []
        for (index, row) in rows.enumerated() where !used[index] && !excluded.contains(index) {
            var row = row
            row.expression = substitute(row.expression, resolved)
            reducedRows.append(row)
            originalRows.append(index)
        }
        let reducedStays = stays.map { substitute($0, resolved) }
        let reducedProbes = probes.map { FrameProbe(item: $0.item, components: $0.components.map { substitute($0, resolved) }) }
        return EliminatedSystem(
            system: LinearSystem(variableCount: variableCount, rows: reducedRows, stays: reducedStays, probes: reducedProbes),
            originalRows: originalRows,
            substitutions: order.compactMap { variable in resolved[variable].map { (variable, $0) } },
            replay: recordsReplay ? EliminationReplay(steps: steps, resolutions: resolutions,
                                                      isResolved: resolved.map { $0 != nil },
                                                      rowCount: rows.count, stayCount: stays.count) : nil)
    }

    private func substitute(_ expression: LinearExpression, _ resolved: [LinearExpression?]) -> LinearExpression {
        guard expression.terms.contains(where: { resolved[$0.variable] != nil }) else { return expression }
        // Terms gathered and merged once (a merge per term allocated as many arrays); the constant
        // summed term by term, in the order `EliminationReplay` repeats.
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
        return LinearExpression(terms: terms, constant: constant)
    }

}
