/// The direction text and leading/trailing run in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight = "ltr"
    /// Leading is right, trailing is left; layouts using leading/trailing are mirrored.
    case rightToLeft = "rtl"
}
