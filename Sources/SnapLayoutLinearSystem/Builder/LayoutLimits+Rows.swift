import SnapLayoutModel

extension LayoutLimits {
    /// Why `row` holds a number outside the limits, or `nil`.
    package static func rowProblem(_ expression: LinearExpression) -> String? {
        expression.terms.withUnsafeBufferPointer { rowProblem($0, expression.constant) }
    }

    /// Why the row `Σ terms + constant` holds a number outside the limits, or `nil`.
    static func rowProblem(_ terms: UnsafeBufferPointer<LinearTerm>, _ constant: Double) -> String? {
        // The range read once, not through its accessor for every term.
        let magnitudes = coefficientMagnitudes
        for term in terms where term.coefficient != 0 && !magnitudes.contains(abs(term.coefficient)) {
            return "it gives the solver a coefficient of \(term.coefficient), outside the limits (1e-10 to 1e10 in magnitude): "
                + "the multiplier is too large or too small, or two terms on one item nearly cancel"
        }
        guard abs(constant) <= maximumConstantMagnitude else {
            return "it gives the solver a constant of \(constant), above the limit of 1e12 in magnitude"
        }
        return nil
    }
}
