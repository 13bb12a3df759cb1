@testable import SnapLayoutDiagnostics
import Testing

/// Tables and collections of documents in pictures: as scroll views, their content area and
/// visible window are drawn (dashed guides `ID.content`, `ID.frame`), their inset as a band, with
/// a note; only the cells in the window are there to draw.
struct ListRenderTests {
    /// Ten rows of 50 in a 320 × 200 table scrolled to 80, an inset of 10 above and below: the
    /// window 80–280 shows rows 1 (50–100) to 5 (250–300); the content is 320 × 500.
    static let table = """
        {"size": [320, 200], "views": [{"id": "root"},
          {"id": "list", "parent": "root", "kind": "table", "rowHeight": 50, "contentOffset": [0, 80],
           "contentInset": [10, 0, 10, 0], "contentInsetAdjustmentBehavior": "never",
           "cells": {"plain": {"views": [{"id": "dot"}], "constraints": ["dot.left == content.left", "dot.top == content.top",
                                                                       "dot.width == 8", "dot.height == 8"]}},
           "rows": [["plain", "plain", "plain", "plain", "plain", "plain", "plain", "plain", "plain", "plain"]]}],
         "constraints": ["list.left == 0", "list.top == 0", "list.width == root.width", "list.height == root.height"]}
        """

    @Test func aTableDrawsItsContentWindowAndInsets() throws {
        let diagnosis = try TestDocuments.diagnose(Self.table, name: "table")
        let svg = SVGRenderer().render(diagnosis)
        #expect(RenderTests().isWellFormed(svg))
        #expect(svg.contains("<title>list.content (") && svg.contains("<title>list.frame ("))
        // The note, wrapped after "inset 10,".
        #expect(svg.contains("scroll list: content 320 × 500, offset 0, 80, adjusted inset 10,"))
        #expect(svg.contains(##"fill="#8e44ad""##))
        for row in 1...5 { #expect(svg.contains("<title>list.s0r\(row) ("), "row \(row)") }
        #expect(!svg.contains("<title>list.s0r0 (") && !svg.contains("<title>list.s0r6 ("))
    }
}
