import SnapLayoutModel
import SnapLayoutLinearSystem

extension GLPKSolver {
    /// The undetermined part: its rows, the definitions of the defined variables that are not known,
    /// and the stay terms that hold an unknown variable, with every known variable pinned.
    func solveUndetermined(_ system: LinearSystem, _ reduced: LinearSystem, rows: [Int], stays: [Int], defined: DefinedVariables,
                                   substitution: [LinearExpression?], values: [Double],
                                   known: [Bool]) throws(SolverError) -> [Double]? {
        var partRows = rows.sorted().map { reduced.rows[$0] }
        for (variable, expression, index) in defined.definitions where !known[variable] {
            // `variable − expression == 0`, with eliminated variables written in remaining ones.
            var row = LinearExpression(variable: variable)
            for term in expression.terms {
                if let replacement = substitution[term.variable] {
                    row.add(replacement, times: -term.coefficient)
                } else {
                    row.add(LinearExpression(variable: term.variable, coefficient: -term.coefficient))
                }
            }
            row.constant -= expression.constant
            partRows.append(LinearRow(expression: row, relation: .equal, priority: LinearSystem.requiredPriority,
                                      source: system.rows[index].source))
        }
        // Known values folded in, and the definitions eliminated: a definition chain (a position
        // after every cell of a feed, a chain's positions after its last free width) is then
        // substituted into the stays instead of being a row of the LP each.
        func folded(_ expression: LinearExpression) -> LinearExpression {
            guard expression.terms.contains(where: { known[$0.variable] }) else { return expression }
            var result = LinearExpression(constant: expression.constant)
            for term in expression.terms {
                if known[term.variable] {
                    result.constant += term.coefficient * values[term.variable]
                } else {
                    result.add(LinearExpression(variable: term.variable, coefficient: term.coefficient))
                }
            }
            return result
        }
        for index in partRows.indices { partRows[index].expression = folded(partRows[index].expression) }
        let part = LinearSystem(variableCount: reduced.variableCount, rows: partRows,
                                stays: stays.map { folded(reduced.stays[$0]) }, probes: [])
        guard let elimination = part.eliminatingRequiredEqualities() else { return nil }
        let rest = elimination.system
        var pinned = rest.pinnedValues()
        for variable in known.indices where known[variable] { pinned[variable] = values[variable] }
        guard let solved = try solveBlocks(rest, blocks: rest.blocks(pinned: pinned), pinned: pinned, broken: [],
                                           options: SolveOptions()) else { return nil }
        return elimination.values(from: solved.values)
    }
}
