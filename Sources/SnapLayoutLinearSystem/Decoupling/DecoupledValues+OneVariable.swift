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
        let variable = block.variables.first!
        let checks = needed[variable]
        guard let result = Self.solve(block, variable, stays: checks ? nil : stays, reduced, pinned: pinned) else { return false }
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

    /// The tiers' optimal face of a block of one variable (`isOneVariable`), without its stays;
    /// `nil` when its rows cannot hold.
    package static func oneVariableFace(_ block: LinearSystemBlock, _ reduced: LinearSystem,
                                        pinned: [Double?]) -> OneVariableBlock.Result? {
        solve(block, block.variables.first!, stays: nil, reduced, pinned: pinned)
    }

    /// `OneVariableBlock.solve` of the block's rows and, unless `nil`, its stays as `a·v + c`,
    /// made in stack scratch from the reduced system's rows read in place: a block's arrays of
    /// them were most of solving it.
    private static func solve(_ block: LinearSystemBlock, _ variable: Int, stays: ArraySlice<Int>?, _ reduced: LinearSystem,
                              pinned: [Double?]) -> OneVariableBlock.Result? {
        withUnsafeTemporaryAllocation(of: OneVariableBlock.Row.self, capacity: block.rows.count) { rows in
            reduced.rows.withUnsafeBufferPointer { reducedRows in
                for (index, row) in block.rows.enumerated() {
                    let (a, c) = OneVariableBlock.coefficients(reducedRows[row].expression, of: variable, pinned: pinned)
                    rows.initializeElement(at: index, to: .init(a: a, c: c, relation: reducedRows[row].relation,
                                                                priority: reducedRows[row].priority))
                }
            }
            guard let stays else { return OneVariableBlock.solve(rows: UnsafeBufferPointer(rows), stays: nil) }
            return withUnsafeTemporaryAllocation(of: (a: Double, c: Double).self, capacity: stays.count) { stayTerms in
                reduced.stays.withUnsafeBufferPointer { reducedStays in
                    for (index, stay) in stays.enumerated() {
                        stayTerms.initializeElement(at: index, to: OneVariableBlock.coefficients(reducedStays[stay], of: variable,
                                                                                                 pinned: pinned))
                    }
                }
                return OneVariableBlock.solve(rows: UnsafeBufferPointer(rows), stays: UnsafeBufferPointer(stayTerms))
            }
        }
    }

    /// Whether `block` is solved by `solveOneVariableBlock` rather than an LP.
    package static func isOneVariable(_ block: LinearSystemBlock) -> Bool {
        block.variables.count == 1 && !block.rows.isEmpty && block.rows.count <= OneVariableBlock.rowLimit
    }
}
