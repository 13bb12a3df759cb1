import SnapLayoutModel

/// Why a checked maker call (`try view.snp.makeConstraintsChecked { … }`) made nothing: every
/// warning the closure and the activation raised, in order.
public struct ConstraintMakerError: Error, CustomStringConvertible {
    /// The warnings; never empty.
    public let warnings: [LayoutWarning]

    /// The warnings, one per line.
    public var description: String { warnings.map(\.description).joined(separator: "\n") }
}
