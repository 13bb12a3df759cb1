import SnapLayoutModel

extension DecoupledValues {
    /// Solves a block of one variable without an LP (`OneVariableBlock`), with its stays when
    /// nothing outside depends on it (`needed`); the value is known when so, or when the tiers leave
    /// it one value, else the block's rows go to `undeterminedRows`. `false` when its rows cannot
    /// hold. Shared by both solvers' decoupled solves.
    ///
    /// With `checksStays` (a session's solve, which must know whether the stays chose anything:
    /// `leavesStaysNoChoice`), a block nothing outside depends on records whether the tiers left
    /// it more than one value (`tiersLeftChoice`).
    package mutating func solveOneVariableBlock(_ block: LinearSystemBlock, stays: ArraySlice<Int>, needed: [Bool],
                                                _ reduced: LinearSystem, pinned: [Double?],
                                                checksStays: Bool = false) -> Bool {
        let variable = block.variables[0]
        let checks = needed[variable]
        var oneVariable = OneVariableBlock(rows: [], stays: checks ? nil : [])
        oneVariable.rows.reserveCapacity(block.rows.count)
        oneVariable.stays?.reserveCapacity(stays.count)
        for row in block.rows {
            let (a, c) = OneVariableBlock.coefficients(reduced.rows[row].expression, of: variable, pinned: pinned)
            oneVariable.rows.append(.init(a: a, c: c, relation: reduced.rows[row].relation, priority: reduced.rows[row].priority))
        }
        if !checks {
            for stay in stays {
                let (a, c) = OneVariableBlock.coefficients(reduced.stays[stay], of: variable, pinned: pinned)
                oneVariable.stays!.append((a, c))
            }
        }
        guard let result = oneVariable.solve() else { return false }
        values[variable] = result.value
        // The closed form tells whether the tiers left one value before the stays chose.
        if checksStays, !checks, !result.isDetermined { tiersLeftChoice = true }
        if !checks || result.isDetermined {
            known[variable] = true
        } else {
            undeterminedRows += block.rows
        }
        return true
    }

    /// Whether `block` is solved by `solveOneVariableBlock` rather than an LP.
    package static func isOneVariable(_ block: LinearSystemBlock) -> Bool {
        block.variables.count == 1 && !block.rows.isEmpty && block.rows.count <= OneVariableBlock.rowLimit
    }
}
