import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SnapLayoutDiagnostics
import SnapLayoutModel
import Testing

/// Stack views in pictures: outlined in their own colour with an arrow along the axis, the spacing
/// shaded and measured, hidden arranged views dashed and labelled, internal guides never drawn.
struct StackRenderTests {
    /// A card: a column (spacing 12) of a header row (icon and title, centred, spacing 8), a body,
    /// a hidden note and a row of two equal buttons (spacing 10), 16 from the root's sides.
    static let card = """
        {"name": "stack-card", "size": [375, 300],
         "views": [{"id": "root"},
                   {"id": "column", "parent": "root", "kind": "stack", "axis": "vertical", "spacing": 12,
                    "arranged": ["header", "body", "note", "buttons"]},
                   {"id": "header", "parent": "column", "kind": "stack", "axis": "horizontal", "spacing": 8,
                    "alignment": "center", "arranged": ["icon", "title"]},
                   {"id": "icon", "parent": "header", "intrinsicSize": [40, 40]},
                   {"id": "title", "parent": "header", "intrinsicSize": [120, 21], "hugging": [249, 250]},
                   {"id": "body", "parent": "column", "intrinsicSize": [null, 60]},
                   {"id": "note", "parent": "column", "hidden": true, "intrinsicSize": [null, 20]},
                   {"id": "buttons", "parent": "column", "kind": "stack", "axis": "horizontal",
                    "distribution": "fillEqually", "spacing": 10, "arranged": ["cancel", "ok"]},
                   {"id": "cancel", "parent": "buttons", "intrinsicSize": [80, 44]},
                   {"id": "ok", "parent": "buttons", "intrinsicSize": [80, 44]}],
         "constraints": ["column.leading == root.leading + 16", "column.trailing == root.trailing - 16",
                         "column.top == root.top + 20"]}
        """

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func aStackCardMatchesItsGoldenFile() throws {
        let svg = SVGRenderer().render(try TestDocuments.diagnose(Self.card))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        Golden.check(svg, "stack-card.svg")
    }

    /// The column runs from y 20 to 188 (header 40, 12, body 60, 12, buttons 44; the hidden note
    /// takes no room): its arrow runs down 6 from its right edge, 8 % of its height from each end.
    @Test func aStackIsOutlinedWithAnArrowAlongItsAxis() throws {
        let svg = SVGRenderer().render(try TestDocuments.diagnose(Self.card))
        #expect(svg.contains(##"<rect x="16" y="20" width="343" height="168" fill="#4a90d9" fill-opacity="0.07" stroke="#0f8b8d" stroke-width="1.5">"##))
        #expect(svg.contains("<title>column (stack, vertical, spacing 12): x 16, y 20, width 343, height 168</title>"))
        #expect(svg.contains(##"<line x1="353" y1="33.44" x2="353" y2="168.56" stroke="#0f8b8d""##))
        #expect(svg.contains(##"<polygon points="353,174.56 350,168.56 356,168.56" fill="#0f8b8d""##))
        // The buttons row (y 144 to 188 in the root) points right, 6 above its bottom.
        #expect(svg.contains(##"<polygon points="331.56,182 325.56,179 325.56,185" fill="#0f8b8d""##))
    }

    @Test func theSpaceBetweenArrangedViewsIsShadedAndMeasured() throws {
        let svg = SVGRenderer().render(try TestDocuments.diagnose(Self.card))
        // Column: header to body (y 60 to 72), body to buttons (132 to 144), across the whole stack.
        #expect(svg.contains(##"<rect x="16" y="60" width="343" height="12" fill="#0f8b8d" fill-opacity="0.18"/>"##))
        #expect(svg.contains(##"<rect x="16" y="132" width="343" height="12" fill="#0f8b8d" fill-opacity="0.18"/>"##))
        #expect(count(">12</text>", in: svg) == 2)
        // Header: icon (40 wide) to title, 8; buttons: 166.5 each, 10 between.
        #expect(svg.contains(##"<rect x="56" y="20" width="8" height="40" fill="#0f8b8d" fill-opacity="0.18"/>"##))
        #expect(svg.contains(##"<rect x="182.5" y="144" width="10" height="44" fill="#0f8b8d" fill-opacity="0.18"/>"##))
        #expect(svg.contains(">8</text>") && svg.contains(">10</text>"))
        #expect(svg.contains(">stack column: vertical, spacing 12, hidden note</text>"))
        #expect(svg.contains(">stack header: horizontal, spacing 8, alignment center</text>"))
        #expect(svg.contains(">stack buttons: horizontal, spacing 10, fillEqually</text>"))
    }

