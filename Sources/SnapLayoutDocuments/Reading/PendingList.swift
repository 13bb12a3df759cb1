import SnapLayoutModel

/// What a table's or collection's keys say, kept until every constraint is read: its rows are
/// laid out at the width a first solve gives the list (`ListExpansion`).
struct PendingList {
    enum Kind { case table, collection }

    var view: Int
    var kind: Kind
    /// Each cell template as written, by reuse identifier (read when a row uses it).
    var templates: [String: JSONValue] = [:]
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
}

/// One row of a table or item of a collection: which template shows it, and the strings its
/// labels show (by the label's id in the template).
struct ListRow: Hashable {
    var cell: String
    var texts: [String: String]
}
