import SnapLayoutModel

extension DumpDiagnosis {
    /// The answer for a person: whether the dump conflicts, each minimal set with what each member
    /// requires, the constraint UIKit broke, what to change, and what was assumed.
    public var text: String {
        var lines = [headline]
        guard error == nil else { return Self.joined(lines + noteLines) }
        let wording = ConstraintWording(dump)
        for (position, set) in sets.enumerated() {
            lines.append("Minimal conflicting set \(position + 1) of \(sets.count) (drop any one and the rest can hold): "
                         + set.members.map { "#\($0)" }.joined(separator: ", "))
            lines += set.members.map { "  \(wording.name($0)): \(wording.requirement($0))" }
        }
        if let broken = uikitBroke { lines.append(brokenLine(broken, wording)) }
        if conflict { lines += changeLines(wording) }
        return Self.joined(lines + noteLines)
    }

    /// The lines, each with the control characters a log can hold escaped (a terminal shows no
    /// escape sequence from a pasted title), and a newline after each.
    private static func joined(_ lines: [String]) -> String {
        lines.map { MessageText.escaped($0) + "\n" }.joined()
    }

    /// `Dump #0, line 3 (UIKit): 4 constraints; they conflict.`
    private var headline: String {
        let source: String
        switch dump.header {
        case .uikit: source = "UIKit"
        case .appKit: source = "AppKit"
        case .conflictingConstraints: source = "AppKit, conflicting constraints"
        case .none: source = "no header"
        }
        let start = "Dump #\(dump.index), line \(dump.line) (\(source))"
        if let error { return "\(start): cannot be answered: \(error)" }
        let count = "\(dump.constraints.count) constraint\(dump.constraints.count == 1 ? "" : "s")"
        if !conflict { return "\(start): \(count); read as printed, they do not conflict." }
        return "\(start): \(count); they conflict (\(sets.count) minimal set\(sets.count == 1 ? "" : "s"))."
    }

    /// Which constraint UIKit broke, and whether that was in a minimal set.
    private func brokenLine(_ broken: Int, _ wording: ConstraintWording) -> String {
        let name = wording.name(broken)
        let framework = dump.header == .appKit || dump.header == .conflictingConstraints ? "AppKit" : "UIKit"
        guard conflict else { return "\(framework) broke \(name)." }
        if brokeInMinimal == true {
            return "\(framework) broke \(name), which is in a minimal set: without it the others of that set hold."
        }
        return "\(framework) broke \(name), which is in no minimal set: as read, the conflict does not need it."
    }

    /// `What to change (any one removes its set's conflict):` and a line per member.
    private func changeLines(_ wording: ConstraintWording) -> [String] {
        var lines = ["What to change (any one of these removes its set's conflict):"]
        var listed: [Int] = []
        for set in sets {
            for member in set.members where !listed.contains(member) {
                let own = suggestions.filter { $0.index == member }
                if !own.isEmpty {
                    lines.append("  \(wording.name(member)): \(SuggestionText.words(for: own, of: dump.constraints[member], items: wording.items)).")
                    listed.append(member)
                } else if set.unfixable.contains(member) {
                    lines.append("  \(wording.name(member)): no change of its own is enough: without it the rest still cannot hold.")
                    listed.append(member)
                }
            }
        }
        return lines.count > 1 ? lines : ["Nothing in the set is yours to change (see the notes)."]
    }

    private var noteLines: [String] {
        notes.isEmpty ? [] : ["Notes:"] + notes.map { "  - " + $0 }
    }
}
