import Testing
@testable import SnapLayoutModel
import SnapLayoutLinearSystem

/// The rows the builder produces, rule by rule (contract, section 4). Variables of item i:
/// 4i x, 4i+1 y, 4i+2 width, 4i+3 height of its alignment rectangle in root coordinates.
struct LinearSystemBuilderTests {
    typealias Item = LayoutSnapshot.Item
    typealias Anchor = LayoutSnapshot.Anchor

    func x(_ i: Int) -> Int { 4 * i }
    func y(_ i: Int) -> Int { 4 * i + 1 }
    func w(_ i: Int) -> Int { 4 * i + 2 }
    func h(_ i: Int) -> Int { 4 * i + 3 }

    func expression(_ terms: [(Int, Double)], _ constant: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { LinearTerm(variable: $0.0, coefficient: $0.1) }, constant: constant)
    }

    /// The row of the only document constraint.
    func row(_ items: [Item], _ constraint: LayoutSnapshot.Constraint) throws -> LinearRow {
        let system = try LayoutSnapshot(items: items, constraints: [constraint]).linearSystem()
        return try #require(system.rows.first { $0.source == .constraint(0) })
    }

    let siblings = [Item(id: "root", parent: nil), Item(id: "a", parent: 0), Item(id: "b", parent: 0)]

    @Test func siblingEdgesRelateDirectly() throws {
        let r = try row(siblings, .init(first: Anchor(item: 1, attribute: .left), relation: .equal,
                                        second: Anchor(item: 2, attribute: .right), constant: 8))
        #expect(r.expression == expression([(x(1), 1), (x(2), -1), (w(2), -1)], -8))
        #expect(r.relation == .equal)
        #expect(r.priority == 1000)
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        var items = siblings
        for i in items.indices { items[i].layoutDirection = .rightToLeft }
        // a.leading == b.trailing + 8 in rtl: a's right edge is 8 to the left of b's left edge.
        let r = try row(items, .init(first: Anchor(item: 1, attribute: .leading), relation: .equal,
                                     second: Anchor(item: 2, attribute: .trailing), constant: 8))
        #expect(r.expression == expression([(x(1), -1), (w(1), -1), (x(2), 1)], -8))
    }

    @Test func rightToLeftLeavesLeftAndRightAlone() throws {
        var items = siblings
        for i in items.indices { items[i].layoutDirection = .rightToLeft }
        let r = try row(items, .init(first: Anchor(item: 1, attribute: .left), relation: .equal,
                                     second: Anchor(item: 2, attribute: .right), constant: 8))
        #expect(r.expression == expression([(x(1), 1), (x(2), -1), (w(2), -1)], -8))
    }

    @Test func rightToLeftMultiplierMeasuresFromTheMirroredEdge() throws {
        var items = siblings
        for i in items.indices { items[i].layoutDirection = .rightToLeft }
        // a.leading == 0.5 * root.trailing in root space: W - (x_a + w_a) == 0.5 * (W - 0).
        let r = try row(items, .init(first: Anchor(item: 1, attribute: .leading), relation: .equal,
                                     second: Anchor(item: 0, attribute: .trailing), multiplier: 0.5))
        #expect(r.expression == expression([(w(0), 0.5), (x(1), -1), (w(1), -1)], 0))
    }

    @Test func multiplierOnLocationIsMeasuredInTheCommonAncestorsSpace() throws {
        let items = [Item(id: "root", parent: nil), Item(id: "c", parent: 0), Item(id: "a", parent: 1)]
        // a.centerX == 0.5 * c.centerX, both in c's space where c.left is 0.
        let r = try row(items, .init(first: Anchor(item: 2, attribute: .centerX), relation: .equal,
                                     second: Anchor(item: 1, attribute: .centerX), multiplier: 0.5))
        #expect(r.expression == expression([(x(2), 1), (w(2), 0.5), (w(1), -0.25)], 0))
    }

    @Test func positionsAreParentRelativeSoCousinsSumThePathBetweenThem() throws {
        // root > p > a and root > q > b: a.left == b.right + 8 in root space.
        let items = [Item(id: "root", parent: nil), Item(id: "p", parent: 0), Item(id: "q", parent: 0),
                     Item(id: "a", parent: 1), Item(id: "b", parent: 2)]
        let r = try row(items, .init(first: Anchor(item: 3, attribute: .left), relation: .equal,
                                     second: Anchor(item: 4, attribute: .right), constant: 8))
        #expect(r.expression == expression([(x(1), 1), (x(2), -1), (x(3), 1), (x(4), -1), (w(4), -1)], -8))
        // A child and its parent meet in the parent's space, where the parent's position is not.
        let child = try row(items, .init(first: Anchor(item: 3, attribute: .top), relation: .equal,
                                         second: Anchor(item: 1, attribute: .bottom)))
        #expect(child.expression == expression([(y(3), 1), (h(1), -1)], 0))
    }

    @Test func bareConstantOnCenterIsMeasuredFromTheParentsLeft() throws {
        let r = try row(siblings, .init(first: Anchor(item: 1, attribute: .centerX), relation: .equal, constant: 100))
        #expect(r.expression == expression([(x(1), 1), (w(1), 0.5)], -100))
    }

    @Test func bareConstantOnAnEdgeIsMeasuredFromTheParentsSameEdge() throws {
        let r = try row(siblings, .init(first: Anchor(item: 1, attribute: .bottom), relation: .equal, constant: -20))
        #expect(r.expression == expression([(y(1), 1), (h(1), 1), (h(0), -1)], 20))
    }

    @Test func bareConstantOnASizeIsAbsolute() throws {
        let r = try row(siblings, .init(first: Anchor(item: 1, attribute: .width), relation: .greaterThanOrEqual, constant: 200))
        #expect(r.expression == expression([(w(1), 1)], -200))
        #expect(r.relation == .greaterThanOrEqual)
    }

    @Test func bareConstantOnAGuideIsMeasuredFromItsOwningView() throws {
        let items = [Item(id: "root", parent: nil), Item(id: "g", parent: 0, kind: .guide)]
        let r = try row(items, .init(first: Anchor(item: 1, attribute: .left), relation: .equal, constant: 10))
        #expect(r.expression == expression([(x(1), 1)], -10))
    }

    @Test func bareConstantOnTheRootsPositionIsAnError() throws {
        #expect(throws: LayoutError(constraintIndex: 0, message: "'root.left' is on the root, which has no parent to measure a bare constant from")) {
            _ = try row(siblings, .init(first: Anchor(item: 0, attribute: .left), relation: .equal, constant: 10))
        }
    }

    @Test func marginsAreMeasuredFromTheSafeArea() throws {
        var items = siblings
        items[0].margins = .init(top: 8, left: 16, bottom: 8, right: 16)
        items[0].safeArea = .init(top: 44, left: 0, bottom: 34, right: 0)
        let top = try row(items, .init(first: Anchor(item: 1, attribute: .top), relation: .equal,
                                       second: Anchor(item: 0, attribute: .topMargin)))
        #expect(top.expression == expression([(y(1), 1)], -52))
        let bottom = try row(items, .init(first: Anchor(item: 1, attribute: .bottom), relation: .equal,
                                          second: Anchor(item: 0, guide: .margins, attribute: .bottom)))
        #expect(bottom.expression == expression([(y(1), 1), (h(1), 1), (h(0), -1)], 42))
        items[0].insetsMarginsFromSafeArea = false
        let unsafe = try row(items, .init(first: Anchor(item: 1, attribute: .top), relation: .equal,
                                          second: Anchor(item: 0, attribute: .topMargin)))
        #expect(unsafe.expression == expression([(y(1), 1)], -8))
        let safe = try row(items, .init(first: Anchor(item: 1, attribute: .top), relation: .equal,
                                        second: Anchor(item: 0, guide: .safeArea, attribute: .top)))
        #expect(safe.expression == expression([(y(1), 1)], -44))
    }

    @Test func baselinesAreOffsetsFromTopAndBottom() throws {
        var items = siblings
        items[1].firstBaseline = 17
        items[1].lastBaseline = 4
        let first = try row(items, .init(first: Anchor(item: 1, attribute: .firstBaseline), relation: .equal,
                                         second: Anchor(item: 2, attribute: .top)))
        #expect(first.expression == expression([(y(1), 1), (y(2), -1)], 17))
        let last = try row(items, .init(first: Anchor(item: 1, attribute: .lastBaseline), relation: .equal,
                                        second: Anchor(item: 2, attribute: .lastBaseline)))
        // b has no baselines: its last baseline is its bottom edge.
        #expect(last.expression == expression([(y(1), 1), (h(1), 1), (y(2), -1), (h(2), -1)], -4))
    }

    @Test func alignmentInsetsMoveTheFrameNotTheConstraints() throws {
        var items = siblings
        items[1].alignmentInsets = .init(top: 2, left: 3, bottom: 4, right: 5)
        let system = try LayoutSnapshot(items: items, constraints: [
            .init(first: Anchor(item: 1, attribute: .left), relation: .equal, second: Anchor(item: 0, attribute: .left)),
        ]).linearSystem()
        #expect(system.rows.last?.expression == expression([(x(1), 1)], 0))
        // The frame is the alignment rectangle grown by the insets.
        #expect(system.probes[1].components == [
            expression([(x(1), 1)], -3), expression([(y(1), 1)], -2),
            expression([(w(1), 1)], 8), expression([(h(1), 1)], 6),
        ])
    }

    @Test func generatedRowsComeFirstWithTheirNames() throws {
        var items = siblings
        items[1].intrinsicSize = .init(120, nil)
        items[1].hugging = .init(251, 250)
        let system = try LayoutSnapshot(items: items, constraints: [], rootWidth: 375, rootHeight: nil).linearSystem()
        let names = system.rows.map { row -> String in
            if case .generated(let g) = row.source { return g.name } else { return "?" }
        }
        #expect(names == ["origin.x", "origin.y", "size.width", "a.hugging.width", "a.compression.width"])
        #expect(system.rows[2].expression == expression([(w(0), 1)], -375))
        #expect(system.rows[3].relation == .lessThanOrEqual && system.rows[3].priority == 251)
        #expect(system.rows[4].relation == .greaterThanOrEqual && system.rows[4].priority == 750)
        #expect(system.rows[4].expression == expression([(w(1), 1)], -120))
    }

    @Test func staysPullParentRelativeFramesTowardTheStartingFrame() throws {
        var items = siblings
        items[1].frame = .init(x: 10, y: 20, width: 30, height: 40)
        let system = try LayoutSnapshot(items: items, constraints: []).linearSystem()
        #expect(Array(system.stays[4..<8]) == [
            expression([(x(1), 1)], -10), expression([(y(1), 1)], -20),
            expression([(w(1), 1)], -30), expression([(h(1), 1)], -40),
        ])
    }

    @Test(arguments: [
        (LayoutAttribute.left, LayoutAttribute.top, "a.left and b.top: cannot relate attributes of different axes (left is horizontal, top is vertical)"),
        (.left, .width, "a.left and b.width: cannot relate a location attribute (left) to a size attribute (width)"),
        (.leading, .right, "a.leading and b.right: cannot relate leading/trailing to left/right (leading, right)"),
        (.leftMargin, .trailingMargin, "a.leftMargin and b.trailingMargin: cannot relate leading/trailing to left/right (leftMargin, trailingMargin)"),
    ])
    func invalidPairingsNameBothSides(first: LayoutAttribute, second: LayoutAttribute, message: String) throws {
        #expect(throws: LayoutError(constraintIndex: 0, message: message)) {
            _ = try row(siblings, .init(first: Anchor(item: 1, attribute: first), relation: .equal,
                                        second: Anchor(item: 2, attribute: second)))
        }
    }

    @Test func widthAndHeightMayBeRelated() throws {
        let r = try row(siblings, .init(first: Anchor(item: 1, attribute: .height), relation: .equal,
                                        second: Anchor(item: 1, attribute: .width), multiplier: 0.75))
        #expect(r.expression == expression([(w(1), -0.75), (h(1), 1)], 0))
    }

    @Test func aMultiplierWithoutASecondItemIsAnError() throws {
        #expect(throws: LayoutError(constraintIndex: 0, message: "'a.width' has a multiplier but no second item")) {
            _ = try row(siblings, .init(first: Anchor(item: 1, attribute: .width), relation: .equal, multiplier: 2, constant: 5))
        }
    }

    @Test func aGuideHasNoMargins() throws {
        let items = [Item(id: "root", parent: nil), Item(id: "g", parent: 0, kind: .guide)]
        #expect(throws: LayoutError(constraintIndex: 0, message: "'g' is a layout guide and has no margins ('leftMargin')")) {
            _ = try row(items, .init(first: Anchor(item: 1, attribute: .leftMargin), relation: .equal,
                                     second: Anchor(item: 0, attribute: .left)))
        }
    }

    @Test func treeErrorsNameTheItem() throws {
        #expect(throws: LayoutError(message: "the views have 2 roots ('a', 'b'); exactly one view may have no parent")) {
            _ = try LayoutSnapshot(items: [Item(id: "a", parent: nil), Item(id: "b", parent: nil)], constraints: []).linearSystem()
        }
        #expect(throws: LayoutError(item: "b", message: "its parents form a cycle")) {
            _ = try LayoutSnapshot(items: [Item(id: "r", parent: nil), Item(id: "b", parent: 2), Item(id: "c", parent: 1)],
                                   constraints: []).linearSystem()
        }
        #expect(throws: LayoutError(item: "c", message: "its parent 'g' is a layout guide, which cannot have children")) {
            _ = try LayoutSnapshot(items: [Item(id: "r", parent: nil), Item(id: "g", parent: 0, kind: .guide), Item(id: "c", parent: 1)],
                                   constraints: []).linearSystem()
        }
    }

    @Test func autoresizingSharesGrowthAmongFlexibleParts() throws {
        var items = [Item(id: "root", parent: nil), Item(id: "a", parent: 0)]
        items[1].frame = .init(x: 10, y: 0, width: 30, height: 5)
        // Flexible width and right margin: parent was 100 wide; parts 30 and 60 share growth 1:2.
        items[1].autoresizing = .init(flexible: .init([false, true, true], [false, false, false]),
                                      parentSize: .init(100, 50))
        let system = try LayoutSnapshot(items: items, constraints: []).linearSystem()
        let rows = system.rows.filter { if case .generated(let g) = $0.source { return g.kind == .autoresizing } else { return false } }
        #expect(rows.count == 4)
        #expect(rows[0].expression == expression([(x(1), 1)], -10))
        #expect(rows[1].expression.terms == expression([(w(1), 1), (w(0), -1.0 / 3)], 0).terms)
        #expect(abs(rows[1].expression.constant - (-30 + 100.0 / 3)) < 1e-12)
        #expect(rows[2].expression == expression([(y(1), 1)], 0))
        #expect(rows[3].expression == expression([(h(1), 1)], -5))
    }
}
