import Foundation

/// A one-line text input: UIKit's `UITextField`. Its intrinsic height is its font's line, rounded
/// up to the pixel grid, plus its border's padding (7 points above and below with a rounded
/// border, as UIKit's 34-point field at 17 points); its intrinsic width is its text's (or its
/// placeholder's) plus the border's padding.
open class LayoutTextField: LayoutView {
    /// UIKit's border styles.
    public enum BorderStyle: Sendable {
        /// No border, no padding.
        case none
        /// A thin line, 2 points of padding.
        case line
        /// A bezel, 2 points of padding.
        case bezel
        /// A rounded rectangle, 7 points of padding.
        case roundedRect
    }

    /// The text.
    public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// Shown when the text is empty; sizes the field then.
    public var placeholder: String? { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (the 17-point system font unless set).
    public var font: LayoutFont? = .labelDefault { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// The border; a rounded one pads the text.
    public var borderStyle: BorderStyle = .none { didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } } }

    /// Padding around the text: (horizontal, vertical) per side.
    var padding: (horizontal: CGFloat, vertical: CGFloat) {
        switch borderStyle {
        case .roundedRect: return (7, 7)
        case .line, .bezel: return (2, 2)
        case .none: return (0, 0)
        }
    }

    /// The text's (or placeholder's) size on one line, plus the padding.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .labelDefault
        let shown = (text ?? "").isEmpty ? placeholder ?? "" : text ?? ""
        let scale = Double(contentScaleFactor)
        let measured = try? TextSystem.default.measure(TextContent(string: shown.isEmpty ? " " : shown, font: font),
                                                      width: .unlimited, scale: scale)
        guard let measured else { return CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric) }
        let width = shown.isEmpty ? 0 : measured.width
        return CGSize(width: CGFloat(width) + 2 * padding.horizontal, height: CGFloat(measured.height) + 2 * padding.vertical)
    }
}
