import SnapLayoutModel

/// What makes two rows the same constraint: expression and relation (not priority or source). The
/// conflict search holds a row that repeats a held one without a test, and GLPK's row set loads it
/// once.
package struct RowConstraint: Hashable {
    var expression: LinearExpression
    var relation: LayoutRelation

    package init(_ row: LinearRow) {
        expression = row.expression
        relation = row.relation
    }
}
