import BasicContainers
import SnapLayoutModel

extension SeparableSolve {
    /// The largest block solved on a dense tableau here: larger than a solver's decoupled solve
    /// takes (`DenseBlockSolve.variableLimit`), where a solver has a block solve of its own. A
    /// screen's largest blocks are a column of views between content-sized ones (the corpus's
    /// GitHub sign-up: 6 variables, 12 rows); a tableau of that size is still a few hundred numbers.
    static let denseVariableLimit = 8
    static let denseRowLimit = 32

    /// The values of the variables the elimination left (every pivot still 0), block by block:
    /// the variables that rows left tie together, each block with its rows. A block of one
    /// variable is solved in closed form (`OneVariableBlock`), one of a few on a dense tableau
    /// (`DenseBlockSolve`). `nil` when a required row left constant does not hold, or a block is
    /// without rows, too large for either, infeasible, or left more than one point by its tiers.
    mutating func solveBlocks() -> [Double]? {
        let variableCount = self.variableCount
        var values = [Double](filled: 0, count: variableCount)
        var blocks = SeparableBlocks(self, variableCount: variableCount)
        guard blocks.checkConstantRows(self) else { return nil }
        blocks.list(self)
        for block in blocks.blocks() {
            let variables = blocks.variables[block.variables], rows = blocks.rows[block.rows]
            guard !rows.isEmpty else { return nil }
            if variables.count == 1 {
                guard let value = solveOneVariable(rows) else { return nil }
                values[variables.first!] = value
            } else {
                guard variables.count <= Self.denseVariableLimit, rows.count <= Self.denseRowLimit,
                      solveDensely(variables, rows, into: &values) else { return nil }
            }
        }
        return values
    }

    /// The one value the tiers leave a block of one variable, whose rows each hold it alone.
    private func solveOneVariable(_ rows: ArraySlice<Int>) -> Double? {
        guard rows.count <= OneVariableBlock.rowLimit else { return nil }
        return withUnsafeTemporaryAllocation(of: OneVariableBlock.Row.self, capacity: rows.count) { block in
            for (index, row) in rows.enumerated() {
                let term = terms[self.rows[row].start]
                guard abs(term.coefficient) >= Self.smallestCoefficient else { return nil }
                block.initializeElement(at: index, to: .init(a: term.coefficient, c: self.rows[row].constant,
                                                             relation: self.rows[row].relation,
                                                             priority: self.rows[row].priority))
            }
            guard let result = OneVariableBlock.solve(rows: UnsafeBufferPointer(block), stays: nil),
                  result.isDetermined else { return nil }
            return result.value
        }
    }

    /// Solves a block of a few variables: at the point where every row holds, when its rows pin
    /// one (`EveryRowHolds`), or else on a dense tableau; `false` unless its tiers leave it one
    /// point.
    private func solveDensely(_ variables: ArraySlice<Int>, _ rows: ArraySlice<Int>,
                              into values: inout [Double]) -> Bool {
        let width = variables.count
        var local: [DenseBlockProblem.Row] = []
        local.reserveCapacity(rows.count)
        var coefficients = [Double](filled: 0, count: rows.count * width)
        for row in rows {
            let header = self.rows[row]
            for k in header.start..<(header.start + header.count) {
                // (A block's variables are few: a search costs less than a table by variable.)
                let place = variables.firstIndex(of: terms[k].variable)! - variables.startIndex
                coefficients[local.count * width + place] = terms[k].coefficient
            }
            local.append(.init(constant: header.constant, relation: header.relation,
                               priority: header.isRequired ? nil : header.priority, isStay: false))
        }
        let solved: [Double]
        if let point = EveryRowHolds.point(local, coefficients, width: width) {
            solved = point
        } else {
            guard case .solved(let values, true) = DenseBlockSolve.solve(local, coefficients, variableCount: width,
                                                                         reportsDetermined: true) else { return false }
            solved = values
        }
        for (place, variable) in variables.enumerated() { values[variable] = solved[place] }
        return true
    }
}

/// The blocks of what a separable solve's elimination left: the variables left (every one that is
/// not a pivot), tied together by the rows that hold two or more of them (a union-find), and
/// each block's variables and rows listed in one array each.
struct SeparableBlocks {
    /// By variable: its union-find parent, -1 for a pivot.
    var parent: [Int]
    /// The blocks' variables, block after block, ascending within a block.
    var variables: [Int] = []
    /// The blocks' rows (rows left with variables), block after block, ascending within a block.
    var rows: [Int] = []
    /// By variable: for a block's representative, where its variables and rows end in
    /// `variables` and `rows` once listed; -1 for every other variable.
    var variableEnd: [Int] = []
    var rowEnd: [Int] = []

    /// The variables of `solve` tied by its rows left.
    init(_ solve: borrowing SeparableSolve, variableCount: Int) {
        parent = Array(0..<variableCount)
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
    mutating func find(_ variable: Int) -> Int {
        var node = variable
        while parent[node] != node {
            parent[node] = parent[parent[node]]
            node = parent[node]
        }
        return node
    }

    /// Ties two variables' blocks (the smaller representative stays one).
    mutating func union(_ a: Int, _ b: Int) {
        let (a, b) = (find(a), find(b))
        if a < b { parent[b] = a } else if b < a { parent[a] = b }
    }

    /// Lists every block's variables and rows (a counting sort by representative).
    mutating func list(_ solve: borrowing SeparableSolve) {
        let count = parent.count
        variableEnd = [Int](filled: -1, count: count)
        rowEnd = [Int](filled: 0, count: count)
        var variableCounts = [Int](filled: 0, count: count)
        for variable in 0..<count where parent[variable] >= 0 { variableCounts[find(variable)] += 1 }
        for row in solve.rows.indices where !solve.rows[row].isUsed && solve.rows[row].count > 0 {
            rowEnd[find(solve.terms[solve.rows[row].start].variable)] += 1
        }
        var variableTotal = 0, rowTotal = 0
        for variable in 0..<count where parent[variable] == variable {
            variableTotal += variableCounts[variable]
            rowTotal += rowEnd[variable]
            variableEnd[variable] = variableTotal - variableCounts[variable]
            rowEnd[variable] = rowTotal - rowEnd[variable]
        }
        variables = [Int](filled: 0, count: variableTotal)
        rows = [Int](filled: 0, count: rowTotal)
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

    /// Each block's ranges in `variables` and `rows`, in the order of its representative.
    func blocks() -> [(variables: Range<Int>, rows: Range<Int>)] {
        var found: [(variables: Range<Int>, rows: Range<Int>)] = []
        var variableStart = 0, rowStart = 0
        for variable in parent.indices where parent[variable] == variable {
            found.append((variableStart..<variableEnd[variable], rowStart..<rowEnd[variable]))
            variableStart = variableEnd[variable]
            rowStart = rowEnd[variable]
        }
        return found
    }
}
