import Foundation

/// An image as layout sees it (UIKit's `UIImage`): its size in points, nothing of its pixels.
public struct LayoutImage: Hashable, Sendable {
    /// The size in points, an image view's intrinsic size.
    public var size: CGSize

    /// An image of `size` points.
    public init(size: CGSize) {
        self.size = size
    }
}
