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
        // No array of four values per item: on a warm root-size pass of 100 views, those
        // allocations were a sixth of the pass.
        probes.map { probe in
            probe.components.withUnsafeBufferPointer { c in
                LayoutSnapshot.Rect(x: c[0].value(values), y: c[1].value(values),
                                    width: c[2].value(values), height: c[3].value(values))
            }
        }
    }

    /// Each tier's error sum at `values`, highest tier first (every tier listed, at 0 when it holds).
    public func tierMinima(_ values: [Double]) -> [TierMinimum] {
        // The tiers kept distinct and in order as the rows are read, each row's tier found by
        // halving; each tier's errors are added in row order, as before. A dictionary by priority,
        // then sorting every row's priority, were most of this on a small screen (a screen has a
        // handful of tiers among dozens of rows); rows are read through the buffer (no copies).
        rows.withUnsafeBufferPointer { rows in
            var minima: [TierMinimum] = []
            for index in rows.indices where !rows[index].isRequired {
                let priority = rows[index].priority
                let tier = Self.tier(of: priority, in: minima)
                if tier == minima.count || minima[tier].priority != priority {
                    minima.insert(TierMinimum(priority: priority, minimum: 0), at: tier)
                }
            }
            for index in rows.indices where !rows[index].isRequired {
                let tier = Self.tier(of: rows[index].priority, in: minima)
                minima[tier].minimum += rows[index].error(values)
            }
            return minima
        }
    }

    /// The index of `priority` in `minima` (highest priority first), or where it would go.
    private static func tier(of priority: Double, in minima: [TierMinimum]) -> Int {
        var low = 0, high = minima.count
        while low < high {
            let middle = (low + high) / 2
            if minima[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The optional rows whose error exceeds `Tolerance.reporting` (contract, section 5), in row order.
    public func unsatisfiedRows(_ values: [Double]) -> [UnsatisfiedRow] {
        var result: [UnsatisfiedRow] = []
        // Through the buffer, so that no row (and its source's strings) is copied and retained.
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices where !rows[index].isRequired {
                let error = rows[index].error(values)
                if error > Tolerance.reporting { result.append(UnsatisfiedRow(row: index, error: error)) }
            }
        }
        return result
    }

    /// Whether an item's frame could move without changing any tier's minimum, from a solution's
    /// `frameRanges` (one entry per probe).
    package static func isAmbiguous(_ ranges: [ValueRange]) -> Bool {
        ranges.contains { !$0.isFixed() }
    }
}
