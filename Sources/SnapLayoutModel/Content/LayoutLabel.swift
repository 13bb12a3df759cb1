import Foundation

/// A view that shows text and sizes itself to it: UIKit's `UILabel`. Its intrinsic size and
/// baselines are measured from its text (contract v1.2, ../shared/text.md): one line at unlimited
/// width; several lines at `preferredMaxLayoutWidth`, or, when that is 0, at the width the layout
/// gives it (UIKit's two-pass layout, taken to a fixed point in the layout pass).
///
/// ```swift
/// let title = LayoutLabel()
/// title.text = "Labels measure their own text"
/// title.font = .boldSystemFont(ofSize: 20)
/// title.numberOfLines = 0
/// ```
open class LayoutLabel: LayoutView {
    /// The text shown; `nil` or empty: no size (an empty UILabel collapses).
    public var text: String? { didSet { if text != oldValue { contentDidChange() } } }
    /// The font (the 17-point system font unless set; setting `nil` restores it, as UIKit).
    public var font: LayoutFont! = .labelDefault {
        didSet {
            if font == nil { font = .labelDefault; return }
            if font != oldValue { contentDidChange() }
        }
    }
    /// The most lines shown; 0 for as many as the text needs.
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }
    /// How lines wrap (by character with `.char`, by word otherwise) and are cut when drawn.
    public var lineBreakMode: LineBreakMode = .truncateTail { didSet { if lineBreakMode != oldValue { contentDidChange() } } }
    /// The width a multi-line label wraps at; 0 (the default) wraps at the width layout gives it.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
    }
    /// Where lines are drawn in the label's width (pictures only).
    public var textAlignment: TextAlignment = .natural
    /// The text's colour (pictures only).
    public var textColor: LayoutColor! = .label

    /// Told when the content changes (a button's title label tells its button).
    package var onContentChange: (() -> Void)?

    /// The width the last layout pass settled this label's wrapping at (`nil` before the first):
    /// where the next pass starts, as UIKit starts from a label's current bounds.
    package var settledWrapWidth: WrapWidth? {
        didSet { if settledWrapWidth != oldValue { updateBaselines() } }
    }

    /// Creates a label with UIKit's defaults: one line, the 17-point system font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentKind = .label
    }

    /// What the label shows, as its measurement needs it.
    public var textContent: TextContent {
        TextContent(string: text ?? "", font: font, lines: numberOfLines, lineBreak: lineBreakMode,
                    preferredMaxWidth: preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil)
    }

    /// The label's measurement with `TextSystem.default` at the width it wraps at now; `nil` when its
    /// font cannot be measured (a family that is not installed).
    public var measurement: TextMeasurement? {
        let content = textContent
        let width = content.fixedWrapWidth ?? settledWrapWidth ?? .unlimited
        return try? TextSystem.default.measure(content, width: width, scale: Double(contentScaleFactor))
    }

    /// The measured size (no intrinsic metric when the font cannot be measured).
    open override var intrinsicContentSize: CGSize {
        guard let measured = measurement else { return CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric) }
        return CGSize(width: measured.width, height: measured.height)
    }

    /// Called when anything that sizes the text changes: the intrinsic size is invalidated and the
    /// baselines measured again (a change of them, or of the line count, lays the tree out again).
    private func contentDidChange() {
        isMultilineText = numberOfLines != 1
        updateBaselines()
        invalidateIntrinsicContentSize()
        onContentChange?()
    }

    private func updateBaselines() {
        let measured = measurement
        firstBaselineOffsetFromTop = measured.map { CGFloat($0.firstBaseline) }
        lastBaselineOffsetFromBottom = measured.map { CGFloat($0.lastBaseline) }
    }
}
