import Testing
import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutGLPK
import SnapLayoutCassowary
@testable import SnapLayoutDocuments

/// Tables and collections are laid out when a document is measured, not when it is read: with the
/// solver and text system the document is solved with (`--solver`, `--system-font`).
struct ListMeasuringTests {
    /// A 100 × 100 plain table of three fixed 44-point rows.
    static let fixedTable = #"""
        {"views": [{"id": "r"}, {"id": "t", "parent": "r", "kind": "table", "rowHeight": 44,
           "cells": {"a": {"views": [{"id": "x"}], "constraints": ["x.left == content.left", "x.top == content.top", "x.width == content.width", "x.height == content.height"]}}, "rows": [["a", "a", "a"]]}],
         "constraints": ["t.left == 0", "t.top == 0", "t.width == 100", "t.height == 100"]}
        """#

    /// Read alone, the table is data: no cell is a view, the content has no size, no constraint
    /// is added. Measured, its three rows are cells stacked 44 apart (content 100 × 132, all three
    /// in the 100-point window: rows at 0, 44, 88), each with its four frame pins, four
    /// encapsulated ones and the template's four edges.
    @Test func readingLeavesTheListUnlaidOut() throws {
        let document = try LayoutDocument.read(Self.fixedTable, defaultName: "t.json").get()
        #expect(document.lists.count == 1)
        #expect(document.snapshot.items.map(\.id) == ["r", "t", "t.content", "t.frame"])
        #expect(document.snapshot.scrolls.map(\.contentSize) == [nil])
        #expect(document.snapshot.constraints.count == 4)
        let expanded = try document.expandingLists(with: GLPKSolver()).get()
        #expect(expanded.lists.isEmpty)
        #expect(expanded.snapshot.scrolls.map(\.contentSize) == [.init(100, 132)])
        #expect(expanded.snapshot.items.map(\.id) == ["r", "t", "t.content", "t.frame",
                                                      "t.s0r0", "t.s0r0.content", "t.s0r0.x",
                                                      "t.s0r1", "t.s0r1.content", "t.s0r1.x",
                                                      "t.s0r2", "t.s0r2.content", "t.s0r2.x"])
        #expect(expanded.snapshot.items.filter { $0.id.count == 6 }.map(\.frame.y) == [0, 44, 88])
        #expect(expanded.snapshot.constraints.count == 4 + 3 * 12)
        #expect(expanded.constraintTexts.count == expanded.snapshot.constraints.count)
    }

    /// A self-sizing plain table (320 wide, scale 2) whose label is in the system font (17
    /// points) pinned to the content view's margins (11 top and bottom, 16 at the sides), measured
    /// with the system font as `fixed` (a character 17 wide, a line 17 tall), as `--system-font
    /// fixed` does. By hand: the label is 320 - 32 = 288 wide (16 characters a line). "Hi" is one
    /// line: 17 + 22 = 39, and half a point of separator, 39.5. "abcdefghij abcdefghij" (21
    /// characters) wraps after the space: two lines, 34 + 22 + 0.5 = 56.5, from y 39.5.
    /// Labels at (16, 11, 288, 17) and (16, 11, 288, 34) in their content views.
    @Test(arguments: [false, true])
    func theSystemFontGivenSizesSelfSizingRows(cassowary: Bool) throws {
        let json = #"""
            {"size": [320, 480], "views": [{"id": "r"}, {"id": "t", "parent": "r", "kind": "table",
               "cells": {"a": {"views": [{"id": "l", "text": {"string": "", "lines": 0}}],
                               "constraints": ["l.top == content.topMargin", "l.bottom == content.bottomMargin",
                                               "l.leading == content.leadingMargin", "l.trailing == content.trailingMargin"]}},
               "rows": [[{"cell": "a", "text": {"l": "Hi"}}, {"cell": "a", "text": {"l": "abcdefghij abcdefghij"}}]]}],
             "constraints": ["t.left == 0", "t.top == 0", "t.width == 320", "t.height == 480"]}
            """#
        let solver: any LayoutSolver = cassowary ? CassowarySolver() : GLPKSolver()
        let document = try LayoutDocument.read(json, defaultName: "t.json").get()
        let result = document.solve(with: solver, textSystem: TextSystem(systemFamily: "fixed"))
        #expect(result.status == .ok, "\(result.error ?? "")")
        let frames = Dictionary(uniqueKeysWithValues: result.frames.map { ($0.id, $0.frame) })
        #expect(frames["t.s0r0"] == .init(x: 0, y: 0, width: 320, height: 39.5))
        #expect(frames["t.s0r1"] == .init(x: 0, y: 39.5, width: 320, height: 56.5))
        #expect(frames["t.s0r0.l"] == .init(x: 16, y: 11, width: 288, height: 17))
        #expect(frames["t.s0r1.l"] == .init(x: 16, y: 11, width: 288, height: 34))
        #expect(frames["t.content"] == .init(x: 0, y: 0, width: 320, height: 96))
    }
}
