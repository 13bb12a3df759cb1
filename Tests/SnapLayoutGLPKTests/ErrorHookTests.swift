import CSolverShim
import Testing
@testable import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// GLPK reports misuse through glp_error, which aborts the process once its hook returns; the
/// shim's guard jumps back instead. These calls make GLPK fail on purpose.
struct ErrorHookTests {
    @Test func aGLPKErrorBecomesASolverErrorInsteadOfAnAbort() throws {
        let problem = GLPKProblem()
        // Row 5 of a problem with one row: glp_load_matrix calls glp_error.
        #expect(throws: SolverError("GLPK rejected the constraint matrix")) {
            try problem.load(columns: [(GLP_FR, 0, 0)], rows: [(GLP_FX, 1, 1)],
                             entries: [(row: 5, column: 1, value: 1)])
        }
        // The environment (and with it the problem) is gone; the object knows, and nothing is freed twice.
        #expect(throws: SolverError("GLPK failed earlier in this solve; its problem object is gone")) {
            _ = try problem.problem()
        }
    }

    @Test func solvingWorksAgainOnTheSameThreadAfterAFailure() throws {
        _ = try? GLPKProblem().load(columns: [], rows: [], entries: [(row: 1, column: 1, value: 1)])
        let snapshot = LayoutSnapshot(items: [.init(id: "root", parent: nil)], constraints: [], rootWidth: 10, rootHeight: 20)
        let system = try snapshot.linearSystem()
        let solution = try GLPKSolver().solve(system, options: SolveOptions())
        #expect(system.frames(solution.values)[0] == LayoutSnapshot.Rect(x: 0, y: 0, width: 10, height: 20))
    }
}
