import SnapLayoutModel

extension SessionParts {
    /// The parts of an edited system (its structure found again, the last values kept) and the
    /// blocks the edit reaches: those that hold an added row, a moved constant, or a variable of
    /// a removed row. A block none of them reaches has only rows it had before, tied to nothing
    /// new: its optimum is what it was. `nil` when a changed row pins a variable (constants move
    /// everywhere: start over).
    ///
    /// - Precondition: `edit` is made from `old`, with the same variables.
    package mutating func editing(_ edit: SystemEdit, from old: LinearSystem) -> (parts: SessionParts, touched: Set<Int>)? {
        analyse(old)
        let system = edit.system
        var changed: [Int] = []
        for (row, previous) in edit.previousRows.enumerated() {
            guard let previous else { changed.append(row); continue }
            if old.rows[previous].expression.constant != system.rows[row].expression.constant { changed.append(row) }
        }
        // A removed row that only defined a variable constrained nothing: the others' values did
        // not depend on it.
        let oldDefining = Set(defined?.rows ?? [])
        var freed: [Int] = []
        for row in edit.removedRows(previousCount: old.rows.count) where !oldDefining.contains(row) {
            freed += old.rows[row].expression.terms.map(\.variable)
        }
        // Blocks without stays only when the last solve left the stays no choice; otherwise the
        // stays tie blocks as well, and each part is solved with them.
        var parts = SessionParts(values: values, isDetermined: isDetermined)
        parts.analyse(system)
        let definingRows = Set(parts.defined?.rows ?? [])
        var touched = Set<Int>()
        for row in changed where !definingRows.contains(row) {
            guard parts.pinningRows[row] == nil else { return nil }
            touched.insert(parts.blockOfRow[row])
        }
        touched.formUnion(parts.blocks(reachedFrom: freed))
        return (parts, touched)
    }

    /// The blocks that hold a variable of `freed` (those of removed rows), or that a freed
    /// variable now defined is defined from: a removed row pulled on them through the definition.
    private func blocks(reachedFrom freed: [Int]) -> Set<Int> {
        var blockOfVariable = [Int: Int]()
        for (index, block) in blocks.enumerated() { for variable in block.variables { blockOfVariable[variable] = index } }
        var definition = [Int: LinearExpression]()
        for (variable, expression, _) in defined?.definitions ?? [] { definition[variable] = expression }
        var reached = Set<Int>(), seen = Set<Int>()
        var pending = freed
        while let variable = pending.popLast() {
            guard seen.insert(variable).inserted else { continue }
            // A defined variable is a block of its own with no rows: its definition is what ties it.
            if let expression = definition[variable] {
                pending += expression.terms.map(\.variable)
            } else if let block = blockOfVariable[variable] {
                reached.insert(block)
            }
        }
        return reached
    }
}
