import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutLinearSystem
@testable import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutTestSupport

/// Scroll views in documents (`"kind": "scroll"`): guides as anchors and as items of the results,
/// UIKit's older rule, errors, ambiguity in UIKit's words, both solvers.
struct ScrollDocumentTests {
    static let form = """
        {"name": "form", "size": [375, 667], "views": [
          {"id": "root"},
          {"id": "scroll", "parent": "root", "kind": "scroll", "contentOffset": [0, 100]},
          {"id": "form", "parent": "scroll", "kind": "stack", "axis": "vertical", "spacing": 8, "arranged": ["a", "b", "c"]},
          {"id": "a", "parent": "form", "intrinsicSize": [null, 400]},
          {"id": "b", "parent": "form", "intrinsicSize": [null, 400]},
          {"id": "c", "parent": "form", "intrinsicSize": [null, 44]},
          {"id": "badge", "parent": "scroll"}],
         "constraints": ["scroll.leading == 0", "scroll.trailing == 0", "scroll.top == 0", "scroll.bottom == 0",
          "form.top == scroll.content.top", "form.leading == scroll.content.leading",
          "form.trailing == scroll.content.trailing", "form.bottom == scroll.content.bottom",
          "form.width == scroll.frame.width",
          "badge.top == scroll.frame.top + 10", "badge.trailing == scroll.frame.trailing - 10",
          "badge.width == 30", "badge.height == 30"]}
        """

