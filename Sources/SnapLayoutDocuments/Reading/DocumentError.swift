import SnapLayoutModel
/// Why a document could not be read or solved: names the document, the view or constraint, and
/// what is wrong.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document's name.
    public var document: String
    /// What is wrong and where, in one line, e.g. `constraint 3: at column 12: expected a relation
    /// (==, <=, >=), found 'x'`; for a document with several bad constraints, every one of them
    /// (`3 errors: constraint 0: …; constraint 2: …; constraint 5: …`, see `errors`).
    public var message: String
    /// Each error on its own, with its place (`constraint 2: …`), in document order: as a compiler
    /// lists them, every bad constraint of a document is reported at once (up to
    /// `DocumentError.listedLimit`, then `and N more`). One element when there is one error.
    public var errors: [String]

    /// The most errors a document lists; past it, the last element says how many more there are.
    public static let listedLimit = 20

    /// Creates an error of one message.
    public init(document: String, message: String) {
        self.document = document
        self.message = message
        errors = [message]
    }

    /// Creates an error listing `errors` (each with its place, in document order; at least one).
    public init(document: String, errors: [String]) {
        self.document = document
        var listed = Array(errors.prefix(Self.listedLimit))
        if errors.count > Self.listedLimit { listed.append("and \(errors.count - Self.listedLimit) more") }
        self.errors = listed
        message = errors.count == 1 ? errors[0] : "\(errors.count) errors: " + listed.joined(separator: "; ")
    }

    public var description: String { "document '\(MessageText.quoted(document))': \(message)" }
}

/// An error inside a document, before the document's name is attached: one message, or every
/// error of the document's constraints.
struct ReadError: Error {
    var message: String
    /// Each error, with its place, when there are several (`constraint 2: …`); else `[message]`.
    var errors: [String]

    init(message: String) {
        self.message = message
        errors = [message]
    }

    init(errors: [String]) {
        message = errors.joined(separator: "; ")
        self.errors = errors
    }
}
