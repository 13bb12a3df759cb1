import Foundation
import SnapLayoutDiagnostics
import SnapLayoutEngine
import SnapLayoutGLPK
import SnapLayoutModel
import Testing

/// Explanations of layouts with stack views (contract v1.1): every place that names a constraint
/// names a stack's in words (`s.UISV-spacing between a and b`), and what determines an arranged
/// view's frame includes the constraints its stack generated.
struct StackExplanationTests {
    /// A fill-aligned row: a and b share a height, so the document's second height is broken and
    /// the conflict names the two alignment rows.
    static let row = """
        {"name": "stack-row", "size": [320, 100],
         "views": [{"id": "root"},
                   {"id": "s", "parent": "root", "kind": "stack", "axis": "horizontal", "spacing": 8, "arranged": ["a", "b"]},
                   {"id": "a", "parent": "s"}, {"id": "b", "parent": "s"}],
         "constraints": ["s.leading == 16", "s.top == 20", "a.width == 100", "b.width == 60",
                         "a.height == 30", "b.height == 40"]}
        """

    /// A column of a, a hidden h and b, 16 from the root's sides.
    static let column = """
        {"name": "stack-column", "size": [320, 240],
         "views": [{"id": "root"},
                   {"id": "s", "parent": "root", "kind": "stack", "axis": "vertical", "spacing": 8, "arranged": ["a", "h", "b"]},
                   {"id": "a", "parent": "s", "intrinsicSize": [null, 30]},
                   {"id": "h", "parent": "s", "hidden": true, "intrinsicSize": [null, 20]},
                   {"id": "b", "parent": "s", "intrinsicSize": [null, 40]}],
         "constraints": ["s.leading == root.leading + 16", "s.trailing == root.trailing - 16", "s.top == root.top + 20"]}
        """

