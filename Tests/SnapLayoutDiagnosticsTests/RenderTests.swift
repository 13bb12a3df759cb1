import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SnapLayoutDiagnostics
import SnapLayoutModel
import Testing

/// SVG pictures: every example draws, the output is well-formed XML, and the marks match what the
/// explanation found.
struct RenderTests {
    /// Whether `svg` parses as XML.
    func isWellFormed(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func everyExampleRendersAsWellFormedSVG() throws {
        let paths = TestDocuments.examplePaths
        #expect(paths.count >= 7)
        for path in paths {
            let diagnosis = try TestDocuments.example(path.lastPathComponent)
            let svg = SVGRenderer().render(diagnosis)
            #expect(isWellFormed(svg), "\(path.lastPathComponent)")
            // Every item has a rectangle with a tooltip naming it.
            for item in diagnosis.snapshot.items { #expect(svg.contains("<title>\(item.id) ("), "\(item.id)") }
        }
    }

    @Test func brokenConstraintsAreDrawnBetweenTheirAnchors() throws {
        let svg = SVGRenderer().render(try TestDocuments.example("conflict.json"))
        // #3 button.width == 200 (a size alone): across the button at mid-height, 20…300, y 122.
        #expect(svg.contains(##"<line x1="20" y1="122" x2="300" y2="122" stroke="#d0021b""##))
        // #8 badge.width >= 30: across the badge (centred on the button's trailing edge, top).
        #expect(count("<line ", in: svg) == 2 + 1, "two broken constraints and the legend's swatch")
        #expect(svg.contains(">#3 fixedWidth</text>") && svg.contains(">#8 badgeMinimum</text>"))
        #expect(svg.contains(#">broken: #3 fixedWidth: &quot;button.width == 200&quot;</text>"#))
    }

    @Test func conflictingAndAmbiguousItemsAreOutlined() throws {
        let conflict = SVGRenderer().render(try TestDocuments.example("conflict.json"))
        // root (size.width), button and badge are all named by a conflict member.
        #expect(count(##"fill="none" stroke="#d0021b" stroke-width="2""##, in: conflict) == 3 + 1)
        let ambiguous = SVGRenderer().render(try TestDocuments.diagnose(ExplanationTests.ambiguous))
        #expect(count(##"stroke="#e07b00" stroke-width="2" stroke-dasharray="5 2""##, in: ambiguous) == 1 + 1)
        #expect(ambiguous.contains("ambiguous: b: x in [128, ∞), width in (-∞, 182]"))
    }

    @Test func marginsAndSafeAreaAreShaded() throws {
        let svg = SVGRenderer().render(try TestDocuments.diagnose("""
            {"size": [200, 100], "views": [{"id": "root", "safeArea": [20, 0, 10, 0], "margins": [4, 8, 4, 8]},
             {"id": "a", "parent": "root"}, {"id": "g", "parent": "root", "kind": "guide"}],
             "constraints": ["a.edges == 0"]}
            """.replacingOccurrences(of: #""a.edges == 0""#, with: #""a.left == root.leftMargin", "a.right == root.rightMargin", "a.top == root.topMargin", "a.bottom == root.bottomMargin", "g.left == 0", "g.top == 0", "g.width == 50", "g.height == 10""#)))
        // Safe area: the band between the frame and the frame inset by 20 top, 10 bottom.
        #expect(svg.contains(##"<path d="M0 0H200V100H0ZM0 20H200V90H0Z" fill="#5fb832""##))
        // Margins, measured from the safe area.
        #expect(svg.contains(##"<path d="M0 20H200V90H0ZM8 24H192V86H8Z" fill="#f5a623""##))
        #expect(svg.contains(##"stroke="#7b4fbf" stroke-width="1" stroke-dasharray="4 3""##), "the guide is dashed")
    }

    @Test func fiftyViewsGetLabelsThatFitTheirRectangles() throws {
        var views = [#"{"id": "root"}"#]
        var constraints: [String] = []
        for i in 0..<50 {
            views.append(#"{"id": "cell_number_\#(i)", "parent": "root"}"#)
            constraints += ["cell_number_\(i).left == \(i % 5 * 75)", "cell_number_\(i).top == \(i / 5 * 66)",
                            "cell_number_\(i).width == 71", "cell_number_\(i).height == 62"]
        }
        let json = #"{"size": [375, 667], "views": [\#(views.joined(separator: ","))], "constraints": [\#(constraints.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        let svg = SVGRenderer(style: RenderStyle(scale: 2)).render(try TestDocuments.diagnose(json))
        #expect(isWellFormed(svg))
        // The legend starts below the labels placed under the last row (they pass the root's bottom).
        #expect(svg.contains(#"width="864" height="1678.4" viewBox="0 0 432 839.2""#), "the scale multiplies the file's size, not the drawing")
        // Ids are never cut: 71 pt holds "cell_number_7" at 8.6 pt type, with the size under it.
        // "cell_number_42" would need 8 pt or less inside, so a label goes outside at full size
        // where that is free (under the last row's cells, inside the root) and its size line is
        // left out; the other cells' labels shrink inside.
        #expect(!svg.contains("…"))
        #expect((0..<50).allSatisfy { svg.contains(">cell_number_\($0)</text>") })
        #expect(svg.contains(">cell_number_7</text>") && svg.contains(">cell_number_42</text>"))
        let outside = (40..<50).filter { svg.contains(##"font-size="11" fill="#222222" stroke="#ffffff" stroke-width="2.75" stroke-opacity="0.8" paint-order="stroke">cell_number_\##($0)</text>"##) }
        #expect(count(">71 × 62</text>", in: svg) == 50 - outside.count)
        #expect(!outside.isEmpty)
    }

    @Test func sideBySideLaysDocumentsOutInARow() throws {
        let a = try TestDocuments.example("rtl-toolbar.json"), b = try TestDocuments.example("spacer-guides.json")
        let svg = SVGRenderer().renderSideBySide([a, b])
        let single = SVGRenderer().page(a)
        #expect(isWellFormed(svg))
        #expect(svg.contains(#"<g transform="translate(\#(NumberFormat.string(single.width)) 0)">"#))
        #expect(count(#"<g class="layout">"#, in: svg) == 2)
    }

    /// The y of the label `text` (a `<text … y="Y" …>text</text>` element).
    func labelY(_ text: String, in svg: String) -> Double? {
        guard let end = svg.range(of: ">\(text)</text>") else { return nil }
        let start = svg[..<end.lowerBound].range(of: "<text ", options: .backwards)!
        let element = svg[start.upperBound..<end.lowerBound]
        guard let y = element.range(of: #" y=""#) else { return nil }
        return Double(element[y.upperBound...].prefix { $0 != "\"" })
    }

    /// The root's label never goes above the drawing, into the title and summary.
    @Test func theRootsLabelStaysOffTheSummaryLine() throws {
        let svg = SVGRenderer().render(try TestDocuments.example("spacer-guides.json"))
        // The drawing's top is y 0 in its group; the root is at 0 and its corner is taken by "edit".
        let y = try #require(labelY("bar", in: svg))
        #expect(y > 0)
    }

    /// A guide of no height is a dashed line with its label, not an invisible rectangle.
    @Test func zeroSizeGuidesAreDashedLinesWithLabels() throws {
        let svg = SVGRenderer().render(try TestDocuments.example("spacer-guides.json"))
        #expect(svg.contains(##"<line x1="60" y1="22" x2="165.5" y2="22" fill="none" stroke="#7b4fbf" stroke-dasharray="4 3" stroke-width="1.5">"##))
        #expect(svg.contains(">gap1</text>") && svg.contains(">gap2</text>"))
        #expect(!svg.contains(##"height="0" fill="none" stroke="#7b4fbf""##))
    }

    /// Broken-constraint lines keep item labels off them: the button's size line, which the
    /// broken width constraint's line would cross, is left out.
    @Test func brokenLinesDoNotStrikeThroughLabels() throws {
        let svg = SVGRenderer().render(try TestDocuments.example("conflict.json"))
        #expect(svg.contains(">button</text>"))
        #expect(!svg.contains(">280 × 44</text>"))
    }

    /// Side by side, the key is drawn once, under all the layouts; each keeps its notes.
    @Test func sideBySideDrawsTheKeyOnce() throws {
        let a = try TestDocuments.example("conflict.json"), b = try TestDocuments.example("spacer-guides.json")
        let svg = SVGRenderer().renderSideBySide([a, b])
        #expect(count(">view</text>", in: svg) == 1)
        #expect(count(">broken constraint</text>", in: svg) == 1)
        #expect(svg.contains(#"broken: #3 fixedWidth: "button.width == 200""#.replacingOccurrences(of: "\"", with: "&quot;"))
                || svg.contains(#"broken: #3 fixedWidth: "button.width == 200""#))
    }

    /// A note naming ids is wrapped at spaces, never cut inside an id.
    @Test func notesWrapInsteadOfCuttingIds() {
        let lines = SVGRenderer().wrapped("stack column: vertical, spacing 12, 20 after title, hidden bluetoothRow", to: 60)
        #expect(lines == ["stack column: vertical, spacing 12, 20 after title, hidden", "    bluetoothRow"])
    }
}

