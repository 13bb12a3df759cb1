import SnapLayoutModel

/// An independent part of a `LinearSystem`: no row or stay term ties its free variables to another
/// block's, so each block can be solved alone and the results put together.
///
/// Its lists are slices: the blocks a split makes share one array of members (three arrays per
/// block, each allocated and freed, were most of splitting a screen's reduced system and of
/// tearing it down). Indices are therefore the shared array's: read a list by position from its
/// `startIndex`.
package struct LinearSystemBlock: Hashable, Sendable {
    /// The block's free variables, ascending. Empty for a block of one constant row.
    package var variables: ArraySlice<Int>
    /// Indices of the block's rows, in conflict order.
    package var rows: ArraySlice<Int>
    /// Indices of the block's stay terms.
    package var stays: ArraySlice<Int>

    /// Creates a block.
    package init(variables: ArraySlice<Int>, rows: ArraySlice<Int>, stays: ArraySlice<Int>) {
        self.variables = variables
        self.rows = rows
        self.stays = stays
    }

    /// Creates a block of lists of its own.
    package init(variables: [Int], rows: [Int], stays: [Int]) {
        self.init(variables: variables[...], rows: rows[...], stays: stays[...])
    }
}

extension LinearSystem {
    /// The value of every variable that a required *generated* row of one variable fixes (the root's
    /// origin, a document's `size`); `nil` for the others.
    ///
    /// Generated rows are never broken, so a solver can treat these variables as constants: substitute
    /// them into every row and stay term, and report them with these values.
    package func pinnedValues() -> [Double?] {
        var pinned = [Double?](filled: nil, count: variableCount)
        // Rows read in place through the buffer: copying each (its terms and its source) was
        // most of this, and it runs on every system a solve makes.
        rows.withUnsafeBufferPointer { rows in
            for row in rows.indices where rows[row].isRequired && rows[row].relation == .equal
                && rows[row].expression.terms.count == 1 {
                guard case .generated = rows[row].source else { continue }
                let term = rows[row].expression.terms[0]
                if pinned[term.variable] == nil {
                    pinned[term.variable] = -rows[row].expression.constant / term.coefficient
                }
            }
        }
        return pinned
    }

