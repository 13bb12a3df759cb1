import Testing
import SnapLayoutCassowary
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutLinearSystem

/// Results name stack constraints (contract v1.1, section 7): unsatisfied ones as `generated`,
/// broken ones as strings in `broken` and in the conflict's `broken`, and in `implicit`.
@Suite struct StackResultTests {
    static let document = """
    {"name": "proportional-conflict", "views": [
      {"id": "root"},
      {"id": "s", "parent": "root", "kind": "stack", "distribution": "fillProportionally",
       "customSpacing": {"a": 10}, "arranged": ["a", "b"]},
      {"id": "a", "parent": "s", "intrinsicSize": [100, 10]},
      {"id": "b", "parent": "s", "intrinsicSize": [null, 10]}
    ], "constraints": ["s.left == 0", "s.top == 0", "a.height == 12"]}
    """

    @Test(arguments: ["glpk", "cassowary"])
    func aBrokenStackConstraintIsNamedInTheResult(solver: String) throws {
        let document = try LayoutDocument.read(Self.document, defaultName: "x").get()
        let result = document.solve(with: solver == "glpk" ? GLPKSolver() as any LayoutSolver : CassowarySolver())
        let line = result.jsonLine
        #expect(result.status == .conflict)
        #expect(result.broken == [.generated("s.UISV-fill-proportionally.b")])
        #expect(line.contains(#""conflicts":[{"set":[],"broken":"s.UISV-fill-proportionally.b","implicit":["s.UISV-canvas-connection.leading.a","s.UISV-canvas-connection.trailing.b","s.UISV-spacing.a.b","s.UISV-fill-proportionally.a","s.UISV-fill-proportionally.b"]}],"broken":["s.UISV-fill-proportionally.b"]"#), "\(line)")
        // b's fill alignment makes it 12 high too; its intrinsic height (10) is hugged at 250.
        #expect(line.contains(#"{"generated":"b.hugging.height","priority":250,"error":2}"#), "\(line)")
    }
}
