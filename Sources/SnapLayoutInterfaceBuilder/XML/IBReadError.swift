/// Why an Interface Builder file could not be read: the file, the line (when one is at fault) and
/// what is wrong, as one line of text.
public struct InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as it was named to the reader.
    public var file: String
    /// The line at fault (from 1), or `nil` when the whole file is (it cannot be opened, it is empty).
    public var line: Int?
    /// What is wrong, in words; input quoted in it is cut at 80 characters.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: MESSAGE` (or `FILE: MESSAGE`), with control characters of the file name escaped,
    /// so that it is always one line.
    public var description: String {
        let name = IBText.escaped(file)
        if let line { return "\(name):\(line): \(message)" }
        return "\(name): \(message)"
    }
}

/// A problem found while building a scene, before it has a file name: the line and the words.
package struct IBProblem: Error, Sendable {
    /// The line at fault.
    package var line: Int
    /// What is wrong.
    package var message: String

    package init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }
}
