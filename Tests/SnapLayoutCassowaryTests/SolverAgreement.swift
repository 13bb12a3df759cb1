import SnapLayoutModel

/// How two solutions of one system may differ and still agree (issue 4): the same conflicts and
/// broken rows, tier minima equal within 1e-6 relative, the same ambiguity when it was checked,
/// and the same frame for every item whose frame is determined.
struct SolverAgreement {
    /// What differs, in words; empty when the solutions agree.
    var differences: [String] = []

    init(system: LinearSystem, itemNames: [String], _ a: LinearSolution, _ b: LinearSolution) {
        if a.conflicts != b.conflicts { differences.append("conflicts \(a.conflicts) vs \(b.conflicts)") }
        if a.brokenRows != b.brokenRows { differences.append("broken rows \(a.brokenRows) vs \(b.brokenRows)") }
        if a.tierMinima.map(\.priority) != b.tierMinima.map(\.priority) {
            differences.append("tiers \(a.tierMinima.map(\.priority)) vs \(b.tierMinima.map(\.priority))")
        } else {
            for (x, y) in zip(a.tierMinima, b.tierMinima) where abs(x.minimum - y.minimum) > 1e-6 * max(1, abs(y.minimum)) {
                differences.append("tier \(x.priority) minimum \(x.minimum) vs \(y.minimum)")
            }
        }
        let framesA = system.frames(a.values), framesB = system.frames(b.values)
        for index in system.probes.indices {
            var determined = true
            if let ranges = a.frameRanges, let other = b.frameRanges {
                let ambiguousA = LinearSystem.isAmbiguous(ranges[index]), ambiguousB = LinearSystem.isAmbiguous(other[index])
                if ambiguousA != ambiguousB {
                    differences.append("\(itemNames[index]) ambiguous: \(ambiguousA) vs \(ambiguousB)")
                }
                determined = !ambiguousA && !ambiguousB
            }
            guard determined else { continue }
            let x = framesA[index], y = framesB[index]
            for (p, q) in [(x.x, y.x), (x.y, y.y), (x.width, y.width), (x.height, y.height)] where abs(p - q) > 1e-6 * max(1, abs(q)) {
                differences.append("\(itemNames[index]) frame \(x) vs \(y)")
                break
            }
        }
    }

    var agrees: Bool { differences.isEmpty }
}
