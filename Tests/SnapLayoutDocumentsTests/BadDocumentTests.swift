import Testing
import SnapLayoutDocuments

/// Every kind of bad document gets a clear error naming the document, the view or constraint, and
/// what is wrong, never a crash.
struct BadDocumentTests {
    static let root = #"{"id":"root"}"#
    static let twoViews = #"{"id":"root"},{"id":"a","parent":"root"}"#

    static let cases: [(String, String)] = [
        ("[1, 2", "document 'bad.json': line 1, column 6: expected ',' or ']', found end of input"),
        ("{\"views\": [}", "document 'bad.json': line 1, column 12: expected a value, found '}'"),
        ("{\"views\": [{\"id\": \"root\"}],\n \"size\": [NaN, 1]}", "document 'bad.json': line 2, column 11: NaN and Infinity are not numbers in JSON"),
        ("{\"views\": [{\"id\": \"root\", \"id\": \"again\"}]}", "document 'bad.json': line 1, column 27: duplicate key 'id'"),
        ("[]", "document 'bad.json': a document must be a JSON object, found an array"),
        (#"{"views": [\#(root)], "colour": "red"}"#, "document 'bad.json': unknown key 'colour' (expected name, layoutDirection, size, views, constraints, scale)"),
        (#"{"name": "n", "constraints": []}"#, "document 'n': the document has no views"),
        (#"{"views": []}"#, "document 'bad.json': views is empty; a document needs at least its root view"),
        (#"{"views": [{"parent": "x"}]}"#, "document 'bad.json': view 0 has no id"),
        (#"{"views": [{"id": "a b"}]}"#, "document 'bad.json': view 0: id 'a b' may contain only letters, digits, '_' and '-'"),
        (#"{"views": [\#(root), {"id": "root", "parent": "root"}]}"#, "document 'bad.json': view 'root': duplicate id (views 0 and 1)"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "colour": 1}]}"#, "document 'bad.json': view 'a': unknown key 'colour' (expected id, parent, kind, frame, intrinsicSize, hugging, compressionResistance, margins, safeArea, insetsMarginsFromSafeArea, baseline, alignmentInsets, text)"),
        (#"{"views": [\#(root), {"id": "a", "parent": "ghost"}]}"#, "document 'bad.json': view 'a': parent 'ghost' is not a view of the document"),
        (#"{"views": [\#(root), {"id": "b"}]}"#, "document 'bad.json': 2 views have no parent ('root', 'b'); exactly one (the root) may have none"),
        (#"{"views": [{"id": "a", "parent": "b"}, {"id": "b", "parent": "a"}]}"#, "document 'bad.json': no view is the root: every view has a parent"),
        (#"{"views": [\#(root), {"id": "a", "parent": "b"}, {"id": "b", "parent": "a"}]}"#, "document 'bad.json': views 'a' → 'b' → 'a' form a cycle of parents"),
        (#"{"views": [\#(root), {"id": "a", "parent": "b"}, {"id": "b", "parent": "c"}, {"id": "c", "parent": "d"}, {"id": "d", "parent": "e"}, {"id": "e", "parent": "f"}, {"id": "f", "parent": "g"}, {"id": "g", "parent": "a"}]}"#, "document 'bad.json': views 'a' → 'b' → 'c' → … → 'f' → 'g' → 'a' form a cycle of parents (7 views)"),
        (#"{"views": [\#(root), {"id": "g", "parent": "root", "kind": "guide"}, {"id": "c", "parent": "g"}]}"#, "document 'bad.json': view 'c': parent 'g' is a guide, and a guide is never a parent"),
        (#"{"views": [\#(root), {"id": "g", "parent": "root", "kind": "guide", "margins": [0, 0, 0, 0]}]}"#, "document 'bad.json': view 'g': a guide has no margins"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "kind": "label"}]}"#, "document 'bad.json': view 'a': kind must be \"view\", \"guide\", \"stack\", \"scroll\", \"table\" or \"collection\", found \"label\""),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "frame": [0, 0, 10]}]}"#, "document 'bad.json': view 'a': frame must be an array of 4 numbers, found an array of 3"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "intrinsicSize": [-5, null]}]}"#, "document 'bad.json': view 'a': intrinsicSize has a negative value -5"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "hugging": [0, 250]}]}"#, "document 'bad.json': view 'a': hugging priority 0 is outside (0, 1000]"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "margins": [1e300, 0, 0, 0]}]}"#, "document 'bad.json': view 'a': margins 1e+300 is larger than 1000000000 in magnitude"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "insetsMarginsFromSafeArea": "yes"}]}"#, "document 'bad.json': view 'a': insetsMarginsFromSafeArea must be true or false, found a string"),
        (#"{"size": [-1, 10], "views": [\#(root)]}"#, "document 'bad.json': size has a negative value -1"),
        (#"{"layoutDirection": "up", "views": [\#(root)]}"#, "document 'bad.json': layoutDirection must be \"ltr\" or \"rtl\", found \"up\""),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left = root.left"]}"#, "document 'bad.json': constraint 0: at column 8: expected a relation (==, <=, >=), found '='"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == root.left + "]}"#, "document 'bad.json': constraint 0: at column 23: expected a number after '+', found the end"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == root.left @ 1001"]}"#, "document 'bad.json': constraint 0: at column 23: priority 1001 is outside (0, 1000]"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == root.left @ urgent"]}"#, "document 'bad.json': constraint 0: at column 23: expected a priority (a number in (0, 1000], required, high, medium or low), found 'u'"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == root.left x"]}"#, "document 'bad.json': constraint 0: at column 21: expected '*', '/', '+', '-', '@' or the end, found 'x'"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == ghost.left"]}"#, "document 'bad.json': constraint 0: 'ghost.left': there is no view 'ghost'"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.middle == root.left"]}"#, "document 'bad.json': constraint 0: 'a.middle': unknown attribute 'middle' (expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins)"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == root.top"]}"#, "document 'bad.json': constraint 0: a.left and root.top: cannot relate attributes of different axes (left is horizontal, top is vertical)"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == root.width"]}"#, "document 'bad.json': constraint 0: a.left and root.width: cannot relate a location attribute (left) to a size attribute (width)"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.leading == root.right"]}"#, "document 'bad.json': constraint 0: a.leading and root.right: cannot relate leading/trailing to left/right (leading, right)"),
        (#"{"views": [\#(twoViews)], "constraints": [{"first": "a.width", "relation": "==", "multiplier": 2, "constant": 3}]}"#, "document 'bad.json': constraint 0: a multiplier needs a second item"),
        (#"{"views": [\#(twoViews)], "constraints": ["root.top == 10"]}"#, "document 'bad.json': constraint 0: root.top: a number alone on a position attribute of the root has nothing to be measured from"),
        (#"{"views": [\#(twoViews)], "constraints": [{"first": "a.width", "relation": "=<"}]}"#, "document 'bad.json': constraint 0: \"relation\" must be \"==\", \"<=\" or \">=\", found \"=<\""),
        (#"{"views": [\#(twoViews)], "constraints": [{"first": "a.width", "relation": "==", "priority": -3}]}"#, "document 'bad.json': constraint 0: priority -3 is outside (0, 1000]"),
        (#"{"views": [\#(twoViews)], "constraints": [{"first": "a.width", "relation": "==", "offset": 3}]}"#, "document 'bad.json': constraint 0: the constraint: unknown key 'offset' (expected first, relation, second, multiplier, constant, priority, label)"),
        (#"{"views": [\#(twoViews)], "constraints": [42]}"#, "document 'bad.json': constraint 0: a constraint must be a string or an object, found a number"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.width == root.width / 0"]}"#, "document 'bad.json': constraint 0: at column 25: division by zero"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.width == 1e999"]}"#, "document 'bad.json': constraint 0: at column 12: the number 1e999 is beyond the range of a double"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.margins.leftMargin == root.left"]}"#, "document 'bad.json': constraint 0: 'a.margins.leftMargin': a guide has no margin attributes"),
        (#"{"views": [\#(twoViews)], "constraints": ["a. left == root.left"]}"#, "document 'bad.json': constraint 0: at column 3: expected an attribute name, found ' '"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == root. left"]}"#, "document 'bad.json': constraint 0: at column 16: expected an attribute name, found ' '"),
        (#"{"views": [\#(twoViews)], "constraints": ["a == root.left"]}"#, "document 'bad.json': constraint 0: at column 2: expected '.' and an attribute after 'a', found ' '"),
        (#"{"views": [\#(twoViews)], "constraints": ["== root.left"]}"#, "document 'bad.json': constraint 0: at column 1: expected an anchor such as 'view.left', found '='"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.width == 2 * 3"]}"#, "document 'bad.json': constraint 0: at column 16: expected an anchor after '*', found '3'"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.width == root.width * x"]}"#, "document 'bad.json': constraint 0: at column 25: expected a number after '*', found 'x'"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.top == root.top @ 500 @ 600"]}"#, "document 'bad.json': constraint 0: at column 25: expected '*', '/', '+', '-', '@' or the end, found '@'"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.width == 5 + 3"]}"#, "document 'bad.json': constraint 0: at column 14: expected '@' or the end, found '+'"),
        (#"{"views": [\#(twoViews)], "constraints": ["é.left == root.left"]}"#, "document 'bad.json': constraint 0: at column 1: expected an anchor such as 'view.left', found 'é'"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.top ≥ root.top"]}"#, "document 'bad.json': constraint 0: at column 7: expected a relation (==, <=, >=), found '≥'"),
        (#"{"views": [\#(twoViews), {"id": "g", "parent": "root", "kind": "guide"}], "constraints": ["g.firstBaseline == a.top"]}"#, "document 'bad.json': constraint 0: 'g.firstBaseline': a guide has no baselines"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.top == root.safeArea.lastBaseline"]}"#, "document 'bad.json': constraint 0: 'root.safeArea.lastBaseline': a guide has no baselines"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == 0 * root.left + 10"]}"#, "document 'bad.json': constraint 0: a.left: a multiplier of 0 makes a location equal to a constant, which Auto Layout rejects (relate it to the parent, or leave out the second item)"),
        (#"{"views": [\#(twoViews)], "constraints": ["root.centerX == 0"]}"#, "document 'bad.json': constraint 0: root.centerX: a number alone on a position attribute of the root has nothing to be measured from"),
        (#"{"views": [\#(twoViews)], "constraints": [{"constraint": "a.top == root.top", "label": "x", "priority": 5}]}"#, "document 'bad.json': constraint 0: the constraint: unknown key 'priority' (expected constraint, label)"),
        (#"{"views": [\#(twoViews)], "constraints": [{"relation": "=="}]}"#, "document 'bad.json': constraint 0: \"first\" is missing"),
        (#"{"views": [\#(twoViews)], "constraints": [{"first": "a.top", "relation": "==", "second": "root.top", "label": 7}]}"#, "document 'bad.json': constraint 0: label must be a string, found a number"),
        (#"{"views": [\#(twoViews)], "constraints": {"a": "a.top == root.top"}}"#, "document 'bad.json': constraints must be an array, found an object"),
        (#"{"views": {"id": "root"}}"#, "document 'bad.json': views must be an array, found an object"),
        (#"{"views": [\#(root), 7]}"#, "document 'bad.json': view 1 must be an object, found a number"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "frame": [0, 0, -1, 5]}]}"#, "document 'bad.json': view 'a': frame has a negative size"),
        (#"{"views": [\#(root), {"id": "a", "parent": "root", "baseline": [1, "2"]}]}"#, "document 'bad.json': view 'a': baseline must be a number, found a string"),
        (#"{"views": [\#(root), {"id": "g", "parent": "root", "kind": "guide", "intrinsicSize": [1, 1]}]}"#, "document 'bad.json': view 'g': a guide has no intrinsicSize"),
        ("{\"views\": [{\"id\": \"root\"}]}\n  x", "document 'bad.json': line 2, column 3: unexpected 'x' after the document"),
        ("{\"views\": [{\"id\": \"ro\u{01}ot\"}]}", "document 'bad.json': line 1, column 22: a control character inside a string"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.padding.left == root.left"]}"#, "document 'bad.json': constraint 0: 'a.padding.left': 'padding' is not a guide of a view (expected margins or safeArea)"),
        // The combined multiplier is checked against the limits, not only each number written.
        (#"{"views": [\#(twoViews)], "constraints": ["a.top == root.top / 1e-308 @1"]}"#, "document 'bad.json': constraint 0: a.top: the multiplier 1e+308 is outside the limits (0, or 1e-9 to 1e9 in magnitude)"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.left == 1e9 * root.left * 1e9"]}"#, "document 'bad.json': constraint 0: a.left: the multiplier 1e+18 is outside the limits (0, or 1e-9 to 1e9 in magnitude)"),
        (#"{"views": [\#(twoViews)], "constraints": [{"first": "a.left", "relation": "==", "second": "root.left", "multiplier": 1e-300}]}"#, "document 'bad.json': constraint 0: a.left: the multiplier 1e-300 is outside the limits (0, or 1e-9 to 1e9 in magnitude)"),
        (#"{"views": [\#(twoViews)], "constraints": ["a.width == 1e-10 * root.width"]}"#, "document 'bad.json': constraint 0: a.width: the multiplier 1e-10 is outside the limits (0, or 1e-9 to 1e9 in magnitude)"),
        // Quoted input is one line and at most 80 characters.
        (#"{"views": [{"id": "a\nb"}]}"#, "document 'bad.json': view 0: id 'a\\nb' may contain only letters, digits, '_' and '-'"),
        ("{\"views\": [{\"id\": \"" + String(repeating: "x", count: 100_000) + "\"}, {\"id\": \"b\", \"parent\": \"" + String(repeating: "y", count: 100) + "\"}]}",
         "document 'bad.json': view 'b': parent '" + String(repeating: "y", count: 80) + "…' is not a view of the document"),
    ]

    @Test(arguments: cases)
    func badDocumentsGetExactErrors(document: String, message: String) {
        switch LayoutDocument.read(document, defaultName: "bad.json") {
        case .success: Issue.record("read without error: \(document)")
        case .failure(let error): #expect(error.description == message)
        }
    }

    @Test func aBadDocumentsResultIsAnErrorLine() {
        guard case .failure(let error) = LayoutDocument.read("{", defaultName: "x.json") else {
            Issue.record("expected an error"); return
        }
        #expect(DocumentResult(error: error).jsonLine ==
                #"{"name":"x.json","status":"error","error":"document 'x.json': line 1, column 2: expected a key in quotes, found end of input"}"#)
    }
}
