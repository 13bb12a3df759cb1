import SnapLayoutModel
/// Why a document could not be read or solved: names the document, the view or constraint, and
/// what is wrong.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document's name.
    public var document: String
    /// What is wrong and where, e.g. `constraint 3: at column 12: expected a relation (==, <=, >=), found 'x'`.
    public var message: String

    /// Creates an error.
    public init(document: String, message: String) {
        self.document = document
        self.message = message
    }

    public var description: String { "document '\(MessageText.quoted(document))': \(message)" }
}

/// An error inside a document, before the document's name is attached.
struct ReadError: Error {
    var message: String
}
