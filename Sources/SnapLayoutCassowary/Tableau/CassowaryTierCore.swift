import SnapLayoutModel
import SnapLayoutLinearSystem

/// A tier stage's reduced core (`TierStage`) solved on a tableau of its own: the Cassowary
/// counterpart of GLPK's core, so that `TierPresolve` decides a large block's tiers for this
/// solver too, without one tableau holding the whole block.
///
/// The core is one LP: its required rows, and its tier rows as optional rows of one level, whose
/// error sum is minimised. Its optimal face is read off the optimal tableau exactly as GLPK's is
/// off its basis: a symbol is held at zero when it is parametric with a positive weight.
struct CassowaryTierCore: TierCoreSolver {
    /// The level of the core's tier rows (any optional level: the core has one).
    private static let tierLevel: Double = 1

    func solveCore(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> PathTierStage.Outcome? {
        // Stage variables numbered locally, so that the tableau holds only the core's.
        var local: [Int: Int] = [:]
        var handles: [CassowaryConstraint] = []
        var rows: [(LinearExpression, LayoutRelation, Double)] = []
        for id in core {
            let row = stageRows[id]
            var terms: [LinearTerm] = []
            for term in row.terms {
                let index = local[term.variable] ?? local.count
                local[term.variable] = index
                terms.append(LinearTerm(variable: index, coefficient: term.coefficient))
            }
            rows.append((LinearExpression(terms: terms, constant: row.constant), row.isEquality ? .equal : .greaterThanOrEqual,
                         row.isTier ? CassowaryTierCore.tierLevel : LinearSystem.requiredPriority))
        }
        let simplex = CassowarySimplex(variableCount: local.count, tracksRequiredEqualities: false)
        do {
            for (expression, relation, priority) in rows {
                handles.append(try simplex.insertForBuild(expression, relation, priority: priority))
            }
            try simplex.optimize()
        } catch {
            if case .unsatisfiableConstraint = error { return nil }
            throw CassowarySolver.solverError(error)
        }
        var tierRelations: [(Int, LayoutRelation?)] = []
        var activeRequired: [Int] = []
        for (k, id) in core.enumerated() {
            let row = stageRows[id]
            let held = simplex.heldSymbols(of: handles[k])
            guard row.isTier else {
                if held.slack { activeRequired.append(id) }
                continue
            }
            // An equality's errors are (e⁺, e⁻) with its expression e⁺ − e⁻: e⁻ raises it from
            // below zero, e⁺ lowers it from above. An inequality's one error raises it.
            let canRaise = !(row.isEquality ? held.errors[1] : held.errors[0])
            let canLower = row.isEquality ? !held.errors[0] : false
            tierRelations.append((id, row.faceRelation(canRaise: canRaise, canLower: canLower, isActive: held.slack)))
        }
        return (tierRelations, activeRequired)
    }

    /// Whether the core's rows, all required, can hold: each added to a tableau that refuses a
    /// row that cannot.
    func canHold(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> Bool? {
        var local: [Int: Int] = [:]
        var rows: [(LinearExpression, LayoutRelation)] = []
        for id in core {
            let row = stageRows[id]
            var terms: [LinearTerm] = []
            for term in row.terms {
                let index = local[term.variable] ?? local.count
                local[term.variable] = index
                terms.append(LinearTerm(variable: index, coefficient: term.coefficient))
            }
            rows.append((LinearExpression(terms: terms, constant: row.constant), row.isEquality ? .equal : .greaterThanOrEqual))
        }
        let simplex = CassowarySimplex(variableCount: local.count, tracksRequiredEqualities: false)
        do {
            for (expression, relation) in rows where try simplex.insertIfHolds(expression, relation) == nil { return false }
        } catch {
            throw CassowarySolver.solverError(error)
        }
        return true
    }
}
