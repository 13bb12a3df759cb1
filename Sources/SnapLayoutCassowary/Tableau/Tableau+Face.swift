import SnapLayoutModel
import SnapLayoutLinearSystem

extension Tableau {
    /// Whether the current point is the only point of the objective's optimal face, exactly, as
    /// GLPK's block solver decides it (`GLPKBlockSolver.isOnlyPointOfFace`).
    ///
    /// The face's points follow from the parametric symbols that cost nothing to move (a symbol
    /// with a positive weight stays 0 on the face). Each restricted one can only move up, so
    /// another point exists iff pushing all of them up together can get anywhere: one probe over
    /// the face. A free symbol (an external) that costs nothing is taken to move. Reading weights
    /// alone is not enough on a degenerate point, common in layouts (a hundred rows through the
    /// same width): a symbol that costs nothing may still be held at 0 by a row whose slack is 0.
    ///
    /// The probe may leave the tableau at another vertex of the face: read values first.
    mutating func isOnlyPointOfOptimalFace() throws(SolverError) -> Bool {
        var push = TableauRow(constant: 0)
        for symbol in 0..<symbolCount where rows[symbol] == nil && kinds[symbol] != .dummy && !columns[symbol].isEmpty {
            guard objective.sign(of: symbol, tolerance: Tolerance.roundOff) == 0 else { continue }
            guard kinds[symbol].isRestricted else { return false }
            push.set(-1, for: symbol)
        }
        if push.terms.isEmpty { return true }
        guard let minimum = try minimize(push, phase: .probe) else { return false }
        return minimum >= -Tolerance.optimality
    }
}
