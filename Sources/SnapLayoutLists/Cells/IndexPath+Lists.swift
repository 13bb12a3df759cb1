import Foundation

// UIKit's additions to Foundation's `IndexPath`, which lists are addressed by: a table's rows and a
// collection view's items, each in a section.
extension IndexPath {
    /// The index path of a table's row in a section (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of a collection view's item in a section (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// A table's row in its section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// A collection view's item in its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
