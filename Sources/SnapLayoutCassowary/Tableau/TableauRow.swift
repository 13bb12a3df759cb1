/// One row of the tableau: `basic = constant + Σ coefficient × symbol` over parametric symbols.
struct TableauRow {
    /// The row's value when every parametric symbol is 0.
    var constant: Double
    /// The coefficients by symbol; never holds the row's basic symbol.
    var terms: [Int: Double]

    init(constant: Double, terms: [Int: Double] = [:]) {
        self.constant = constant
        self.terms = terms
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = …`.
    mutating func solve(for symbol: Int) {
        let coefficient = terms.removeValue(forKey: symbol)!
        let scale = -1 / coefficient
        constant *= scale
        for key in terms.keys { terms[key]! *= scale }
    }

    /// Rewrites `basic = constant + … + a·entering + …` as `entering = …` with `basic` parametric.
    mutating func solve(for entering: Int, replacing basic: Int) {
        terms[basic] = -1
        solve(for: entering)
    }

    /// Multiplies the row by −1.
    mutating func negate() {
        constant = -constant
        for key in terms.keys { terms[key]! = -terms[key]! }
    }
}
