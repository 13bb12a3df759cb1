/// One term `coefficient × symbol` of a tableau row.
struct TableauTerm: Equatable {
    var symbol: Int
    var coefficient: Double
}

/// One row of the tableau: `basic = constant + Σ coefficient × symbol` over parametric symbols.
///
/// The terms are a vector sorted by symbol, as kiwi's `AssocVector`: rows are short, so a binary
/// search or a merge over contiguous memory costs less than hashing every lookup, and walking a
/// row visits its symbols in ascending order, so nothing depends on hash order.
struct TableauRow {
    /// The row's value when every parametric symbol is 0.
    var constant: Double
    /// The terms, sorted by symbol, one per symbol, none zero; never the row's basic symbol.
    private(set) var terms: [TableauTerm]

    /// An empty row with room for `capacity` terms.
    init(constant: Double, capacity: Int = 0) {
        self.constant = constant
        self.terms = []
        terms.reserveCapacity(capacity)
    }

    /// A row of `terms`, which must be sorted by symbol, one per symbol, none zero.
    init(constant: Double, sortedTerms terms: [TableauTerm]) {
        self.constant = constant
        self.terms = terms
    }

    var isEmpty: Bool { terms.isEmpty }

    /// Where `symbol`'s term is, or where it would go (binary search).
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = terms.count
        while low < high {
            let middle = (low + high) / 2
            let other = terms[middle].symbol
            if other == symbol { return (middle, true) }
            if other < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, `nil` when the row does not hold it.
    func coefficient(of symbol: Int) -> Double? {
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : nil
    }

    func contains(_ symbol: Int) -> Bool { position(of: symbol).found }

    /// Sets `symbol`'s coefficient (nonzero), adding the term if the row does not hold it.
    mutating func set(_ coefficient: Double, for symbol: Int) {
        let (index, found) = position(of: symbol)
        if found {
            terms[index].coefficient = coefficient
        } else {
            terms.insert(TableauTerm(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// `coefficient(symbol) += amount`, dropping the term when it falls to `tolerance` or below.
    mutating func add(_ amount: Double, to symbol: Int, tolerance: Double) {
        let (index, found) = position(of: symbol)
        let value = (found ? terms[index].coefficient : 0) + amount
        if abs(value) > tolerance {
            if found { terms[index].coefficient = value } else { terms.insert(TableauTerm(symbol: symbol, coefficient: value), at: index) }
        } else if found {
            terms.remove(at: index)
        }
    }

    /// Removes `symbol`'s term and returns its coefficient, `nil` when the row does not hold it.
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double? {
        let (index, found) = position(of: symbol)
        return found ? terms.remove(at: index).coefficient : nil
    }

    /// Rewrites `0 = constant + … + a·symbol + …` as `symbol = …`.
    mutating func solve(for symbol: Int) {
        let coefficient = remove(symbol)!
        let scale = -1 / coefficient
        constant *= scale
        for index in terms.indices { terms[index].coefficient *= scale }
    }

    /// Rewrites `basic = constant + … + a·entering + …` as `entering = …` with `basic` parametric.
    mutating func solve(for entering: Int, replacing basic: Int) {
        set(-1, for: basic)
        solve(for: entering)
    }

    /// Multiplies the row by −1.
    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// How many times longer than the added row a row must be to take its terms one by one (a
    /// binary search each) rather than by a merge, which walks the whole of both.
    static let mergeRatio = 8

    /// `add(_:times:…)` one term at a time, for a long row and a short `other`: in a dense tableau
    /// (rows thousands of terms long) merging every row that holds the entering symbol cost far
    /// more than the few terms that change.
    private mutating func addInPlace(_ other: TableauRow, times factor: Double, tolerance: Double,
                                     added: (Int) -> Void, removed: (Int) -> Void) {
        for term in other.terms {
            let (index, found) = position(of: term.symbol)
            let value = (found ? terms[index].coefficient : 0) + factor * term.coefficient
            if abs(value) > tolerance {
                if found {
                    terms[index].coefficient = value
                } else {
                    terms.insert(TableauTerm(symbol: term.symbol, coefficient: value), at: index)
                    added(term.symbol)
                }
            } else if found {
                terms.remove(at: index)
                removed(term.symbol)
            }
        }
    }

    /// `self += factor × other`, dropping a term whose coefficient falls to `tolerance` or below.
    /// Tells `added` each symbol the row did not hold and now does, `removed` each one it held and
    /// no longer does (the tableau keeps its columns in step). The merge is written into `scratch`,
    /// whose buffer the row then takes, leaving its old one in `scratch` for the next merge: no
    /// allocation once the buffers are large enough.
    mutating func add(_ other: TableauRow, times factor: Double, tolerance: Double, scratch: inout [TableauTerm],
                      added: (Int) -> Void, removed: (Int) -> Void) {
        constant += factor * other.constant
        if other.terms.isEmpty { return }
        if other.terms.count * TableauRow.mergeRatio < terms.count {
            addInPlace(other, times: factor, tolerance: tolerance, added: added, removed: removed)
            return
        }
        scratch.removeAll(keepingCapacity: true)
        // Never less room than the row had: a row built with room for its slack and errors keeps it.
        scratch.reserveCapacity(Swift.max(terms.capacity, terms.count + other.terms.count))
        var i = 0, j = 0
        while i < terms.count || j < other.terms.count {
            if j == other.terms.count || (i < terms.count && terms[i].symbol < other.terms[j].symbol) {
                scratch.append(terms[i]); i += 1
                continue
            }
            let symbol = other.terms[j].symbol
            let held = i < terms.count && terms[i].symbol == symbol
            let value = (held ? terms[i].coefficient : 0) + factor * other.terms[j].coefficient
            if abs(value) > tolerance {
                scratch.append(TableauTerm(symbol: symbol, coefficient: value))
                if !held { added(symbol) }
            } else if held {
                removed(symbol)
            }
            if held { i += 1 }
            j += 1
        }
        swap(&terms, &scratch)
    }
}
