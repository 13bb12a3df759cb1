import SnapLayoutModel

/// A member's suggestions in words, in the terms the developer changes: a constant, a priority, a
/// view's `layoutMargins`, a view's hugging or compression resistance.
enum SuggestionText {
    /// `change the constant from 16 to 12, or lower the priority to 999 (it then misses by 4 pt)`.
    static func words(for suggestions: [ConstraintSuggestion], of constraint: LoggedConstraint, items: ItemNames) -> String {
        var phrases: [String] = []
        for suggestion in suggestions {
            switch suggestion.change {
            case .constant:
                phrases.append(constantWords(suggestion, constraint, items))
            case .priority:
                phrases.append(priorityWords(constraint, items))
            }
        }
        var text = phrases.joined(separator: ", or ")
        if let miss = suggestions.first?.miss, suggestions.contains(where: { $0.change == .priority }) {
            text += " (it then misses by \(EquationText.number(miss)) pt)"
        }
        return text
    }

    private static func constantWords(_ suggestion: ConstraintSuggestion, _ constraint: LoggedConstraint, _ items: ItemNames) -> String {
        let change = "from \(EquationText.number(suggestion.from)) to \(EquationText.number(suggestion.to))"
        if case .margins(let side) = ConstraintOwner.of(constraint) {
            let view = [constraint.first.item, constraint.second?.item].compactMap { $0 }.first { !$0.isLayoutGuide }
            return "set \(view.map(items.name) ?? "the view")'s layoutMargins.\(side) \(change)"
        }
        return "change the constant \(change)"
    }

    private static func priorityWords(_ constraint: LoggedConstraint, _ items: ItemNames) -> String {
        guard case .contentSize(let hugging, let compression) = constraint.kind else { return "lower the priority to 999" }
        let axis = constraint.first.attribute == .width ? "horizontal" : "vertical"
        let view = items.name(constraint.first.item)
        var parts: [String] = []
        if hugging >= 1000 { parts.append("content hugging") }
        if compression >= 1000 { parts.append("compression resistance") }
        return "lower \(view)'s \(parts.joined(separator: " and ")) priority (\(axis)) to 999"
    }
}
