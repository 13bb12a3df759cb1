import Foundation
import Testing
import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutTestSupport

/// Stack views in documents (contract v1.1, stack-views.md sections 2 and 3): every key, its
/// default, every error, documents without stacks unchanged, and round trips through
/// `documentJSON(name:)`.
struct StackDocumentTests {
    static func read(_ text: String) throws -> LayoutSnapshot {
        try LayoutDocument.read(text, defaultName: "s.json").get().snapshot
    }

    /// A document whose root holds the stack `s` with children `a` and `b`; `stack` and `more`
    /// are spliced into the stack's object and the list of views.
    static func document(stack: String, more: String = "") -> String {
        #"{"views": [{"id": "root"}, {"id": "s", "parent": "root", "kind": "stack"\#(stack)}, {"id": "a", "parent": "s"}, {"id": "b", "parent": "s"}\#(more)]}"#
    }

    // MARK: keys and defaults

    @Test func everyKeyIsRead() throws {
        let snapshot = try Self.read(Self.document(
            stack: #", "axis": "vertical", "distribution": "fillProportionally", "alignment": "firstBaseline", "spacing": -4.5, "customSpacing": {"b": 12, "c": "system"}, "baselineRelativeArrangement": true, "layoutMarginsRelativeArrangement": true, "arranged": ["b", "a", "c"]"#,
            more: #", {"id": "c", "parent": "s", "hidden": true, "multilineText": false}, {"id": "d", "parent": "root", "multilineText": true}"#))
        #expect(snapshot.stacks == [LayoutSnapshot.Stack(
            view: 1, axis: .vertical, distribution: .fillProportionally, alignment: .firstBaseline, spacing: .points(-4.5),
            customSpacing: [3: .points(12), 4: .system], isBaselineRelativeArrangement: true,
            isLayoutMarginsRelativeArrangement: true, arranged: [3, 2, 4])])
        #expect(snapshot.items[1].kind == .view)
        #expect(snapshot.items.map(\.isHidden) == [false, false, false, false, true, false])
        #expect(snapshot.items.map(\.isMultilineText) == [false, false, false, false, false, true])
    }

    @Test func aStackWithoutKeysHasUIStackViewsDefaults() throws {
        let snapshot = try Self.read(Self.document(stack: ""))
        #expect(snapshot.stacks == [LayoutSnapshot.Stack(view: 1)])
        #expect(snapshot.stacks[0].axis == .horizontal && snapshot.stacks[0].distribution == .fill)
        #expect(snapshot.stacks[0].alignment == .fill && snapshot.stacks[0].spacing == .points(0))
        #expect(snapshot.stacks[0].customSpacing.isEmpty && snapshot.stacks[0].arranged.isEmpty)
        // A stack's margins default to zero (UIStackView zeroes them); other views keep 8.
        #expect(snapshot.items.map(\.margins) == [.defaultMargins, .zero, .defaultMargins, .defaultMargins])
        #expect(!snapshot.items.contains { $0.isHidden || $0.isMultilineText })
    }

    @Test func aStackMayHaveMarginsAnIntrinsicSizeAndSystemSpacing() throws {
        let snapshot = try Self.read(Self.document(stack: #", "margins": [1, 2, 3, 4], "intrinsicSize": [10, null], "spacing": "system", "arranged": ["a"], "customSpacing": {"a": 0}"#))
        #expect(snapshot.items[1].margins == LayoutSnapshot.Insets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(snapshot.items[1].intrinsicSize == LayoutSnapshot.AxisPair(10, nil))
        #expect(snapshot.stacks[0].spacing == .system)
        #expect(snapshot.stacks[0].customSpacing == [2: .points(0)])
    }

    @Test(arguments: [("horizontal", LayoutAxis.horizontal), ("vertical", .vertical)])
    func axes(name: String, axis: LayoutAxis) throws {
        #expect(try Self.read(Self.document(stack: #", "axis": "\#(name)""#)).stacks[0].axis == axis)
    }

    @Test(arguments: StackDistribution.allCases)
    func distributions(distribution: StackDistribution) throws {
        #expect(try Self.read(Self.document(stack: #", "distribution": "\#(distribution.rawValue)""#)).stacks[0].distribution == distribution)
    }

    @Test(arguments: [("fill", StackAlignment.fill), ("leading", .leading), ("top", .leading), ("firstBaseline", .firstBaseline),
                      ("center", .center), ("trailing", .trailing), ("bottom", .trailing), ("lastBaseline", .lastBaseline)])
    func alignments(name: String, alignment: StackAlignment) throws {
        #expect(try Self.read(Self.document(stack: #", "alignment": "\#(name)""#)).stacks[0].alignment == alignment)
    }

    /// Outer stacks first: tree preorder, siblings in document order, whatever order the views are
    /// listed in (a child may come before its parent).
    @Test func stacksAreInTreePreorder() throws {
        let text = #"""
        {"views": [{"id": "inner", "parent": "outer", "kind": "stack", "arranged": ["innermost"]},
                   {"id": "root"},
                   {"id": "first", "parent": "root", "kind": "stack"},
                   {"id": "outer", "parent": "root", "kind": "stack", "arranged": ["inner"], "customSpacing": {"inner": 2}},
                   {"id": "innermost", "parent": "inner", "kind": "stack"},
                   {"id": "last", "parent": "root", "kind": "stack"}]}
        """#
        let snapshot = try Self.read(text)
        #expect(snapshot.stacks.map(\.view) == [2, 3, 0, 4, 5])
        #expect(snapshot.stacks[1].arranged == [0] && snapshot.stacks[1].customSpacing == [0: .points(2)])
        #expect(snapshot.stacks[2].arranged == [4])
    }

    @Test func aDocumentWithoutStacksHasNone() throws {
        let snapshot = try Self.read(#"{"views": [{"id": "root"}, {"id": "a", "parent": "root"}]}"#)
        #expect(snapshot.stacks.isEmpty)
    }

    // MARK: errors

    static let viewKeys = "id, parent, kind, frame, intrinsicSize, hugging, compressionResistance, margins, safeArea, insetsMarginsFromSafeArea, baseline, alignmentInsets, text"
    static let stackKeys = "axis, distribution, alignment, spacing, customSpacing, baselineRelativeArrangement, layoutMarginsRelativeArrangement, arranged"

    static let errors: [(String, String)] = [
        (document(stack: #", "axis": "diagonal""#), #"view 's': axis must be "horizontal" or "vertical", found "diagonal""#),
        (document(stack: #", "axis": 1"#), #"view 's': axis must be "horizontal" or "vertical", found a number"#),
        (document(stack: #", "distribution": "fillEvenly""#), #"view 's': distribution must be "fill", "fillEqually", "fillProportionally", "equalSpacing" or "equalCentering", found "fillEvenly""#),
        (document(stack: #", "alignment": "middle""#), #"view 's': alignment must be "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom" or "lastBaseline", found "middle""#),
        (document(stack: #", "alignment": null"#), #"view 's': alignment must be "fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom" or "lastBaseline", found null"#),
        (document(stack: #", "spacing": "wide""#), #"view 's': spacing must be a number or "system", found "wide""#),
        (document(stack: #", "spacing": [8]"#), #"view 's': spacing must be a number or "system", found an array"#),
        (document(stack: #", "spacing": 1e300"#), "view 's': spacing 1e+300 is larger than 1000000000 in magnitude"),
        (document(stack: #", "customSpacing": [["a", 3]]"#), "view 's': customSpacing must be an object of arranged ids and spacings, found an array"),
        (document(stack: #", "arranged": ["a"], "customSpacing": {"a": true}"#), #"view 's': customSpacing 'a' must be a number or "system", found a boolean"#),
        (document(stack: #", "arranged": ["a"], "customSpacing": {"a": "default"}"#), #"view 's': customSpacing 'a' must be a number or "system", found "default""#),
        (document(stack: #", "arranged": ["a"], "customSpacing": {"b": 3}"#), "view 's': customSpacing names 'b', which is not an arranged view of 's'"),
        (document(stack: #", "arranged": ["a"], "customSpacing": {"ghost": 3}"#), "view 's': customSpacing names 'ghost', which is not an arranged view of 's'"),
        (document(stack: #", "baselineRelativeArrangement": "yes""#), "view 's': baselineRelativeArrangement must be true or false, found a string"),
        (document(stack: #", "layoutMarginsRelativeArrangement": 1"#), "view 's': layoutMarginsRelativeArrangement must be true or false, found a number"),
        (document(stack: #", "arranged": "a""#), "view 's': arranged must be an array of view ids, found a string"),
        (document(stack: #", "arranged": ["a", 2]"#), "view 's': arranged[1] must be a view id (a string), found a number"),
        (document(stack: #", "arranged": ["ghost"]"#), "view 's': arranged view 'ghost' is not a view of the document"),
        (document(stack: #", "arranged": ["root"]"#), "view 's': arranged view 'root' is not a child of 's' (it is the root)"),
        (document(stack: #", "arranged": ["s"]"#), "view 's': arranged view 's' is not a child of 's' (it is the stack itself)"),
        (document(stack: #", "arranged": ["c"]"#, more: #", {"id": "c", "parent": "a"}"#), "view 's': arranged view 'c' is not a child of 's' (its parent is 'a')"),
        (document(stack: #", "arranged": ["g"]"#, more: #", {"id": "g", "parent": "s", "kind": "guide"}"#), "view 's': arranged view 'g' is a guide; only views can be arranged"),
        (document(stack: #", "arranged": ["a", "b", "a"]"#), "view 's': arranged lists 'a' twice (at 0 and 2)"),
        (document(stack: #", "arranged": ["a"]"#, more: #", {"id": "h", "parent": "s", "hidden": false}"#), "view 'h': hidden is allowed only on an arranged view, and no stack arranges 'h'"),
        (document(stack: "", more: #", {"id": "h", "parent": "root", "hidden": true}"#), "view 'h': hidden is allowed only on an arranged view, and no stack arranges 'h'"),
        (document(stack: "", more: #", {"id": "g", "parent": "s", "kind": "guide", "hidden": true}"#), "view 'g': hidden is allowed only on an arranged view, and no stack arranges 'g'"),
        (document(stack: #", "arranged": ["a"]"#, more: #", {"id": "h", "parent": "s", "hidden": "no"}"#), "view 'h': hidden must be true or false, found a string"),
        (document(stack: "", more: #", {"id": "m", "parent": "root", "multilineText": 2}"#), "view 'm': multilineText must be true or false, found a number"),
        (document(stack: "", more: #", {"id": "g", "parent": "root", "kind": "guide", "multilineText": true}"#), "view 'g': a guide has no multilineText"),
        (document(stack: "", more: #", {"id": "v", "parent": "root", "axis": "vertical"}"#), #"view 'v': axis is allowed only on a stack view ("kind": "stack")"#),
        (document(stack: "", more: #", {"id": "v", "parent": "root", "kind": "view", "arranged": []}"#), #"view 'v': arranged is allowed only on a stack view ("kind": "stack")"#),
        (document(stack: "", more: #", {"id": "g", "parent": "root", "kind": "guide", "spacing": 4}"#), #"view 'g': spacing is allowed only on a stack view ("kind": "stack")"#),
        (document(stack: #", "baseline": [10, 4]"#), "view 's': a stack view has no baseline (its baselines are those of an arranged view)"),
        (document(stack: #", "axes": "vertical""#), "view 's': unknown key 'axes' (expected \(viewKeys), hidden, multilineText, \(stackKeys))"),
        (document(stack: "", more: #", {"id": "v", "parent": "root", "hiden": true}"#), "view 'v': unknown key 'hiden' (expected \(viewKeys), hidden, multilineText)"),
        (#"{"views": [{"id": "root"}, {"id": "a", "parent": "root", "kind": "Stack"}]}"#, #"view 'a': kind must be "view", "guide", "stack", "scroll", "table" or "collection", found "Stack""#),
    ]

    @Test(arguments: errors)
    func badStacksGetExactErrors(document: String, message: String) {
        switch LayoutDocument.read(document, defaultName: "bad.json") {
        case .success: Issue.record("read without error: \(document)")
        case .failure(let error): #expect(error.description == "document 'bad.json': " + message)
        }
    }

    /// Contract-v1 documents read exactly as before: without a stack view, the keys of v1.1 are
    /// unknown keys.
    @Test(arguments: ["hidden", "multilineText", "axis", "distribution", "alignment", "spacing", "customSpacing",
                      "baselineRelativeArrangement", "layoutMarginsRelativeArrangement", "arranged"])
    func stackKeysAreUnknownInADocumentWithoutStacks(key: String) {
        let text = #"{"views": [{"id": "root"}, {"id": "a", "parent": "root", "\#(key)": true}]}"#
        guard case .failure(let error) = LayoutDocument.read(text, defaultName: "v1.json") else {
            Issue.record("read without error"); return
        }
        #expect(error.description == "document 'v1.json': view 'a': unknown key '\(key)' (expected \(Self.viewKeys))")
    }

    // MARK: writing and round trips

    @Test func theWriterOmitsDefaultsAndWritesEveryOtherKey() throws {
        let text = Self.document(
            stack: #", "axis": "vertical", "distribution": "equalCentering", "alignment": "bottom", "spacing": "system", "customSpacing": {"b": -2, "a": "system"}, "baselineRelativeArrangement": true, "layoutMarginsRelativeArrangement": true, "margins": [8, 8, 8, 8], "arranged": ["a", "b"]"#,
            more: #", {"id": "c", "parent": "s", "kind": "stack", "margins": [0, 0, 0, 0], "multilineText": true}, {"id": "d", "parent": "root", "kind": "stack", "arranged": ["e"]}, {"id": "e", "parent": "d", "hidden": true}"#)
        let written = try Self.read(text).documentJSON(name: "w")
        #expect(written == #"{"name":"w","size":[null,null],"views":[{"id":"root"},{"id":"s","parent":"root","kind":"stack","margins":[8,8,8,8],"axis":"vertical","distribution":"equalCentering","alignment":"trailing","spacing":"system","customSpacing":{"a":"system","b":-2},"baselineRelativeArrangement":true,"layoutMarginsRelativeArrangement":true,"arranged":["a","b"]},{"id":"a","parent":"s"},{"id":"b","parent":"s"},{"id":"c","parent":"s","kind":"stack","multilineText":true},{"id":"d","parent":"root","kind":"stack","arranged":["e"]},{"id":"e","parent":"d","hidden":true}],"constraints":[]}"#)
    }

    /// `hidden` outside a stack and `multilineText` without stacks change nothing, and a document
    /// may not say them there: they are left out.
    @Test func flagsThatChangeNothingAreNotWritten() throws {
        var snapshot = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "r", parent: nil), LayoutSnapshot.Item(id: "a", parent: 0)], constraints: [])
        snapshot.items[1].isHidden = true
        snapshot.items[1].isMultilineText = true
        let text = snapshot.documentJSON(name: "f")
        #expect(text == #"{"name":"f","size":[null,null],"views":[{"id":"r"},{"id":"a","parent":"r"}],"constraints":[]}"#)
        #expect(try Self.read(text).stacks.isEmpty)
    }

    @Test func aDocumentWithStacksRoundTrips() throws {
        let text = #"""
        {"name": "rows", "layoutDirection": "rtl", "size": [320, null],
         "views": [{"id": "cell", "parent": "root", "kind": "stack", "axis": "vertical", "spacing": 6.25,
                    "arranged": ["title", "row"], "customSpacing": {"title": "system"}, "intrinsicSize": [null, 44],
                    "layoutMarginsRelativeArrangement": true, "margins": [4, 4, 4, 4]},
                   {"id": "root"},
                   {"id": "title", "parent": "cell", "intrinsicSize": [100, 21], "baseline": [17, 4], "multilineText": true},
                   {"id": "row", "parent": "cell", "kind": "stack", "distribution": "fillEqually", "alignment": "lastBaseline",
                    "spacing": -1, "arranged": ["x", "y"], "frame": [0, 0, 10, 10]},
                   {"id": "x", "parent": "row", "hidden": true},
                   {"id": "y", "parent": "row", "hidden": false, "hugging": [251, 1]},
                   {"id": "spacer", "parent": "cell", "kind": "guide"}],
         "constraints": ["cell.leading == root.leading", "cell.top == root.safeArea.top", "row.height >= 30 @750"]}
        """#
        let snapshot = try Self.read(text)
        let written = snapshot.documentJSON(name: "rows")
        let again = try Self.read(written)
        #expect(again == snapshot)
        #expect(again.documentJSON(name: "rows") == written)
    }

    /// Random layouts with stacks on every view that has view children: snapshot → document →
    /// snapshot gives the same snapshot.
    @Test(arguments: Sweep.seeds(UInt64(1)...60, quick: 12))
    func randomStacksRoundTrip(seed: UInt64) throws {
        let snapshot = Self.withStacks(seed % 2 == 0 ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed), seed: seed)
        let read = try LayoutDocument.read(snapshot.documentJSON(name: "r"), defaultName: "x").get().snapshot
        #expect(read == snapshot, "seed \(seed)")
    }

    @Test func mostRandomLayoutsGetStacks() {
        let seeds = (UInt64(1)...60).filter { seed in
            let base = seed % 2 == 0 ? RandomLayouts.snapshot(seed: seed) : LayoutShapes.snapshot(seed: seed)
            let snapshot = Self.withStacks(base, seed: seed)
            return snapshot.stacks.contains { !$0.arranged.isEmpty } && snapshot.items.contains(where: \.isHidden)
        }
        #expect(seeds.count >= 30)
    }

    /// `snapshot` with a stack on every view that has view children, settings varied by `seed`.
    static func withStacks(_ snapshot: LayoutSnapshot, seed: UInt64) -> LayoutSnapshot {
        var snapshot = snapshot
        var children = [[Int]](repeating: [], count: snapshot.items.count)
        for (index, item) in snapshot.items.enumerated() where item.kind == .view {
            if let parent = item.parent { children[parent].append(index) }
        }
        var stacks: [Int: LayoutSnapshot.Stack] = [:]
        for view in snapshot.items.indices where !children[view].isEmpty {
            let k = Int(seed) + view
            var stack = LayoutSnapshot.Stack(
                view: view, axis: k % 2 == 0 ? .horizontal : .vertical,
                distribution: StackDistribution.allCases[k % 5], alignment: StackAlignment.allCases[k % 6],
                spacing: k % 3 == 0 ? .system : .points(Double(k % 7) - 2.5), isBaselineRelativeArrangement: k % 4 == 1,
                isLayoutMarginsRelativeArrangement: k % 3 == 1, arranged: k % 5 == 4 ? [] : Array(children[view].reversed()))
            if let first = stack.arranged.first { stack.customSpacing[first] = k % 2 == 0 ? .points(3) : .system }
            stacks[view] = stack
            snapshot.items[view].firstBaseline = nil
            snapshot.items[view].lastBaseline = nil
            for (position, item) in stack.arranged.enumerated() {
                snapshot.items[item].isHidden = (k + position) % 3 == 0
                snapshot.items[item].isMultilineText = (k + position) % 4 == 0
            }
        }
        snapshot.stacks = preorder(snapshot, stacks)
        return snapshot
    }

    static func preorder(_ snapshot: LayoutSnapshot, _ stacks: [Int: LayoutSnapshot.Stack]) -> [LayoutSnapshot.Stack] {
        var children = [[Int]](repeating: [], count: snapshot.items.count)
        for (index, item) in snapshot.items.enumerated() {
            if let parent = item.parent { children[parent].append(index) }
        }
        var ordered: [LayoutSnapshot.Stack] = []
        var pending = [snapshot.rootIndex!]
        while let node = pending.popLast() {
            if let stack = stacks[node] { ordered.append(stack) }
            pending += children[node].reversed()
        }
        return ordered
    }

    // MARK: the Interface Builder corpus

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/corpus/ib/stack-docs")

    /// Every converted scene of `corpus/ib/stack-docs/` (a copy of the shared corpus) reads, has
    /// stacks, and reads back equal after writing.
    @Test func everyCorpusDocumentReads() throws {
        let files = FileManager.default.enumerator(atPath: Self.corpus.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".expected.json") }.sorted() ?? []
        #expect(files.count == 32)
        var stacks = 0
        for file in files {
            let bytes = try Array(Data(contentsOf: Self.corpus.appendingPathComponent(file)))
            switch LayoutDocument.read(bytes, defaultName: file) {
            case .failure(let error):
                Issue.record("\(error)")
            case .success(let document):
                #expect(!document.snapshot.stacks.isEmpty, "\(file) has no stack")
                stacks += document.snapshot.stacks.count
                let again = try LayoutDocument.read(document.snapshot.documentJSON(name: document.name), defaultName: "x").get()
                #expect(again.snapshot == document.snapshot, "\(file)")
            }
        }
        #expect(stacks == 63)
    }
}
