import Foundation

/// What the tool knows of where it writes: whether a descriptor is a terminal, and whether colour
/// is wanted there. Task-local, so that tests can stand in for a terminal.
enum Terminal {
    /// Whether the descriptor is a terminal (`isatty`).
    @TaskLocal static var isTerminal: @Sendable (Int32) -> Bool = { isatty($0) != 0 }
    /// The environment variables.
    @TaskLocal static var environment: @Sendable () -> [String: String] = { ProcessInfo.processInfo.environment }

    /// Colour on a terminal only, and never when `NO_COLOR` is set to anything but the empty
    /// string (no-color.org).
    static func usesColour(_ writer: OutputWriter) -> Bool {
        guard isTerminal(writer.descriptor) else { return false }
        return environment()["NO_COLOR"].map(\.isEmpty) ?? true
    }

    /// `text` in `colour` (an SGR code: 31 red, 32 green, 33 yellow) when `enabled`.
    static func coloured(_ text: String, _ colour: Int, enabled: Bool) -> String {
        enabled ? "\u{1B}[\(colour)m\(text)\u{1B}[0m" : text
    }
}
