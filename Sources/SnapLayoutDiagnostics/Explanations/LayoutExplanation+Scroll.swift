import SnapLayoutModel
import SnapLayoutLinearSystem

extension LayoutExplanation {
    /// For each scroll view whose content guide has a free width or height: UIKit's words, the free
    /// parts, and the constraints that reach the content guide.
    static func scrollWarnings(_ snapshot: LayoutSnapshot, system: LinearSystem, ambiguous: [AmbiguousItem],
                               names: [String]) -> [String] {
        snapshot.scrolls.compactMap { scroll -> String? in
            let content = snapshot.items[scroll.content].id
            guard let item = ambiguous.first(where: { $0.id == content }) else { return nil }
            let sizes = item.free.filter { $0.component == .width || $0.component == .height }.map { "\($0.component)" }
            guard !sizes.isEmpty else { return nil }
            let expansion = snapshot.expandingStacks()
            let reaching = expansion.constraints.indices.filter { index in
                let constraint = expansion.constraints[index]
                return constraint.first.item == scroll.content || constraint.second?.item == scroll.content
            }.map { names.indices.contains($0) ? names[$0] : "#\($0)" }
            let scrollID = MessageText.quoted(snapshot.items[scroll.view].id)
            let by = reaching.isEmpty ? "no constraint reaches its content"
                : "only these reach its content: " + reaching.map { MessageText.quoted($0) }.joined(separator: "; ")
            return "Scrollable content size is ambiguous for '\(scrollID)': its content's \(sizes.joined(separator: " and ")) "
                + "\(sizes.count == 1 ? "is" : "are") free; \(by)"
        }
    }
}
