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
        eliminatingRequiredEqualities(excludingRows: RowMask(excluded, rowCount: rows.count), recordsReplay: recordsReplay)
    }

    /// The same elimination with the excluded rows as a mask.
    package func eliminatingRequiredEqualities(excludingRows excluded: RowMask, recordsReplay: Bool) -> EliminatedSystem? {
        var elimination = RequiredEqualityElimination(self, excluding: excluded, recordsReplay: recordsReplay)
        guard elimination.pivotAll(self) else { return nil }
        let (resolved, resolutions) = elimination.resolveSubstitutions(self)
        return reduced(by: elimination, resolved: resolved, resolutions: resolutions, excluding: excluded)
    }

    /// The system left once `resolved` is substituted: the rows the elimination did not use (nor
    /// `excluded`), the stays and the probes, with the replay when one was recorded.
    private func reduced(by elimination: borrowing RequiredEqualityElimination, resolved: ExpressionTable<LinearExpression>,
                         resolutions: [(variable: Int, terms: [LinearTerm])], excluding excluded: RowMask) -> EliminatedSystem {
        var reducedRows: [LinearRow] = []
        var originalRows: [Int] = []
        reducedRows.reserveCapacity(rows.count)
        originalRows.reserveCapacity(rows.count)
        // Fields read in place: copying each row whole (its terms and source retained, then
        // released) cost more than substituting into it.
        for index in rows.indices where !elimination.used[index] && !excluded[index] {
            reducedRows.append(LinearRow(expression: substitute(rows[index].expression, resolved), relation: rows[index].relation,
                                         priority: rows[index].priority, source: rows[index].source))
            originalRows.append(index)
        }
        // Stays and probes rewritten in place, only where an eliminated variable occurs: most
        // hold none, and mapping them all built every array anew.
        var reducedStays = stays
        for index in stays.indices where holdsResolved(stays[index], resolved) {
            reducedStays[index] = substitute(stays[index], resolved)
        }
        var reducedProbes = probes
        for index in probes.indices {
            for k in probes[index].components.indices where holdsResolved(probes[index].components[k], resolved) {
                reducedProbes[index].components[k] = substitute(probes[index].components[k], resolved)
            }
        }
        // Made once at its most (a compact map grew it pivot by pivot).
        var substitutions: [(variable: Int, expression: LinearExpression)] = []
        substitutions.reserveCapacity(elimination.pivots.count)
        for pivot in elimination.pivots {
            if let expression = resolved[pivot.variable] { substitutions.append((pivot.variable, expression)) }
        }
        return EliminatedSystem(
            system: LinearSystem(variableCount: variableCount, rows: reducedRows, stays: reducedStays, probes: reducedProbes),
            originalRows: originalRows,
            substitutions: substitutions,
            replay: elimination.recordsReplay ? EliminationReplay(steps: elimination.steps, resolutions: resolutions,
                                                                  isResolved: resolved.keysHeld,
                                                                  rowCount: rows.count, stayCount: stays.count) : nil)
    }

    private func holdsResolved(_ expression: LinearExpression, _ resolved: ExpressionTable<LinearExpression>) -> Bool {
        expression.terms.contains { resolved.contains($0.variable) }
    }

    func substitute(_ expression: LinearExpression, _ resolved: ExpressionTable<LinearExpression>) -> LinearExpression {
        guard holdsResolved(expression, resolved) else { return expression }
        // Terms gathered and merged once (a merge per term allocated as many arrays); the constant
        // summed term by term, in the order `EliminationReplay` repeats.
        var constant = expression.constant
        var terms: [LinearTerm] = []
        var count = 0
        for term in expression.terms { count += resolved[term.variable]?.terms.count ?? 1 }
        terms.reserveCapacity(count)
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
