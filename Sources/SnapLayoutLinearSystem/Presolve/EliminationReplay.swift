import SnapLayoutModel

/// How the constants of an `EliminatedSystem` follow from the original system's: the
/// elimination's arithmetic on constants, without its pivoting.
///
/// Which row eliminates which variable, and what every row's terms become, depend on the terms
/// alone. A session that moves a constant (a root resized, an intrinsic size changed) solves a
/// system with the same terms again: replaying these steps gives the same eliminated system,
/// operation for operation, for a fraction of the cost of eliminating anew.
package struct EliminationReplay: Sendable {
    /// One operation of the elimination on constants, in the order it ran.
    package enum Step: Sendable {
        /// A row left without terms must have a zero constant (as the elimination checked).
        case check(row: Int)
        /// `variable`'s substitution takes `factor` times the row's current constant.
        case solve(row: Int, variable: Int, factor: Double)
        /// The row's current constant gains `coefficient` times `variable`'s substitution's.
        case update(row: Int, variable: Int, coefficient: Double)
    }

    var steps: [Step]
    /// Each kept substitution, in the order it was resolved, with the terms it had before.
    var resolutions: [(variable: Int, terms: [LinearTerm])]
    /// By variable: whether it is eliminated (has a kept substitution).
    var isResolved: [Bool]
    /// The size of the system eliminated: a replay on another shape is a caller's mistake.
    var rowCount: Int
    var stayCount: Int
}

extension EliminatedSystem {
    /// This elimination for `system`, which has the same rows, terms, stays and probes as the one
    /// eliminated and recorded here, and possibly other constants. `nil` when the eliminated rows
    /// cannot hold together with those constants (as `eliminatingRequiredEqualities` would say).
    package func replaying(_ system: LinearSystem) -> EliminatedSystem? {
        guard let replay else { preconditionFailure("no replay recorded") }
        precondition(system.rows.count == replay.rowCount && system.stays.count == replay.stayCount
                     && system.variableCount == replay.isResolved.count, "a replay on a system of another shape")
        let tolerance = Tolerance.roundOff
        var current = system.rows.map(\.expression.constant)
        var solved = [Double](filled: 0, count: system.variableCount)
        for step in replay.steps {
            switch step {
            case let .check(row):
                if abs(current[row]) > tolerance * max(1, abs(system.rows[row].expression.constant)) { return nil }
            case let .solve(row, variable, factor):
                solved[variable] = factor * current[row]
            case let .update(row, variable, coefficient):
                current[row] += coefficient * solved[variable]
            }
        }
        // The same sums in the same order as `substitute`, so that the result is the one a new
        // elimination gives, bit for bit.
        var resolved = [Double](filled: 0, count: system.variableCount)
        for (variable, terms) in replay.resolutions {
            var constant = solved[variable]
            for term in terms where replay.isResolved[term.variable] {
                constant += term.coefficient * resolved[term.variable]
            }
            resolved[variable] = constant
        }
        func substituted(_ expression: LinearExpression) -> Double {
            var constant = expression.constant
            for term in expression.terms where replay.isResolved[term.variable] {
                constant += term.coefficient * resolved[term.variable]
            }
            return constant
        }
        var result = self
        for (index, original) in originalRows.enumerated() {
            result.system.rows[index].expression.constant = substituted(system.rows[original].expression)
        }
        for index in system.stays.indices {
            result.system.stays[index].constant = substituted(system.stays[index])
        }
        for (index, probe) in system.probes.enumerated() {
            for k in probe.components.indices {
                result.system.probes[index].components[k].constant = substituted(probe.components[k])
            }
        }
        for index in result.substitutions.indices {
            result.substitutions[index].expression.constant = resolved[result.substitutions[index].variable]
        }
        return result
    }
}
