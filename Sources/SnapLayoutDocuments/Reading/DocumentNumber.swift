import SnapLayoutModel

/// How documents bound the numbers they read (they print them with `NumberFormat.document`).
enum DocumentNumber {
    /// Larger magnitudes are rejected as absurd: no layout is a billion points wide, and such
    /// numbers only lose precision in the solver.
    static let limit = LayoutLimits.maximumMagnitude
}
