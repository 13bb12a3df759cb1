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
        // The optional rows sorted by tier, highest first, and by index within one, so that each
        // tier's errors are added in row order; read through the buffer, so that no row is copied
        // (a dictionary by priority, and the rows' copies, were most of this on a small screen).
        rows.withUnsafeBufferPointer { rows in
            var order: [(priority: Double, row: Int)] = []
            for index in rows.indices where !rows[index].isRequired { order.append((rows[index].priority, index)) }
            order.sort { $0.priority != $1.priority ? $0.priority > $1.priority : $0.row < $1.row }
            var minima: [TierMinimum] = []
            for (priority, index) in order {
                let error = rows[index].error(values)
                if minima.last?.priority == priority { minima[minima.count - 1].minimum += error } else {
                    minima.append(TierMinimum(priority: priority, minimum: 0 + error))
                }
            }
            return minima
        }
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
