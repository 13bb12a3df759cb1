import Foundation

extension LayoutConstraint {
    /// UIKit's standard spacing between sibling views, in points, used by the anchors'
    /// `…SystemSpacingAfter` / `…SystemSpacingBelow` methods (as SwiftLayout's `.systemSpacing`).
    ///
    /// ```swift
    /// LayoutConstraint.systemSpacing   // 8
    /// ```
    public static let systemSpacing: CGFloat = 8
}
