import SnapLayoutModel
import SnapLayoutLinearSystem

extension LayoutDocument {
    /// The document with its tables and collections laid out (`ListExpansion`): a first solve with
    /// `solver` sizes each list, self-sizing rows are fitted alone with `solver` and `textSystem`,
    /// and the cells in each list's window become views and constraints of the snapshot. Done
    /// here, when the document is measured, not when it is read: reading never solves, and rows
    /// must be measured with the solver and text system the document is solved with. A list
    /// that cannot be laid out is a one-line error naming it.
    public func expandingLists(with solver: any LayoutSolver, textSystem: TextSystem = .default) -> Result<LayoutDocument, DocumentError> {
        guard !lists.isEmpty else { return .success(self) }
        var expansion = ListExpansion(snapshot: snapshot, constraintTexts: constraintTexts,
                                      fitting: CellFitting(solver: solver, textSystem: textSystem))
        do throws(ReadError) {
            try expansion.expand(lists)
        } catch {
            return .failure(DocumentError(document: name, errors: error.errors))
        }
        var expanded = self
        expanded.snapshot = expansion.snapshot
        expanded.constraintTexts = expansion.constraintTexts
        expanded.lists = []
        return .success(expanded)
    }
}
