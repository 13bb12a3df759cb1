/// A constraint's description as found in a log, from `<` to `>`, not yet read.
package struct RawDescription: Hashable, Sendable {
    /// The text, `<NSLayoutConstraint:0x… …>`.
    package var text: String
    /// The line it starts on.
    package var line: Int
}

/// A dump as found in a log, before its constraints are read: where it starts, its list and the
/// constraint UIKit broke.
package struct RawDump: Hashable, Sendable {
    /// Its first line.
    package var line: Int
    /// How it began.
    package var header: ConstraintDump.Header
    /// The constraints listed, in order.
    package var descriptions: [RawDescription] = []
    /// The one after `Will attempt to recover by breaking`.
    package var broken: RawDescription?
    /// Whether the dump says `Will attempt to recover by breaking` at all.
    package var saysBreaking = false
    /// For a dump with a header: its list ended (a `)` after constraints).
    package var listClosed = false
    /// Why the dump's text cannot be read (a description cut off, too long, too many).
    package var problem: UIKitLogError?
}
