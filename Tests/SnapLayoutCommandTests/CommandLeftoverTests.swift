import Foundation
import Testing

/// Issue 43's command-line leftovers: `render -o -` writes the picture to standard output, and a
/// document with several bad constraints gets every error at once in each command's form.
struct CommandLeftoverTests {
    static let examples = CommandRunner.examples
    func example(_ name: String) -> String { Self.examples.appendingPathComponent(name).path }

    /// Three bad constraints (0, 2, 3) among four.
    static let bad = #"{"name": "bad", "views": [{"id": "r"}, {"id": "a", "parent": "r"}], "#
        + #""constraints": ["a.left == ghost.left", "a.width == 10", "a.wdth == 5", "a.top = r.top"]}"#
    static let errors = [
        "constraint 0: 'ghost.left': there is no view 'ghost'",
        "constraint 2: 'a.wdth': unknown attribute 'wdth' (expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins)",
        "constraint 3: at column 7: expected a relation (==, <=, >=), found '='",
    ]

    @Test func renderWritesTheSVGToStandardOutput() throws {
        let (status, output, errors) = try CommandRunner.run(["render", example("profile-card.json"), "-o", "-"])
        #expect(status == 0)
        #expect(errors == "")
        #expect(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(output.hasSuffix("</svg>\n"))
        #expect(output.contains(">profile-card  375 × 107</text>"))
        #expect(!output.contains("wrote"))
    }

    @Test func severalDocumentsToStandardOutputAreOnePictureSideBySide() throws {
        let inputs = [example("rtl-toolbar.json"), example("spacer-guides.json")]
        let (status, output, _) = try CommandRunner.run(["render"] + inputs + ["--output", "-"])
        #expect(status == 0)
        #expect(output.components(separatedBy: "<?xml").count == 2, "one document")
        #expect(output.components(separatedBy: "<g class=\"layout\">").count == 3)
    }

    @Test func solveListsEveryErrorInTheDocumentsOneLine() throws {
        let file = try CommandRunner.temporaryFile(Self.bad, name: "bad.json")
        let (status, output, _) = try CommandRunner.run(["solve", file.path])
        #expect(status == 1)
        let message = "document 'bad': 3 errors: " + Self.errors.joined(separator: "; ")
        #expect(output == #"{"name":"bad","status":"error","error":"\#(message)"}"# + "\n")
    }

    @Test func explainPrintsOneErrorLineEach() throws {
        let file = try CommandRunner.temporaryFile(Self.bad, name: "bad.json")
        let (status, output, _) = try CommandRunner.run(["explain", file.path])
        #expect(status == 1)
        #expect(output == "== bad ==\n" + Self.errors.map { "error: \($0)\n" }.joined())
    }

    @Test func renderNamesEveryErrorOnStandardError() throws {
        let file = try CommandRunner.temporaryFile(Self.bad, name: "bad.json")
        let (status, output, errors) = try CommandRunner.run(["render", file.path, "-o", "-"])
        #expect(status == 1)
        #expect(output == "")
        #expect(errors == Self.errors.map { "snaplayout: document 'bad': \($0)\n" }.joined() + "snaplayout: nothing to draw\n")
    }

    /// docs/diagnostics.md: an unknown `--why` id is an error of its document, status 1 (the
    /// document is otherwise clean).
    @Test func anUnknownWhyExitsOne() throws {
        let (status, _, errors) = try CommandRunner.run(["explain", "--why", "nosuch", example("login-form.json")])
        #expect(status == 1)
        #expect(errors == "snaplayout: document 'login-form': --why nosuch: no item has this id\n")
        #expect(try CommandRunner.run(["explain", example("login-form.json")]).0 == 0)
    }
}
