/// A pending row of an elimination (`RequiredEqualityElimination`) as it is rewritten: its terms
/// and constant as a `LinearExpression` holds them, the terms an array of its own so that a
/// substitution can drop a term in place.
///
/// Most substitutions on a screen are of a variable a one-term row fixed (`w == 40`): nothing to
/// merge, and a new array per substitution was most of the elimination's allocations.
struct EliminationRow {
    /// Sorted by variable, one per variable, none zero (normalised).
    private(set) var terms: [LinearTerm]
    private(set) var constant: Double

    /// The row `expression == 0`.
    init(_ expression: LinearExpression) {
        terms = expression.terms
        constant = expression.constant
    }

    /// The row as an expression (sharing its terms).
    var expression: LinearExpression { LinearExpression(normalisedTerms: terms, constant: constant) }

    /// Replaces `variable` by `replacement` (`LinearExpression.substitute`, the same arithmetic
    /// in the same order); the variable's coefficient, `nil` when the row does not hold it.
    mutating func substitute(_ variable: Int, by replacement: LinearExpression) -> Double? {
        guard let place = terms.firstIndex(where: { $0.variable == variable }) else { return nil }
        let coefficient = terms[place].coefficient
        if replacement.terms.isEmpty {
            // The merge keeps every other term as it is: the term dropped in place.
            constant += coefficient * replacement.constant
            terms.remove(at: place)
        } else {
            var expression = self.expression
            expression.substitute(variable, coefficient: coefficient, by: replacement)
            (terms, constant) = (expression.terms, expression.constant)
        }
        return coefficient
    }
}
