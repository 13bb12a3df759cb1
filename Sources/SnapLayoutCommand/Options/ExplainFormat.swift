import ArgumentParser

/// `explain --format`: words for a person, or one JSON object per dump for tools (with `--uikit-log`).
enum ExplainFormat: String, CaseIterable, ExpressibleByArgument {
    /// The explanation in words.
    case text
    /// JSON Lines, one object per dump.
    case json
}