    /// The note collapses halfway through the body-to-buttons spacing (y 6 below the body's 112).
    @Test func aHiddenArrangedViewIsDashedAndLabelled() throws {
        let svg = SVGRenderer().render(try TestDocuments.diagnose(Self.card))
        #expect(svg.contains(##"<rect x="16" y="138" width="343" height="0" fill="none" stroke="#8a8a8a" stroke-width="1" stroke-dasharray="3 2">"##))
        #expect(svg.contains("<title>note (hidden): x 0, y 118, width 343, height 0</title>"))
        #expect(svg.contains(##"text-anchor="middle" stroke="#ffffff" stroke-width="2.5" paint-order="stroke">note hidden</text>"##))
        #expect(!svg.contains(">note</text>"), "no other label for the hidden view")
    }

    /// The stacks' spanners and gap guides are solved but have no frame to draw: one rectangle
    /// with a tooltip per item of the document, nothing named after a generated constraint.
    @Test func internalGuidesAreNeverDrawn() throws {
        let diagnosis = try TestDocuments.diagnose(Self.card)
        let svg = SVGRenderer(style: RenderStyle(showsAllItems: true)).render(diagnosis)
        #expect(count("<title>", in: svg) == diagnosis.snapshot.items.count)
        #expect(!svg.contains("UISV") && !svg.contains("spanner"))
    }

    /// A right-to-left row runs from the right: its arrow points left.
    @Test func aRightToLeftRowPointsLeft() throws {
        let svg = SVGRenderer().render(try TestDocuments.diagnose("""
            {"size": [320, 120], "layoutDirection": "rtl",
             "views": [{"id": "root"},
                       {"id": "s", "parent": "root", "kind": "stack", "spacing": "system", "arranged": ["a", "b"]},
                       {"id": "a", "parent": "s", "intrinsicSize": [60, 30]},
                       {"id": "b", "parent": "s", "intrinsicSize": [50, 30], "hugging": [251, 250]}],
             "constraints": ["s.leading == root.leading + 16", "s.trailing == root.trailing - 16", "s.top == 20"]}
            """))
        // s is 288 wide from x 16: the arrow runs from 304 - 23.04 to 16 + 23.04, head at the left.
        #expect(svg.contains(##"<line x1="280.96" y1="44" x2="45.04" y2="44" stroke="#0f8b8d""##))
        #expect(svg.contains(##"<polygon points="39.04,44 45.04,41 45.04,47""##))
        // b (50 wide) is at the left end; the system spacing, 8, between it and a.
        #expect(svg.contains(##"<rect x="66" y="20" width="8" height="30" fill="#0f8b8d" fill-opacity="0.18"/>"##))
        #expect(svg.contains(">stack s: horizontal, spacing system (8)</text>"))
    }

    /// A fill-aligned row whose document heights disagree: the two views the alignment rows tie
    /// are outlined as in a conflict, and the broken document constraint is drawn.
    @Test func theViewsAStackConstraintTiesAreOutlinedInAConflict() throws {
        let svg = SVGRenderer().render(try TestDocuments.diagnose(StackExplanationTests.row))
        #expect(count(##"fill="none" stroke="#d0021b" stroke-width="2""##, in: svg) == 2 + 1, "a and b, and the legend's")
        #expect(svg.contains(">#5</text>"))
        #expect(svg.contains(#">broken: #5 &quot;b.height == 40&quot;</text>"#))
    }

    @Test func aLayoutWithoutStacksHasNoStackLegend() throws {
        let svg = SVGRenderer().render(try TestDocuments.example("conflict.json"))
        #expect(!svg.contains("stack view, axis") && !svg.contains("#0f8b8d"))
    }
}
