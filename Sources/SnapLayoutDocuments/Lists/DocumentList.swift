import SnapLayoutModel

/// A table or collection as its document writes it: templates, rows and list keys, kept in the
/// `LayoutDocument` unlaid-out. Reading never solves (front ends never reach into a solver); the
/// rows become views in the measuring step (`LayoutDocument.expandingLists(with:textSystem:)`),
/// with the solver and text system the user chose.
package struct DocumentList: Sendable {
    enum Kind { case table, collection }

    var view: Int
    var kind: Kind
    /// Each cell template, read and checked, by reuse identifier.
    var cells: [String: CellTemplate] = [:]
    /// The rows (table) or items (collection), by section.
    var sections: [[ListRow]] = []
    // Tables.
    var style = "plain"
    /// A fixed row height; `nil` measures each row (`"automatic"`, UIKit's default).
    var rowHeight: Double?
    var headerHeight = 0.0
    var footerHeight = 0.0
    // Collections (`UICollectionViewFlowLayout`'s defaults).
    /// A fixed item size; `nil` measures each item toward 50 × 50 (`"automatic"`).
    var itemSize: LayoutSnapshot.AxisPair<Double>? = .init(50, 50)
    var lineSpacing = 10.0
    var interitemSpacing = 10.0
    var sectionInset = LayoutSnapshot.Insets.zero
    var scrollsVertically = true

    /// Reads every template, used or not, in order of identifier (a bad template is an error even
    /// when no row shows it), then fills each template with its rows' strings, so that every error
    /// that needs no solve is the reader's.
    mutating func readCells(_ templates: [String: JSONValue], scale: Double) throws(ReadError) {
        for (identifier, value) in templates.sorted(by: { $0.key < $1.key }) {
            cells[identifier] = try CellTemplate.read(value, identifier: identifier, scale: scale)
        }
        let key = kind == .table ? "rows" : "items"
        for (s, rows) in sections.enumerated() {
            for (r, row) in rows.enumerated() {
                do throws(ReadError) {
                    _ = try filled(row)
                } catch {
                    throw ReadError(errors: error.errors.map { "\(key) s\(s)r\(r): \($0)" })
                }
            }
        }
    }

    /// The template of `row` filled with the row's strings.
    func filled(_ row: ListRow) throws(ReadError) -> LayoutSnapshot {
        try cells[row.cell]!.filled(with: row)
    }
}

/// One row of a table or item of a collection: which template shows it, and the strings its
/// labels show (by the label's id in the template).
struct ListRow: Hashable {
    var cell: String
    var texts: [String: String]
}
