import SnapLayoutModel

/// Why a dump could not be read: one line naming the line of the log and what is wrong there,
/// with the text quoted and cut at 80 characters.
public struct UIKitLogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line of the log at fault, from 1.
    public var line: Int
    /// What is wrong, in words.
    public var message: String

    /// Creates an error.
    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line 12: cannot read the constraint '<NSLayoutConstraint:0x6000… …>': …`.
    public var description: String { "line \(line): \(message)" }

    /// An error about the constraint `text` on `line`, quoting it.
    package static func constraint(_ text: String, line: Int, _ problem: String) -> UIKitLogError {
        UIKitLogError(line: line, message: "cannot read the constraint '\(MessageText.quoted(text))': \(problem)")
    }
}
