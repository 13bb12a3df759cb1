import Foundation
import Testing
import SnapLayout

/// The Snap / Snappy surface beyond the READMEs' lines: the fillers and their misuse, each kind of
/// offset's constant per attribute, the legacy updates, and the `snp_` entry points on guides.
@Suite struct SnapLegacyBehaviourTests {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = LayoutView()

    init() {
        root.label = "root"
        card.label = "card"
        root.addSubview(card)
    }

    /// The constraints `closure` prepares on the card, in emission order.
    func prepared(_ closure: (ConstraintMaker) -> Void) -> [String] {
        card.snp.prepareConstraints(closure).flatMap(\.layoutConstraints).map(describe)
    }

    // MARK: Fillers

    @Test func andAfterTheRelationIsReportedAndTheChainGoesOn() {
        let (made, messages) = capturingDiagnostics {
            prepared { make in make.top.equalTo(root).and.offset(5) }
        }
        #expect(made == ["card.top == root.top + 5"])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("`and` is semantic only and belongs before the relation") == true)
        #expect(messages.first?.contains("card") == true)
    }

    @Test func andAfterAPriorityIsReportedToo() {
        let (made, messages) = capturingDiagnostics {
            prepared { make in make.left.equalTo(root).priority(600).and.labeled("late") }
        }
        #expect(made == ["card.left == root.left @600"])
        #expect(messages.count == 1)
    }

    @Test func andBeforeTheRelationAndWithAnywhereSayNothing() {
        let (made, messages) = capturingDiagnostics {
            prepared { make in
                make.left.and.right.with.equalTo(root).with.offset(3).with.priorityLow()
                make.top.equalTo(root).with.priority(600).with.labeled("top")
            }
        }
        #expect(made == ["card.left == root.left + 3 @250", "card.right == root.right + 3 @250", "card.top == root.top @600"])
        #expect(messages.isEmpty)
    }

