import SnapLayoutModel

extension DocumentReader {
    /// Every list's templates read and its rows checked against them, once every constraint is
    /// read: what is wrong with a table or collection without a solve is an error of the read,
    /// naming the list. Nothing is laid out here (`ListExpansion` does it when measuring).
    mutating func readListCells(scale: Double) throws(ReadError) {
        // Before any template of a list is read: templates never nest lists.
        if readsTemplate, !pendingScrolls.isEmpty {
            throw ReadError(message: "a cell template has no scroll, table or collection views")
        }
        for k in pendingLists.indices {
            do throws(ReadError) {
                try pendingLists[k].readCells(pendingTemplates[k], scale: scale)
            } catch {
                let name = "view '\(MessageText.quoted(items[pendingLists[k].view].id))'"
                throw ReadError(errors: error.errors.map { "\(name): \($0)" })
            }
        }
        pendingTemplates = []
    }
}
