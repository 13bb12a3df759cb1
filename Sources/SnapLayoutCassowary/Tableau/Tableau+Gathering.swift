import SnapLayoutLinearSystem

extension Tableau {
    /// From this many terms on, `substituted(_:constant:)` gathers every term first and sorts
    /// them once, instead of merging each basic row into the growing row.
    ///
    /// Merged one by one, a row of n terms over basic symbols costs n merges into a row as long as
    /// the part built so far: n² (a stay that closes a path through a deep chain of 100 000 views
    /// holds the whole path: 63 % of its solve was moving that row's terms).
    static let gatheringMinimumTerms = 32

    /// `Σ coefficient × symbol + constant` with every basic symbol replaced by its row, in
    /// n log n: the same sums as the one-by-one merge, in the same order, so the same row to the
    /// bit. Each symbol's amounts are added in the order the merges would add them, and a
    /// coefficient that falls to round-off is dropped where a merge would drop it (a later amount
    /// then starts again from zero).
    func gathered(_ terms: [(symbol: Int, coefficient: Double)], constant: Double, capacity: Int) -> TableauRow {
        var constant = constant
        var amounts: [TableauTerm] = []
        amounts.reserveCapacity(capacity)
        for (symbol, coefficient) in terms where coefficient != 0 {
            if let basic = rows[symbol] {
                constant += coefficient * basic.constant
                for term in basic.terms {
                    amounts.append(TableauTerm(symbol: term.symbol, coefficient: coefficient * term.coefficient))
                }
            } else {
                amounts.append(TableauTerm(symbol: symbol, coefficient: coefficient))
            }
        }
        // By symbol, then in the order added.
        let order = amounts.indices.sorted { (amounts[$0].symbol, $0) < (amounts[$1].symbol, $1) }
        var merged: [TableauTerm] = []
        merged.reserveCapacity(capacity)
        var k = 0
        while k < order.count {
            let symbol = amounts[order[k]].symbol
            var value: Double?
            while k < order.count, amounts[order[k]].symbol == symbol {
                let sum = (value ?? 0) + amounts[order[k]].coefficient
                value = abs(sum) > Tolerance.roundOff ? sum : nil
                k += 1
            }
            if let value { merged.append(TableauTerm(symbol: symbol, coefficient: value)) }
        }
        return TableauRow(constant: constant, sortedTerms: merged)
    }
}
