import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SnapLayoutDiagnostics
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
        #expect(svg.contains(#"width="864" height="1634" viewBox="0 0 432 817""#), "the scale multiplies the file's size, not the drawing")
        // 71 pt wide at 11 pt type: 10 characters fit, so ids are cut in the middle, keeping the
        // end that tells them apart.
        #expect(count(">cell_…", in: svg) == 50)
        #expect(svg.contains(">cell_…er_7</text>") && svg.contains(">cell_…r_42</text>"))
        #expect(count(">71 × 62</text>", in: svg) == 50)
    }

    @Test func sideBySideLaysDocumentsOutInARow() throws {
        let a = try TestDocuments.example("rtl-toolbar.json"), b = try TestDocuments.example("spacer-guides.json")
        let svg = SVGRenderer().renderSideBySide([a, b])
        let single = SVGRenderer().page(a)
        #expect(isWellFormed(svg))
        #expect(svg.contains(#"<g transform="translate(\#(NumberFormat.string(single.width)) 0)">"#))
        #expect(count(#"<g class="layout">"#, in: svg) == 2)
    }
}
