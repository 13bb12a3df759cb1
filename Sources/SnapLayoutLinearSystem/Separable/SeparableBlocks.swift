/// The blocks of what a separable solve's elimination left: the variables left (every one that is
/// not a pivot), tied together by the rows that hold two or more of them (a union-find), and
/// each block's variables and rows listed in one table each.
///
/// The tables are views of one scratch buffer the caller allocates (`scratchCount`), written
/// through unchecked pointers: five arrays, and a sixth of the blocks' ranges, cost a screen's
/// first layout more in allocations and copy-on-write checks than the listing itself.
struct SeparableBlocks {
    /// By variable: its union-find parent, -1 for a pivot.
    let parent: UnsafeMutableBufferPointer<Int>
    /// The blocks' variables, block after block, ascending within a block.
    let variables: UnsafeMutableBufferPointer<Int>
    /// The blocks' rows (rows left with variables), block after block, ascending within a block.
    let rows: UnsafeMutableBufferPointer<Int>
    /// By variable: for a block's representative, where its variables and rows end in
    /// `variables` and `rows` once listed (other variables' entries mean nothing).
    let variableEnd: UnsafeMutableBufferPointer<Int>
    let rowEnd: UnsafeMutableBufferPointer<Int>

    /// The scratch a solve of this size needs.
    static func scratchCount(variableCount: Int, rowCount: Int) -> Int { 4 * variableCount + rowCount }

    /// The variables of `solve` tied by its rows left; the tables in `scratch` (`scratchCount`).
    init(_ solve: borrowing SeparableSolve, scratch: UnsafeMutableBufferPointer<Int>) {
        let count = solve.variableCount
        parent = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        variableEnd = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
        rowEnd = UnsafeMutableBufferPointer(rebasing: scratch[(2 * count)..<(3 * count)])
        variables = UnsafeMutableBufferPointer(rebasing: scratch[(3 * count)..<(4 * count)])
        rows = UnsafeMutableBufferPointer(rebasing: scratch[(4 * count)..<(4 * count + solve.rows.count)])
        for variable in 0..<count { parent[variable] = variable }
        for index in solve.pivots.indices { parent[solve.pivots[index].variable] = -1 }
        for row in solve.rows.indices where !solve.rows[row].isUsed && solve.rows[row].count > 1 {
            let first = solve.rows[row].start
            for k in (first + 1)..<(first + solve.rows[row].count) {
                union(solve.terms[first].variable, solve.terms[k].variable)
            }
        }
    }

    /// Whether every required row left without variables holds (`LinearRow.holdsAsConstant`).
    func checkConstantRows(_ solve: borrowing SeparableSolve) -> Bool {
        for row in solve.rows.indices {
            let header = solve.rows[row]
            guard header.isUsed || header.count != 0 || !header.isRequired
                    || LinearRow.holdsAsConstant(header.constant, header.relation) else { return false }
        }
        return true
    }

    /// The representative of `variable`'s block (path halving).
    func find(_ variable: Int) -> Int {
        var node = variable
        while parent[node] != node {
            parent[node] = parent[parent[node]]
            node = parent[node]
        }
        return node
    }

    /// Ties two variables' blocks (the smaller representative stays one).
    func union(_ a: Int, _ b: Int) {
        let (a, b) = (find(a), find(b))
        if a < b { parent[b] = a } else if b < a { parent[a] = b }
    }

    /// Lists every block's variables and rows (a counting sort by representative).
    func list(_ solve: borrowing SeparableSolve) {
        let count = parent.count
        // The counts first, by representative, then where each block starts.
        variableEnd.update(repeating: 0)
        rowEnd.update(repeating: 0)
        for variable in 0..<count where parent[variable] >= 0 { variableEnd[find(variable)] += 1 }
        for row in solve.rows.indices where !solve.rows[row].isUsed && solve.rows[row].count > 0 {
            rowEnd[find(solve.terms[solve.rows[row].start].variable)] += 1
        }
        var variableTotal = 0, rowTotal = 0
        for variable in 0..<count where parent[variable] == variable {
            let (variableCount, rowCount) = (variableEnd[variable], rowEnd[variable])
            variableEnd[variable] = variableTotal
            rowEnd[variable] = rowTotal
            variableTotal += variableCount
            rowTotal += rowCount
        }
        // The ends start at each block's start and move to its end as it is filled.
        for variable in 0..<count where parent[variable] >= 0 {
            let block = find(variable)
            variables[variableEnd[block]] = variable
            variableEnd[block] += 1
        }
        for row in solve.rows.indices where !solve.rows[row].isUsed && solve.rows[row].count > 0 {
            let block = find(solve.terms[solve.rows[row].start].variable)
            rows[rowEnd[block]] = row
            rowEnd[block] += 1
        }
    }

    /// Calls `body` with each block's variables and rows, in the order of its representative,
    /// until it returns `false`; whether it never did.
    func everyBlock(_ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>) -> Bool) -> Bool {
        var variableStart = 0, rowStart = 0
        for variable in parent.indices where parent[variable] == variable {
            guard body(UnsafeBufferPointer(rebasing: variables[variableStart..<variableEnd[variable]]),
                       UnsafeBufferPointer(rebasing: rows[rowStart..<rowEnd[variable]])) else { return false }
            variableStart = variableEnd[variable]
            rowStart = rowEnd[variable]
        }
        return true
    }
}
