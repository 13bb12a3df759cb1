extension UIKitLogDiagnosis: CustomStringConvertible {
    /// Each dump's answer for a person, separated by a blank line.
    public var text: String { dumps.map(\.text).joined(separator: "\n") }

    /// Each dump's answer for tools, one JSON object per line (JSON Lines).
    public var jsonLines: String { dumps.map { $0.json + "\n" }.joined() }

    /// `text`.
    public var description: String { text }
}
