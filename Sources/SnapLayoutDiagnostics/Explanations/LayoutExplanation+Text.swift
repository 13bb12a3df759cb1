import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutEngine

/// The human-readable report `snaplayout explain` prints and `LayoutExplanation.description` returns.
extension LayoutExplanation: CustomStringConvertible {
    public var description: String { text }

    /// The report, one section per concern, ending with a newline.
    public var text: String {
        var lines: [String] = ["== \(name) =="]
        if let error {
            lines += (errors.isEmpty ? [error] : errors).map { "error: \($0)" }
            return lines.map(MessageText.escaped).joined(separator: "\n") + "\n"
        }
        if let rootWidth, let rootHeight {
            lines.append("root size: \(pt(rootWidth)) × \(pt(rootHeight))")
        }
        var summary = [count(conflicts.count, "conflict"), count(unsatisfied.count, "unsatisfied optional constraint")]
        summary.append(checkedAmbiguity ? count(ambiguous.count, "ambiguous item") : "ambiguity not checked")
        lines.append("summary: " + summary.joined(separator: ", "))
        for (number, conflict) in conflicts.enumerated() {
            lines.append("")
            lines.append(contentsOf: conflictLines(conflict, number: number + 1))
        }
        lines.append("")
        lines += LayoutReport.unsatisfiedLines(unsatisfied.map { ("\($0.constraint)", $0.priority, $0.miss) })
        if checkedAmbiguity {
            lines.append("")
            lines.append(contentsOf: ambiguityLines)
        }
        for determinants in determinants {
            lines.append("")
            lines.append(contentsOf: determinants.lines)
        }
        // Each line is one line, whatever the ids in it hold.
        return lines.map(MessageText.escaped).joined(separator: "\n") + "\n"
    }

    private func conflictLines(_ conflict: Conflict, number: Int) -> [String] {
        var lines = ["Conflict \(number) of \(conflicts.count): these \(conflict.members.count) required constraints cannot all hold:"]
        for member in conflict.members {
            lines.append("  \(member)\(member == conflict.broken ? "   <- broken" : "")")
        }
        lines.append("Broken: \(conflict.broken)")
        lines.append("  " + LayoutReport.brokenReason(kept: conflict.kept.count))
        return lines
    }

    private var ambiguityLines: [String] {
        guard !ambiguous.isEmpty else { return ["Ambiguous items: none"] }
        var lines = ["Ambiguous items (\(ambiguous.count)): these could move without any constraint holding less well:"]
        for item in ambiguous {
            lines.append("  \(item.id)")
            for free in item.free {
                let name = free.component.description.padding(toLength: 6, withPad: " ", startingAt: 0)
                lines.append("    \(name) free in \(interval(free.range)), solved \(pt(free.value))")
            }
        }
        return lines + scrollContentWarnings
    }
}

extension FrameDeterminants {
    /// The `--why` section.
    var lines: [String] {
        guard isKnown else { return ["Why \(item): no item has this id"] }
        var lines = ["Why \(item) is where it is:"]
        for step in chain {
            let frame = zip(FrameComponent.allCases, step.frame).map { "\($0) \(pt($1))" }.joined(separator: ", ")
            lines.append("  \(step.id) (\(frame))\(step.reachedFrom.map { ", reached from \($0)" } ?? "")")
            for reason in step.reasons.filter(\.isOwn) + step.reasons.filter({ !$0.isOwn }) {
                let parts = reason.components.map(\.description).joined(separator: ", ")
                var line = "    [\(parts)] \(reason.constraint)"
                if reason.priority < 1000 { line += " (priority \(priority(reason.priority)))" }
                switch reason.state {
                case .holds: line += " holds"
                case .atLimit: line += " is at its limit"
                case .misses(let miss): line += " misses by \(pt(miss)) pt"
                }
                if !reason.others.isEmpty {
                    line += reason.isOwn ? "; ties to \(reason.others.joined(separator: ", "))"
                        : "; a constraint of \(reason.others.joined(separator: ", "))"
                }
                lines.append(line)
            }
            for component in step.unconstrained {
                let ambiguous = step.free.contains(component) ? " (ambiguous)" : ""
                lines.append("    [\(component)] no constraint holds it: it keeps its starting frame's value\(ambiguous)")
            }
            for component in step.free where !step.unconstrained.contains(component) {
                lines.append("    [\(component)] still free: the constraints above allow a range (ambiguous)")
            }
        }
        if omitted > 0 { lines.append("  … and \(omitted) more item\(omitted == 1 ? "" : "s") further along the chain") }
        return lines
    }
}

/// A length or priority for reports (at most 2 decimals).
func pt(_ value: Double) -> String { NumberFormat.string(value) }

/// An optional priority for reports: at most 2 decimals, more when rounding would make it read as
/// required (a stack's `UISV-hiding` is 999.999, 16 float steps below 1000).
func priority(_ value: Double) -> String { NumberFormat.priority(value) }

/// `n things`, with the plural in English.
func count(_ n: Int, _ noun: String) -> String {
    if n == 1 { return "1 \(noun)" }
    if noun.hasSuffix("constraint") || noun.hasSuffix("item") || noun.hasSuffix("conflict") { return "\(n) \(noun)s" }
    return "\(n) \(noun)"
}

/// `[0, 240]`, `[24, ∞)`, `(-∞, ∞)`.
func interval(_ range: ValueRange) -> String {
    let lower = range.lowerBound.isFinite ? "[\(pt(range.lowerBound))" : "(-∞"
    let upper = range.upperBound.isFinite ? "\(pt(range.upperBound))]" : "∞)"
    return "\(lower), \(upper)"
}
