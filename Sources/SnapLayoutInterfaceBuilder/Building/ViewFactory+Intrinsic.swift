import Foundation
import SnapLayoutModel

extension ViewFactory {
    /// The intrinsic size: IB's design-time placeholder when set (`placeholderIntrinsicWidth`),
    /// else the class's rule (`IBViewClass.IntrinsicRule`) on what IB stored; text views get the
    /// baselines of their font in that size (`StoredTextMetrics`).
    static func applyIntrinsicSize(_ element: IBElement, _ viewClass: IBViewClass, stored: CGRect?, to view: LayoutView,
                                   context: DocumentContext, state: inout SceneBuildState) throws(IBProblem) {
        let insets = viewClass.alignmentInsets
        let aligned = stored.map {
            CGSize(width: max(0, $0.width - insets.left - insets.right), height: max(0, $0.height - insets.top - insets.bottom))
        }
        var width: Double?, height: Double?
        switch viewClass.intrinsic {
        case .none:
            break
        case .stored:
            width = aligned.map { Double($0.width) }
            height = aligned.map { Double($0.height) }
        case .storedHeight:
            height = aligned.map { Double($0.height) }
        case .image:
            if let name = element["image"] {
                let size = context.imageSizes[name] ?? aligned
                width = size.map { Double($0.width) }
                height = size.map { Double($0.height) }
            }
        case .textView:
            if element["scrollEnabled"] == "NO" {
                width = aligned.map { Double($0.width) }
                height = aligned.map { Double($0.height) }
            }
        }
        width = try placeholder(element, "placeholderIntrinsicWidth") ?? width
        height = try placeholder(element, "placeholderIntrinsicHeight") ?? height
        view.explicitIntrinsicContentSize = CGSize(width: width ?? LayoutView.noIntrinsicMetric,
                                                   height: height ?? LayoutView.noIntrinsicMetric)
        if viewClass.showsText, viewClass.intrinsic != .none, width != nil || height != nil {
            state.storedTextCount += 1
        }
        if let aligned, let baselines = StoredTextMetrics.baselines(of: element, height: Double(aligned.height)) {
            view.firstBaselineOffsetFromTop = baselines.first
            view.lastBaselineOffsetFromBottom = baselines.last
            if let note = baselines.note { state.note(note) }
        }
    }

    /// A placeholder intrinsic size: a number, `infinite` for none (`nil` here means "not set").
    private static func placeholder(_ element: IBElement, _ name: String) throws(IBProblem) -> Double?? {
        guard let text = element[name] else { return nil }
        if text == "infinite" { return .some(nil) }
        let value = try IBAttributeValues.number(text, name: name, line: element.line)
        guard value >= 0 else { throw IBProblem(line: element.line, "\(name)=\"\(IBText.quoted(text))\" is negative") }
        return .some(value)
    }
}
