import SnapLayoutModel

/// What the decoupled solve leaves to a last solve with stay terms: the rows of the blocks whose
/// optimum was not the only point of their face, the definitions of the defined variables that are
/// not known, and the stay terms that hold an unknown variable, with every known variable pinned
/// and the required equalities eliminated. Shared by both solvers' decoupled solves.
package struct UndeterminedPart {
    /// The part's elimination: `values(from:)` turns the solved system's values into the part's.
    package var elimination: EliminatedSystem
    /// The known variables' values, and those pinned by generated rows.
    package var pinned: [Double?]
    /// The blocks of `elimination.system` left to solve (tiers, then stays).
    package var blocks: [LinearSystemBlock]

    /// The system the part's blocks belong to.
    package var system: LinearSystem { elimination.system }

    /// The part of `system` (reduced to `reduced` by `substitution`) that `state` leaves, with the
    /// stay terms `stays` of `reduced`; `nil` when its required equalities cannot hold.
    package init?(_ system: LinearSystem, _ reduced: LinearSystem, stays: [Int], defined: DefinedVariables,
                  substitution: [LinearExpression?], state: DecoupledValues) {
        var partRows = state.undeterminedRows.sorted().map { reduced.rows[$0] }
        for (variable, expression, index) in defined.definitions where !state.known[variable] {
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
        for index in partRows.indices { partRows[index].expression = state.folded(partRows[index].expression) }
        let part = LinearSystem(variableCount: reduced.variableCount, rows: partRows,
                                stays: stays.map { state.folded(reduced.stays[$0]) }, probes: [])
        guard let elimination = part.eliminatingRequiredEqualities() else { return nil }
        self.elimination = elimination
        var pinned = elimination.system.pinnedValues()
        for variable in state.known.indices where state.known[variable] { pinned[variable] = state.values[variable] }
        self.pinned = pinned
        blocks = elimination.system.blocks(pinned: pinned)
    }
}

extension DecoupledValues {
    /// `expression` with the known variables' values folded into its constant.
    package func folded(_ expression: LinearExpression) -> LinearExpression {
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
}
