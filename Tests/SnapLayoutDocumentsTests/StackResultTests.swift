import Foundation
import Testing
import SnapLayoutCassowary
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutLinearSystem
@testable import SnapLayoutModel

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

/// A view tree with stacks → its snapshot → a document → read back: the same snapshot, so the
/// same frames (model → document → model).
@Suite struct StackModelRoundTripTests {
    @Test func aTreeWithStacksRoundTripsThroughADocument() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.label = "root"
        let views = (0..<4).map { k -> LayoutView in
            let view = LayoutView()
            view.label = "v\(k)"
            view.explicitIntrinsicContentSize = CGSize(width: 20 + 10 * k, height: 10 + 5 * k)
            return view
        }
        views[2].isHidden = true
        views[3].isMultilineText = true
        let row = LayoutStackView(arrangedSubviews: [views[0], views[1]])
        row.label = "row"
        row.distribution = .equalCentering
        row.alignment = .lastBaseline
        row.spacing = LayoutStackView.spacingUseSystem
        let column = LayoutStackView(arrangedSubviews: [row, views[2], views[3]])
        column.label = "column"
        column.axis = .vertical
        column.isLayoutMarginsRelativeArrangement = true
        column.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        column.setCustomSpacing(12, after: row)
        root.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        column.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10).isActive = true
        column.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true

        var snapshot = root.captureLayout().snapshot
        // Captured ids ("LayoutView:v0") are not document ids.
        for k in snapshot.items.indices { snapshot.items[k].id = "item\(k)" }
        let text = snapshot.documentJSON(name: "tree")
        let read = try LayoutDocument.read(text, defaultName: "tree").get().snapshot
        #expect(read.stacks == snapshot.stacks)
        #expect(read.items.map(\.isHidden) == snapshot.items.map(\.isHidden))
        #expect(read.items.map(\.isMultilineText) == snapshot.items.map(\.isMultilineText))
        let solver = GLPKSolver()
        let frames = { (s: LayoutSnapshot) throws -> [LayoutSnapshot.Rect] in
            let system = try s.linearSystem()
            return system.frames(try solver.solve(system, options: SolveOptions()).values)
        }
        #expect(try frames(read) == frames(snapshot))
    }
}

/// A captured view tree's ids (`root`, `LayoutView:0x…` for a view no one named) are written as
/// document ids, so that the document reads back.
@Suite struct CapturedTreeDocumentTests {
    @Test func aCapturedTreeIsWrittenAsADocumentThatReadsBack() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.label = "root"
        let a = LayoutView(), b = LayoutView()
        a.label = "card"; b.label = "card"   // the same label twice
        root.addSubview(a); root.addSubview(b)
        a.translatesAutoresizingMaskIntoConstraints = false
        a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10).isActive = true
        let snapshot = root.captureLayout().snapshot
        let text = snapshot.documentJSON(name: "tree")
        #expect(text.contains(#""id":"root""#) && text.contains(#""id":"card""#) && text.contains(#""id":"card-2""#))
        let read = try LayoutDocument.read(text, defaultName: "tree").get().snapshot
        #expect(read.items.map(\.parent) == snapshot.items.map(\.parent))
        #expect(read.constraints.count == snapshot.constraints.count)
    }
}
