import Foundation
import SnapLayoutModel

extension LayoutSnapshot {
    /// The snapshot as a layout document (contract, section 1), one line of JSON, constraints in
    /// object form. Only what the families use is written: parents, intrinsic sizes, baselines,
    /// compression resistance, the root's size.
    public func documentJSON(name: String) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        func anchor(_ anchor: Anchor) -> String {
            let id = items[anchor.item].id
            if let guide = anchor.guide { return "\(id).\(guide.rawValue).\(anchor.attribute)" }
            return "\(id).\(anchor.attribute)"
        }
        var views: [String] = []
        for item in items {
            var fields = ["\"id\":\"\(item.id)\""]
            if let parent = item.parent { fields.append("\"parent\":\"\(items[parent].id)\"") }
            if item.kind == .guide { fields.append("\"kind\":\"guide\"") }
            if item.intrinsicSize.horizontal != nil || item.intrinsicSize.vertical != nil {
                let w = item.intrinsicSize.horizontal.map(number) ?? "null"
                let h = item.intrinsicSize.vertical.map(number) ?? "null"
                fields.append("\"intrinsicSize\":[\(w),\(h)]")
            }
            if item.firstBaseline != nil || item.lastBaseline != nil {
                fields.append("\"baseline\":[\(item.firstBaseline.map(number) ?? "null"),\(item.lastBaseline.map(number) ?? "null")]")
            }
            if item.compressionResistance != AxisPair(750, 750) {
                fields.append("\"compressionResistance\":[\(number(item.compressionResistance.horizontal)),\(number(item.compressionResistance.vertical))]")
            }
            if item.hugging != AxisPair(250, 250) {
                fields.append("\"hugging\":[\(number(item.hugging.horizontal)),\(number(item.hugging.vertical))]")
            }
            views.append("{" + fields.joined(separator: ",") + "}")
        }
        var lines: [String] = []
        for c in self.constraints {
            var fields = ["\"first\":\"\(anchor(c.first))\"", "\"relation\":\"\(c.relation)\""]
            if let second = c.second { fields.append("\"second\":\"\(anchor(second))\"") }
            if c.multiplier != 1 { fields.append("\"multiplier\":\(number(c.multiplier))") }
            if c.constant != 0 { fields.append("\"constant\":\(number(c.constant))") }
            if c.priority != 1000 { fields.append("\"priority\":\(number(c.priority))") }
            lines.append("{" + fields.joined(separator: ",") + "}")
        }
        let size = "[\(rootWidth.map(number) ?? "null"),\(rootHeight.map(number) ?? "null")]"
        return "{\"name\":\"\(name)\",\"size\":\(size),\"views\":[\(views.joined(separator: ","))],"
            + "\"constraints\":[\(lines.joined(separator: ","))]}"
    }
}
