import SnapLayoutModel

extension LinearSystem {
    /// Numbers this far apart in one system (largest over smallest nonzero coefficient) leave too
    /// little of a double's precision for a simplex's tolerances: a numerical failure of such a
    /// system is reported as the document being too ill-conditioned.
    package static let illConditionedSpread = 1e6

    /// The row with the widest spread of nonzero coefficient magnitudes, with the system's own
    /// smallest and largest; `nil` when the whole system spreads less than `illConditionedSpread`.
    package func illConditionedRow() -> (row: Int, smallest: Double, largest: Double)? {
        var smallest = Double.infinity, largest = 0.0
        var widest: (row: Int, spread: Double)?
        for (index, row) in rows.enumerated() {
            var rowSmallest = Double.infinity, rowLargest = 0.0
            for term in row.expression.terms where term.coefficient != 0 {
                rowSmallest = min(rowSmallest, abs(term.coefficient))
                rowLargest = max(rowLargest, abs(term.coefficient))
            }
            guard rowLargest > 0 else { continue }
            smallest = min(smallest, rowSmallest)
            largest = max(largest, rowLargest)
            let spread = rowLargest / rowSmallest
            if widest == nil || spread > widest!.spread { widest = (index, spread) }
        }
        guard let widest, largest / smallest >= LinearSystem.illConditionedSpread else { return nil }
        return (widest.row, smallest, largest)
    }

    /// `error` itself, or, for a numerical failure of an ill-conditioned system, a one-line error
    /// saying so and naming the row with the widest spread.
    package func explainingConditioning(_ error: SolverError) -> SolverError {
        guard error.isNumerical, let found = illConditionedRow() else { return error }
        let name: String
        switch rows[found.row].source {
        case .constraint(let constraint): name = "constraint \(constraint)"
        case .generated(let generated): name = "generated constraint \(generated.name)"
        case .stack(let stack): name = "stack constraint \(stack.name)"
        }
        return SolverError("the document is too ill-conditioned to solve reliably: \(name) takes part in a system "
                           + "whose coefficients run from \(found.smallest) to \(found.largest) (\(error.message))")
    }
}
