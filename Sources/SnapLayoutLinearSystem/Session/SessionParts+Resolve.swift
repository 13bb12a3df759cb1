import SnapLayoutModel

extension SessionParts {
    /// What a solver found for a part: its values (for every variable of the system), and
    /// whether the tiers left its stay terms no choice.
    package struct PartSolution {
        package var values: [Double]
        package var isDetermined: Bool

        package init(values: [Double], isDetermined: Bool) {
            self.values = values
            self.isDetermined = isDetermined
        }
    }

    /// Solves the `touched` blocks of `system` again with `solvePart`, keeping every other block's
    /// values, and returns the whole solution. `solvePart` gets the part (the touched blocks' rows
    /// and stays, pinned values folded in) and its key (the touched blocks, sorted: the same key
    /// is the same terms); it returns `nil` when the part has conflicts.
    ///
    /// `nil` when the session must start over: a change reached a row with no free variable, the
    /// part has conflicts (they are searched over the whole system, in order), or the part is no
    /// longer determined while other parts rely on its being so.
    package mutating func resolve(
        _ touched: Set<Int>, in system: LinearSystem,
        solvingPart solvePart: (_ part: LinearSystem, _ key: [Int]) throws(SolverError) -> PartSolution?
    ) throws(SolverError) -> LinearSolution? {
        analyse(system)
        guard !touched.contains(-1) else { return nil }
        if touched.isEmpty, let defined {
            // Only defining rows changed: no LP, the definitions hold again below.
            defined.updatingConstants(from: system).apply(to: &values)
            return solution(of: system)
        }
        var rows: [LinearRow] = []
        var stays: [LinearExpression] = []
        var variables: [Int] = []
        let key = touched.sorted()
        for block in key {
            variables += blocks[block].variables
            for index in blocks[block].rows { rows.append(substituted(system.rows[index])) }
            for index in blocks[block].stays { stays.append(substituted(system.stays[index])) }
        }
        let part = LinearSystem(variableCount: system.variableCount, rows: rows, stays: stays, probes: [])
        guard let found = try solvePart(part, key), defined == nil || found.isDetermined else { return nil }
        for variable in variables { values[variable] = found.values[variable] }
        if let defined { defined.updatingConstants(from: system).apply(to: &values) }
        return solution(of: system)
    }

    /// The solution for the current values, with the tier minima they give.
    package func solution(of system: LinearSystem) -> LinearSolution {
        LinearSolution(values: values, conflicts: [], brokenRows: [], tierMinima: system.tierMinima(values), frameRanges: nil)
    }

    /// The expression with the pinned variables replaced by their values.
    private func substituted(_ expression: LinearExpression) -> LinearExpression {
        guard expression.terms.contains(where: { pinned[$0.variable] != nil }) else { return expression }
        var terms: [LinearTerm] = []
        var constant = expression.constant
        for term in expression.terms {
            if let value = pinned[term.variable] { constant += term.coefficient * value } else { terms.append(term) }
        }
        return LinearExpression(terms: terms, constant: constant)
    }

    private func substituted(_ row: LinearRow) -> LinearRow {
        var row = row
        row.expression = substituted(row.expression)
        return row
    }
}
