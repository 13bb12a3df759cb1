import CSolverShim
import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// The solver's tier minima against an independent formulation: one fresh LP per tier over the
/// whole system (no presolve, blocks, warm starts or face fixing), holding each higher tier with a
/// slack row `Σ errors ≤ minimum + 1e-9`. With a dozen tiers that slack is harmless, so the two
/// must agree; it is the face fixing and the optimisations that are under test.
struct LexicographicOracleTests {
    /// The minimum of each tier, highest first, for the system without `broken`.
    func oracleMinima(_ system: LinearSystem, broken: Set<Int>) throws -> [Double] {
        var columns: [(type: Int32, lower: Double, upper: Double)] = Array(repeating: (GLP_FR, 0, 0), count: system.variableCount)
        var rows: [(type: Int32, lower: Double, upper: Double)] = []
        var entries: [(row: Int32, column: Int32, value: Double)] = []
        var errorColumns: [Double: [Int32]] = [:]
        for (index, row) in system.rows.enumerated() where !broken.contains(index) {
            let number = Int32(rows.count + 1)
            for term in row.expression.terms { entries.append((number, Int32(term.variable + 1), term.coefficient)) }
            let bound = -row.expression.constant
            switch row.relation {
            case .equal: rows.append((GLP_FX, bound, bound))
            case .lessThanOrEqual: rows.append((GLP_UP, 0, bound))
            case .greaterThanOrEqual: rows.append((GLP_LO, bound, 0))
            }
            guard !row.isRequired else { continue }
            let signs: [Double] = row.relation == .equal ? [-1, 1] : row.relation == .lessThanOrEqual ? [-1] : [1]
            for sign in signs {
                columns.append((GLP_LO, 0, 0))
                entries.append((number, Int32(columns.count), sign))
                errorColumns[row.priority, default: []].append(Int32(columns.count))
            }
        }
        var minima: [Double] = []
        var held: [(columns: [Int32], minimum: Double)] = []
        for tier in system.tiers {
            var tierRows = rows, tierEntries = entries
            for (heldColumns, minimum) in held {
                tierRows.append((GLP_UP, 0, minimum + 1e-9))
                for c in heldColumns { tierEntries.append((Int32(tierRows.count), c, 1)) }
            }
            let problem = GLPKProblem()
            try problem.load(columns: columns, rows: tierRows, entries: tierEntries)
            let p = try problem.problem()
            for c in errorColumns[tier] ?? [] { glp_set_obj_coef(p, c, 1) }
            let status = try problem.simplex()
            guard status == GLP_OPT else { throw SolverError("oracle: status \(status) at tier \(tier)") }
            let minimum = glp_get_obj_val(p)
            minima.append(minimum)
            held.append((errorColumns[tier] ?? [], minimum))
        }
        return minima
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...400, quick: 24))
    func tierMinimaMatchAnIndependentLexicographicSolve(seed: UInt64) throws {
        let system = try RandomLayouts.snapshot(seed: seed).linearSystem()
        let solution = try GLPKSolver().solve(system, options: SolveOptions())
        let expected = try oracleMinima(system, broken: Set(solution.brokenRows))
        #expect(solution.tierMinima.map(\.priority) == system.tiers, "seed \(seed)")
        for (tier, minimum) in zip(solution.tierMinima, expected) {
            #expect(abs(tier.minimum - minimum) <= 1e-6 * max(1, abs(minimum)), "seed \(seed): tier \(tier.priority): \(tier.minimum) vs \(minimum)")
        }
        for (index, row) in system.rows.enumerated() where row.isRequired && !solution.brokenRows.contains(index) {
            #expect(row.error(solution.values) <= 1e-6 * max(1, abs(row.expression.constant)), "seed \(seed): row \(index)")
        }
    }
}
