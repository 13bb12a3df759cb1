/// How a stack view places its arranged views across its axis (UIKit's `UIStackView.Alignment`).
///
/// `top` is the same alignment as `leading`, and `bottom` the same as `trailing`, as in UIKit: the
/// names read better on a horizontal stack.
public enum StackAlignment: String, CaseIterable, Hashable, Sendable {
    /// The arranged views fill the stack across its axis.
    case fill
    /// The arranged views line up on the stack's leading edge (top edge in a horizontal stack).
    case leading
    /// The arranged views line up on their first baselines (horizontal stacks only).
    case firstBaseline
    /// The arranged views line up on their centres.
    case center
    /// The arranged views line up on the stack's trailing edge (bottom edge in a horizontal stack).
    case trailing
    /// The arranged views line up on their last baselines (horizontal stacks only).
    case lastBaseline

    /// The top edge in a horizontal stack: the same alignment as `leading`.
    public static let top = StackAlignment.leading
    /// The bottom edge in a horizontal stack: the same alignment as `trailing`.
    public static let bottom = StackAlignment.trailing
}
