/// A set of row indices as a mask by row, for the rows a solve leaves out (the broken ones, the
/// defining ones). The decoupled solve asks about every row several times, and a `Set<Int>`,
/// usually empty, was hashed on every question; an empty mask allocates nothing.
package struct RowMask: Sendable {
    /// By row: whether it is in the mask; empty while no row is.
    private var isMember: [Bool] = []
    private let rowCount: Int

    /// No rows out of `rowCount`.
    package init(rowCount: Int) {
        self.rowCount = rowCount
    }

    /// The rows of `rows` out of `rowCount`.
    package init<Rows: Sequence<Int>>(_ rows: Rows, rowCount: Int) {
        self.rowCount = rowCount
        for row in rows { insert(row) }
    }

    package subscript(row: Int) -> Bool {
        !isMember.isEmpty && isMember[row]
    }

    package mutating func insert(_ row: Int) {
        if isMember.isEmpty { isMember = [Bool](filled: false, count: rowCount) }
        isMember[row] = true
    }
}
