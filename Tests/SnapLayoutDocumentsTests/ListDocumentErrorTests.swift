import Testing
import SnapLayoutGLPK
@testable import SnapLayoutDocuments

/// Bad tables and collections in documents: one line naming the document, the view and what is
/// wrong, as every other document error.
struct ListDocumentErrorTests {
    static let cell = #""a": {"views": [{"id": "x", "text": {"string": ""}}], "constraints": ["x.edges == 0"]}"#
        .replacingOccurrences(of: #""x.edges == 0""#, with: #""x.top == content.top""#)

    static func document(_ table: String) -> String {
        #"{"views": [{"id": "r"}, \#(table)], "constraints": ["t.left == 0", "t.top == 0", "t.width == 100", "t.height == 100"]}"#
    }

    static let errors: [(String, String)] = [
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {\#(cell)}, "rows": {}}"#,
         "view 't': rows must be an array of sections (each an array of rows), found an object"),
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {\#(cell)}, "rows": [3]}"#,
         "view 't': rows section 0 must be an array of rows, found a number"),
        (#"{"id": "t", "parent": "r", "kind": "table", "rowHeight": -1, "cells": {\#(cell)}, "rows": []}"#,
         "view 't': rowHeight has a negative value -1"),
        (#"{"id": "t", "parent": "r", "kind": "table", "rowHeight": "tall", "cells": {\#(cell)}, "rows": []}"#,
         "view 't': rowHeight must be a number ≥ 0 or \"automatic\", found \"tall\""),
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {\#(cell)}, "rows": [["a", {"cell": "nope"}]]}"#,
         "view 't': rows s0r1: unknown cell identifier 'nope' (cells has 'a')"),
        (#"{"id": "t", "parent": "r", "kind": "table", "style": "fancy", "cells": {\#(cell)}}"#,
         "view 't': style must be one of \"plain\", \"grouped\", \"insetGrouped\", found \"fancy\""),
        (#"{"id": "t", "parent": "r", "kind": "table", "rows": []}"#,
         "view 't': cells must be an object of cell templates by reuse identifier, found nothing"),
        (#"{"id": "t", "parent": "r", "kind": "table", "contentSize": [1, 1], "cells": {\#(cell)}}"#,
         "view 't': unknown key 'contentSize' (expected id, parent, kind, frame, intrinsicSize, hugging, compressionResistance, margins, safeArea, insetsMarginsFromSafeArea, baseline, alignmentInsets, text, contentOffset, contentInset, contentInsetAdjustmentBehavior, style, rowHeight, sectionHeaderHeight, sectionFooterHeight, cells, rows)"),
        (#"{"id": "t", "parent": "r", "rows": []}"#,
         "view 't': rows is allowed only on a table or collection view (\"kind\": \"table\" or \"collection\")"),
        (#"{"id": "t", "parent": "r", "kind": "collection", "scrollDirection": "diagonal", "cells": {\#(cell)}}"#,
         "view 't': scrollDirection must be \"vertical\" or \"horizontal\", found \"diagonal\""),
        (#"{"id": "t", "parent": "r", "kind": "collection", "itemSize": [10, -1], "cells": {\#(cell)}}"#,
         "view 't': itemSize has a negative value -1"),
        // Errors of templates and rows found when the rows are laid out.
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {"a": {"views": [{"id": "x", "parent": "y"}, {"id": "y", "parent": "x"}]}}}"#,
         "view 't': cell 'a': views 'x' → 'y' → 'x' form a cycle of parents"),
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {"a": {"views": [{"id": "x"}], "constraints": ["x.top == ghost.top"]}}}"#,
         "view 't': cell 'a': constraint 0: 'ghost.top': there is no view 'ghost'"),
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {"a": {"views": [], "rows": []}}}"#,
         "view 't': cell 'a': the template: unknown key 'rows' (expected views, constraints)"),
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {\#(cell)}, "rows": [[{"cell": "a", "text": {"content": "hi"}}]]}"#,
         "view 't': rows s0r0: text for 'content': cell 'a' has no label 'content' (a view with a \"text\" key)"),
        (#"{"id": "t", "parent": "r", "kind": "table", "cells": {"a": {"views": [{"id": "inner", "kind": "table", "cells": {}}]}}}"#,
         "view 't': cell 'a': a cell template has no scroll, table or collection views"),
    ]

    @Test(arguments: errors)
    func badListsAreOneLineErrors(view: String, message: String) {
        #expect(LayoutDocument.read(Self.document(view), defaultName: "t.json").failure?.description == "document 't.json': \(message)")
    }

    /// At most `ListData.maximumRows` (10 000) rows a list.
    @Test func tooManyRows() {
        let rows = "[" + Array(repeating: #""a""#, count: ListData.maximumRows + 1).joined(separator: ",") + "]"
        let json = Self.document(#"{"id": "t", "parent": "r", "kind": "table", "rowHeight": 44, "cells": {\#(Self.cell)}, "rows": [\#(rows)]}"#)
        #expect(LayoutDocument.read(json, defaultName: "t.json").failure?.description
            == "document 't.json': view 't': rows has more than 10000 rows, the most a list of a document may have")
    }

    /// A label of the document that cannot be measured does not stop the lists' first solve: the
    /// document reads, and its solve reports the label in its own words.
    @Test func aLabelThatCannotBeMeasuredIsTheSolvesError() throws {
        let json = #"{"views":[{"id":"r"},{"id":"t","parent":"r","kind":"table","rowHeight":44,"cells":{\#(Self.cell)},"rows":[["a"]]},"#
            + #"{"id":"l","parent":"r","text":{"string":"x","font":{"family":"NoSuchFamilyAtAll"}}}],"#
            + #""constraints":["t.left == 0","t.top == 0","t.width == 100","t.height == 100"]}"#
        let document = try LayoutDocument.read(json, defaultName: "t.json").get()
        let error = document.solve(with: GLPKSolver()).error ?? ""
        #expect(error.hasPrefix("document 't.json': view 2 ('l'): text: font family 'NoSuchFamilyAtAll' is not installed"), "\(error)")
    }
}
