/// The numbers a layout may hold, checked when a linear system is built from it (and when a
/// document is read), so that no solver ever sees a number it cannot work with exactly enough.
///
/// A solver works in doubles, with tolerances around 1e-9 relative. Numbers far apart in magnitude
/// in one row (a multiplier of 1e18, a coefficient of 1e-15 left by cancellation) make its answers
/// round-off: a conflict where there is none, a frame that is not finite. Such input gets an error
/// naming the constraint instead.
public enum LayoutLimits {
    /// The largest magnitude of any number written: constants, sizes, insets, frames (no layout is a
    /// billion points wide).
    public static let maximumMagnitude = 1e9

    /// A multiplier is 0 or has a magnitude in this range (the product of every factor written:
    /// `2 * a.width / 4` has multiplier 0.5).
    public static let multiplierMagnitudes: ClosedRange<Double> = 1e-9...1e9

    /// Every coefficient of a built row is 0 or has a magnitude in this range: a multiplier halved
    /// for a centre, summed with the other side's term on the same item, stays inside it.
    public static let coefficientMagnitudes: ClosedRange<Double> = 1e-10...1e10

    /// The largest magnitude of a built row's constant: a constant plus a multiplier times insets.
    public static let maximumConstantMagnitude = 1e12

    /// Why `multiplier` is outside the limits, or `nil`.
    public static func multiplierProblem(_ multiplier: Double) -> String? {
        guard multiplier.isFinite else { return "the multiplier is not a finite number" }
        guard multiplier != 0, !multiplierMagnitudes.contains(abs(multiplier)) else { return nil }
        return "the multiplier \(multiplier) is outside the limits (0, or 1e-9 to 1e9 in magnitude)"
    }
}
