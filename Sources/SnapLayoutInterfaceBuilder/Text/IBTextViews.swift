import Foundation
import SnapLayoutModel

/// Labels, buttons and text fields made as the model's own text views (`--text measured`), so that
/// the layout pass measures their text as UIKit measures it on a device; or why one keeps the size
/// IB stored (`IBStoredReason`).
enum IBTextViews {
    /// The measured view of `element`, `nil` when its class shows no text this reader measures.
    static func view(of element: IBElement, context: DocumentContext) -> Result<LayoutView, IBStoredReason>? {
        guard ["label", "button", "textField"].contains(element.name) else { return nil }
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            return .failure(IBStoredReason("has a placeholder intrinsic size, which Xcode's canvas lays out with"))
        }
        switch element.name {
        case "label": return label(element, textSystem: context.textSystem)
        case "button": return button(element, context: context)
        default: return textField(element, textSystem: context.textSystem)
        }
    }

    /// A label's text (the `text` attribute, or a `<string key="text">` for text with line breaks),
    /// font, line limit, line breaks and preferred width.
    static func label(_ element: IBElement, textSystem: TextSystem) -> Result<LayoutView, IBStoredReason> {
        if element.child("attributedString") != nil { return .failure(IBStoredReason("has attributed text")) }
        let string = element.child("string", key: "text")
        if string?.isCut == true { return .failure(IBStoredReason("its text is longer than \(IBXMLReader.maximumStringLength) characters")) }
        if let string, string.text == nil { return .failure(IBStoredReason("its text is base 64 that is not UTF-8")) }
        let font: LayoutFont
        switch IBFont.font(of: element, defaultSize: 17, textSystem: textSystem) {
        case .success(let found): font = found
        case .failure(let reason): return .failure(reason)
        }
        let label = LayoutLabel()
        label.text = element["text"] ?? string?.text
        label.font = font
        let lines = Int(element["numberOfLines"] ?? "1") ?? 1
        label.numberOfLines = max(0, min(lines, 10_000))
        label.lineBreakMode = lineBreakMode(element["lineBreakMode"])
        if let width = element["preferredMaxLayoutWidth"].flatMap(Double.init), width.isFinite, width > 0, width < 1e7 {
            label.preferredMaxLayoutWidth = CGFloat(width)
        }
        label.textAlignment = alignment(element["textAlignment"])
        return .success(label)
    }

    /// UIKit's line break modes by the names IB writes (tail truncation when none is written).
    static func lineBreakMode(_ name: String?) -> LineBreakMode {
        switch name {
        case "wordWrap": return .word
        case "characterWrap": return .char
        case "clip": return .clip
        case "headTruncation": return .truncateHead
        case "middleTruncation": return .truncateMiddle
        default: return .truncateTail
        }
    }

    /// The alignment IB wrote (natural when none is).
    static func alignment(_ name: String?) -> TextAlignment {
        switch name {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        default: return .natural
        }
    }

    /// A text field: its text or placeholder in its font (14-point system when none is written)
    /// inside its border style's padding.
    static func textField(_ element: IBElement, textSystem: TextSystem) -> Result<LayoutView, IBStoredReason> {
        if element.child("attributedString") != nil { return .failure(IBStoredReason("has attributed text")) }
        let font: LayoutFont
        switch IBFont.font(of: element, defaultSize: 14, textSystem: textSystem) {
        case .success(let found): font = found
        case .failure(let reason): return .failure(reason)
        }
        let field = LayoutTextField()
        field.font = font
        field.text = element["text"]
        field.placeholder = element["placeholder"]
        switch element["borderStyle"] {
        case "roundedRect": field.borderStyle = .roundedRect
        case "line": field.borderStyle = .line
        case "bezel": field.borderStyle = .bezel
        default: field.borderStyle = .none
        }
        return .success(field)
    }
}
