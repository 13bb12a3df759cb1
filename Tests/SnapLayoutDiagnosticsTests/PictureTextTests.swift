import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SnapLayoutDiagnostics
import SnapLayoutModel
import Testing

/// Issue 44: every picture is a valid picture, whatever the strings of its document.
struct PictureTextTests {
    /// The error an XML parser reports for `svg`, `nil` when it parses.
    func parseError(_ svg: String) -> String? {
        let parser = XMLParser(data: Data(svg.utf8))
        return parser.parse() ? nil : String(describing: parser.parserError)
    }

    /// A document named `name`, with a constraint labelled `label` that is broken (so drawn).
    static func document(name: String, label: String, id: String = "button", text: String = "button.width == 200") -> String {
        let quote: (String) -> String = { String(decoding: try! JSONEncoder().encode($0), as: UTF8.self) }
        return """
            {"name": \(quote(name)), "size": [320, 200], "views": [{"id": "root"}, {"id": \(quote(id)), "parent": "root"}],
             "constraints": [\(quote("\(id).leading == root.leading + 20")), \(quote("\(id).trailing == root.trailing - 20")),
                             {"constraint": \(quote(text.replacingOccurrences(of: "button", with: id))), "label": \(quote(label))},
                             \(quote("\(id).top == 10")), \(quote("\(id).height == 30"))]}
            """
    }

    /// C0 controls in a name, a label and an id: a well-formed file, each spelled out, alone and side by side.
    @Test func controlCharactersAreSpelledOut() throws {
        let diagnosis = try TestDocuments.diagnose(Self.document(name: "bell\u{1}name", label: "tab\u{2}label\u{B}\u{FFFE}", id: "b"))
        for svg in [SVGRenderer().render(diagnosis), SVGRenderer().renderSideBySide([diagnosis, diagnosis])] {
            #expect(parseError(svg) == nil)
            #expect(svg.contains(#"bell\u{1}name"#))
            #expect(svg.contains(#">#2 tab\u{2}label\u{b}"#))
            #expect(!svg.unicodeScalars.contains { !SVGElement.isAllowedInXML($0) })
        }
    }

    /// The last line of defence: any string an element is given is written as XML can carry it.
    @Test func elementsNeverWriteWhatXMLCannotCarry() {
        let svg = SVGDocument(width: 10, height: 10, children: [
            SVGElement("text", ["data-x": "a\u{0}b"], text: "c\u{1F}d\u{FFFF}e\u{9}f"),
        ]).xml
        #expect(parseError(svg) == nil)
        #expect(svg.contains(#"data-x="a\u{0}b">c\u{1f}d\u{ffff}e"#))
    }

    /// Strings of millions of characters are cut to 80 with `…`: the picture's size is the layout's.
    @Test func longStringsAreCut() throws {
        let long = String(repeating: "n", count: 1_000_000)
        let spaces = "button.width ==" + String(repeating: " ", count: 1_000_000) + "200"
        let small = SVGRenderer().render(try TestDocuments.diagnose(Self.document(name: "n", label: "l")))
        let diagnosis = try TestDocuments.diagnose(Self.document(name: long, label: long, text: spaces))
        let svg = SVGRenderer().render(diagnosis)
        #expect(parseError(svg) == nil)
        #expect(svg.utf8.count < small.utf8.count + 2_000)
        #expect(svg.contains(String(repeating: "n", count: 80) + "…  320 × 200"))
        #expect(!svg.contains(String(repeating: "n", count: 81)))
        let longID = String(repeating: "v", count: 100_000)
        let ids = SVGRenderer().render(try TestDocuments.diagnose(Self.document(name: "n", label: "l", id: longID)))
        #expect(ids.utf8.count < small.utf8.count + 4_000)
        #expect(!ids.contains(String(repeating: "v", count: 81)))
    }
}
