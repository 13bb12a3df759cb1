import SnapLayoutModel

extension LayoutSnapshot {
    /// The snapshot as a layout document (contract, section 1): one line of JSON with every field
    /// a document can carry that differs from its default, so that reading it back gives the same
    /// linear system. Constraints are written in object form; numbers exactly (integers without a
    /// fraction). The benchmarks' generated layouts and the tests' shrunk failures are saved this way.
    public func documentJSON(name: String) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        func insets(_ insets: Insets) -> String {
            "[\(number(insets.top)),\(number(insets.left)),\(number(insets.bottom)),\(number(insets.right))]"
        }
        func anchor(_ anchor: Anchor) -> String {
            let id = items[anchor.item].id
            guard let guide = anchor.guide else { return "\(id).\(anchor.attribute)" }
            if let same = Self.contractAnchor(guide: guide, attribute: anchor.attribute) { return "\(id).\(same)" }
            return "\(id).\(guide.rawValue).\(anchor.attribute)"
        }
        var views: [String] = []
        for item in items {
            var fields = ["\"id\":" + JSONText.string(item.id)]
            if let parent = item.parent { fields.append("\"parent\":" + JSONText.string(items[parent].id)) }
            if item.kind == .guide { fields.append("\"kind\":\"guide\"") }
            if item.frame != Rect(x: 0, y: 0, width: 0, height: 0) {
                let f = item.frame
                fields.append("\"frame\":[\(number(f.x)),\(number(f.y)),\(number(f.width)),\(number(f.height))]")
            }
            if item.intrinsicSize.horizontal != nil || item.intrinsicSize.vertical != nil {
                let w = item.intrinsicSize.horizontal.map(number) ?? "null"
                let h = item.intrinsicSize.vertical.map(number) ?? "null"
                fields.append("\"intrinsicSize\":[\(w),\(h)]")
            }
            if item.hugging != AxisPair(250, 250) {
                fields.append("\"hugging\":[\(number(item.hugging.horizontal)),\(number(item.hugging.vertical))]")
            }
            if item.compressionResistance != AxisPair(750, 750) {
                fields.append("\"compressionResistance\":[\(number(item.compressionResistance.horizontal)),\(number(item.compressionResistance.vertical))]")
            }
            if item.kind == .view {
                if item.margins != Insets(top: 8, left: 8, bottom: 8, right: 8) { fields.append("\"margins\":\(insets(item.margins))") }
                if item.safeArea != Insets(top: 0, left: 0, bottom: 0, right: 0) { fields.append("\"safeArea\":\(insets(item.safeArea))") }
                if !item.insetsMarginsFromSafeArea { fields.append("\"insetsMarginsFromSafeArea\":false") }
                if item.firstBaseline != nil || item.lastBaseline != nil {
                    fields.append("\"baseline\":[\(item.firstBaseline.map(number) ?? "null"),\(item.lastBaseline.map(number) ?? "null")]")
                }
                if item.alignmentInsets != Insets(top: 0, left: 0, bottom: 0, right: 0) {
                    fields.append("\"alignmentInsets\":\(insets(item.alignmentInsets))")
                }
            }
            views.append("{" + fields.joined(separator: ",") + "}")
        }
        var lines: [String] = []
        for c in self.constraints {
            var fields = ["\"first\":" + JSONText.string(anchor(c.first)), "\"relation\":\"\(c.relation)\""]
            if let second = c.second { fields.append("\"second\":" + JSONText.string(anchor(second))) }
            if c.multiplier != 1 { fields.append("\"multiplier\":\(number(c.multiplier))") }
            if c.constant != 0 { fields.append("\"constant\":\(number(c.constant))") }
            if c.priority != 1000 { fields.append("\"priority\":\(number(c.priority))") }
            if let label = c.label { fields.append("\"label\":" + JSONText.string(label)) }
            lines.append("{" + fields.joined(separator: ",") + "}")
        }
        let direction = items.first?.layoutDirection == .rightToLeft ? "\"layoutDirection\":\"rtl\"," : ""
        let size = "[\(rootWidth.map(number) ?? "null"),\(rootHeight.map(number) ?? "null")]"
        return "{\"name\":" + JSONText.string(name) + ",\(direction)\"size\":\(size),\"views\":[\(views.joined(separator: ","))],"
            + "\"constraints\":[\(lines.joined(separator: ","))]}"
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