    /// Splits the system into independent blocks: connected components of the free (not pinned)
    /// variables, tied together by rows and stay terms.
    ///
    /// Rows and stay terms may mention pinned variables, which the solver substitutes (see
    /// `pinnedValues()`). A row mentioning only pinned variables is a block of its own, with no
    /// variables: after substitution it is a constant that holds or not. A stay term mentioning only
    /// pinned variables belongs to no block. Blocks are ordered by their first row, then by variable.
    /// Without `includesIdleVariables`, a free variable in no row and no stay term (one defined or
    /// eliminated before) is in no block: nothing solves such a block, and making a list for each
    /// was most of splitting a screen's reduced system. Without `includesConstantRows`, a row
    /// mentioning only pinned variables is in no block either (the caller checks such rows
    /// together: `DecoupledStructure.constantRows`).
    ///
    /// Each member's block is found first and counted, so that every list is made once at its
    /// size: appending to lists that grew one member at a time allocated several times per block
    /// of a small system, most of the cost of splitting it.
    package func blocks(pinned: [Double?], includesIdleVariables: Bool = true,
                        includesConstantRows: Bool = true) -> [LinearSystemBlock] {
        let (variableCount, rowCount, stayCount) = (self.variableCount, rows.count, stays.count)
        // parent, blockOfRoot, and the block of each row, stay and variable (-1: none).
        let scratchSize = 3 * variableCount + rowCount + stayCount
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: scratchSize) { scratch in
            let parent = UnsafeMutableBufferPointer(rebasing: scratch[0..<variableCount])
            for v in 0..<variableCount { parent[v] = v }
            tieBlocks(parent, pinned: pinned)
            let memberBlocks = UnsafeMutableBufferPointer(rebasing: scratch[variableCount..<scratchSize])
            let blockCount = numberBlocks(parent, pinned: pinned, includesIdleVariables: includesIdleVariables,
                                          includesConstantRows: includesConstantRows, into: memberBlocks)
            return collectBlocks(count: blockCount, memberBlocks: UnsafeMutableBufferPointer(rebasing: memberBlocks[variableCount...]))
        }
    }

    /// The root of `v`'s component, compressing the path to it.
    private func find(_ parent: UnsafeMutableBufferPointer<Int>, _ v: Int) -> Int {
        var v = v
        while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
        return v
    }

    private func firstFree(_ expression: LinearExpression, _ pinned: [Double?]) -> Int? {
        expression.terms.first { pinned[$0.variable] == nil }?.variable
    }

    /// Joins the free variables of every row and stay term.
    private func tieBlocks(_ parent: UnsafeMutableBufferPointer<Int>, pinned: [Double?]) {
        func tie(_ expression: LinearExpression) {
            guard let first = firstFree(expression, pinned) else { return }
            for term in expression.terms where pinned[term.variable] == nil {
                let a = find(parent, first), b = find(parent, term.variable)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        for row in rows { tie(row.expression) }
        for stay in stays { tie(stay) }
    }

    /// Numbers the blocks in the order they are met (rows, then stays, then variables), writing
    /// into `scratch` each root's block, then each row's, stay's and variable's block (-1 for
    /// none; also for an idle variable or a constant row unless they are included); returns how
    /// many blocks there are.
    private func numberBlocks(_ parent: UnsafeMutableBufferPointer<Int>, pinned: [Double?], includesIdleVariables: Bool,
                              includesConstantRows: Bool, into scratch: UnsafeMutableBufferPointer<Int>) -> Int {
        let (variableCount, rowCount) = (self.variableCount, rows.count)
        for v in 0..<variableCount { scratch[v] = -1 }
        var count = 0
        func block(for variable: Int) -> Int {
            let root = find(parent, variable)
            if scratch[root] < 0 { scratch[root] = count; count += 1 }
            return scratch[root]
        }
        for (index, row) in rows.enumerated() {
            if let variable = firstFree(row.expression, pinned) {
                scratch[variableCount + index] = block(for: variable)
            } else if includesConstantRows {
                scratch[variableCount + index] = count
                count += 1
            } else {
                scratch[variableCount + index] = -1
            }
        }
        for (index, stay) in stays.enumerated() {
            scratch[variableCount + rowCount + index] = firstFree(stay, pinned).map(block(for:)) ?? -1
        }
        let variablesStart = variableCount + rowCount + stays.count
        for variable in 0..<variableCount {
            // Rows and stays are numbered already: a variable whose root has no block is in neither.
            let isIdle = scratch[find(parent, variable)] < 0
            scratch[variablesStart + variable] = pinned[variable] == nil && (includesIdleVariables || !isIdle)
                ? block(for: variable) : -1
        }
        return count
    }

    /// The blocks, from each row's, stay's and variable's block in `memberBlocks` (in that order):
    /// each kind of member sorted by block (stably, so ascending within one) into one array that
    /// every block's lists are slices of.
    private func collectBlocks(count: Int, memberBlocks: UnsafeMutableBufferPointer<Int>) -> [LinearSystemBlock] {
        let (rowCount, stayCount) = (rows.count, stays.count)
        let kinds = [0..<rowCount, rowCount..<(rowCount + stayCount), (rowCount + stayCount)..<memberBlocks.count]
        // By kind, each block's start in `members` (one past the last block: the kind's end).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (count + 1)) { offsets in
            var members = [Int](filled: 0, count: memberBlocks.count)
            var memberCount = 0
            members.withUnsafeMutableBufferPointer { members in
                for (kind, range) in kinds.enumerated() {
                    let kindOffsets = UnsafeMutableBufferPointer(rebasing: offsets[(kind * (count + 1))..<((kind + 1) * (count + 1))])
                    Self.sortByBlock(UnsafeMutableBufferPointer(rebasing: memberBlocks[range]), offsets: kindOffsets,
                                     into: UnsafeMutableBufferPointer(rebasing: members[memberCount...]))
                    for b in kindOffsets.indices { kindOffsets[b] += memberCount }
                    memberCount = kindOffsets[count]
                }
            }
            func list(_ kind: Int, _ block: Int) -> ArraySlice<Int> {
                members[offsets[kind * (count + 1) + block]..<offsets[kind * (count + 1) + block + 1]]
            }
            var result: [LinearSystemBlock] = []
            result.reserveCapacity(count)
            for block in 0..<count {
                result.append(LinearSystemBlock(variables: list(2, block), rows: list(0, block), stays: list(1, block)))
            }
            return result
        }
    }

    /// Sorts the indices of `blocks` (each member's block, -1 for none) by block into `members`,
    /// ascending within a block; block `b`'s are `members[offsets[b]..<offsets[b + 1]]`.
    private static func sortByBlock(_ blocks: UnsafeMutableBufferPointer<Int>, offsets: UnsafeMutableBufferPointer<Int>,
                                    into members: UnsafeMutableBufferPointer<Int>) {
        for b in offsets.indices { offsets[b] = 0 }
        for block in blocks where block >= 0 { offsets[block + 1] += 1 }
        for b in offsets.indices.dropFirst() { offsets[b] += offsets[b - 1] }
        // Each block's next free place, in its own offset until the end (then shifted back).
        for (index, block) in blocks.enumerated() where block >= 0 {
            members[offsets[block]] = index
            offsets[block] += 1
        }
        for b in offsets.indices.reversed().dropFirst() { offsets[b + 1] = offsets[b] }
        offsets[0] = 0
    }
}

extension LinearSystem {
    /// The required rows split into groups that can conflict only among themselves, each in
    /// conflict order.
    ///
    /// Unlike `blocks(pinned:)`, every variable ties its rows together, pinned or not: a generated
    /// row that pins a variable (`size.width`) is itself a member of the conflict sets it takes
    /// part in, so conflict search must see it as a row, not as a substituted constant.
    package func requiredRowGroups() -> [[Int]] {
        var parent = Array(0..<variableCount)
        func find(_ v: Int) -> Int {
            var v = v
            while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
            return v
        }
        for row in rows where row.isRequired {
            guard let first = row.expression.terms.first?.variable else { continue }
            for term in row.expression.terms.dropFirst() {
                let a = find(first), b = find(term.variable)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var groupOfRoot: [Int: Int] = [:]
        var groups: [[Int]] = []
        for (index, row) in rows.enumerated() where row.isRequired {
            guard let variable = row.expression.terms.first?.variable else {
                groups.append([index])
                continue
            }
            let root = find(variable)
            if let group = groupOfRoot[root] {
                groups[group].append(index)
            } else {
                groupOfRoot[root] = groups.count
                groups.append([index])
            }
        }
        return groups
    }
}