    func frames(_ result: DocumentResult) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: result.frames.map { ($0.id, [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) })
    }

    @Test func aFormInAScrollView() throws {
        let document = try LayoutDocument.read(Self.form, defaultName: "form.json").get()
        for solver in [GLPKSolver() as any LayoutSolver, CassowarySolver()] {
            let result = document.solve(with: solver, checksAmbiguity: true)
            let f = frames(result)
            #expect(f["form"] == [0, 0, 375, 860])
            #expect(f["scroll.content"] == [0, 0, 375, 860])
            // The visible rectangle at the offset; the badge pinned to it.
            #expect(f["scroll.frame"] == [0, 100, 375, 667])
            #expect(f["badge"] == [335, 110, 30, 30])
            #expect(result.ambiguous == [])
        }
        #expect(document.compare(GLPKSolver(), with: CassowarySolver()).verdict == .agree)
    }

    /// UIKit's older rule: edges of the scroll view seen from inside are the content's; its width is
    /// the frame's; `contentSize` is the weakest pull on the content.
    @Test func theOlderRuleAndASetContentSize() throws {
        let json = """
            {"size": [300, 400], "views": [{"id": "r"}, {"id": "s", "parent": "r", "kind": "scroll", "contentSize": [300, 999]},
              {"id": "v", "parent": "s"}, {"id": "w", "parent": "s"}],
             "constraints": ["s.edges == 0", "v.top == s.top + 10", "v.leading == s.leading", "v.trailing == s.trailing",
              "v.bottom == s.bottom - 10", "v.width == s.width", "v.height == 700"]}
            """.replacingOccurrences(of: #""s.edges == 0", "#, with: #""s.left == 0", "s.top == 0", "s.width == 300", "s.height == 400", "#)
        let result = try LayoutDocument.read(json, defaultName: "t.json").get().solve(with: GLPKSolver(), checksAmbiguity: true)
        let f = frames(result)
        #expect(f["v"] == [0, 10, 300, 700])
        #expect(f["s.content"] == [0, 0, 300, 720])
        #expect(result.unsatisfied.map(\.generated) == ["s.UIScrollView-content-size.height"])
        #expect(result.ambiguous == ["w"])
    }

    @Test func anAmbiguousContentSizeIsSaidInUIKitsWords() throws {
        let json = #"{"size":[100,100],"views":[{"id":"r"},{"id":"s","parent":"r","kind":"scroll"},{"id":"v","parent":"s"}],"constraints":["s.left == 0","s.top == 0","s.width == 100","s.height == 100","v.top == s.top","v.leading == s.leading","v.width == 50","v.height == 300"]}"#
        let document = try LayoutDocument.read(json, defaultName: "t.json").get()
        let result = document.solve(with: GLPKSolver(), checksAmbiguity: true)
        #expect(result.ambiguous == ["s.content"])
    }

    static let errors: [(String, String)] = [
        (#"{"id":"v","parent":"r","contentSize":[1,2]}"#, "view 'v': contentSize is allowed only on a scroll view (\"kind\": \"scroll\")"),
        (#"{"id":"v","parent":"r","kind":"scroll","contentSize":[1,-2]}"#, "view 'v': contentSize has a negative value -2"),
        (#"{"id":"v","parent":"r","kind":"scroll","contentInsetAdjustmentBehavior":"sometimes"}"#,
         "view 'v': contentInsetAdjustmentBehavior must be one of \"automatic\", \"scrollableAxes\", \"never\", \"always\", found \"sometimes\""),
        (#"{"id":"v","parent":"r","kind":"scroll","contentOffset":[1]}"#, "view 'v': contentOffset must be an array of 2 numbers, found an array of 1"),
    ]

    @Test(arguments: errors)
    func badScrollKeysAreErrors(view: String, message: String) {
        let json = #"{"views":[{"id":"r"},\#(view)]}"#
        #expect(LayoutDocument.read(json, defaultName: "t.json").failure?.description == "document 't.json': \(message)")
    }

    @Test func contentAndFrameAreGuidesOfScrollViewsOnly() {
        let json = #"{"views":[{"id":"r"},{"id":"v","parent":"r"}],"constraints":["v.content.top == 0"]}"#
        #expect(LayoutDocument.read(json, defaultName: "t.json").failure?.description
            == "document 't.json': constraint 0: 'v.content.top': 'content' is not a guide of a view (expected margins or safeArea)")
    }

    /// Random documents with a scroll view and content of random shapes: both solvers agree.
    @Test func bothSolversAgreeOnRandomScrollViews() throws {
        var generator = SeededGenerator(seed: 40)
        for round in 0..<60 {
            var views = [#"{"id":"r"}"#, #"{"id":"s","parent":"r","kind":"scroll","contentOffset":[0,\#(Int.random(in: 0...200, using: &generator))]}"#]
            var constraints = ["s.left == 0", "s.top == 0", "s.width == 320", "s.height == 480"]
            let count = Int.random(in: 1...5, using: &generator)
            for k in 0..<count {
                views.append(#"{"id":"v\#(k)","parent":"s","intrinsicSize":[\#(Int.random(in: 10...200, using: &generator)),\#(Int.random(in: 10...300, using: &generator))]}"#)
                constraints.append(k == 0 ? "v0.top == s.content.top + \(Int.random(in: 0...20, using: &generator))"
                                          : "v\(k).top == v\(k - 1).bottom + \(Int.random(in: 0...20, using: &generator))")
                constraints.append(["v\(k).leading == s.content.leading", "v\(k).leading == s.leading + 8", "v\(k).centerX == s.frame.centerX"]
                    .randomElement(using: &generator)!)
                if Bool.random(using: &generator) { constraints.append("v\(k).width == s.frame.width - \(Int.random(in: 0...40, using: &generator))") }
            }
            constraints.append(["v\(count - 1).bottom == s.content.bottom", "v\(count - 1).bottom == s.bottom - 10"].randomElement(using: &generator)!)
            constraints.append("s.content.width == s.frame.width")
            let json = #"{"size":[320,480],"views":[\#(views.joined(separator: ","))],"constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}"#
            let document = try LayoutDocument.read(json, defaultName: "random\(round)").get()
            let comparison = document.compare(GLPKSolver(), with: CassowarySolver())
            #expect(comparison.verdict == .agree, "\(comparison.line)\n\(json)")
        }
    }
}
