import Testing
@testable import SnapLayoutDocuments

/// A document with several bad constraints reports every one of them at once, each with its
/// place, as a compiler reports every error of a file (issue 43); the fast reader declines such a
/// document and the tree reader collects the errors.
struct SeveralErrorsTests {
    static let views = #"{"id":"root"},{"id":"a","parent":"root"},{"id":"b","parent":"root"}"#
    /// Four bad constraints (0, 2, 3, 5) among six, in both forms.
    static let document = #"{"name": "bad", "views": [\#(views)], "constraints": ["#
        + #""a.leading == nosuch.leading", "a.width == 10", "a.wdth == 5", "b.top = a.bottom", "#
        + #"{"first": "b.height", "relation": "==", "constant": 4}, {"first": "a.top", "relation": "=<", "second": "b.top"}]}"#
    static let errors = [
        "constraint 0: 'nosuch.leading': there is no view 'nosuch'",
        "constraint 2: 'a.wdth': unknown attribute 'wdth' (expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins)",
        "constraint 3: at column 7: expected a relation (==, <=, >=), found '='",
        "constraint 5: \"relation\" must be \"==\", \"<=\" or \">=\", found \"=<\"",
    ]

    @Test func everyBadConstraintIsReportedWithItsPlace() throws {
        #expect(DocumentFastReader.read(Array(Self.document.utf8), defaultName: "x.json") == nil, "the fast reader declines")
        guard case .failure(let error) = LayoutDocument.read(Self.document, defaultName: "x.json") else {
            Issue.record("read without error"); return
        }
        #expect(error.errors == Self.errors)
        #expect(error.message == "4 errors: " + Self.errors.joined(separator: "; "))
        #expect(DocumentResult(error: error).jsonLine
                == #"{"name":"bad","status":"error","error":"document 'bad': 4 errors: "# + Self.errors.joined(separator: "; ")
                    .replacingOccurrences(of: "\"", with: "\\\"") + #""}"#)
    }

    @Test func oneBadConstraintReadsAsBefore() {
        let document = #"{"views": [\#(Self.views)], "constraints": ["a.width == 10", "a.left = b.left"]}"#
        guard case .failure(let error) = LayoutDocument.read(document, defaultName: "one.json") else {
            Issue.record("read without error"); return
        }
        #expect(error.description == "document 'one.json': constraint 1: at column 8: expected a relation (==, <=, >=), found '='")
        #expect(error.errors == ["constraint 1: at column 8: expected a relation (==, <=, >=), found '='"])
    }

    /// Past `listedLimit` errors the list stops and says how many more there are.
    @Test func aFloodOfErrorsIsCut() {
        let constraints = Array(repeating: #""a.left = b.left""#, count: 25).joined(separator: ", ")
        let document = #"{"views": [\#(Self.views)], "constraints": [\#(constraints)]}"#
        guard case .failure(let error) = LayoutDocument.read(document, defaultName: "many.json") else {
            Issue.record("read without error"); return
        }
        #expect(error.errors.count == 21)
        #expect(error.errors.first == "constraint 0: at column 8: expected a relation (==, <=, >=), found '='")
        #expect(error.errors[19].hasPrefix("constraint 19: "))
        #expect(error.errors.last == "and 5 more")
        #expect(error.message.hasPrefix("25 errors: constraint 0: "))
        #expect(error.message.hasSuffix("; and 5 more"))
    }

    /// A view error stops the reading: constraints are not read against views that are not there.
    @Test func aBadViewIsOneError() {
        let document = #"{"views": [{"id":"root"},{"id":"a","parent":"ghost"}], "constraints": ["a.x == 1", "a.y == 2"]}"#
        guard case .failure(let error) = LayoutDocument.read(document, defaultName: "v.json") else {
            Issue.record("read without error"); return
        }
        #expect(error.errors == ["view 'a': parent 'ghost' is not a view of the document"])
    }
}
