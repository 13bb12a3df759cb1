import CSolverShim

/// A point where every row a GLPK row set holds does hold, kept in Swift so that it outlives a
/// simplex that found no feasible point (GLPK's own values are then phase one's). A row that holds
/// at it needs no simplex, and the conflict search glues its local solutions to it.
struct HeldPoint {
    /// By column − 1.
    var values: [Double]

    /// Whether the row with `terms` and `bounds` holds at this point (with `moved` at a value of
    /// its own, when given), to 10⁻⁹ of its largest term (well inside GLPK's tolerance, so that
    /// GLPK agrees).
    func holds(_ terms: [(column: Int32, value: Double)], _ bounds: (type: Int32, lower: Double, upper: Double),
               moving moved: (column: Int32, value: Double)? = nil) -> Bool {
        var sum = 0.0, scale = max(1, abs(bounds.lower), abs(bounds.upper))
        for term in terms {
            let value = term.column == moved?.column ? moved!.value : values[Int(term.column) - 1]
            let product = term.value * value
            sum += product
            scale = max(scale, abs(product))
        }
        let tolerance = 1e-9 * scale
        switch bounds.type {
        case GLP_FX: return abs(sum - bounds.lower) <= tolerance
        case GLP_LO: return sum >= bounds.lower - tolerance
        case GLP_UP: return sum <= bounds.upper + tolerance
        default: return true
        }
    }

    /// Moves `column`, which no other held row has, so that the row with `terms` and `bounds`
    /// holds at its bound; the other rows held do not see it.
    mutating func settle(_ column: Int32, _ terms: [(column: Int32, value: Double)],
                         _ bounds: (type: Int32, lower: Double, upper: Double)) {
        values[Int(column) - 1] = value(of: column, settling: terms, bounds)
    }

    /// The value of `column` at which the row with `terms` and `bounds` holds at its bound, the
    /// other columns staying.
    func value(of column: Int32, settling terms: [(column: Int32, value: Double)],
               _ bounds: (type: Int32, lower: Double, upper: Double)) -> Double {
        var others = 0.0, coefficient = 0.0
        for term in terms {
            if term.column == column { coefficient += term.value } else { others += term.value * values[Int(term.column) - 1] }
        }
        let target = bounds.type == GLP_UP ? bounds.upper : bounds.lower
        return (target - others) / coefficient
    }
}
