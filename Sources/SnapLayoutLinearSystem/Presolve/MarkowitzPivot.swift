/// The pivot rule of both eliminations of required equalities: `RequiredEqualityElimination`'s,
/// and `SeparableSolve`'s, which must pick the same pivots for its frames to match bit for bit.
enum MarkowitzPivot {
    /// The place of the term to pivot on among a row's terms (`term(k)` for `k` in `places`, not
    /// empty), and the largest coefficient magnitude among them.
    ///
    /// Of the terms whose coefficient is within 10× of the largest (well conditioned), the
    /// variable in fewest rows (`rowCount`; the first of the fewest): so a shared width is not
    /// substituted into every row of a chain. (The row's storage is read through closures: one
    /// elimination keeps `Array`s, the other `RigidArray`s.)
    @inline(__always)
    static func place(among places: Range<Int>, term: (Int) -> LinearTerm, rowCount: (Int) -> Int)
        -> (place: Int, largest: Double) {
        var largest = 0.0
        for k in places { largest = max(largest, abs(term(k).coefficient)) }
        var place = places.lowerBound, fewest = Int.max
        for k in places where abs(term(k).coefficient) >= 0.1 * largest {
            let count = rowCount(term(k).variable)
            if count < fewest { place = k; fewest = count }
        }
        return (place, largest)
    }
}