    @Test func aConflictWithAStackNamesItsRowsInWords() throws {
        let explanation = try TestDocuments.diagnose(Self.row).explanation()
        #expect(explanation.text == """
            == stack-row ==
            root size: 320 × 100
            summary: 1 conflict, 0 unsatisfied optional constraints, 0 ambiguous items

            Conflict 1 of 1: these 4 required constraints cannot all hold:
              s.UISV-alignment of b (bottom)
              s.UISV-alignment of b (top)
              #4 "a.height == 30"
              #5 "b.height == 40"   <- broken
            Broken: #5 "b.height == 40"
              Why this one: required constraints take effect in order (generated ones first, then the layout's in order); the other 3 hold together, and this one, last of the set, cannot hold with them, so it was dropped, as UIKit does. Drop any other member instead and the rest can hold.

            Unsatisfied optional constraints: none

            Ambiguous items: none

            """)
        let members = try #require(explanation.conflicts.first?.members)
        #expect(members.map(\.generated) == ["s.UISV-alignment.b.bottom", "s.UISV-alignment.b.top", nil, nil])
    }

    @Test func anArrangedViewsFrameIsExplainedByItsStacksConstraints() throws {
        let explanation = try TestDocuments.diagnose(Self.column).explanation(why: ["b"])
        #expect(explanation.text == """
            == stack-column ==
            root size: 320 × 240
            summary: 0 conflicts, 1 unsatisfied optional constraint, 0 ambiguous items

            Unsatisfied optional constraints (1):
              h.compression.height (priority 750) misses by 20 pt

            Ambiguous items: none

            Why b is where it is:
              b (x 0, y 38, width 288, height 40)
                [height] b.hugging.height (priority 250) is at its limit
                [height] b.compression.height (priority 750) is at its limit
                [y, height] s.UISV-canvas-connection of s.bottom to b holds; ties to s
                [y] s.UISV-spacing between a and b holds; ties to a
                [x, width] s.UISV-alignment of b (trailing) holds; ties to a
                [x] s.UISV-alignment of b (leading) holds; ties to a
              s (x 16, y 20, width 288, height 78), reached from b
                [height] s.UISV-canvas-connection of s.bottom to b holds; ties to b
                [width] s.UISV-canvas-connection of s.trailing to a holds; ties to a
                [x] #0 "s.leading == root.leading + 16" holds; ties to root
                [x, width] #1 "s.trailing == root.trailing - 16" holds; ties to root
                [y] #2 "s.top == root.top + 20" holds; ties to root
              a (x 0, y 0, width 288, height 30), reached from b
                [height] a.hugging.height (priority 250) is at its limit
                [height] a.compression.height (priority 750) is at its limit
                [y] s.UISV-canvas-connection of s.top to a holds; ties to s
                [y, height] s.UISV-spacing between a and b holds; ties to b
                [y, height] s.UISV-spacing-hidden between a and h (priority 50) holds; ties to h
                [x, width] s.UISV-alignment of h (trailing) holds; ties to h
                [x] s.UISV-alignment of h (leading) holds; ties to h
                [x, width] s.UISV-alignment of b (trailing) holds; ties to b
                [x] s.UISV-alignment of b (leading) holds; ties to b
                [x] s.UISV-canvas-connection of s.leading to a holds; ties to s
                [x, width] s.UISV-canvas-connection of s.trailing to a holds; ties to s
              root (x 0, y 0, width 320, height 240), reached from s
                [x] origin.x holds
                [y] origin.y holds
                [width] size.width holds
                [height] size.height holds
              h (x 0, y 34, width 288, height 0), reached from a
                [height] h.compression.height (priority 750) misses by 20 pt
                [height] s.UISV-hiding of h (priority 999.999) holds
                [y] s.UISV-spacing-hidden between a and h (priority 50) holds; ties to a
                [x, width] s.UISV-alignment of h (trailing) holds; ties to a
                [x] s.UISV-alignment of h (leading) holds; ties to a

            """)
    }

    /// A required height on a hidden view beats `UISV-hiding` (999.999): the miss is listed in
    /// words, with the priority that tells it from a required constraint.
    @Test func anUnsatisfiedStackConstraintIsNamedInWords() throws {
        let json = Self.column.replacingOccurrences(of: #""s.top == root.top + 20"]"#,
                                                    with: #""s.top == root.top + 20", "h.height == 20"]"#)
        let explanation = try TestDocuments.diagnose(json).explanation(why: ["h"])
        #expect(explanation.unsatisfied.map(\.constraint.name) == ["s.UISV-hiding of h"])
        #expect(explanation.unsatisfied.map(\.constraint.generated) == ["s.UISV-hiding.h"])
        #expect(explanation.unsatisfied.map(\.miss) == [20])
        #expect(explanation.unsatisfied.allSatisfy { $0.priority < 1000 && $0.priority > 999.99 })
        #expect(explanation.text.contains("    [height] s.UISV-hiding of h (priority 999.999) misses by 20 pt\n"))
    }

    /// In a view tree, an arranged view pinned by its autoresizing mask (generated, so taken
    /// first) breaks the stack's canvas connection, which is named in words.
    @Test func aBrokenStackConstraintIsNamedInWords() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let a = LayoutView(frame: CGRect(x: 10, y: 0, width: 50, height: 40)), b = LayoutView()
        let stack = LayoutStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        root.label = "root"; a.label = "a"; b.label = "b"; stack.label = "s"
        root.addSubview(stack)
        a.translatesAutoresizingMaskIntoConstraints = true
        let explanation = root.explainLayout(solver: GLPKSolver())
        let conflict = try #require(explanation.conflicts.first)
        #expect(conflict.broken.name == "s.UISV-canvas-connection of s.leading to a")
        #expect(conflict.broken.generated == "s.UISV-canvas-connection.leading.a")
        #expect(explanation.text.contains(
            "\nBroken: s.UISV-canvas-connection of s.leading to a\n"))
    }
}
