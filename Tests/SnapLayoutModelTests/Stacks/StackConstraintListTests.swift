import Testing
@testable import SnapLayoutModel

/// The exact constraints a stack generates, in conflict order, as `name: first REL second`.
@Suite struct StackConstraintListTests {
    static func listing(_ f: StackFixture) -> [String] {
        let snapshot = f.resolved
        let expansion = snapshot.expandingStacks()
        func name(_ anchor: LayoutSnapshot.Anchor) -> String {
            let id = expansion.items[anchor.item].id
            return (anchor.guide.map { "\(id).\($0.rawValue)" } ?? id) + ".\(anchor.attribute)"
        }
        return expansion.stackConstraints.map { constraint, source in
            let c = constraint
            var text = "\(source.name): \(name(c.first)) \(c.relation) "
            if let second = c.second {
                text += c.multiplier == 1 ? name(second) : "\(c.multiplier) * \(name(second))"
                if c.constant != 0 { text += " + \(c.constant)" }
            } else {
                text += "\(c.constant)"
            }
            return c.priority == 1000 ? text : text + " @\(c.priority)"
        }
    }

    /// Kean's "Let's Build UIStackView" listing for a row aligned to the top: canvas connections,
    /// spacing, the alignment spanner at 999.5 / required, the fits at 51 and 25.
    @Test func aRowAlignedToTheTop() {
        var f = StackFixture()
        f.stack("s", alignment: .top, spacing: .points(8), arranged: ["a", "b"])
        f.view("a", in: "s"); f.view("b", in: "s")
        #expect(Self.listing(f) == [
            "s.UISV-canvas-connection.leading.a: s.leading == a.leading",
            "s.UISV-canvas-connection.trailing.b: s.trailing == b.trailing",
            "s.UISV-spacing.a.b: b.leading == a.trailing + 8.0",
            "s.UISV-alignment.b.top: a.top == b.top",
            "s.UISV-spanning-fit: s.UISV-alignment-spanner.height == 0.0 @51.0",
            "s.UISV-spanning-boundary.a.top: s.UISV-alignment-spanner.top == a.top @999.5",
            "s.UISV-spanning-boundary.a.bottom: s.UISV-alignment-spanner.bottom >= a.bottom",
            "s.UISV-spanning-boundary.b.top: s.UISV-alignment-spanner.top == b.top @999.5",
            "s.UISV-spanning-boundary.b.bottom: s.UISV-alignment-spanner.bottom >= b.bottom",
            "s.UISV-canvas-connection.top.a: s.top == a.top",
            "s.UISV-canvas-connection.bottom.UISV-alignment-spanner: s.bottom == s.UISV-alignment-spanner.bottom",
            "s.UISV-ambiguity-suppression.a: a.height == 0.0 @25.0",
            "s.UISV-ambiguity-suppression.b: b.height == 0.0 @25.0",
        ])
    }

    /// A margins-relative column filled proportionally, with a hidden view: the proportional
    /// multipliers count only visible views, the priorities count hidden ones (999 − index).
    @Test func aProportionalColumnWithAHiddenView() {
        var f = StackFixture()
        f.stack("s", axis: .vertical, distribution: .fillProportionally, spacing: .points(10), marginsRelative: true,
                arranged: ["a", "h", "b"])
        f.view("a", in: "s", size: (nil, 30)); f.view("h", in: "s", size: (nil, 50), hidden: true)
        f.view("b", in: "s", size: (nil, 60))
        #expect(Self.listing(f) == [
            "s.UISV-canvas-connection.top.a: s.margins.top == a.top",
            "s.UISV-canvas-connection.bottom.b: s.margins.bottom == b.bottom",
            "s.UISV-spacing.a.b: b.top == a.bottom + 10.0",
            "s.UISV-hiding.h: h.height == 0.0 @999.999",
            "s.UISV-spacing-hidden.a.h: h.top == a.bottom + 5.0 @50.0",
            "s.UISV-fill-proportionally.a: a.height == 0.3 * s.margins.height @999.0",
            "s.UISV-fill-proportionally.b: b.height == 0.6 * s.margins.height @997.0",
            "s.UISV-alignment.h.trailing: a.trailing == h.trailing",
            "s.UISV-alignment.h.leading: a.leading == h.leading",
            "s.UISV-alignment.b.trailing: a.trailing == b.trailing",
            "s.UISV-alignment.b.leading: a.leading == b.leading",
            "s.UISV-canvas-connection.leading.a: s.margins.leading == a.leading",
            "s.UISV-canvas-connection.trailing.a: s.margins.trailing == a.trailing",
        ])
    }

    /// equalCentering: a gap guide per pair, gaps equal at 150 − index, the canvas fit at 49.
    @Test func anEquallyCentredRow() {
        var f = StackFixture()
        f.stack("s", distribution: .equalCentering, alignment: .center, arranged: ["a", "b", "c"])
        for id in ["a", "b", "c"] { f.view(id, in: "s") }
        let listing = Self.listing(f)
        #expect(listing.filter { $0.contains("distributing") || $0.contains("fill-equally") || $0.contains("canvas-fit") } == [
            "s.UISV-distributing-edge.a.b.leading: s.UISV-distributing.a.b.leading == a.centerX",
            "s.UISV-distributing-edge.a.b.trailing: s.UISV-distributing.a.b.trailing == b.centerX",
            "s.UISV-distributing-edge.b.c.leading: s.UISV-distributing.b.c.leading == b.centerX",
            "s.UISV-distributing-edge.b.c.trailing: s.UISV-distributing.b.c.trailing == c.centerX",
            "s.UISV-fill-equally.gap.b.c: s.UISV-distributing.b.c.width == s.UISV-distributing.a.b.width @149.0",
            "s.UISV-canvas-fit.width: s.width == 0.0 @49.0",
        ])
        #expect(listing.contains("s.UISV-spacing.a.b: b.leading >= a.trailing"))
        #expect(listing.contains("s.UISV-canvas-connection.centerY.a: s.centerY == a.centerY"))
    }
}

/// Stack constraints in words, and their priorities in reports.
@Suite struct StackConstraintWordsTests {
    @Test func words() {
        #expect(StackConstraint(stack: "s", kind: .spacing, details: ["a", "b"]).words == "s.UISV-spacing between a and b")
        #expect(StackConstraint(stack: "s", kind: .hiding, details: ["h"]).words == "s.UISV-hiding of h")
        #expect(StackConstraint(stack: "s", kind: .canvasConnection, details: ["bottom", "UISV-alignment-spanner"]).words
                == "s.UISV-canvas-connection of s.bottom to the alignment spanner")
        #expect(StackConstraint(stack: "s", kind: .fillEqually, details: ["gap", "b", "c"]).words
                == "s.UISV-fill-equally of the gap between b and c")
        #expect(StackConstraint(stack: "s", kind: .spanningFit).words == "s.UISV-spanning-fit")
        #expect(StackConstraint(stack: "s", kind: .spacing, details: ["a", "b"]).name == "s.UISV-spacing.a.b")
    }

    /// UISV-hiding's 999.999 must not read as required once rounded.
    @Test func anAlmostRequiredPriorityKeepsItsDecimals() {
        #expect(NumberFormat.priority(999.999) == "999.999")
        #expect(NumberFormat.priority(999.5) == "999.5")
        #expect(NumberFormat.priority(1000) == "1000")
        #expect(NumberFormat.priority(250) == "250")
    }
}
