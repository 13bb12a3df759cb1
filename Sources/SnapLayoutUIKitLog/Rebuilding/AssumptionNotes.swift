import SnapLayoutModel

/// What a rebuilt dump assumes where the dump is silent, each said once: margins and baselines it
/// does not print, content-size priorities it leaves out, a `|` it does not name, positions with a
/// multiplier whose views' tree it does not show, and the constraints that are not active.
enum AssumptionNotes {
    /// The notes for `dump` rebuilt over `table`.
    static func notes(for dump: ConstraintDump, table: ItemTable) -> [String] {
        var notes: [String] = []
        var marginViews: [String] = [], baselineViews: [String] = []
        for (index, constraint) in dump.constraints.enumerated() {
            guard constraint.isActive else {
                notes.append("#\(index) is inactive: it is not part of the layout")
                continue
            }
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                let key = anchor.item.key
                if anchor.attribute.isMargin, table.marginGuides[key] == nil, !marginViews.contains(key) { marginViews.append(key) }
                if anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline, !baselineViews.contains(key) {
                    baselineViews.append(key)
                }
                if anchor.item.key.hasPrefix("superview of "), !notes.contains(where: { $0.contains(anchor.item.printed) }) {
                    notes.append("#\(index) does not name the view '|' stands for: it is read as a view holding \(anchor.item.printed.dropFirst("superview of ".count))")
                }
            }
            if case .contentSize = constraint.kind, !constraint.text.contains("Hug:") {
                notes.append("#\(index) prints no hugging or compression resistance: UIKit's defaults, 250 and 750, are assumed")
            }
            if let note = treeNote(constraint, index: index, table: table) { notes.append(note) }
        }
        notes += marginViews.map { "\(table.items[$0]!.printed)'s layout margins are not in the dump: UIKit's default, 8 pt on each side, is assumed" }
        notes += baselineViews.map { "\(table.items[$0]!.printed)'s baselines are not in the dump (it has no font here): they are taken at its bottom edge" }
        return notes
    }

    /// A note for a position with a multiplier between views the dump shows no tree for: the
    /// positions are then measured in the unnamed window's space, not their common superview's.
    private static func treeNote(_ constraint: LoggedConstraint, index: Int, table: ItemTable) -> String? {
        guard let second = constraint.second, constraint.multiplier != 1, constraint.first.attribute.isLocation else { return nil }
        let (a, b) = (constraint.first.item.key, second.item.key)
        if table.contains(a, b) || table.contains(b, a) || (table.parents[a] != nil && table.parents[a] == table.parents[b]) {
            return nil
        }
        return "#\(index) multiplies a position, but the dump does not show which view holds \(constraint.first.item.printed) and \(second.item.printed): positions are measured from the window's origin"
    }
}
