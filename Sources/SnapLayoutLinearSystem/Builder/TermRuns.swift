/// Runs of terms in one array, the builder's scratch for a row: each anchor appends its terms,
/// and the row merges them once, with the arithmetic of `LinearExpression.add(_:times:)`, into
/// the row's own array, instead of adding expressions (an array each) step by step.
enum TermRuns {
    /// Sorts `terms[start...]` by variable: an anchor's handful of distinct variables.
    static func sort(_ terms: inout [LinearTerm], from start: Int) {
        guard terms.count - start > 1 else { return }
        // A term already after its predecessor stays put (no write).
        for i in (start + 1)..<terms.count where terms[i - 1].variable > terms[i].variable {
            let term = terms[i]
            var j = i
            while j > start, terms[j - 1].variable > term.variable {
                terms[j] = terms[j - 1]
                j -= 1
            }
            terms[j] = term
        }
    }

    /// Adds `1 × variable` to the sorted run `terms[start...]` (which holds no zero), as merging
    /// it into an expression would: its coefficient summed where it is already, dropped at zero.
    static func addUnit(_ variable: Int, to terms: inout [LinearTerm], from start: Int) {
        var i = start
        while i < terms.count, terms[i].variable < variable { i += 1 }
        if i < terms.count, terms[i].variable == variable {
            let c = 1 + terms[i].coefficient
            if c != 0 { terms[i].coefficient = c } else { terms.remove(at: i) }
        } else {
            terms.insert(LinearTerm(variable: variable, coefficient: 1), at: i)
        }
    }

    /// Writes the sorted run `terms[start..<split]` plus `factor` × the sorted run `terms[split...]`
    /// to `merged` (room for both), merged term by term exactly as `LinearExpression.add(_:times:)`
    /// merges; returns how many terms it wrote.
    static func merge(_ terms: UnsafeBufferPointer<LinearTerm>, _ start: Int, _ split: Int, times factor: Double,
                      into merged: UnsafeMutableBufferPointer<LinearTerm>) -> Int {
        var count = 0
        var i = start, j = split
        let end = terms.count
        while i < split || j < end {
            if j == end || (i < split && terms[i].variable < terms[j].variable) {
                merged.initializeElement(at: count, to: terms[i]); count += 1; i += 1
            } else if i == split || terms[j].variable < terms[i].variable {
                merged.initializeElement(at: count, to: LinearTerm(variable: terms[j].variable, coefficient: factor * terms[j].coefficient))
                count += 1; j += 1
            } else {
                let c = terms[i].coefficient + factor * terms[j].coefficient
                if c != 0 { merged.initializeElement(at: count, to: LinearTerm(variable: terms[i].variable, coefficient: c)); count += 1 }
                i += 1; j += 1
            }
        }
        return count
    }
}
