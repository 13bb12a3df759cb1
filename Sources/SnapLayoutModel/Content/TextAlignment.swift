/// Where a label draws its lines (UIKit's `NSTextAlignment`). Layout ignores it (it does not
/// change a measurement); pictures draw by it.
public enum TextAlignment: Int, Hashable, Sendable {
    /// Left in left-to-right text, right in right-to-left (UIKit's default).
    case natural = 4
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width (drawn as left here).
    case justified = 3
}
