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
        // The tiers found by sorting the priorities alone, each row's tier by halving; each tier's
        // errors are added in row order, as before. A dictionary by priority, then sorting rows
        // by tier, were most of this on a small screen; rows are read through the buffer (no copies).
        rows.withUnsafeBufferPointer { rows in
            var tiers: [Double] = []
            tiers.reserveCapacity(rows.count)
            for index in rows.indices where !rows[index].isRequired { tiers.append(rows[index].priority) }
            tiers.sort(by: >)
            var minima: [TierMinimum] = []
            for priority in tiers where minima.last?.priority != priority {
                minima.append(TierMinimum(priority: priority, minimum: 0))
            }
            for index in rows.indices where !rows[index].isRequired {
                let tier = Self.tier(of: rows[index].priority, in: minima)
                minima[tier].minimum += rows[index].error(values)
            }
            return minima
        }
    }

    /// The index of `priority` in `minima`, highest priority first.
    private static func tier(of priority: Double, in minima: [TierMinimum]) -> Int {
        var low = 0, high = minima.count - 1
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
