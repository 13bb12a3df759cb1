/// Where a label draws its lines (UIKit's `NSTextAlignment`). Layout ignores it (it does not
/// change a measurement); pictures draw by it.
public enum TextAlignment: Int, Hashable, Sendable {
    /// Left in left-to-right text, right in right-to-left (UIKit's default).
    case natural = 4
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
}
