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

    /// A field with no border, no text, the 17-point system font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentKind = .textControl
    }

    /// Padding around the text: (horizontal, vertical) per side.
    var padding: (horizontal: CGFloat, vertical: CGFloat) {
        switch borderStyle {
        case .roundedRect: return (7, 7)
        case .line, .bezel: return (2, 2)
        case .none: return (0, 0)
        }
    }

    /// The text's (or placeholder's) size on one line, plus the padding.
    open override var intrinsicContentSize: CGSize { measuredIntrinsicSize() }
}

extension LayoutTextField: TextControl {
    /// The text, else the placeholder, on one line; with neither, a space, whose width does not
    /// count: the field keeps its font's line height.
    package func snapshotText(item: Int) -> LayoutSnapshot.Text {
        let shown = (text ?? "").isEmpty ? placeholder ?? "" : text ?? ""
        let side = Double(padding.horizontal), edge = Double(padding.vertical)
        return LayoutSnapshot.Text(item: item, content: TextContent(string: shown.isEmpty ? " " : shown, font: font ?? .labelDefault),
                                   padding: LayoutSnapshot.TextPadding(top: edge, left: side, bottom: edge, right: side,
                                                                       countsTextWidth: !shown.isEmpty))
    }
}
