import BasicContainers
import SnapLayoutModel

extension SeparableSolve {
    /// The smallest coefficient a pivot or a one-variable row may have (`LayoutLimits`' smallest
    /// multiplier): anything smaller is what a cancellation left, and a solver must decide it.
    static let smallestCoefficient = 1e-9

    /// Pivots on every required equality, rows with fewer terms first; `false` when one is left a
    /// constant that does not hold (a conflict), or a row grows past the term limit.
    mutating func eliminateRequiredEqualities() -> Bool {
        let limit = LinearSystem.eliminationTermLimit
        var smallest = 0
        while smallest <= limit {
            guard let row = buckets.pop(smallest) else { smallest += 1; continue }
            // (An entry is stale when its row was pivoted on, or rewritten to another size.)
            guard !rows[row].isUsed, rows[row].count == smallest else { continue }
            rows[row].isUsed = true
            if smallest == 0 {
                // Round-off relative to the row's own constant, as `RequiredEqualityElimination`.
                let tolerance = Tolerance.roundOff * max(1, abs(rows[row].original))
                guard abs(rows[row].constant) <= tolerance else { return false }
                continue
            }
            guard let next = pivot(on: row) else { return false }
            smallest = min(smallest, next)
        }
        return true
    }

    /// Solves `row` for its pivot (`MarkowitzPivot`) and substitutes it into every row not yet
    /// used that holds it; the smallest bucket a rewritten equality went to (`Int.max` when none
    /// did), `nil` when a row grew past the limit or the row has no coefficient to pivot on.
    private mutating func pivot(on row: Int) -> Int? {
        let first = rows[row].start
        let (place, largest) = MarkowitzPivot.place(among: first..<(first + rows[row].count),
                                                    term: { terms[$0] }, rowCount: { occurrenceCount[$0] })
        guard largest >= Self.smallestCoefficient else { return nil }
        let variable = terms[place].variable
        solve(row, for: place)
        pivots.appendDoubling((variable, row))
        occurrenceCount[variable] = 0
        // Walked in place (newest first): substituting pushes onto the other variables' lists only.
        var entry = occurrences.detach(variable), smallest = Int.max
        while entry >= 0 {
            let other = occurrences.value(at: entry)
            entry = occurrences.entry(after: entry)
            guard !rows[other].isUsed else { continue }
            guard let size = substitute(variable, solvedIn: row, into: other) else { return nil }
            if rows[other].isPendingEquality, size >= 0 {
                buckets.push(other, onto: size)
                smallest = min(smallest, size)
            }
        }
        return smallest
    }

    /// Rewrites `row` in place as the expression it solves to for the variable of the term at
    /// `place`: `(−1 / a) × (row − a·variable)`, with the arithmetic of `LinearExpression.solved(for:)`.
    private mutating func solve(_ row: Int, for place: Int) {
        let first = rows[row].start, end = first + rows[row].count
        let factor = -1 / terms[place].coefficient
        var written = first
        for k in first..<end where k != place {
            terms[written] = LinearTerm(variable: terms[k].variable, coefficient: factor * terms[k].coefficient)
            written += 1
        }
        rows[row].count -= 1
        rows[row].constant *= factor
    }

    /// Replaces `variable` in row `other` by the expression row `solved` holds, with the
    /// arithmetic of `LinearExpression.substitute(_:coefficient:by:)`; lists `other` for every
    /// variable it gains. The row's new size; -1 when it does not hold the variable (it left the
    /// row since it was listed); `nil` when the row grew past the term limit.
    private mutating func substitute(_ variable: Int, solvedIn solved: Int, into other: Int) -> Int? {
        let first = rows[other].start, end = first + rows[other].count
        var place = first
        while place < end, terms[place].variable != variable { place += 1 }
        guard place < end else { return -1 }
        let coefficient = terms[place].coefficient
        rows[other].constant += coefficient * rows[solved].constant
        // An optional row's loaded terms are never written over (`SeparableLoader` reads them
        // back to find the rows left unsatisfied): it is rewritten at the end, as a longer row is.
        if rows[solved].count == 0 {
            // The merge keeps every other term as it is: the term dropped, in place for a
            // required row, in a copy at the end for an optional one.
            if rows[other].isRequired {
                for k in place..<(end - 1) { terms[k] = terms[k + 1] }
            } else {
                let copy = terms.count
                for k in first..<end where k != place { terms.appendDoubling(terms[k]) }
                rows[other].start = copy
            }
            rows[other].count -= 1
            return rows[other].count
        }
        let merged = terms.count
        var i = first, j = rows[solved].start
        let otherEnd = j + rows[solved].count
        while i < end || j < otherEnd {
            if i < end, terms[i].variable == variable { i += 1; continue }
            if j == otherEnd || (i < end && terms[i].variable < terms[j].variable) {
                terms.appendDoubling(terms[i]); i += 1
            } else if i == end || terms[j].variable < terms[i].variable {
                terms.appendDoubling(LinearTerm(variable: terms[j].variable, coefficient: coefficient * terms[j].coefficient))
                occurrences.push(other, onto: terms[j].variable)
                occurrenceCount[terms[j].variable] += 1
                j += 1
            } else {
                let c = terms[i].coefficient + coefficient * terms[j].coefficient
                if c != 0 { terms.appendDoubling(LinearTerm(variable: terms[i].variable, coefficient: c)) }
                i += 1; j += 1
            }
        }
        rows[other].start = merged
        rows[other].count = terms.count - merged
        return rows[other].count <= LinearSystem.eliminationTermLimit ? rows[other].count : nil
    }

    /// Computes every pivot from its solved expression, the last first (each refers only to
    /// variables left, and to pivots taken after it).
    /// (Through a buffer: a write to the array checked its uniqueness per pivot.)
    func backSubstitute(into values: inout [Double]) {
        values.withUnsafeMutableBufferPointer { values in
            for index in pivots.indices.reversed() {
                let (variable, row) = pivots[index]
                var sum = rows[row].constant
                for k in rows[row].start..<(rows[row].start + rows[row].count) {
                    sum += terms[k].coefficient * values[terms[k].variable]
                }
                values[variable] = sum
            }
        }
    }
}
