import SnapLayoutModel
import SnapLayoutLinearSystem

/// Refuses numbers GLPK cannot take before any of them reaches it.
///
/// GLPK checks few of its inputs: an infinite or NaN coefficient either trips `glp_error` (which
/// would abort the process) or silently poisons the simplex. Checking up front also lets the error
/// name the row, stay or probe in the system's own terms rather than GLPK's row numbers.
enum GLPKInputCheck {
    /// Throws for the first row, stay term or (when ranges are asked for) probe with a number that
    /// is not finite.
    static func validate(_ system: LinearSystem, checksAmbiguity: Bool) throws(SolverError) {
        for row in system.rows where !isFinite(row.expression) {
            throw SolverError("a row of \(row.source) has a number that is not finite")
        }
        for (index, stay) in system.stays.enumerated() where !isFinite(stay) {
            throw SolverError("stay term \(index) has a number that is not finite")
        }
        // Probes only reach GLPK as objectives of the ranging LPs.
        guard checksAmbiguity else { return }
        for probe in system.probes where !probe.components.allSatisfy(isFinite) {
            throw SolverError("the frame of item \(probe.item) has a number that is not finite")
        }
    }

    private static func isFinite(_ expression: LinearExpression) -> Bool {
        expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
    }
}
