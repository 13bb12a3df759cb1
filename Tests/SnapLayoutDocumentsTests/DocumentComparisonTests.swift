import Testing
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// `LayoutDocument.compare`: what counts as a disagreement, against deliberately wrong solvers.
struct DocumentComparisonTests {
    /// GLPK's answer with one variable moved, or a failure: a solver that is wrong on purpose.
    struct WrongSolver: LayoutSolver {
        var shift: Double = 0
        var fails = false
        var name: String { "wrong" }
        func solve(_ system: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
            if fails { throw SolverError("refused") }
            var solution = try GLPKSolver().solve(system, options: options)
            solution.values[4] += shift   // item 1's x
            return solution
        }
    }

    static let document = try! LayoutDocument.read("""
        {"name":"pair","size":[100,50],"views":[{"id":"r"},{"id":"a","parent":"r"},{"id":"b","parent":"r"}],
         "constraints":["a.left == 10","a.width == 20","a.top == 0","a.height == 10","b.width == 5"]}
        """, defaultName: "x").get()

    @Test func agreementCountsComparedAndAmbiguousFrames() {
        let comparison = Self.document.compare(GLPKSolver(), with: GLPKSolver())
        #expect(comparison.verdict == .agree)
        #expect(comparison.line == "agree    pair  (2 frames equal, 1 ambiguous in both, 0 tiers, 0 conflicts)")
    }

    @Test func aMovedFrameIsADisagreement() {
        let comparison = Self.document.compare(GLPKSolver(), with: WrongSolver(shift: 0.001))
        #expect(comparison.verdict == .disagree)
        #expect(comparison.details == ["glpk vs wrong: a frame [10.0, 0.0, 20.0, 10.0] vs [10.001, 0.0, 20.0, 10.0]"])
    }

    @Test func aDifferenceWithinTheToleranceIsNot() {
        #expect(Self.document.compare(GLPKSolver(), with: WrongSolver(shift: 1e-8)).verdict == .agree)
    }

    @Test func oneSolverFailingIsADisagreementAndBothAnError() {
        let one = Self.document.compare(GLPKSolver(), with: WrongSolver(fails: true))
        #expect(one.line == "DISAGREE pair: only wrong failed: refused")
        let both = Self.document.compare(WrongSolver(fails: true), with: WrongSolver(fails: true))
        #expect(both.verdict == .error)
        #expect(both.details == ["wrong failed: refused", "wrong failed: refused"])
    }
}
