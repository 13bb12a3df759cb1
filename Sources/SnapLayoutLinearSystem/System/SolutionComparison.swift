import SnapLayoutModel

/// Whether two solutions of one system agree, as two correct solvers must: the same conflicts and
/// broken rows, tier minima equal within 1e-6 relative, the same ambiguity when both checked it,
/// and the same frame (within 1e-6 relative) for every item whose frame is determined. Frames of
/// ambiguous items may differ: any point of the optimal face is right.
package struct SolutionComparison: Sendable {
    /// What differs, in words (naming items by `itemNames`); empty when the solutions agree.
    package private(set) var differences: [String] = []
    /// How many frames were compared (determined in both).
    package private(set) var comparedFrames = 0
    /// How many items were ambiguous in both (frames not compared).
    package private(set) var ambiguousItems = 0

    /// Compares `a` and `b`, two solutions of `system`.
    package init(system: LinearSystem, itemNames: [String], _ a: LinearSolution, _ b: LinearSolution) {
        // Rows are named as the contract names them (constraint indices, generated names), never
        // by internal row numbers.
        func named(_ rows: [Int]) -> String { "[" + rows.map { system.rows[$0].source.description }.joined(separator: ", ") + "]" }
        func named(_ conflicts: [RowConflict]) -> String {
            "[" + conflicts.map { "set \(named($0.rows)) broken \(system.rows[$0.broken].source)" }.joined(separator: "; ") + "]"
        }
        if a.conflicts != b.conflicts { differences.append("conflicts \(named(a.conflicts)) vs \(named(b.conflicts))") }
        if a.brokenRows != b.brokenRows { differences.append("broken \(named(a.brokenRows)) vs \(named(b.brokenRows))") }
        if a.tierMinima.map(\.priority) != b.tierMinima.map(\.priority) {
            differences.append("tiers \(a.tierMinima.map(\.priority)) vs \(b.tierMinima.map(\.priority))")
        } else {
            for (x, y) in zip(a.tierMinima, b.tierMinima) where abs(x.minimum - y.minimum) > Tolerance.agreement * max(1, abs(y.minimum)) {
                differences.append("tier \(x.priority) minimum \(x.minimum) vs \(y.minimum)")
            }
        }
        let framesA = system.frames(a.values), framesB = system.frames(b.values)
        for index in system.probes.indices {
            var determined = true
            if let ranges = a.frameRanges, let other = b.frameRanges {
                let ambiguousA = LinearSystem.isAmbiguous(ranges[index]), ambiguousB = LinearSystem.isAmbiguous(other[index])
                if ambiguousA != ambiguousB {
                    differences.append("\(MessageText.quoted(itemNames[index])) ambiguous: \(ambiguousA) vs \(ambiguousB)")
                }
                determined = !ambiguousA && !ambiguousB
                if ambiguousA && ambiguousB { ambiguousItems += 1 }
            }
            guard determined else { continue }
            comparedFrames += 1
            let x = framesA[index], y = framesB[index]
            for (p, q) in [(x.x, y.x), (x.y, y.y), (x.width, y.width), (x.height, y.height)] where abs(p - q) > Tolerance.agreement * max(1, abs(q)) {
                differences.append("\(MessageText.quoted(itemNames[index])) frame \(text(x)) vs \(text(y))")
                break
            }
        }
    }

    private func text(_ rect: LayoutSnapshot.Rect) -> String {
        "[\(rect.x), \(rect.y), \(rect.width), \(rect.height)]"
    }

    /// Whether nothing differs.
    package var agrees: Bool { differences.isEmpty }
}
