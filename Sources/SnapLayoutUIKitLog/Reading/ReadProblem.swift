/// What is wrong with a description's text, in words, before it is tied to a line.
package struct ReadProblem: Error, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The words.
    package var message: String

    /// Creates a problem.
    package init(_ message: String) { self.message = message }

    /// A problem written as a literal.
    package init(stringLiteral message: String) { self.message = message }
}
