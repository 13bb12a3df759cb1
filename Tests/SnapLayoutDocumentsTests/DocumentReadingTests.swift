import Foundation
import Testing
@testable import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel

struct DocumentReadingTests {
    @Test(arguments: [
        ("a.left == b.right + 8", ParsedConstraint(first: "a.left", relation: .equal, second: "b.right", multiplier: 1, constant: 8, priority: 1000)),
        ("a.width==0.5*b.width+10", ParsedConstraint(first: "a.width", relation: .equal, second: "b.width", multiplier: 0.5, constant: 10, priority: 1000)),
        ("a.width == b.width * 0.5 + 10", ParsedConstraint(first: "a.width", relation: .equal, second: "b.width", multiplier: 0.5, constant: 10, priority: 1000)),
        ("a.width <= b.width / 4 - 2 @750", ParsedConstraint(first: "a.width", relation: .lessThanOrEqual, second: "b.width", multiplier: 0.25, constant: -2, priority: 750)),
        ("a.width >= 200 @ low", ParsedConstraint(first: "a.width", relation: .greaterThanOrEqual, second: nil, multiplier: 1, constant: 200, priority: 250)),
        ("a-b.bottom == -20", ParsedConstraint(first: "a-b.bottom", relation: .equal, second: nil, multiplier: 1, constant: -20, priority: 1000)),
        ("x_1.top == root.safeArea.top + 1e1 @required", ParsedConstraint(first: "x_1.top", relation: .equal, second: "root.safeArea.top", multiplier: 1, constant: 10, priority: 1000)),
        ("a.left==b.right-8@high", ParsedConstraint(first: "a.left", relation: .equal, second: "b.right", multiplier: 1, constant: -8, priority: 750)),
        ("12.centerX == 2 * root.margins.centerX @ medium", ParsedConstraint(first: "12.centerX", relation: .equal, second: "root.margins.centerX", multiplier: 2, constant: 0, priority: 500)),
        ("a.top == b.bottom + -8", ParsedConstraint(first: "a.top", relation: .equal, second: "b.bottom", multiplier: 1, constant: -8, priority: 1000)),
        ("a.width == 1e-3 * b.width", ParsedConstraint(first: "a.width", relation: .equal, second: "b.width", multiplier: 0.001, constant: 0, priority: 1000)),
    ])
    func constraintStringsParse(text: String, expected: ParsedConstraint) throws {
        #expect(try ConstraintStringParser.parse(text) == expected)
    }

    @Test func marginAttributesAndTheMarginsGuideAreTheSameLine() throws {
        let text = #"{"size":[100,100],"views":[{"id":"r","margins":[1,2,3,4]},{"id":"a","parent":"r"}],"constraints":["a.left == r.leftMargin","a.right == r.margins.right","a.top == 0","a.height == 5"]}"#
        let document = try LayoutDocument.read(text, defaultName: "m").get()
        let result = document.solve(with: GLPKSolver())
        #expect(result.jsonLine == #"{"name":"m","status":"ok","frames":{"r":[0,0,100,100],"a":[2,0,94,5]},"unsatisfied":[],"conflicts":[],"broken":[]}"#)
    }

    @Test func theSpecsExampleGivesItsFrames() throws {
        let text = #"""
        {"name": "profile-card", "layoutDirection": "ltr", "size": [375, 667],
         "views": [{"id": "root", "margins": [8, 16, 8, 16], "safeArea": [44, 0, 34, 0]},
                   {"id": "avatar", "parent": "root"},
                   {"id": "title", "parent": "root", "intrinsicSize": [120, 21], "hugging": [251, 251],
                    "compressionResistance": [750, 750], "baseline": [17, 4]},
                   {"id": "spacer", "parent": "root", "kind": "guide"}],
         "constraints": ["avatar.leading == root.leadingMargin", "avatar.top == root.safeArea.top + 20",
                         "avatar.width == 40", "avatar.height == avatar.width", "title.leading == avatar.trailing + 8",
                         "title.trailing <= root.trailingMargin", "title.centerY == avatar.centerY @750",
                         {"first": "title.width", "relation": ">=", "constant": 50, "priority": 999, "label": "minTitleWidth"}]}
        """#
        let result = try LayoutDocument.read(text, defaultName: "x").get().solve(with: GLPKSolver(), checksAmbiguity: true)
        #expect(result.jsonLine == #"{"name":"profile-card","status":"ok","frames":{"root":[0,0,375,667],"avatar":[16,64,40,40],"title":[64,73.5,120,21],"spacer":[0,0,0,0]},"unsatisfied":[],"conflicts":[],"broken":[],"ambiguous":["spacer"]}"#)
    }

    @Test func resultsPrintLabelsGeneratedNamesAndNoNegativeZero() throws {
        let text = #"{"size":[100,null],"views":[{"id":"r"},{"id":"a","parent":"r","intrinsicSize":[30,null],"frame":[-0.0,0,0,7]}],"constraints":[{"constraint":"a.width == 10 @500","label":"narrow"},"a.left == r.left","a.top == r.top - 0","a.width <= 12.5 @300","a.width >= 20 @300"]}"#
        let result = try LayoutDocument.read(text, defaultName: "u").get().solve(with: GLPKSolver())
        // Tier 750 (compression) keeps 30; tier 500 misses by 20; tier 300 misses by 17.5 (one of two).
        #expect(result.jsonLine == #"{"name":"u","status":"ok","frames":{"r":[0,0,100,0],"a":[0,0,30,7]},"unsatisfied":[{"index":0,"label":"narrow","priority":500,"error":20},{"index":3,"label":null,"priority":300,"error":17.5}],"conflicts":[],"broken":[]}"#)
    }

    @Test func aDeepTreeListedLeavesFirstIsReadInLinearTime() throws {
        // 20 000 views, each the parent of the one before: a quadratic cycle check took minutes.
        let count = 20_000
        let views = (1..<count).reversed().map { #"{"id":"v\#($0)","parent":"v\#($0 - 1)"}"# } + [#"{"id":"v0"}"#]
        let document = try LayoutDocument.read("{\"views\":[" + views.joined(separator: ",") + "]}", defaultName: "deep").get()
        #expect(document.snapshot.items.count == count)
        #expect(document.snapshot.items[0].parent == 1)
    }

    @Test func aDocumentsNameDefaultsToTheFileName() throws {
        let result = try LayoutDocument.read(#"{"views":[{"id":"r"}]}"#, defaultName: "f.json#2").get()
        #expect(result.name == "f.json#2")
        #expect(try LayoutDocument.read(#"{"name":"given","views":[{"id":"r"}]}"#, defaultName: "f").get().name == "given")
    }
}

/// `LayoutDocument.constraintTexts`: each constraint as the document wrote it.
struct ConstraintTextTests {
    @Test func stringsAndWrappedStringsAreKeptObjectsAreNot() throws {
        let text = #"""
        {"views": [{"id": "root"}, {"id": "a", "parent": "root"}],
         "constraints": ["  a.left == root.left + 8\t", {"constraint": "a.top == root.top", "label": "top"},
                         {"first": "a.width", "relation": "==", "constant": 10}, "a.height == \u0031\u0030"]}
        """#
        let document = try LayoutDocument.read(text, defaultName: "t").get()
        #expect(document.constraintTexts == ["a.left == root.left + 8", "a.top == root.top", nil, "a.height == 10"])
        #expect(document.constraintTexts.count == document.snapshot.constraints.count)
    }
}
