import Foundation
import SnapLayoutModel

extension LayoutSnapshot {
    /// The snapshot as a layout document (contract, section 1): one line of JSON with every field
    /// a document can carry that differs from its default, so that reading it back gives the same
    /// linear system. Constraints are written in object form; numbers exactly (integers without a
    /// fraction). The benchmarks' generated layouts and the tests' shrunk failures are saved this way.
    ///
    /// Stacks are written as `"kind": "stack"` views with their keys (contract v1.1), so that a
    /// snapshot read from a document reads back equal. `hidden` is written on arranged views only
    /// and `multilineText` only when there is a stack: elsewhere they change nothing, and a document
    /// without a stack may not have them.
    ///
    /// Ids a document cannot hold (an unnamed view's `LayoutView:0x…`, `my card`, or one id twice) are
    /// written as document ids: other characters become `_`, and a repeated id gets `-2`, `-3`, ….
    public func documentJSON(name: String) -> String {
        withDocumentIDs().documentJSONAsIs(name: name)
    }

    /// The snapshot with every id a valid, unique document id; ids that are already are kept.
    func withDocumentIDs() -> LayoutSnapshot {
        var result = self
        var taken = Set<String>()
        for index in items.indices {
            let scalars = items[index].id.unicodeScalars.map { scalar -> Character in
                let isValid = (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar))) || scalar == "_" || scalar == "-"
                return isValid ? Character(scalar) : "_"
            }
            let base = scalars.isEmpty ? "item" : String(scalars)
            var id = base, suffix = 1
            while !taken.insert(id).inserted {
                suffix += 1
                id = "\(base)-\(suffix)"
            }
            result.items[index].id = id
        }
        return result
    }

    private func documentJSONAsIs(name: String) -> String {
        let stacksByView = Dictionary(stacks.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
        let arranged = Set(stacks.flatMap(\.arranged))
        // A scroll view's guides are not written: reading the scroll view makes them again.
        let scrollGuides = Set(scrolls.flatMap { [$0.content, $0.frame] })
        let views = items.indices.filter { !scrollGuides.contains($0) }.map {
            viewJSON($0, stack: stacksByView[$0], isArranged: arranged.contains($0))
        }
        let lines = constraints.map(constraintJSON)
        let direction = items.first?.layoutDirection == .rightToLeft ? "\"layoutDirection\":\"rtl\"," : ""
        let scale = displayScale != 2 ? "\"scale\":\(DocumentJSON.number(displayScale))," : ""
        let size = "[\(rootWidth.map(DocumentJSON.number) ?? "null"),\(rootHeight.map(DocumentJSON.number) ?? "null")]"
        return "{\"name\":" + JSONText.string(name) + ",\(direction)\(scale)\"size\":\(size),\"views\":[\(views.joined(separator: ","))],"
            + "\"constraints\":[\(lines.joined(separator: ","))]}"
    }

    /// One view's object: the keys that differ from their defaults.
    private func viewJSON(_ index: Int, stack: Stack?, isArranged: Bool) -> String {
        typealias J = DocumentJSON
        let item = items[index]
        var fields = ["\"id\":" + JSONText.string(item.id)]
        if let parent = item.parent { fields.append("\"parent\":" + JSONText.string(items[parent].id)) }
        if item.kind == .guide { fields.append("\"kind\":\"guide\"") }
        if stack != nil { fields.append("\"kind\":\"stack\"") }
        let text = texts.first { $0.item == index }
        let scroll = scrolls.first { $0.view == index }
        if scroll != nil { fields.append("\"kind\":\"scroll\"") }
        if item.frame != Rect(x: 0, y: 0, width: 0, height: 0) {
            let f = item.frame
            fields.append("\"frame\":[\(J.number(f.x)),\(J.number(f.y)),\(J.number(f.width)),\(J.number(f.height))]")
        }
        if text == nil, item.intrinsicSize.horizontal != nil || item.intrinsicSize.vertical != nil {
            let w = item.intrinsicSize.horizontal.map(J.number) ?? "null"
            let h = item.intrinsicSize.vertical.map(J.number) ?? "null"
            fields.append("\"intrinsicSize\":[\(w),\(h)]")
        }
        if item.hugging != AxisPair(250, 250) {
            fields.append("\"hugging\":[\(J.number(item.hugging.horizontal)),\(J.number(item.hugging.vertical))]")
        }
        if item.compressionResistance != AxisPair(750, 750) {
            fields.append("\"compressionResistance\":[\(J.number(item.compressionResistance.horizontal)),\(J.number(item.compressionResistance.vertical))]")
        }
        if item.kind == .view {
            var viewFields = viewOnlyFields(item, marginsDefault: stack == nil ? .defaultMargins : .zero)
            // A label's baselines are measured, as its intrinsic size.
            if text != nil { viewFields.removeAll { $0.hasPrefix("\"baseline\"") } }
            fields += viewFields
            if item.isHidden && isArranged { fields.append("\"hidden\":true") }
            if item.isMultilineText && !stacks.isEmpty && text == nil { fields.append("\"multilineText\":true") }
        }
        if let stack { fields += stackFields(stack) }
        if let text { fields.append("\"text\":" + DocumentJSON.text(text.content)) }
        if let scroll { fields += DocumentJSON.scrollFields(scroll) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The keys a guide has not: margins, safe area, baselines, alignment insets.
    private func viewOnlyFields(_ item: Item, marginsDefault: Insets) -> [String] {
        typealias J = DocumentJSON
        var fields: [String] = []
        if item.margins != marginsDefault { fields.append("\"margins\":\(J.insets(item.margins))") }
        if item.safeArea != Insets(top: 0, left: 0, bottom: 0, right: 0) { fields.append("\"safeArea\":\(J.insets(item.safeArea))") }
        if !item.insetsMarginsFromSafeArea { fields.append("\"insetsMarginsFromSafeArea\":false") }
        if item.firstBaseline != nil || item.lastBaseline != nil {
            fields.append("\"baseline\":[\(item.firstBaseline.map(J.number) ?? "null"),\(item.lastBaseline.map(J.number) ?? "null")]")
        }
        if item.alignmentInsets != Insets(top: 0, left: 0, bottom: 0, right: 0) {
            fields.append("\"alignmentInsets\":\(J.insets(item.alignmentInsets))")
        }
        return fields
    }

    /// A stack's keys that differ from UIStackView's defaults; custom spacings in arranged order.
    private func stackFields(_ stack: Stack) -> [String] {
        var fields: [String] = []
        if stack.axis != .horizontal { fields.append("\"axis\":\"vertical\"") }
        if stack.distribution != .fill { fields.append("\"distribution\":\"\(stack.distribution.rawValue)\"") }
        if stack.alignment != .fill { fields.append("\"alignment\":\"\(stack.alignment.rawValue)\"") }
        if stack.spacing != .points(0) { fields.append("\"spacing\":" + DocumentJSON.spacing(stack.spacing)) }
        if !stack.customSpacing.isEmpty {
            let order = stack.arranged.filter { stack.customSpacing[$0] != nil }
                + stack.customSpacing.keys.filter { !stack.arranged.contains($0) }.sorted()
            let entries = order.map { JSONText.string(items[$0].id) + ":" + DocumentJSON.spacing(stack.customSpacing[$0]!) }
            fields.append("\"customSpacing\":{\(entries.joined(separator: ","))}")
        }
        if stack.isBaselineRelativeArrangement { fields.append("\"baselineRelativeArrangement\":true") }
        if stack.isLayoutMarginsRelativeArrangement { fields.append("\"layoutMarginsRelativeArrangement\":true") }
        if !stack.arranged.isEmpty {
            fields.append("\"arranged\":[\(stack.arranged.map { JSONText.string(items[$0].id) }.joined(separator: ","))]")
        }
        return fields
    }

    /// One constraint in object form.
    private func constraintJSON(_ c: Constraint) -> String {
        func anchor(_ anchor: Anchor) -> String {
            if let scroll = scrolls.first(where: { $0.content == anchor.item || $0.frame == anchor.item }) {
                return "\(items[scroll.view].id).\(scroll.content == anchor.item ? "content" : "frame").\(anchor.attribute)"
            }
            let id = items[anchor.item].id
            guard let guide = anchor.guide else { return "\(id).\(anchor.attribute)" }
            if let same = Self.contractAnchor(guide: guide, attribute: anchor.attribute) { return "\(id).\(same)" }
            return "\(id).\(guide.rawValue).\(anchor.attribute)"
        }
        typealias J = DocumentJSON
        var fields = ["\"first\":" + JSONText.string(anchor(c.first)), "\"relation\":\"\(c.relation)\""]
        if let second = c.second { fields.append("\"second\":" + JSONText.string(anchor(second))) }
        if c.multiplier != 1 { fields.append("\"multiplier\":\(J.number(c.multiplier))") }
        if c.constant != 0 { fields.append("\"constant\":\(J.number(c.constant))") }
        if c.priority != 1000 { fields.append("\"priority\":\(J.number(c.priority))") }
        if let label = c.label { fields.append("\"label\":" + JSONText.string(label)) }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

/// How `documentJSON(name:)` writes values.
enum DocumentJSON {
    /// A number exactly: integers without a fraction, others as Swift prints them (which reads back
    /// to the same `Double`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    static func insets(_ insets: LayoutSnapshot.Insets) -> String {
        "[\(number(insets.top)),\(number(insets.left)),\(number(insets.bottom)),\(number(insets.right))]"
    }

    static func spacing(_ spacing: LayoutSnapshot.StackSpacing) -> String {
        switch spacing {
        case .points(let points): return number(points)
        case .system: return "\"system\""
        }
    }
}

extension LayoutSnapshot {
    /// A controller's layout guide anchor as the contract's anchor that is the same line, when there
    /// is one: the top guide spans the view's top to the safe area's top, the bottom guide the safe
    /// area's bottom to the view's bottom, both the view's full width. Their heights and vertical
    /// centres have no single-anchor equivalent; they are written by guide name, which the reader
    /// refuses with a message naming it (the contract has no such guide).
    static func contractAnchor(guide: ImplicitGuide, attribute: LayoutAttribute) -> String? {
        let band: (top: String, bottom: String)
        switch guide {
        case .margins, .safeArea: return nil
        case .topLayoutGuide: band = ("top", "safeArea.top")
        case .bottomLayoutGuide: band = ("safeArea.bottom", "bottom")
        }
        switch attribute {
        case .top: return band.top
        case .bottom: return band.bottom
        case .left, .right, .leading, .trailing, .width, .centerX: return "\(attribute)"
        default: return nil
        }
    }
}

extension DocumentJSON {
    /// A label's `text` object: its string, font (a weight of 600 or more is bold), lines, line
    /// break and preferred width, each only when it differs from the default.
    static func text(_ content: TextContent) -> String {
        var fields = ["\"string\":" + JSONText.string(content.string)]
        var font: [String] = []
        if content.font.familyName != LayoutFont.systemFamily { font.append("\"family\":" + JSONText.string(content.font.familyName)) }
        if content.font.pointSize != 17 { font.append("\"size\":\(number(content.font.pointSize))") }
        if content.font.weight.openTypeWeight >= 600 { font.append("\"weight\":\"bold\"") }
        if !font.isEmpty { fields.append("\"font\":{\(font.joined(separator: ","))}") }
        if content.lines != 1 { fields.append("\"lines\":\(content.lines)") }
        if content.lineBreak != (content.lines == 1 ? .truncateTail : .word) { fields.append("\"lineBreak\":\"\(content.lineBreak.rawValue)\"") }
        if let width = content.preferredMaxWidth { fields.append("\"preferredMaxWidth\":\(number(width))") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A scroll view's keys that differ from their defaults.
    static func scrollFields(_ scroll: LayoutSnapshot.Scroll) -> [String] {
        var fields: [String] = []
        if let size = scroll.contentSize { fields.append("\"contentSize\":[\(number(size.horizontal)),\(number(size.vertical))]") }
        if scroll.contentOffset != .init(0, 0) {
            fields.append("\"contentOffset\":[\(number(scroll.contentOffset.horizontal)),\(number(scroll.contentOffset.vertical))]")
        }
        if scroll.contentInset != .zero { fields.append("\"contentInset\":\(insets(scroll.contentInset))") }
        if scroll.adjustment != "automatic" { fields.append("\"contentInsetAdjustmentBehavior\":\"\(scroll.adjustment)\"") }
        return fields
    }
}
