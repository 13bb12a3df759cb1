/// What a view is, for what a capture does with it beyond its frame and constraints: the one seam
/// through which UIKit's concrete views (stacks, labels) reach the snapshot. A stored tag, read once
/// per view, where a cast per kind per view cost a capture of a large tree its share.
package enum ContentKind: UInt8, Sendable {
    /// A view like any other.
    case plain
    /// A `LayoutStackView`: its arrangement becomes a `LayoutSnapshot.Stack`.
    case stack
    /// A `LayoutLabel`: its text becomes a `LayoutSnapshot.Text`, measured in the layout pass.
    case label
    /// A `LayoutScrollView`: its guides become a `LayoutSnapshot.Scroll`.
    case scroll
    /// A control sized by its text (`LayoutButton`, `LayoutTextField`): a `TextControl`, whose
    /// text becomes a `LayoutSnapshot.Text` with the control's padding.
    case textControl
}
