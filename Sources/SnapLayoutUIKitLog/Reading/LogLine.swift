/// One line of a log with its number, decoded and cleaned of what pasting adds to it.
package struct LogLine: Hashable, Sendable {
    /// Where the line is in the input, from 1. A log pasted as one string with `\n` escapes is one
    /// input line holding several of these.
    package var number: Int
    /// The text.
    package var text: String

    /// Creates a line.
    package init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}
