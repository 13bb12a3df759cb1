/// The numeric tolerances of the solvers and of what they report, in one place, each named for
/// what it decides. Most are relative: a test reads `|x| <= tolerance · max(1, |the numbers x
/// came from|)`; the doc comment of each says where it is absolute.
///
/// Layout numbers are points, rarely above 1e5; doubles carry about 16 digits, so a solve's own
/// round-off is about 1e-13 there. The tolerances sit between that round-off and the contract's
/// 1e-6, from the finest up: cancellation dust (1e-12), round-off (1e-9), GLPK's own feasibility
/// and dual tolerances (1e-7), and what is reported (1e-6).
///
/// Not here, on purpose: the limits on a document's numbers (`LayoutLimits`: multipliers and
/// coefficients from 1e-9 to 1e9, which keep every row within what these tolerances can decide),
/// the spread from which a system is ill-conditioned (`LinearSystem.illConditionedSpread`), and the
/// precision numbers are printed with (`NumberFormat`: 9 decimals, the shortest text within 1e-9).
/// Those are limits and formats, not tolerances of a solve.
///
/// Inlinable, so that the tableau's inner loops in another module read them as constants, and
/// usable from inline code, since `ValueRange.isFixed(tolerance:)` defaults to `reporting`.
@usableFromInline package enum Tolerance {
    /// The contract's (section 5): an optional row whose error is above this is reported
    /// unsatisfied; a frame component whose range over the optimal face is wider than this
    /// (relative) is not fixed, and its item is reported ambiguous. Also what the explanations call
    /// a tight row. Errors at or below it are far beyond anything a user can see (a millionth of a
    /// point) and far above a solve's round-off.
    @inlinable package static var reporting: Double { 1e-6 }

    /// Two results agree (relative): tier minima and determined frames of two solvers
    /// (`snaplayout compare`, the differential tests), and a value already at the end of its range
    /// when the ambiguity is exercised. The contract's 1e-6, as `reporting`: two correct solvers
    /// may differ by their round-off, never by anything reported.
    @inlinable package static var agreement: Double { 1e-6 }

    /// A required row may miss by this much (relative): GLPK's primal feasibility tolerance
    /// (`tol_bnd`, 1e-7), which the closed-form stand-ins for its LPs (one-variable blocks, the
    /// tier presolve and its stages, path stay blocks) use too, so that they decide as it would.
    @inlinable package static var feasibility: Double { 1e-7 }

    /// A dual or reduced cost of magnitude above this is nonzero (a row held active, a column held
    /// at its bound), absolute: GLPK's dual feasibility tolerance (`tol_dj`, 1e-7), which the path
    /// stages use too. Coefficients are ±1 errors times multipliers, so real nonzeros are far larger.
    @inlinable package static var dual: Double { 1e-7 }

    /// Two values of an error sum closer than this (relative) are the same minimum; an interval
    /// of minimisers this narrow is one point. Finer than `feasibility`: a tier's minimum is a sum
    /// of errors already within it.
    @inlinable package static var optimality: Double { 1e-9 }

    /// A number this small is round-off: a row left without variables holds when its constant
    /// is within this of zero (relative, the elimination and GLPK's feasibility of constant rows);
    /// the Cassowary tableau drops coefficients and reads constants at or below it as zero
    /// (absolute); at GLPK's point, an error column at or below it is at zero and a tier row that
    /// misses by at most it holds (absolute); in the path stages a row is active, and the rows'
    /// shares add up, within it (relative). Four orders of magnitude above a solve's round-off,
    /// three below what is reported.
    @inlinable package static var roundOff: Double { 1e-9 }

    /// A coefficient this small relative to its row's largest is dust left where a difference
    /// cancels (a substitution, a combination of two rows), and two scales this close (relative)
    /// are equal: about the last four of a double's sixteen digits.
    @inlinable package static var cancellation: Double { 1e-12 }
}
