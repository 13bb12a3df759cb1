import SnapLayoutModel

/// An independent part of a `LinearSystem`: no row or stay term ties its free variables to another
/// block's, so each block can be solved alone and the results put together.
package struct LinearSystemBlock: Hashable, Sendable {
    /// The block's free variables, ascending. Empty for a block of one constant row.
    package var variables: [Int]
    /// Indices of the block's rows, in conflict order.
    package var rows: [Int]
    /// Indices of the block's stay terms.
    package var stays: [Int]

    /// Creates a block.
    package init(variables: [Int], rows: [Int], stays: [Int]) {
        self.variables = variables
        self.rows = rows
        self.stays = stays
    }
}

extension LinearSystem {
    /// The value of every variable that a required *generated* row of one variable fixes (the root's
    /// origin, a document's `size`); `nil` for the others.
    ///
    /// Generated rows are never broken, so a solver can treat these variables as constants: substitute
    /// them into every row and stay term, and report them with these values.
    package func pinnedValues() -> [Double?] {
        var pinned = [Double?](repeating: nil, count: variableCount)
        for row in rows where row.isRequired && row.relation == .equal && row.expression.terms.count == 1 {
            guard case .generated = row.source else { continue }
            let term = row.expression.terms[0]
            if pinned[term.variable] == nil {
                pinned[term.variable] = -row.expression.constant / term.coefficient
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
    package func blocks(pinned: [Double?]) -> [LinearSystemBlock] {
        var parent = Array(0..<variableCount)
        func find(_ v: Int) -> Int {
            var v = v
            while parent[v] != v { parent[v] = parent[parent[v]]; v = parent[v] }
            return v
        }
        func firstFree(_ expression: LinearExpression) -> Int? {
            expression.terms.first { pinned[$0.variable] == nil }?.variable
        }
        func tie(_ expression: LinearExpression) {
            guard let first = firstFree(expression) else { return }
            for term in expression.terms where pinned[term.variable] == nil {
                let a = find(first), b = find(term.variable)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        for row in rows { tie(row.expression) }
        for stay in stays { tie(stay) }

        // By root variable: its block, -1 before it has one (an array: hashing was most of the
        // cost on a small system).
        var blockOfRoot = [Int](repeating: -1, count: variableCount)
        var result: [LinearSystemBlock] = []
        func block(for variable: Int) -> Int {
            let root = find(variable)
            if blockOfRoot[root] >= 0 { return blockOfRoot[root] }
            blockOfRoot[root] = result.count
            result.append(LinearSystemBlock(variables: [], rows: [], stays: []))
            return result.count - 1
        }
        for (index, row) in rows.enumerated() {
            if let variable = firstFree(row.expression) {
                result[block(for: variable)].rows.append(index)
            } else {
                result.append(LinearSystemBlock(variables: [], rows: [index], stays: []))
            }
        }
        for (index, stay) in stays.enumerated() {
            if let variable = firstFree(stay) { result[block(for: variable)].stays.append(index) }
        }
        for variable in 0..<variableCount where pinned[variable] == nil {
            result[block(for: variable)].variables.append(variable)
        }
        return result
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
