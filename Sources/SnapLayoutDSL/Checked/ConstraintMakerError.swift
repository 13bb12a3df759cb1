import SnapLayoutModel

/// Why a checked maker call (`try view.snp.makeConstraintsChecked { … }`) made nothing: every
/// warning the closure and the activation raised, in order.
///
/// ```swift
/// do {
///     try badge.snp.makeConstraintsChecked { make in make.center.equalToSuperview() }
/// } catch {
///     print(error.warnings.map(\.kind))   // [missingSuperview]
/// }
/// ```
public struct ConstraintMakerError: Error, CustomStringConvertible {
    /// The warnings; never empty. Each has a kind to switch on, a message and the call site.
    ///
    /// ```swift
    /// do { try badge.snp.makeConstraintsChecked { make in make.center.equalToSuperview() } }
    /// catch { for warning in error.warnings { print(warning.kind, warning.message) } }
    /// ```
    public let warnings: [LayoutWarning]

    /// The warnings, one per line, as they would have been written to standard error.
    ///
    /// ```swift
    /// do { try badge.snp.makeConstraintsChecked { make in make.center.equalToSuperview() } }
    /// catch { print(error) }   // one line per warning
    /// ```
    public var description: String { warnings.map(\.description).joined(separator: "\n") }
}
