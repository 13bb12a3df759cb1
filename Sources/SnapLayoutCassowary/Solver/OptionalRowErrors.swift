import SnapLayoutLinearSystem
import SnapLayoutModel

/// The optional rows of a kept system, their terms copied into one array, for the errors a
/// `KeptTableau` update reports (each tier's sum, and the rows left unsatisfied).
///
/// An update changes constants only, never terms, so the terms are copied once. Read from the
/// system's rows, each row's terms were a separate array and each error a call across modules: a
/// fifth of a root change at 100 views.
struct OptionalRowErrors {
    /// One optional row: its index in the system, its terms' range in `terms`, its tier.
    private struct Row {
        var index: Int
        var terms: Range<Int>
        var tier: Int
        var relation: LayoutRelation
    }

    private let rows: [Row]
    private let terms: [LinearTerm]
    /// The number of tiers (`tiers` of the system, highest first).
    private let tierCount: Int

    /// The optional rows of `system`, with the index of each one's priority among `tiers`.
    init(_ system: LinearSystem, tiers: [Double]) {
        let tierIndex = Dictionary(uniqueKeysWithValues: tiers.enumerated().map { ($1, $0) })
        var rows: [Row] = [], terms: [LinearTerm] = []
        for (index, row) in system.rows.enumerated() where !row.isRequired {
            let start = terms.count
            terms.append(contentsOf: row.expression.terms)
            rows.append(Row(index: index, terms: start..<terms.count, tier: tierIndex[row.priority]!, relation: row.relation))
        }
        self.rows = rows
        self.terms = terms
        tierCount = tiers.count
    }

    /// Each tier's summed error at `values`, and the rows whose error is above the reporting
    /// tolerance; the constants are `system`'s (the kept system, its constants changed). The
    /// arithmetic is `LinearRow.error(_:)`'s, in the same order.
    func errors(at values: [Double], constantsOf system: LinearSystem) -> (minima: [Double], unsatisfied: [UnsatisfiedRow]) {
        var minima = [Double](repeating: 0, count: tierCount)
        var unsatisfied: [UnsatisfiedRow] = []
        // Room for every optional row of a screen (growing the array as unsatisfied rows were
        // found was a twentieth of a root change at 100 views), not for every row of a huge tree.
        unsatisfied.reserveCapacity(min(rows.count, 1024))
        // Through buffers: no row of the system (and its source's strings) is copied and retained,
        // and the loop, run for every optional row at every change, checks no bounds outside
        // debug builds (the indices were taken from the system the values solve).
        system.rows.withUnsafeBufferPointer { systemRows in
            terms.withUnsafeBufferPointer { terms in
                values.withUnsafeBufferPointer { values in
                    minima.withUnsafeMutableBufferPointer { minima in
                        for row in rows {
                            var sum = systemRows[row.index].expression.constant
                            for k in row.terms { sum += terms[k].coefficient * values[terms[k].variable] }
                            let error = LinearRow.error(sum, row.relation)
                            minima[row.tier] += error
                            if error > Tolerance.reporting { unsatisfied.append(UnsatisfiedRow(row: row.index, error: error)) }
                        }
                    }
                }
            }
        }
        return (minima, unsatisfied)
    }
}
