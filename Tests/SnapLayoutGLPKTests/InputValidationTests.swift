import Testing
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// Numbers that GLPK cannot take are refused with an error before they reach it.
struct InputValidationTests {
    typealias L = TestLayouts

    @Test(arguments: [true, false])
    func anInfiniteConstantInARowIsAnError(optimized: Bool) {
        let system = L.system(variables: 2, rows: [
            L.row([(0, 1)], -1, source: .constraint(0)),
            L.row([(0, 1), (1, 1)], .infinity, .lessThanOrEqual, priority: 250, source: .constraint(1)),
        ])
        #expect(throws: SolverError("a row of constraint 1 has a number that is not finite")) {
            _ = try GLPKSolver().solve(system, options: SolveOptions(isOptimized: optimized))
        }
    }

    @Test(arguments: [true, false])
    func aNaNInAStayIsAnError(optimized: Bool) {
        var system = L.system(variables: 2, rows: [L.row([(0, 1), (1, -1)], 0, source: .constraint(0))])
        system.stays[1] = LinearExpression(terms: [LinearTerm(variable: 1, coefficient: 1)], constant: .nan)
        #expect(throws: SolverError.self) {
            _ = try GLPKSolver().solve(system, options: SolveOptions(isOptimized: optimized))
        }
    }

    @Test func aNonFiniteProbeIsAnErrorWhenRanging() {
        var system = L.system(variables: 1, rows: [L.row([(0, 1)], -4, source: .constraint(0))])
        system.probes = [FrameProbe(item: 0, components: [
            LinearExpression(terms: [LinearTerm(variable: 0, coefficient: .infinity)], constant: 0),
            LinearExpression(), LinearExpression(), LinearExpression(),
        ])]
        #expect(throws: SolverError.self) {
            _ = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
        }
    }

    @Test func hugeButFiniteNumbersDoNotCrash() throws {
        // GLPK may or may not solve this well; it must answer or throw, never abort.
        let system = L.system(variables: 2, rows: [
            L.row([(0, 1e300), (1, -1e-300)], 1e300, source: .constraint(0)),
            L.row([(1, 1)], -1e308, .greaterThanOrEqual, priority: 500, source: .constraint(1)),
        ])
        do {
            let solution = try GLPKSolver().solve(system, options: SolveOptions(checksAmbiguity: true))
            #expect(solution.values.count == 2)
        } catch {
            #expect(!error.message.isEmpty)
        }
    }
}
