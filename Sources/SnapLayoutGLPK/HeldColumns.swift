import CSolverShim
import SnapLayoutLinearSystem

/// What a GLPK row set holds, column by column, so that a row whose fate is plain needs no
/// simplex: a row with a column no held row has can always hold (that column satisfies it), and a
/// row whose every column a held row of that column alone fixes holds or fails by arithmetic.
/// The conflict search adds each required row in turn, and each simplex costs GLPK the whole
/// problem: 1 000 views of overlapping cycles, every cycle row refused against the views' fixed
/// tops, took 6.5·10⁹ instructions in those tests.
struct HeldColumns {
    /// By GLPK row number − 1: its columns and coefficients.
    let terms: [[(column: Int32, value: Double)]]
    /// By column − 1: how many held rows have it.
    private var count: [Int]
    /// By column − 1: the held rows of that column alone that fix it.
    private var fixing: [[Int32]]

    /// By column − 1: the rows that have it, held or not.
    let rowsOf: [[Int32]]

    init(terms: [[(column: Int32, value: Double)]], columnCount: Int) {
        self.terms = terms
        var rowsOf = [[Int32]](repeating: [], count: columnCount)
        for (index, row) in terms.enumerated() {
            for term in row { rowsOf[Int(term.column) - 1].append(Int32(index + 1)) }
        }
        self.rowsOf = rowsOf
        count = Array(repeating: 0, count: columnCount)
        fixing = Array(repeating: [], count: columnCount)
    }

    /// Notes row `number` (bounds `bounds`) held or not.
    mutating func set(_ number: Int32, _ bounds: (type: Int32, lower: Double, upper: Double), held: Bool) {
        let row = terms[Int(number) - 1]
        for term in row { count[Int(term.column) - 1] += held ? 1 : -1 }
        guard row.count == 1, bounds.type == GLP_FX else { return }
        let column = Int(row[0].column) - 1
        if held { fixing[column].append(number) } else { fixing[column].removeAll { $0 == number } }
    }

    /// A column of row `number` that no held row has, if any: it alone can satisfy the row.
    func freeColumn(_ number: Int32) -> Int32? {
        terms[Int(number) - 1].first { count[Int($0.column) - 1] == 0 }?.column
    }

    /// Whether row `number` with `bounds` can be held with the rows held, when that is plain
    /// (`nil` when it takes a simplex). `fixed` gives a fixing row's bounds.
    func plainVerdict(_ number: Int32, _ bounds: (type: Int32, lower: Double, upper: Double),
                      fixed: (Int32) -> (type: Int32, lower: Double, upper: Double)) -> Bool? {
        let row = terms[Int(number) - 1]
        if row.contains(where: { count[Int($0.column) - 1] == 0 }) { return true }
        var sum = 0.0, scale = 1.0
        for term in row {
            guard let fixer = fixing[Int(term.column) - 1].first else { return nil }
            let value = fixed(fixer).lower / terms[Int(fixer) - 1][0].value
            sum += term.value * value
            scale = max(scale, abs(term.value * value))
        }
        let violation: Double
        switch bounds.type {
        case GLP_FX: violation = abs(sum - bounds.lower)
        case GLP_LO: violation = bounds.lower - sum
        default: violation = sum - bounds.upper
        }
        if violation <= 0 { return true }
        // Clearly off, beyond any tolerance of GLPK's: refused; anything closer is GLPK's to say.
        return violation > 1e-6 * max(scale, abs(bounds.lower), abs(bounds.upper)) ? false : nil
    }
}
