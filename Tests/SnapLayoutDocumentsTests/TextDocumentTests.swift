import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
@testable import SnapLayoutDocuments
import SnapLayoutModel
import SnapLayoutLinearSystem
import SnapLayoutTestSupport

/// Documents with text (contract v1.2, ../shared/text.md): the worked example, the passes to the
/// fixed point, stacks and baselines, and every error of section 9. Frames to 1e-6 with both solvers.
struct TextDocumentTests {
    static let solvers: [any LayoutSolver] = [GLPKSolver(), CassowarySolver()]

    func solve(_ json: String, solver: any LayoutSolver = GLPKSolver()) throws -> DocumentResult {
        try LayoutDocument.read(json, defaultName: "t.json").get().solve(with: solver)
    }

    func frames(_ result: DocumentResult) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: result.frames.map { ($0.id, [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) })
    }

    func expectFrames(_ result: DocumentResult, _ expected: [String: [Double]]) {
        let got = frames(result)
        for (id, frame) in expected {
            let actual = got[id] ?? []
            #expect(actual.count == 4 && zip(actual, frame).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(id): \(actual) vs \(frame)")
        }
    }

    static let workedExample = """
        {"size": [200, null], "views": [
          {"id": "root"},
          {"id": "name", "parent": "root", "text": {"string": "Ada", "font": {"family": "fixed", "size": 20}}},
          {"id": "bio", "parent": "root",
           "text": {"string": "wrote the first program", "font": {"family": "fixed", "size": 10}, "lines": 0}},
          {"id": "badge", "parent": "root", "intrinsicSize": [30, 16], "hugging": [750, 750]}],
         "constraints": ["name.leading == 10", "name.top == 10",
          "badge.leading == name.trailing + 10", "badge.lastBaseline == name.lastBaseline",
          "bio.leading == 10", "bio.trailing <= -100", "bio.top == name.bottom + 5",
          "root.bottom == bio.bottom + 10"]}
        """

    @Test(arguments: solvers.indices)
    func theWorkedExampleOfSection10(solver: Int) throws {
        let result = try solve(Self.workedExample, solver: Self.solvers[solver])
        #expect(result.status == .ok)
        expectFrames(result, ["name": [10, 10, 60, 20], "badge": [80, 10, 30, 16], "bio": [10, 35, 90, 30], "root": [0, 0, 200, 75]])
        #expect(result.unsettled.isEmpty)
        #expect(!result.jsonLine.contains("unsettled"))
    }

    /// A label whose width follows its own height: more lines make it wider, wider makes fewer
    /// lines. The eighth solve's answer, with the label named as unsettled.
    @Test(arguments: solvers.indices)
    func aLoopIsReportedUnsettled(solver: Int) throws {
        let json = """
            {"views": [{"id": "r"},
              {"id": "t", "parent": "r", "hugging": [250, 1000], "compressionResistance": [250, 1000],
               "text": {"string": "aa bb cc dd", "font": {"family": "fixed", "size": 10}, "lines": 0}}],
             "constraints": ["t.leading == 0", "t.top == 0", "t.width == 3 * t.height"]}
            """
        let result = try solve(json, solver: Self.solvers[solver])
        #expect(result.unsettled == ["t"])
        #expect(result.jsonLine.hasSuffix(#","unsettled":["t"]}"#))
        // Its height is required to be its text's. Solve 1: one line (unlimited), 10 tall, so 30 wide;
        // solve 2: four lines at 3 em, 40 tall, so 120 wide; the two alternate, and the eighth solve is
        // the second kind.
        expectFrames(result, ["t": [0, 0, 120, 40]])
    }

    @Test func aPreferredWidthIsMeasuredOnce() throws {
        let json = """
            {"views": [{"id": "r"},
              {"id": "t", "parent": "r", "text": {"string": "one two three", "font": {"family": "fixed", "size": 10},
                                                   "lines": 0, "preferredMaxWidth": 60}}],
             "constraints": ["t.leading == 0", "t.top == 0", "t.width == 200"]}
            """
        // Wrapped at 60 whatever its solved width: three lines.
        expectFrames(try solve(json), ["t": [0, 0, 200, 30]])
    }

    @Test func aStretchedLabelKeepsItsBaselineOffsets() throws {
        let json = """
            {"views": [{"id": "r"},
              {"id": "a", "parent": "r", "text": {"string": "Big", "font": {"family": "fixed", "size": 20}}},
              {"id": "b", "parent": "r", "text": {"string": "small", "font": {"family": "fixed", "size": 10}}}],
             "constraints": ["a.leading == 0", "a.top == 0", "a.height == 40",
                             "b.leading == a.trailing + 4", "b.firstBaseline == a.firstBaseline"]}
            """
        // a: baseline 16 from the top whatever its height; b's first baseline (8 from its top) at 16.
        expectFrames(try solve(json), ["a": [0, 0, 60, 40], "b": [64, 8, 50, 10]])
    }

    @Test func labelsInAHorizontalStackAreMultilineText() throws {
        let json = """
            {"size": [300, null], "views": [{"id": "r"},
              {"id": "s", "parent": "r", "kind": "stack", "arranged": ["a", "b"], "spacing": 10},
              {"id": "a", "parent": "s", "hugging": [251, 250], "compressionResistance": [751, 750],
               "text": {"string": "short", "font": {"family": "fixed", "size": 10}}},
              {"id": "b", "parent": "s", "text": {"string": "a much longer text that wraps", "font": {"family": "fixed", "size": 10}, "lines": 0}}],
             "constraints": ["s.leading == 0", "s.trailing == 0", "s.top == 0"]}
            """
        let document = try LayoutDocument.read(json, defaultName: "t.json").get()
        #expect(document.snapshot.items[3].isMultilineText && !document.snapshot.items[2].isMultilineText)
        let result = document.solve(with: GLPKSolver())
        #expect(result.status == .ok)
        // a keeps its 50 points (it resists and hugs more); b takes the rest, 240, and wraps there:
        // "a much longer text that " (23 em: its final space counts 0) | "wraps"; the stack fills a's height.
        expectFrames(result, ["a": [0, 0, 50, 20], "b": [60, 0, 240, 20], "s": [0, 0, 300, 20]])
    }

    @Test func scaleRoundsMeasurementsOnly() throws {
        let json = """
            {"scale": 3, "views": [{"id": "r"},
              {"id": "t", "parent": "r", "text": {"string": "abc", "font": {"family": "fixed", "size": 13.3}}}],
             "constraints": ["t.leading == 0.1", "t.top == 0"]}
            """
        // 39.9 rounded up to the third of a point: 40; 13.3 to 13.333….
        expectFrames(try solve(json), ["t": [0.1, 0, 40, 40.0 / 3]])
    }

    static let errors: [(String, String)] = [
        (#"{"id":"t","parent":"r","text":"x"}"#, "view 1 ('t'): text: must be an object, found a string"),
        (#"{"id":"t","parent":"r","text":{}}"#, "view 1 ('t'): text: string is missing"),
        (#"{"id":"t","parent":"r","text":{"string":5}}"#, "view 1 ('t'): text: string must be a string, found a number"),
        (#"{"id":"t","parent":"r","text":{"string":"x","colour":1}}"#, "view 1 ('t'): text: text: unknown key 'colour' (expected string, font, lines, lineBreak, preferredMaxWidth)"),
        (#"{"id":"t","parent":"r","text":{"string":"x","font":{"style":"italic"}}}"#, "view 1 ('t'): text: font: unknown key 'style' (expected family, size, weight)"),
        (#"{"id":"t","parent":"r","text":{"string":"x","font":{"family":""}}}"#, "view 1 ('t'): text: font family must be a non-empty string, found \"\""),
        (#"{"id":"t","parent":"r","text":{"string":"x","font":{"size":0}}}"#, "view 1 ('t'): text: font size must be a finite number in (0, 10000], found 0"),
        (#"{"id":"t","parent":"r","text":{"string":"x","font":{"size":10001}}}"#, "view 1 ('t'): text: font size must be a finite number in (0, 10000], found 10001"),
        (#"{"id":"t","parent":"r","text":{"string":"x","font":{"weight":"heavy"}}}"#, "view 1 ('t'): text: font weight must be \"regular\" or \"bold\", found \"heavy\""),
        (#"{"id":"t","parent":"r","text":{"string":"x","lineBreak":"wrap"}}"#, "view 1 ('t'): text: lineBreak must be one of \"word\", \"char\", \"truncateTail\", \"truncateHead\", \"truncateMiddle\", \"clip\", found \"wrap\""),
        (#"{"id":"t","parent":"r","text":{"string":"x","lines":-1}}"#, "view 1 ('t'): text: lines must be a whole number ≥ 0, found -1"),
        (#"{"id":"t","parent":"r","text":{"string":"x","lines":1.5}}"#, "view 1 ('t'): text: lines must be a whole number ≥ 0, found 1.5"),
        (#"{"id":"t","parent":"r","text":{"string":"x","preferredMaxWidth":0}}"#, "view 1 ('t'): text: preferredMaxWidth must be a finite number > 0, found 0"),
        (#"{"id":"t","parent":"r","kind":"guide","text":{"string":"x"}}"#, "view 1 ('t'): text is allowed on a view only, not on a guide"),
        (#"{"id":"t","parent":"r","intrinsicSize":[1,2],"text":{"string":"x"}}"#, "view 1 ('t'): a text view has no intrinsicSize (its text gives it)"),
        (#"{"id":"t","parent":"r","baseline":[1,2],"text":{"string":"x"}}"#, "view 1 ('t'): a text view has no baseline (its text gives it)"),
    ]

    @Test(arguments: errors)
    func badTextIsAnErrorNamingTheView(view: String, message: String) {
        let json = #"{"views":[{"id":"r"},\#(view)]}"#
        guard case .failure(let error) = LayoutDocument.read(json, defaultName: "t.json") else {
            Issue.record("read: \(json)")
            return
        }
        #expect(error.description == "document 't.json': \(message)")
    }

    @Test func textOnAStackAndMultilineTextOnALabelAreErrors() {
        let stack = #"{"views":[{"id":"r"},{"id":"s","parent":"r","kind":"stack","text":{"string":"x"}}]}"#
        #expect(LayoutDocument.read(stack, defaultName: "t.json").failure?.description == "document 't.json': view 1 ('s'): text is allowed on a view only, not on a stack")
        let multiline = #"{"views":[{"id":"r"},{"id":"s","parent":"r","kind":"stack","arranged":["t"]},{"id":"t","parent":"s","multilineText":true,"text":{"string":"x"}}]}"#
        #expect(LayoutDocument.read(multiline, defaultName: "t.json").failure?.description == "document 't.json': view 2 ('t'): a text view has no multilineText (its text gives it)")
    }

    @Test(arguments: [#""scale": 0"#, #""scale": "2""#, #""scale": -1"#])
    func aBadScaleIsAnErrorOfTheDocument(scale: String) {
        let json = #"{\#(scale), "views":[{"id":"r"}]}"#
        let message = LayoutDocument.read(json, defaultName: "t.json").failure?.description ?? ""
        #expect(message.hasPrefix("document 't.json': scale must be a finite number > 0, found "))
    }

    @Test func aFamilyThatIsNotInstalledNamesTheSubstitute() throws {
        let json = #"{"views":[{"id":"r"},{"id":"title","parent":"r","text":{"string":"x","font":{"family":"Helvetica Neue"}}}]}"#
        let result = try solve(json)
        #expect(result.status == .error)
        #expect(result.error == "document 't.json': view 1 ('title'): text: font family 'Helvetica Neue' is not installed (fontconfig would substitute 'DejaVu Sans')")
    }

    @Test func anEmptyStringCollapses() throws {
        let json = #"{"views":[{"id":"r"},{"id":"t","parent":"r","text":{"string":""}}],"constraints":["t.leading == 5","t.top == 5"]}"#
        expectFrames(try solve(json), ["t": [5, 5, 0, 0]])
    }
}

extension TextDocumentTests {
    /// Random documents of labels (the fixed family, one line, several, a preferred width, side by
    /// side or stacked, squeezed or free): both solvers measure and solve them alike.
    @Test func bothSolversAgreeOnRandomDocumentsWithText() throws {
        var generator = SeededGenerator(seed: 39)
        let words = ["a", "bb", "ccc", "dddd", "eeeee", "wraps", "label", "x"]
        for round in 0..<60 {
            let count = Int.random(in: 2...5, using: &generator)
            var views = [#"{"id":"r"}"#]
            var constraints: [String] = []
            for k in 0..<count {
                let string = (0..<Int.random(in: 1...9, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
                let lines = [0, 1, 2].randomElement(using: &generator)!
                let preferred = Int.random(in: 0..<4, using: &generator) == 0 ? #","preferredMaxWidth":\#(Int.random(in: 20...120, using: &generator))"# : ""
                views.append(#"{"id":"t\#(k)","parent":"r","text":{"string":"\#(string)","font":{"family":"fixed","size":\#(Int.random(in: 6...14, using: &generator))},"lines":\#(lines)\#(preferred)}}"#)
                constraints.append(k == 0 ? "t0.top == 0" : "t\(k).top == t\(k - 1).bottom + \(Int.random(in: 0...8, using: &generator))")
                constraints.append("t\(k).leading == \(Int.random(in: 0...20, using: &generator))")
                if Bool.random(using: &generator) { constraints.append("t\(k).trailing <= -\(Int.random(in: 0...60, using: &generator))") }
            }
            let width = Int.random(in: 120...400, using: &generator)
            let json = #"{"size":[\#(width),null],"views":[\#(views.joined(separator: ","))],"constraints":[\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}"#
            let document = try LayoutDocument.read(json, defaultName: "random\(round)").get()
            let comparison = document.compare(GLPKSolver(), with: CassowarySolver())
            #expect(comparison.verdict == .agree, "\(comparison.line)\n\(json)")
        }
    }
}
