import Foundation

/// A view that shows an image and sizes itself to it: UIKit's `UIImageView`. Its intrinsic size is
/// the image's size; with no image it has none.
///
/// ```swift
/// let avatar = LayoutImageView(image: LayoutImage(size: CGSize(width: 40, height: 40)))
/// ```
open class LayoutImageView: LayoutView {
    /// The image; its size is the view's intrinsic size.
    public var image: LayoutImage? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }

    /// An image view showing `image` (its frame the image's size, as UIKit's `init(image:)`).
    public convenience init(image: LayoutImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size, or no intrinsic metric without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric)
    }
}
