import SnapLayoutModel

/// The contract's lexicographic solve (section 4) with GLPK: conflicts resolved by
/// `ConflictSearch`, then one LP stage per priority tier on each independent block.
///
/// Thread-safe: every call builds its own GLPK problems and deletes them before returning.
public struct GLPKSolver: LayoutSolver {
    /// Creates the solver.
    public init() {}

    /// `glpk`.
    public var name: String { "glpk" }

    public func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        for row in system.rows {
            guard row.expression.constant.isFinite, row.expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
                throw SolverError("a row of \(row.source) has a number that is not finite")
            }
        }
        let pinned = options.isOptimized ? system.pinnedValues() : Array(repeating: nil, count: system.variableCount)
        let blocks: [LinearSystemBlock]
        if options.isOptimized {
            blocks = system.blocks(pinned: pinned)
        } else {
            blocks = [LinearSystemBlock(variables: Array(0..<system.variableCount), rows: Array(system.rows.indices),
                                        stays: Array(system.stays.indices))]
        }
        let (conflicts, broken) = try resolveConflicts(system, blocks: blocks, pinned: pinned)
        let brokenSet = Set(broken)

        var values = [Double](repeating: 0, count: system.variableCount)
        for (variable, value) in pinned.enumerated() { if let value { values[variable] = value } }
        var partialRanges: [[ValueRange]]? = options.checksAmbiguity
            ? Array(repeating: Array(repeating: ValueRange(0, 0), count: 4), count: system.probes.count) : nil
        for block in blocks {
            let result = try GLPKBlockSolver(system: system, block: block, pinned: pinned, broken: brokenSet)
                .solve(checksAmbiguity: options.checksAmbiguity)
            for (variable, value) in result.values { values[variable] = value }
            for (probe, ranges) in result.ranges {
                for k in 0..<4 {
                    partialRanges![probe][k].lowerBound += ranges[k].lowerBound
                    partialRanges![probe][k].upperBound += ranges[k].upperBound
                }
            }
        }
        // Pinned parts of a probe are constants: they shift its range.
        if var ranges = partialRanges {
            for (index, probe) in system.probes.enumerated() {
                for k in 0..<4 {
                    var constant = probe.components[k].constant
                    for term in probe.components[k].terms where pinned[term.variable] != nil {
                        constant += term.coefficient * pinned[term.variable]!
                    }
                    ranges[index][k].lowerBound += constant
                    ranges[index][k].upperBound += constant
                }
            }
            partialRanges = ranges
        }
        var minima: [Double: Double] = [:]
        for tier in system.tiers { minima[tier] = 0 }
        for row in system.rows where !row.isRequired { minima[row.priority, default: 0] += row.error(values) }
        return LinearSolution(values: values, conflicts: conflicts, brokenRows: broken,
                              tierMinima: minima.keys.sorted(by: >).map { TierMinimum(priority: $0, minimum: minima[$0]!) },
                              frameRanges: partialRanges)
    }

    /// Finds conflicts only when some block cannot hold; then searches each group of required
    /// rows that cannot, with nothing substituted, and orders the conflicts as found globally.
    private func resolveConflicts(_ system: LinearSystem, blocks: [LinearSystemBlock],
                                  pinned: [Double?]) throws(SolverError) -> ([RowConflict], [Int]) {
        var anyInfeasible = false
        for block in blocks {
            let required = block.rows.filter { system.rows[$0].isRequired }
            if required.isEmpty { continue }
            if try !canHoldSubstituted(required, system: system, pinned: pinned) {
                anyInfeasible = true
                break
            }
        }
        guard anyInfeasible else { return ([], []) }
        var conflicts: [RowConflict] = []
        for group in system.requiredRowGroups() {
            guard try !GLPKFeasibility.canHold(group.map { system.rows[$0] }) else { continue }
            let found = try ConflictSearch.resolve(required: group) { (rows: [Int]) throws(SolverError) -> Bool in
                try GLPKFeasibility.canHold(rows.map { system.rows[$0] })
            }
            conflicts += found.conflicts
        }
        conflicts.sort { $0.broken < $1.broken }
        return (conflicts, conflicts.map(\.broken))
    }

    private func canHoldSubstituted(_ rows: [Int], system: LinearSystem, pinned: [Double?]) throws(SolverError) -> Bool {
        try GLPKFeasibility.canHold(rows.map { index in
            var row = system.rows[index]
            var terms: [LinearTerm] = []
            var constant = row.expression.constant
            for term in row.expression.terms {
                if let value = pinned[term.variable] { constant += term.coefficient * value } else { terms.append(term) }
            }
            row.expression = LinearExpression(terms: terms, constant: constant)
            return row
        })
    }
}
