import SnapLayoutLinearSystem

/// The tableau's objective: every symbol's coefficient is a symbolic weight, one component per
/// priority level, compared lexicographically from the highest level down (the classical
/// Cassowary's symbolic weights).
///
/// Kiwi folds its three strengths into one number (`strong = 1e6`, `medium = 1e3`, `weak = 1`), so
/// a thousand medium errors outweigh one strong one. Here no amount of lower-level error can buy a
/// higher level anything: levels are compared, never added.
///
/// Stored by tier, then by symbol: `weights[tier][symbol]`, tiers sorted by level, highest first.
/// A weight is then a column of plain numbers, so adding, comparing and reading one allocates
/// nothing (a weight of its own per symbol was a small array, allocated by every operation). A
/// level seen for the first time inserts a tier of zeros, once per priority.
///
/// Each weight's leading sign at round-off tolerance is kept beside it, so that choosing the
/// entering symbol reads one byte per symbol instead of its components.
struct SymbolicObjective {
    /// The tiers' levels, descending.
    private(set) var levels: [Double] = []
    /// By tier, then by symbol: the component at that tier's level.
    private var weights: [[Double]] = []
    /// How many tiers the objective has.
    var tierCount: Int { weights.count }
    /// By symbol: `sign(of:tolerance: Tolerance.roundOff)`, kept in step with `weights`.
    private(set) var leadingSigns: [Int8] = []

    /// A new symbol, weighing nothing.
    mutating func addSymbol() {
        leadingSigns.append(0)
        for tier in weights.indices { weights[tier].append(0) }
    }

    /// The tier of `level`, inserted when new.
    mutating func tier(of level: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle] == level { return middle }
            if levels[middle] > level { low = middle + 1 } else { high = middle }
        }
        levels.insert(level, at: low)
        weights.insert([Double](repeating: 0, count: leadingSigns.count), at: low)
        return low
    }

    /// The component of `symbol`'s weight at `tier`.
    func component(_ tier: Int, of symbol: Int) -> Double { weights[tier][symbol] }

    func isZero(_ symbol: Int) -> Bool {
        for tier in weights.indices where weights[tier][symbol] != 0 { return false }
        return true
    }

    /// The sign of `symbol`'s leading component (−1, 0 or +1), ignoring components of size
    /// `tolerance` or less (round-off).
    func sign(of symbol: Int, tolerance: Double) -> Int {
        if tolerance == Tolerance.roundOff { return Int(leadingSigns[symbol]) }
        return computedSign(of: symbol, tolerance: tolerance)
    }

    private func computedSign(of symbol: Int, tolerance: Double) -> Int {
        for tier in weights.indices {
            let value = weights[tier][symbol]
            if abs(value) > tolerance { return value < 0 ? -1 : 1 }
        }
        return 0
    }

    private mutating func updateSign(of symbol: Int) {
        leadingSigns[symbol] = Int8(computedSign(of: symbol, tolerance: Tolerance.roundOff))
    }

    /// `weight(symbol)[tier] += amount`, dropping the component when it falls to `tolerance` or below.
    mutating func add(_ amount: Double, at tier: Int, to symbol: Int, tolerance: Double) {
        let value = weights[tier][symbol] + amount
        weights[tier][symbol] = abs(value) > tolerance ? value : 0
        updateSign(of: symbol)
    }

    /// Moves `symbol`'s weight onto the row it is replaced by: `weight(other) += a × weight(symbol)`
    /// for each term `a·other` of `row`, and `symbol` then weighs nothing.
    /// Returns how many tiers held `symbol` (the work done: every tier read, and that many times
    /// the row's terms).
    @discardableResult
    mutating func substitute(_ symbol: Int, with row: TableauRow, tolerance: Double) -> Int {
        var moved = 0
        for tier in weights.indices {
            let weight = weights[tier][symbol]
            if weight == 0 { continue }
            moved += 1
            weights[tier][symbol] = 0
            for term in row.terms {
                let value = weights[tier][term.symbol] + term.coefficient * weight
                weights[tier][term.symbol] = abs(value) > tolerance ? value : 0
            }
        }
        guard moved > 0 else { return 0 }
        leadingSigns[symbol] = 0
        for term in row.terms { updateSign(of: term.symbol) }
        return moved
    }

    /// Zeroes `symbol`'s weight.
    mutating func clear(_ symbol: Int) {
        for tier in weights.indices { weights[tier][symbol] = 0 }
        leadingSigns[symbol] = 0
    }

    /// Lexicographic `aScale × weight(a) < bScale × weight(b)`, ignoring a difference of
    /// `tolerance` or less in a component.
    func isLess(_ a: Int, scaled aScale: Double, than b: Int, scaled bScale: Double, tolerance: Double) -> Bool {
        for tier in weights.indices {
            let difference = aScale * weights[tier][a] - bScale * weights[tier][b]
            if abs(difference) > tolerance { return difference < 0 }
        }
        return false
    }

    /// Lexicographic `weight(a) / x < weight(b) / y` for positive `x` and `y` (the dual ratio test),
    /// as `weight(a) − (x / y) × weight(b) < 0` with components of `tolerance × x` or less ignored.
    func ratioIsLess(_ a: Int, over x: Double, than b: Int, over y: Double, tolerance: Double) -> Bool {
        let factor = -x / y
        for tier in weights.indices {
            let difference = weights[tier][a] + factor * weights[tier][b]
            if abs(difference) > tolerance * x { return difference < 0 }
        }
        return false
    }
}
