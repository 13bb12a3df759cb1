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
    func solveBlocks() -> [Double]? {
        var values = [Double](filled: 0, count: variableCount)
        let capacity = SeparableBlocks.scratchCount(variableCount: variableCount, rowCount: rows.count)
        let solved = withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { scratch in
            let blocks = SeparableBlocks(self, scratch: scratch)
            guard blocks.checkConstantRows(self) else { return false }
            blocks.list(self)
            return blocks.everyBlock { variables, rows in
                guard !rows.isEmpty else { return false }
                if variables.count == 1 {
                    guard let value = solveOneVariable(rows) else { return false }
                    values[variables[0]] = value
                    return true
                }
                return variables.count <= Self.denseVariableLimit && rows.count <= Self.denseRowLimit
                    && solveDensely(variables, rows, into: &values)
            }
        }
        return solved ? values : nil
    }

    /// The one value the tiers leave a block of one variable, whose rows each hold it alone.
    private func solveOneVariable(_ rows: UnsafeBufferPointer<Int>) -> Double? {
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
    /// point. The block is written in scratch (its rows, and their coefficients row-major), and
    /// copied into arrays only for the tableau.
    private func solveDensely(_ variables: UnsafeBufferPointer<Int>, _ rows: UnsafeBufferPointer<Int>,
                              into values: inout [Double]) -> Bool {
        let width = variables.count
        return withUnsafeTemporaryAllocation(of: DenseBlockProblem.Row.self, capacity: rows.count) { local in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: rows.count * width) { coefficients in
                coefficients.initialize(repeating: 0)
                for (index, row) in rows.enumerated() {
                    let header = self.rows[row]
                    for k in header.start..<(header.start + header.count) {
                        // (A block's variables are few: a search costs less than a table by variable.)
                        let place = variables.firstIndex(of: terms[k].variable)!
                        coefficients[index * width + place] = terms[k].coefficient
                    }
                    local.initializeElement(at: index, to: .init(constant: header.constant, relation: header.relation,
                                                                 priority: header.isRequired ? nil : header.priority,
                                                                 isStay: false))
                }
                let solved: [Double]
                if let point = EveryRowHolds.point(UnsafeBufferPointer(local), UnsafeBufferPointer(coefficients),
                                                   width: width) {
                    solved = point
                } else {
                    guard case .solved(let values, true) = DenseBlockSolve.solve(Array(local), Array(coefficients),
                                                                                 variableCount: width,
                                                                                 reportsDetermined: true)
                    else { return false }
                    solved = values
                }
                for (place, variable) in variables.enumerated() { values[variable] = solved[place] }
                return true
            }
        }
    }
}
