import SnapLayoutModel

/// What `LinearSystem.definedVariables(excluding:)` finds: variables that one equality defines
/// and no other row mentions, with the rows that define them.
package struct DefinedVariables: Sendable {
    /// The defining rows, ascending: a solver leaves them out, since each can always hold.
    package var rows: [Int]
    /// Each defined variable as an expression of other variables, with the row that defines it, in
    /// evaluation order: each refers only to variables that are not defined or are defined earlier
    /// in the list.
    package var definitions: [(variable: Int, expression: LinearExpression, row: Int)]

    /// Sets every defined variable from the others, in order.
    package func apply(to values: inout [Double]) {
        for (variable, expression, _) in definitions { values[variable] = expression.value(values) }
    }
}

extension LinearSystem {
    /// Finds the variables that an equality defines and that no other row mentions (stay terms
    /// aside), repeatedly: once such a row is set aside, another variable of it may be left in one
    /// row only. A feed's cells stacked one under the other (`cellᵢ₊₁.top == cellᵢ.bottom`) go
    /// this way from the last cell up, and the cells stop being tied to each other.
    ///
    /// Such a row can hold whatever the other variables are, so it constrains nothing: the rest of
    /// the system is solved without it and the defined variable computed afterwards. That is as
    /// true of an optional equality as of a required one: its error can always be zero, so every
    /// optimum of its tier has it zero (a stack's `UISV-spacing-hidden` row, at 50, places a
    /// hidden view after the one before it; left in the system it tied that view's whole spacing
    /// chain into one block). Stay terms on a
    /// defined variable still matter, when the variables it is defined from are not unique.
    /// Variables pinned by generated rows are constants and never defined; rows in `excluded` (the
    /// broken ones) are ignored. A variable is defined only by a well-conditioned term (its
    /// coefficient within 10× of the row's largest), as in the elimination.
    package func definedVariables(excluding excluded: Set<Int> = []) -> DefinedVariables {
        definedVariables(excludingRows: RowMask(excluded, rowCount: rows.count), pinned: pinnedValues())
    }

    /// The same search with the excluded rows as a mask and the pinned values given (the
    /// decoupled solve has both at hand; a set and a second `pinnedValues()` cost more than the
    /// search on a small system).
    package func definedVariables(excludingRows excluded: RowMask, pinned: [Double?]) -> DefinedVariables {
        var count = [Int](filled: 0, count: variableCount)
        var isActive = [Bool](filled: false, count: rows.count)
        for index in rows.indices where !excluded[index] {
            isActive[index] = true
            for term in rows[index].expression.terms where pinned[term.variable] == nil { count[term.variable] += 1 }
        }
        // The one row a variable is left in is found by scanning its rows (a variable's rows are
        // few), held in one flat array by variable, ascending: an array per variable allocated more
        // than the rest of the search.
        let rowsOfVariable = VariableRows(self, counts: count, isActive: isActive, pinned: pinned)
        // Last variable first, so that popping takes the first: built in that order (filtering and
        // then reversing made two arrays).
        var candidates: [Int] = []
        candidates.reserveCapacity(variableCount)
        for variable in (0..<variableCount).reversed() where count[variable] == 1 { candidates.append(variable) }
        var isDefined = [Bool](filled: false, count: variableCount)
        var definingRows: [Int] = []
        var removalOrder: [(variable: Int, expression: LinearExpression, row: Int)] = []
        while let variable = candidates.popLast() {
            guard count[variable] == 1, !isDefined[variable],
                  let index = rowsOfVariable.first(of: variable, where: { isActive[$0] }) else { continue }
            // The row's expression only (copying the whole row retained its source too).
            guard rows[index].relation == .equal else { continue }
            let expression = rows[index].expression
            guard let pivot = expression.terms.first(where: { $0.variable == variable }) else { continue }
            var largest = 0.0
            for term in expression.terms { largest = max(largest, abs(term.coefficient)) }
            guard abs(pivot.coefficient) >= 0.1 * largest else { continue }
            isActive[index] = false
            isDefined[variable] = true
            definingRows.append(index)
            removalOrder.append((variable, expression.solved(for: pivot), index))
            for term in expression.terms where pinned[term.variable] == nil && term.variable != variable {
                count[term.variable] -= 1
                if count[term.variable] == 1 { candidates.append(term.variable) }
            }
        }
        // A row set aside later refers only to variables still in other rows then: evaluating in
        // the reverse order computes every variable a definition refers to before it.
        definingRows.sort()
        removalOrder.reverse()
        return DefinedVariables(rows: definingRows, definitions: removalOrder)
    }
}

/// The active rows of every variable, ascending, in one flat array (offsets by variable).
private struct VariableRows {
    var start: [Int]
    var rows: [Int]

    init(_ system: LinearSystem, counts: [Int], isActive: [Bool], pinned: [Double?]) {
        start = [Int](filled: 0, count: counts.count + 1)
        for variable in counts.indices { start[variable + 1] = start[variable] + counts[variable] }
        rows = [Int](filled: 0, count: start[counts.count])
        var next = start
        for index in system.rows.indices where isActive[index] {
            for term in system.rows[index].expression.terms where pinned[term.variable] == nil {
                rows[next[term.variable]] = index
                next[term.variable] += 1
            }
        }
    }

    func first(of variable: Int, where predicate: (Int) -> Bool) -> Int? {
        rows[start[variable]..<start[variable + 1]].first(where: predicate)
    }
}

extension DefinedVariables {
    /// These definitions with the constants of `system`, a system with the same terms as the one
    /// they were found in (a session's next solve after a constant change).
    package func updatingConstants(from system: LinearSystem) -> DefinedVariables {
        var result = self
        for index in definitions.indices {
            let (variable, _, row) = definitions[index]
            let expression = system.rows[row].expression
            let coefficient = expression.terms.first { $0.variable == variable }!.coefficient
            // As `solved(for:)` found it.
            result.definitions[index].expression.constant = (-1 / coefficient) * expression.constant
        }
        return result
    }
}
