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
    ///
    /// Rows and terms are read in place through buffers and the search's lists live in one
    /// temporary allocation: reading each row's terms out of the array retained and released them
    /// (about 700 times at 50 views), and the search's six arrays, each written with a uniqueness
    /// check per store, cost more than the search itself.
    package func definedVariables(excludingRows excluded: RowMask, pinned: [Double?]) -> DefinedVariables {
        let scratchSize = DefinitionSearch.scratchSize(variableCount, rows.count)
        return rows.withUnsafeBufferPointer { rows in
            pinned.withUnsafeBufferPointer { pinned in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: scratchSize) { scratch in
                    let search = DefinitionSearch(rows: rows, pinned: pinned, scratch: scratch)
                    let termCount = search.countTerms(excluded: excluded)
                    return withUnsafeTemporaryAllocation(of: Int.self, capacity: termCount) { rowsOfVariable in
                        search.listRows(into: rowsOfVariable)
                        return search.result(steps: search.setAsideDefiningRows(rowsOfVariable))
                    }
                }
            }
        }
    }
}

/// The state of one search for defined variables, in scratch memory by variable and by row.
private struct DefinitionSearch {
    let rows: UnsafeBufferPointer<LinearRow>
    let pinned: UnsafeBufferPointer<Double?>
    let variableCount: Int
    /// By variable: how many active rows mention it, pinned aside (0 once it is defined).
    let count: UnsafeMutableBufferPointer<Int>
    /// By variable, then one past the last: where its rows start in the rows of variables.
    let start: UnsafeMutableBufferPointer<Int>
    /// Variables that may be left in one row, popped from the end.
    let candidates: UnsafeMutableBufferPointer<Int>
    /// The defined variables in the order found: each variable at `2 k`, its row at `2 k + 1`.
    let steps: UnsafeMutableBufferPointer<Int>
    /// By row: `active`, `excluded` or `setAside`.
    let rowState: UnsafeMutableBufferPointer<Int>
    static var active: Int { 0 }
    static var excluded: Int { 1 }
    static var setAside: Int { 2 }

    /// The scratch `init` divides: every list is bounded by the variables or the rows (a variable
    /// is a candidate at most once: its count reaches 1 once).
    static func scratchSize(_ variableCount: Int, _ rowCount: Int) -> Int { 5 * variableCount + 1 + rowCount }

    init(rows: UnsafeBufferPointer<LinearRow>, pinned: UnsafeBufferPointer<Double?>, scratch: UnsafeMutableBufferPointer<Int>) {
        let variableCount = pinned.count
        self.rows = rows
        self.pinned = pinned
        self.variableCount = variableCount
        func part(_ index: Int, _ size: Int) -> UnsafeMutableBufferPointer<Int> {
            UnsafeMutableBufferPointer(rebasing: scratch[(index * variableCount)..<(index * variableCount + size)])
        }
        count = part(0, variableCount)
        candidates = part(1, variableCount)
        steps = part(2, 2 * variableCount)
        start = part(4, variableCount + 1)
        rowState = UnsafeMutableBufferPointer(rebasing: scratch[(5 * variableCount + 1)...])
    }

    /// Marks the rows not excluded active and counts each free variable's rows; returns the total.
    func countTerms(excluded: RowMask) -> Int {
        for variable in count.indices { count[variable] = 0 }
        var total = 0
        for index in rows.indices {
            rowState[index] = excluded[index] ? Self.excluded : Self.active
            guard !excluded[index] else { continue }
            rows[index].expression.terms.withUnsafeBufferPointer { terms in
                for term in terms where pinned[term.variable] == nil {
                    count[term.variable] += 1
                    total += 1
                }
            }
        }
        return total
    }

    /// The active rows of every variable, ascending, into one flat list (`start` by variable): the
    /// one row a variable is left in is found by scanning its rows (a variable's rows are few).
    func listRows(into rowsOfVariable: UnsafeMutableBufferPointer<Int>) {
        // Each variable's next free place, kept in `start` until the end and then shifted back.
        start[0] = 0
        for variable in 0..<variableCount { start[variable + 1] = start[variable] + count[variable] }
        for index in rows.indices where rowState[index] == Self.active {
            rows[index].expression.terms.withUnsafeBufferPointer { terms in
                for term in terms where pinned[term.variable] == nil {
                    rowsOfVariable[start[term.variable]] = index
                    start[term.variable] += 1
                }
            }
        }
        for variable in (0..<variableCount).reversed() { start[variable + 1] = start[variable] }
        start[0] = 0
    }

    /// Sets aside every row that defines a variable, repeatedly; returns how many it set aside
    /// (recorded in `steps`).
    func setAsideDefiningRows(_ rowsOfVariable: UnsafeMutableBufferPointer<Int>) -> Int {
        // Last variable first, so that popping takes the first.
        var candidateCount = 0
        for variable in (0..<variableCount).reversed() where count[variable] == 1 {
            candidates[candidateCount] = variable
            candidateCount += 1
        }
        var stepCount = 0
        while candidateCount > 0 {
            candidateCount -= 1
            let variable = candidates[candidateCount]
            guard count[variable] == 1,
                  let index = rowsOfVariable[start[variable]..<start[variable + 1]].first(where: { rowState[$0] == Self.active }),
                  rows[index].relation == .equal,
                  rows[index].expression.terms.withUnsafeBufferPointer({ Self.isWellConditioned(variable, in: $0) })
            else { continue }
            rowState[index] = Self.setAside
            count[variable] = 0
            steps[2 * stepCount] = variable
            steps[2 * stepCount + 1] = index
            stepCount += 1
            rows[index].expression.terms.withUnsafeBufferPointer { terms in
                for term in terms where pinned[term.variable] == nil && term.variable != variable {
                    count[term.variable] -= 1
                    if count[term.variable] == 1 {
                        candidates[candidateCount] = term.variable
                        candidateCount += 1
                    }
                }
            }
        }
        return stepCount
    }

    /// Whether `variable` has a term in `terms` within 10× of their largest coefficient.
    static func isWellConditioned(_ variable: Int, in terms: UnsafeBufferPointer<LinearTerm>) -> Bool {
        guard let pivot = terms.first(where: { $0.variable == variable }) else { return false }
        var largest = 0.0
        for term in terms { largest = max(largest, abs(term.coefficient)) }
        return abs(pivot.coefficient) >= 0.1 * largest
    }

    /// The defining rows ascending, and the definitions in the reverse of the order found: a row
    /// set aside later refers only to variables still in other rows then, so evaluating in the
    /// reverse order computes every variable a definition refers to before it. Both made at their
    /// size, the rows found ascending by their state (sorting and reversing grown arrays cost as
    /// much as the search on a screen).
    func result(steps stepCount: Int) -> DefinedVariables {
        var definingRows: [Int] = []
        definingRows.reserveCapacity(stepCount)
        var definitions: [(variable: Int, expression: LinearExpression, row: Int)] = []
        definitions.reserveCapacity(stepCount)
        for step in (0..<stepCount).reversed() {
            let variable = steps[2 * step], index = steps[2 * step + 1]
            let expression = rows[index].expression
            let pivot = expression.terms.first { $0.variable == variable }!
            definitions.append((variable, expression.solved(for: pivot), index))
        }
        for index in rows.indices where rowState[index] == Self.setAside { definingRows.append(index) }
        return DefinedVariables(rows: definingRows, definitions: definitions)
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
