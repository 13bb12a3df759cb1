import SnapLayoutModel

/// A non-required row whose error is above the reporting threshold after a solve.
public struct UnsatisfiedRow: Hashable, Sendable {
    /// The row's index in the system.
    public var row: Int
    /// Its error: `|e|` for `==`, the violation for `<=` / `>=`.
    public var error: Double

    /// Creates an entry.
    public init(row: Int, error: Double) {
        self.row = row
        self.error = error
    }
}

extension LinearSystem {
    /// Every frame, `[x, y, width, height]` in its parent's coordinates, by item index.
    public func frames(_ values: [Double]) -> [LayoutSnapshot.Rect] {
        probes.map { probe in
            let c = probe.components.map { $0.value(values) }
            return LayoutSnapshot.Rect(x: c[0], y: c[1], width: c[2], height: c[3])
        }
    }

    /// Each tier's error sum at `values`, highest tier first (every tier listed, at 0 when it holds).
    public func tierMinima(_ values: [Double]) -> [TierMinimum] {
        var minima: [Double: Double] = [:]
        for row in rows where !row.isRequired { minima[row.priority, default: 0] += row.error(values) }
        return minima.keys.sorted(by: >).map { TierMinimum(priority: $0, minimum: minima[$0]!) }
    }

    /// The optional rows whose error exceeds `Tolerance.reporting` (contract, section 5), in row order.
    public func unsatisfiedRows(_ values: [Double]) -> [UnsatisfiedRow] {
        var result: [UnsatisfiedRow] = []
        for (index, row) in rows.enumerated() where !row.isRequired {
            let error = row.error(values)
            if error > Tolerance.reporting { result.append(UnsatisfiedRow(row: index, error: error)) }
        }
        return result
    }

    /// Whether an item's frame could move without changing any tier's minimum, from a solution's
    /// `frameRanges` (one entry per probe).
    package static func isAmbiguous(_ ranges: [ValueRange]) -> Bool {
        ranges.contains { !$0.isFixed() }
    }
}
