import Foundation
import Testing
import SnapLayoutCommand

/// `snaplayout compare` and `snaplayout solve --solver cassowary`.
@Suite(.serialized)
struct CompareCommandTests {
    @Test func theExamplesAgreeOneLineEach() throws {
        let (status, output, error) = try CommandRunner.run(["compare", "--jobs", "2", CommandRunner.examples.path])
        #expect(status == 0)
        #expect(error.isEmpty)
        #expect(output == """
            agree    article-card  (4 frames equal, 0 ambiguous in both, 2 tiers, 0 conflicts)
            agree    conflict  (3 frames equal, 0 ambiguous in both, 2 tiers, 2 conflicts)
            agree    contacts-table  (15 frames equal, 0 ambiguous in both, 3 tiers, 0 conflicts)
            agree    feed  (13 frames equal, 0 ambiguous in both, 3 tiers, 0 conflicts)
            agree    login-form  (6 frames equal, 0 ambiguous in both, 2 tiers, 0 conflicts)
            agree    profile-card  (5 frames equal, 0 ambiguous in both, 4 tiers, 0 conflicts)
            agree    proportional  (6 frames equal, 0 ambiguous in both, 0 tiers, 0 conflicts)
            agree    rtl-toolbar  (5 frames equal, 0 ambiguous in both, 3 tiers, 0 conflicts)
            agree    settings-list  (12 frames equal, 0 ambiguous in both, 5 tiers, 0 conflicts)
            agree    settings-stack  (12 frames equal, 0 ambiguous in both, 8 tiers, 0 conflicts)
            agree    spacer-guides  (6 frames equal, 0 ambiguous in both, 2 tiers, 0 conflicts)
            11 documents: 11 agree, 0 disagree, 0 could not be solved

            """)
    }

    @Test func quietShowsOnlyProblemsAndABadDocumentFails() throws {
        let file = try CommandRunner.temporaryFile("""
            {"name":"fine","size":[100,50],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.left == 10","a.width == 20","a.top == 0","a.height == r.height"]}
            {"name":"loose","size":[100,50],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":["a.width == 20"]}
            {"name":"broken","views":[{"id":"r"},{"id":"a","parent":"nobody"}]}
            """)
        let (status, output, _) = try CommandRunner.run(["compare", "--quiet", file.path])
        #expect(status == 1)
        #expect(output == """
            error    broken: view 'a': parent 'nobody' is not a view of the document
            3 documents: 2 agree, 0 disagree, 1 could not be solved

            """)
    }

    @Test func cassowaryGivesTheSameResultsAsGLPKOnTheExamples() throws {
        let glpk = try CommandRunner.run(["solve", "--check-ambiguity", CommandRunner.examples.path])
        let cassowary = try CommandRunner.run(["solve", "--check-ambiguity", "--solver", "cassowary", CommandRunner.examples.path])
        #expect(glpk.0 == 0 && cassowary.0 == 0)
        #expect(cassowary.1 == glpk.1)
        #expect(cassowary.1.split(separator: "\n").count == 11)
    }

    @Test func anUnknownSolverIsAUsageError() throws {
        let (status, _, error) = try CommandRunner.run(["solve", "--solver", "kiwi", CommandRunner.examples.path])
        #expect(status == 2)
        #expect(error.contains("kiwi"))
        #expect(error.contains("glpk") && error.contains("cassowary"))
    }
}
