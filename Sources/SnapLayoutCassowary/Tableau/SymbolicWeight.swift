/// An objective coefficient with one component per priority level, compared lexicographically
/// from the highest priority down: the classical Cassowary's symbolic weight.
///
/// Kiwi folds its three strengths into one number (`strong = 1e6`, `medium = 1e3`, `weak = 1`), so
/// a thousand medium errors outweigh one strong one. Here no amount of lower-level error can buy a
/// higher level anything: levels are compared, never added.
struct SymbolicWeight {
    /// `(level, value)` pairs, levels descending (the highest priority first), no zero values.
    private(set) var components: [(level: Double, value: Double)] = []

    /// The zero weight.
    init() {}

    /// `value` at `level`.
    init(level: Double, value: Double) {
        if value != 0 { components = [(level, value)] }
    }

    var isZero: Bool { components.isEmpty }

    /// The sign of the leading (highest-level) component: −1, 0 or +1, ignoring components below
    /// `tolerance` in size (round-off).
    func sign(tolerance: Double) -> Int {
        for component in components where abs(component.value) > tolerance {
            return component.value < 0 ? -1 : 1
        }
        return 0
    }

    /// `self += factor × other`, dropping components whose size falls under `tolerance`.
    mutating func add(_ other: SymbolicWeight, times factor: Double, tolerance: Double) {
        if factor == 0 || other.components.isEmpty { return }
        if components.isEmpty {
            components = other.components.compactMap { abs($0.value * factor) > tolerance ? ($0.level, $0.value * factor) : nil }
            return
        }
        var merged: [(level: Double, value: Double)] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0, j = 0
        while i < components.count || j < other.components.count {
            if j == other.components.count || (i < components.count && components[i].level > other.components[j].level) {
                merged.append(components[i]); i += 1
            } else if i == components.count || other.components[j].level > components[i].level {
                let value = factor * other.components[j].value
                if abs(value) > tolerance { merged.append((other.components[j].level, value)) }
                j += 1
            } else {
                let value = components[i].value + factor * other.components[j].value
                if abs(value) > tolerance { merged.append((components[i].level, value)) }
                i += 1; j += 1
            }
        }
        components = merged
    }

    /// Lexicographic `a / x < b / y` for positive `x` and `y` (the dual ratio test).
    static func ratioIsLess(_ a: SymbolicWeight, over x: Double, than b: SymbolicWeight, over y: Double,
                            tolerance: Double) -> Bool {
        var difference = a
        difference.add(b, times: -x / y, tolerance: 0)
        return difference.sign(tolerance: tolerance * x) < 0
    }

    /// Lexicographic `a < b`.
    static func isLess(_ a: SymbolicWeight, than b: SymbolicWeight, tolerance: Double) -> Bool {
        var difference = a
        difference.add(b, times: -1, tolerance: 0)
        return difference.sign(tolerance: tolerance) < 0
    }
}
