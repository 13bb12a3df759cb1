import SnapLayoutModel

/// What a session keeps to solve a system again by parts: the last values, and the independent
/// blocks (connected components of the free variables) a changed row reaches. The lexicographic
/// optimum of independent blocks is the union of each block's optimum, so solving again only the
/// blocks a change reaches gives the full solve's answer. Shared by both solvers' sessions, which
/// differ only in how they solve a part.
///
/// Blocks are split by rows alone, leaving out the rows that only define a variable
/// (`DefinedVariables`: a feed's cells stacked one under the other), when the last solve found
/// every variable determined by the tiers: then stay terms choose nothing, and the defined
/// variables are computed again from the others. Otherwise stay terms tie blocks too.
///
/// A change of a row that pins a variable (the root's origin or size) reaches the blocks of every
/// row that holds the variable.
/// The blocks are worked out at the first change, not when the parts are made: a layout laid out
/// once and never changed (most screens) does not pay for them (a fifth of a small screen's first
/// pass went to them).
package struct SessionParts {
    /// The values of the last solve, with every part solved since.
    package internal(set) var values: [Double]
    /// Whether the last solve left the stays no choice: blocks are then split by rows alone, the
    /// definitions set aside.
    package let isDetermined: Bool
    /// The blocks and what finds them; `nil` until a change needs them (`analyse`).
    private var analysis: Analysis?

    /// The parts of a system solved with `values`; `isDetermined` when that solve left the stay
    /// terms no choice.
    package init(values: [Double], isDetermined: Bool) {
        self.values = values
        self.isDetermined = isDetermined
    }

    /// Works out the blocks of `system` (the system the values are for, or the same rows with
    /// other constants: the blocks depend on the terms alone), unless done.
    mutating func analyse(_ system: LinearSystem) {
        if analysis == nil { analysis = Analysis(system, isDetermined: isDetermined) }
    }

    /// The blocks of a system and the rows that pin a variable.
    struct Analysis {
        var pinned: [Double?]
        var blocks: [LinearSystemBlock]
        /// By row: its block, or −1 when it has no free variable.
        var blockOfRow: [Int]
        /// Rows that pin a variable (the root's origin and size), with the variable; and for each
        /// pinned variable, the other rows that hold it.
        var pinningRows: [Int: Int]
        var rowsOfPinned: [Int: [Int]]
        /// The defined variables, when every variable was determined (blocks then leave their
        /// rows out); `nil` otherwise.
        var defined: DefinedVariables?

        init(_ system: LinearSystem, isDetermined: Bool) {
            pinned = system.pinnedValues()
            defined = nil
            var rowsOnly = system
            if isDetermined {
                // Stay terms choose nothing: blocks by rows, without the rows that only define.
                let found = system.definedVariables()
                defined = found
                rowsOnly.stays = []
                for row in found.rows {
                    // A row with no terms ties nothing and belongs to no block.
                    rowsOnly.rows[row].expression = LinearExpression(constant: 0)
                }
            }
            blocks = rowsOnly.blocks(pinned: pinned)
            blockOfRow = Array(repeating: -1, count: system.rows.count)
            for (index, block) in blocks.enumerated() where !block.variables.isEmpty {
                for row in block.rows { blockOfRow[row] = index }
            }
            (pinningRows, rowsOfPinned) = SessionParts.pinningRows(system, pinned: pinned)
        }
    }

    // The analysis's parts, read once `analyse` has run.
    var pinned: [Double?] {
        get { analysis!.pinned }
        set { analysis!.pinned = newValue }
    }
    var blocks: [LinearSystemBlock] { analysis!.blocks }
    var blockOfRow: [Int] { analysis!.blockOfRow }
    var pinningRows: [Int: Int] { analysis!.pinningRows }
    var rowsOfPinned: [Int: [Int]] { analysis!.rowsOfPinned }
    var defined: DefinedVariables? { analysis!.defined }

    /// The blocks that `changes` (already applied to `system`) reach; −1 among them when a
    /// change reaches a row with no free variable. A change of a pinning row moves the pinned
    /// value everywhere it is held.
    package mutating func blocks(reachedBy changes: [RowConstantChange], in system: LinearSystem) -> Set<Int> {
        analyse(system)
        let definingRows = Set(defined?.rows ?? [])
        var touched = Set<Int>()
        for change in changes {
            guard let variable = pinningRows[change.row] else {
                if !definingRows.contains(change.row) { touched.insert(blockOfRow[change.row]) }
                continue
            }
            // The root's size: a constant for every row that holds it, so those rows' blocks
            // (and the definitions) move.
            let value = -change.constant / system.rows[change.row].expression.terms[0].coefficient
            pinned[variable] = value
            values[variable] = value
            for row in rowsOfPinned[variable, default: []] where !definingRows.contains(row) {
                touched.insert(blockOfRow[row])
            }
        }
        return touched
    }

    /// The rows of `system` that pin a variable (generated required rows of one term: the root's
    /// origin and size), and for each pinned variable the other rows that hold it.
    fileprivate static func pinningRows(_ system: LinearSystem, pinned: [Double?]) -> ([Int: Int], [Int: [Int]]) {
        var pinningRows: [Int: Int] = [:]
        var rowsOfPinned: [Int: [Int]] = [:]
        var pinningCount: [Int: Int] = [:]
        for (index, row) in system.rows.enumerated() where row.isRequired && row.relation == .equal && row.expression.terms.count == 1 {
            if case .generated = row.source {
                pinningRows[index] = row.expression.terms[0].variable
                pinningCount[row.expression.terms[0].variable, default: 0] += 1
            }
        }
        for (index, row) in system.rows.enumerated() where pinningRows[index] == nil {
            for term in row.expression.terms where pinned[term.variable] != nil {
                rowsOfPinned[term.variable, default: []].append(index)
            }
        }
        // A variable pinned twice: a change of one of its pinning rows (which belong to no block)
        // is a conflict for the full solve to find.
        for (variable, count) in pinningCount where count > 1 {
            for (row, pinnedVariable) in pinningRows where pinnedVariable == variable { rowsOfPinned[variable, default: []].append(row) }
        }
        return (pinningRows, rowsOfPinned)
    }
}
