import SnapLayoutModel
import SnapLayoutLinearSystem

/// One stay term of a block as a GLPK row `Σ a·x − s⁺ + s⁻ = bound`, with pinned variables
/// folded into the bound; its two columns are added to the problem only for the stay stage.
struct GLPKStayRow {
    /// The block's columns (1-based) and their coefficients.
    var terms: [(column: Int32, coefficient: Double)] = []
    /// The right-hand side: minus the constant after substituting pinned variables.
    var bound: Double

    init(_ expression: LinearExpression, pinned: [Double?], column: [Int: Int32]) throws(SolverError) {
        var constant = expression.constant
        for term in expression.terms {
            if let value = pinned[term.variable] {
                constant += term.coefficient * value
            } else if let c = column[term.variable] {
                terms.append((c, term.coefficient))
            }
        }
        guard constant.isFinite else { throw SolverError("a stay term is not finite once pinned values are put in") }
        bound = -constant
    }

    /// GLPK's 1-based arrays of the row's columns and coefficients (element 0 unused).
    var matrixRow: (columns: [Int32], values: [Double]) {
        ([0] + terms.map(\.column), [0] + terms.map(\.coefficient))
    }
}

/// A tier's row joining a problem after its first stage: `Σ a·x (relation) bound`.
struct GLPKAppendedRow {
    var terms: GLPKStayRow
    var relation: LayoutRelation
}
