import Foundation
import SnapLayoutModel

/// What a layout pass found besides the frames: conflicts, broken and unsatisfied constraints,
/// ambiguity.
public struct LayoutReport {
    /// A constraint layout could not honour, or a generated one, as reports name them.
    public enum Entry {
        /// A constraint of the tree.
        case constraint(LayoutConstraint)
        /// A generated constraint, by name (`size.width`, `title.compression.width`, …).
        case generated(String)
    }

    /// A set of required constraints that cannot hold together, and the one broken to recover.
    public struct Conflict {
        /// The smallest set that cannot hold, in activation order (generated ones first).
        public var entries: [Entry]
        /// The constraint that was broken: the last of the set to be activated.
        public var broken: Entry
    }

    /// An optional constraint that does not hold, and by how much.
    public struct Unsatisfied {
        /// The constraint.
        public var entry: Entry
        /// Its priority.
        public var priority: LayoutPriority
        /// Its error: the difference of its sides for `==`, the violation for `<=` / `>=`.
        public var error: Double
    }

    /// The conflicts, in the order found.
    public var conflicts: [Conflict] = []
    /// The required constraints dropped to resolve them.
    public var brokenConstraints: [LayoutConstraint] = []
    /// The optional constraints that do not hold. Generated ones are named when this is read: a
    /// layout pass that nobody asks about formats no name.
    public var unsatisfied: [Unsatisfied] {
        get { unnamedUnsatisfied.named }
        set { unnamedUnsatisfied = .named(newValue) }
    }
    /// `unsatisfied` as the layout pass found it.
    var unnamedUnsatisfied = UnnamedUnsatisfied.named([])
    /// The items whose frame is not determined, when ambiguity was checked; otherwise `nil`.
    public var ambiguousItems: [any LayoutItem]?
    /// Why the layout could not be solved at all (an invalid constraint, a solver failure, a label
    /// whose font is not installed).
    public var failure: String?
    /// Labels whose measurement still changed after the most solves (text.md, 6.5): their width
    /// depends on their own height in a loop.
    public var unsettledLabels: [LayoutLabel] = []
    /// Views that place their subviews in code (lists) and were still changing the tree after the
    /// most solves of one pass (`layoutSubviews()`); the tree stays marked for layout.
    public var unsettledSubviewLayouts: [LayoutView] = []

    /// Whether nothing went wrong: no conflict, no failure.
    public var isClean: Bool { conflicts.isEmpty && failure == nil }
}

extension LayoutReport.Entry: CustomStringConvertible {
    public var description: String {
        switch self {
        case .constraint(let constraint): return constraint.description
        case .generated(let name): return "<generated \(name)>"
        }
    }
}

extension LayoutReport: CustomStringConvertible {
    /// The report in the words `snaplayout explain` uses, constraints named by SnapKit's descriptions:
    /// each conflict with its members, the broken one and why that one; each unsatisfied optional
    /// constraint with its priority and miss; the ambiguous items when they were checked. (For the
    /// free attributes and their ranges, and `--why`, `import SnapLayout` and use `explainLayout()`.)
    public var description: String {
        var lines: [String] = []
        if let failure {
            lines.append("error: \(failure)")
            return lines.joined(separator: "\n") + "\n"
        }
        var summary = [LayoutReport.count(conflicts.count, "conflict"),
                       LayoutReport.count(unsatisfied.count, "unsatisfied optional constraint")]
        summary.append(ambiguousItems.map { LayoutReport.count($0.count, "ambiguous item") } ?? "ambiguity not checked")
        lines.append("summary: " + summary.joined(separator: ", "))
        for (number, conflict) in conflicts.enumerated() {
            lines.append("")
            lines.append("Conflict \(number + 1) of \(conflicts.count): these \(conflict.entries.count) required constraints cannot all hold:")
            let broken = conflict.broken.reportName
            for entry in conflict.entries {
                let text = entry.reportName
                lines.append("  \(text)\(text == broken ? "   <- broken" : "")")
            }
            lines.append("Broken: \(broken)")
            lines.append("  " + LayoutReport.brokenReason(kept: conflict.entries.count - 1))
        }
        lines.append("")
        lines += LayoutReport.unsatisfiedLines(unsatisfied.map { ($0.entry.reportName, Double($0.priority.rawValue), $0.error) })
        if let ambiguousItems {
            lines.append("")
            if ambiguousItems.isEmpty {
                lines.append("Ambiguous items: none")
            } else {
                lines.append("Ambiguous items (\(ambiguousItems.count)): these could move without any constraint holding less well:")
                for item in ambiguousItems { lines.append("  \(item.debugName)") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why the broken member of a conflict is the one dropped, in the words every report uses;
    /// `kept` is the number of the other members.
    package static func brokenReason(kept: Int) -> String {
        "Why this one: required constraints take effect in order (generated ones first, then the layout's"
            + " in order); the \(kept == 1 ? "other one holds" : "other \(kept) hold together"), and this one, last"
            + " of the set, cannot hold with \(kept == 1 ? "it" : "them"), so it was dropped, as UIKit does."
            + " Drop any other member instead and the rest can hold."
    }

    /// `n things` (`1 conflict`, `2 conflicts`).
    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

}

extension LayoutReport.Entry {
    /// The name reports and explanations print: the constraint's description, or the generated
    /// constraint's bare name (`size.width`), as documents name it.
    public var reportName: String {
        switch self {
        case .constraint(let constraint): return constraint.description
        case .generated(let name): return name
        }
    }
}

extension LayoutReport {
    /// A view tree flattened for diagnosis: the snapshot, and the objects behind its indices, so
    /// that tools (explanations, pictures, `exerciseAmbiguityInLayout()`) can solve it again and
    /// name constraints the way the engine's reports do.
    package struct Capture {
        /// The tree as a snapshot.
        package var snapshot: LayoutSnapshot
        /// The item behind each snapshot item index.
        package var items: [any LayoutItem]
        /// The constraint behind each snapshot constraint index.
        package var constraints: [LayoutConstraint]

        /// Writes frames (parent-relative, by item index) to the views and guides without marking
        /// the tree for another layout, as a layout pass does.
        package func apply(_ frames: [LayoutSnapshot.Rect]) {
            let root = items.first as? LayoutView
            for (item, rect) in zip(items, frames) {
                let frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                if let view = item as? LayoutView {
                    view.frameStorage = view === root ? CGRect(origin: view.frame.origin, size: frame.size) : frame
                } else if let guide = item as? LayoutGuide {
                    guide.solvedFrame = frame
                }
            }
        }
    }
}

extension LayoutView {
    /// The tree this view is in, flattened as a layout pass flattens it (for diagnosis).
    package func captureForDiagnosis() -> LayoutReport.Capture {
        // The constraints a layout pass would solve: after the update pass.
        rootView.updateConstraintsIfNeeded()
        let captured = rootView.captureLayout()
        return LayoutReport.Capture(snapshot: captured.snapshot, items: captured.items, constraints: captured.constraints)
    }
}

extension LayoutReport {
    /// The unsatisfied optional constraints as reports and explanations print them: a heading,
    /// then one line per constraint with its priority and how far it misses.
    package static func unsatisfiedLines(_ entries: [(name: String, priority: Double, miss: Double)]) -> [String] {
        guard !entries.isEmpty else { return ["Unsatisfied optional constraints: none"] }
        return ["Unsatisfied optional constraints (\(entries.count)):"] + entries.map { entry in
            "  \(entry.name) (priority \(NumberFormat.priority(entry.priority))) misses by \(NumberFormat.string(entry.miss)) pt"
        }
    }
}
