import SnapLayoutModel

/// How the reader quotes input in its messages: one line, at most 80 characters of any input
/// (`MessageText`, shared with the documents' messages).
package enum IBText {
    /// `text` escaped and cut at 80 characters with `…`.
    package static func quoted(_ text: some StringProtocol) -> String { MessageText.quoted(text) }

    /// `text` escaped, whole (file names at the start of a line).
    package static func escaped(_ text: some StringProtocol) -> String { MessageText.escaped(text) }
}