    @Test func thePriorityShortcutsFollowWith() {
        let made = prepared { make in
            make.left.equalTo(root).with.priorityRequired()
            make.right.equalTo(root).with.priorityHigh()
            make.top.equalTo(root).with.priorityMedium()
            make.bottom.equalTo(root).with.priorityLow()
        }
        #expect(made == ["card.left == root.left", "card.right == root.right @750",
                         "card.top == root.top @500", "card.bottom == root.bottom @250"])
    }

    // MARK: Offsets per attribute

    @Test func aNumberIsTheSameEverywhere() {
        let made = prepared { make in make.edges.equalTo(root).offset(7) }
        #expect(made == ["card.left == root.left + 7", "card.top == root.top + 7",
                         "card.right == root.right + 7", "card.bottom == root.bottom + 7"])
    }

    @Test func aSizeOffsetsWidthAndHeightOnly() {
        let made = prepared { make in
            make.size.equalTo(root).offset(CGSize(width: 7, height: 9))
            make.left.top.equalTo(root).offset(CGSize(width: 7, height: 9))
        }
        #expect(made == ["card.width == root.width + 7", "card.height == root.height + 9",
                         "card.left == root.left", "card.top == root.top"])
    }

    @Test func aPointOffsetsXHorizontallyAndYVertically() {
        let made = prepared { make in
            make.left.top.right.bottom.equalTo(root).offset(CGPoint(x: 3, y: 4))
            make.leading.trailing.equalTo(root).offset(CGPoint(x: 3, y: 4))
            make.center.equalTo(root).offset(CGPoint(x: 3, y: 4))
            make.size.equalTo(root).offset(CGPoint(x: 3, y: 4))
            make.lastBaseline.equalTo(root).offset(CGPoint(x: 3, y: 4))
        }
        // Not negated on right and bottom (SnapKit 0.15-2.x; Snap 0.9 negated them in `offset`).
        #expect(made == [
            "card.left == root.left + 3", "card.top == root.top + 4",
            "card.right == root.right + 3", "card.bottom == root.bottom + 4",
            "card.leading == root.leading + 3", "card.trailing == root.trailing + 3",
            "card.centerX == root.centerX + 3", "card.centerY == root.centerY + 4",
            "card.width == root.width", "card.height == root.height",
            "card.lastBaseline == root.lastBaseline + 4",
        ])
    }

    @Test func insetsOffsetInwardAsInset() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let offset = prepared { make in
            make.edges.equalTo(root).offset(insets)
            make.leading.trailing.equalTo(root).offset(insets)
            make.center.equalTo(root).offset(insets)
            make.size.equalTo(root).offset(insets)
        }
        #expect(offset == [
            "card.left == root.left + 2", "card.top == root.top + 1",
            "card.right == root.right - 4", "card.bottom == root.bottom - 3",
            "card.leading == root.leading + 2", "card.trailing == root.trailing - 4",
            "card.centerX == root.centerX - 1", "card.centerY == root.centerY - 1",
            "card.width == root.width - 6", "card.height == root.height - 4",
        ])
        let inset = prepared { make in
            make.edges.equalTo(root).inset(insets)
            make.leading.trailing.equalTo(root).inset(insets)
            make.center.equalTo(root).inset(insets)
            make.size.equalTo(root).inset(insets)
        }
        let snapInsets = prepared { make in
            make.edges.equalTo(root).insets(insets)
            make.leading.trailing.equalTo(root).insets(insets)
            make.center.equalTo(root).insets(insets)
            make.size.equalTo(root).insets(insets)
        }
        #expect(inset == offset && snapInsets == offset)
    }

    @Test func anOffsetReplacesTheRelatedConstant() {
        // Snap 0.9 summed them (47); SnapKit since 0.15 and this DSL replace (docs/migration.md).
        #expect(prepared { make in make.top.equalTo(42).offset(5) } == ["card.top == root.top + 5"])
        #expect(prepared { make in make.size.equalTo(CGSize(width: 50, height: 60)).offset(CGSize(width: 1, height: 2)) }
                == ["card.width == 1", "card.height == 2"])
    }

    // MARK: A chain that is its constraint

    @Test func aChainAssignedToAConstraintIsTheInstalledConstraint() {
        var center: Constraint?
        var size: Constraint?
        var edges: Constraint?
        var top: Constraint?
        card.snp_makeConstraints { make in
            center = make.center.equalTo(root).offset(CGPoint(x: -5, y: 10))
            size = make.size.equalTo(root).with.offset(CGSize(width: -300, height: -400))
            top = make.top.equalTo(root).with.offset(3).priority(5).constraint
        }
        let other = LayoutView()
        root.addSubview(other)
        other.snp_makeConstraints { make in
            edges = make.edges.equalTo(root).with.insets(EdgeInsets(5))
        }
        #expect([center, size, edges, top].allSatisfy { $0?.isActive == true })
        #expect(center?.layoutConstraints.map(describe) == ["card.centerX == root.centerX - 5", "card.centerY == root.centerY + 10"])
        #expect(size?.layoutConstraints.map(describe) == ["card.width == root.width - 300", "card.height == root.height - 400"])
        #expect(edges?.layoutConstraints.map { $0.constant } == [5, 5, -5, -5])
        root.layoutIfNeeded()
        // 20 × 80 centred on (160 - 5, 240 + 10); the weak top gives way.
        expectFrame(card.frame, CGRect(x: 145, y: 210, width: 20, height: 80))
        expectFrame(other.frame, CGRect(x: 5, y: 5, width: 310, height: 470))
    }

    // MARK: Updates

    @Test func legacyUpdatesForwardToUpdate() {
        var center: Constraint?, size: Constraint?, edges: Constraint?, top: Constraint?
        let other = LayoutView()
        root.addSubview(other)
        other.snp.makeConstraints { make in
            edges = make.edges.equalTo(root).constraint
        }
        card.snp.makeConstraints { make in
            center = make.center.equalTo(root).constraint
            size = make.size.equalTo(root).constraint
            top = make.top.greaterThanOrEqualTo(root).priority(300).constraint
        }
        center?.updateOffset(CGPoint(x: -5, y: 10))
        size?.updateOffset(CGSize(width: -300, height: -400))
        edges?.updateOffset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        top?.updateOffset(7)
        top?.updatePriority(600)
        #expect(center?.layoutConstraints.map(describe) == ["card.centerX == root.centerX - 5", "card.centerY == root.centerY + 10"])
        #expect(size?.layoutConstraints.map(describe) == ["card.width == root.width - 300", "card.height == root.height - 400"])
        #expect(edges?.layoutConstraints.map { $0.constant } == [2, 1, -4, -3])
        #expect(top?.layoutConstraints.map(describe) == ["card.top >= root.top + 7 @600"])
        edges?.updateInsets(EdgeInsets(10))
        #expect(edges?.layoutConstraints.map { $0.constant } == [10, 10, -10, -10])
        edges?.updateInsets(6)
        #expect(edges?.layoutConstraints.map { $0.constant } == [6, 6, -6, -6])
        root.layoutIfNeeded()
        // 20 × 80 centred on (160 - 5, 240 + 10): (145, 210), which the top (>= 7) allows.
        expectFrame(card.frame, CGRect(x: 145, y: 210, width: 20, height: 80))
    }

    // MARK: Entry points

    @Test func snpUpdateRemoveAndPrepare() {
        card.snp_makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.size.equalTo(20)
        }
        card.snp_updateConstraints { make in make.left.equalTo(root).offset(30) }
        #expect(card.snp_prepareConstraints { make in make.right.equalTo(root) }.allSatisfy { !$0.isActive })
        root.layoutIfNeeded()
        expectFrame(card.frame, CGRect(x: 30, y: 10, width: 20, height: 20))
        card.snp_removeConstraints()
        #expect(root.constraints.isEmpty && card.constraints.isEmpty)
    }

    @Test func guidesTakeTheSnpSpellingsToo() {
        let guide = LayoutGuide()
        guide.label = "guide"
        root.addLayoutGuide(guide)
        guide.snp_makeConstraints { make in
            make.left.top.equalTo(root).offset(40)
            make.size.equalTo(100)
        }
        card.snp_makeConstraints { make in
            make.edges.equalTo(guide.snp_edges)
        }
        root.layoutIfNeeded()
        expectFrame(card.frame, CGRect(x: 40, y: 40, width: 100, height: 100))
    }

    @Test func theSingularWithinMarginSpellingIsThePlural() {
        let singular = prepared { make in make.centerX.equalTo(root.snp_centerXWithinMargin); make.centerY.equalTo(root.snp_centerYWithinMargin) }
        let plural = prepared { make in make.centerX.equalTo(root.snp_centerXWithinMargins); make.centerY.equalTo(root.snp_centerYWithinMargins) }
        #expect(singular == plural)
        #expect(singular == ["card.centerX == root.centerXWithinMargins", "card.centerY == root.centerYWithinMargins"])
        #expect(prepared { make in make.edges.equalTo(root.snp_margins) }.count == 4)
        #expect(prepared { make in make.centerWithinMargins.equalTo(root.snp_centerWithinMargins) }.count == 2)
    }
}
