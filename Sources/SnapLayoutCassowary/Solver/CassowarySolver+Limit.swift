import SnapLayoutModel
import SnapLayoutLinearSystem

extension CassowarySolver {
    /// The largest presolved system a one-shot solve hands the tableau, counted by
    /// `tableauSize(_:)`; larger ones are refused with a `SolverError` (the GLPK solver takes them).
    ///
    /// The tableau keeps `B⁻¹N` explicitly. Where the presolve leaves many rows over free variables
    /// (a feed's cells, 50 tiers along a chain), its rows fill in and the work grows as the square of
    /// the layout: a feed of 10 000 views took 28 s against GLPK's 0.13 s. Every family of 1 000
    /// views stays below the limit; see docs/cassowary.md. (Stays along a deep chain are rewritten
    /// first, `StayForest`, and count as what is left of them.)
    static let tableauLimit = 4096

    /// What fills the tableau in: the rows that still hold a variable once the required equalities
    /// are eliminated, and the stay terms that hold two variables or more (single-variable stays
    /// and constant rows cost a row each, never fill).
    static func tableauSize(_ system: LinearSystem) -> Int {
        system.rows.lazy.filter { !$0.expression.terms.isEmpty }.count
            + system.stays.lazy.filter { $0.terms.count > 1 }.count
    }

    /// Refuses a presolved system above `tableauLimit`, in one line naming both numbers.
    static func checkSize(_ system: LinearSystem) throws(SolverError) {
        let size = tableauSize(system)
        guard size > tableauLimit else { return }
        throw SolverError.declined("the layout leaves \(size) coupled rows and stay terms after presolve, above the Cassowary solver's limit of \(tableauLimit) (use the glpk solver)")
    }
}
