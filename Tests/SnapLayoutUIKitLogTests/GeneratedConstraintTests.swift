import SnapLayoutModel
import Testing
@testable import SnapLayoutUIKitLog

/// The constraints UIKit makes itself: autoresizing masks, content sizes, its named constraints
/// (cells, stacks, margins, the safe area), and SnapKit's own description.
struct GeneratedConstraintTests {
    @Test func anAutoresizingMaskInVisualFormat() throws {
        let c = try LogFixtures.constraint("<NSAutoresizingMaskLayoutConstraint:0x84543d0 h=--& v=--& V:[UIView:0xa330270(768)]>")
        #expect(c.equation == "UIView:0xa330270.height == 768")
        #expect(c.kind == .autoresizingMask(AutoresizingMaskText(horizontal: "--&", vertical: "--&")))
        guard case .autoresizingMask(let mask) = c.kind else { return }
        #expect(mask.mask == [.flexibleRightMargin, .flexibleBottomMargin], "h=--& v=--& is a view with no autoresizing mask")
        #expect(mask.words(for: .vertical) == "fixed top margin and height, flexible bottom margin")
        #expect(ConstraintOwner.of(c) == .autoresizing)
    }

    @Test func anAutoresizingPositionAloneIsMeasuredInTheSuperview() throws {
        let c = try LogFixtures.constraint("<NSAutoresizingMaskLayoutConstraint:0x7fe348c07480 h=--& v=--& UIImageView:0x7fe34b0914f0.midX == + 14.5>")
        #expect(c.equation == "UIImageView:0x7fe34b0914f0.centerX == 14.5" && c.second == nil)
        let minX = try LogFixtures.constraint("<NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=--& UIView:0x7f1.minX == 0   (active, names: '|':UIWindow:0x7f0 )>")
        #expect(minX.first.attribute == .left && minX.constant == 0)
    }

    @Test func aFlexibleAutoresizingConstraintNamesTheSuperview() throws {
        let c = try LogFixtures.constraint(
            "<NSAutoresizingMaskLayoutConstraint:0x1d8cca10 h=-&- v=-&- ScheduleViewNib:0x1d853630.height == UIScrollView:0x1d8413b0.height - 386>")
        #expect(c.equation == "ScheduleViewNib:0x1d853630.height == UIScrollView:0x1d8413b0.height - 386")
        #expect(c.parentHint?.child.address == "0x1d853630" && c.parentHint?.parent.address == "0x1d8413b0")
        guard case .autoresizingMask(let mask) = c.kind else { Issue.record("not a mask"); return }
        #expect(mask.mask == [.flexibleWidth, .flexibleHeight])
        let named = try LogFixtures.constraint(
            "<NSAutoresizingMaskLayoutConstraint:0x7fe34b09f710 h=-&- v=--& 'UIView-Encapsulated-Layout-Left' H:|-(0)-[RealmClear.TableViewCell:0x7fe34a07a400'cell']   (Names: '|':UITableViewWrapperView:0x7fe34a84d800 )>")
        #expect(named.identifier == "UIView-Encapsulated-Layout-Left")
        #expect(named.equation == "RealmClear.TableViewCell:0x7fe34a07a400.leading == UITableViewWrapperView:0x7fe34a84d800.leading")
        #expect(try LogFixtures.constraint("<NSAutoresizingMaskLayoutConstraint:0x1272ed5f0 h=--- v=--- V:[UIView:0x128321830(568)]>").constant == 568)
        #expect(LogFixtures.error("<NSAutoresizingMaskLayoutConstraint:0x1 h=-x& v=--& V:[UIView:0x2(5)]>")?
            .hasSuffix("the autoresizing mask 'h=-x& v=--&' is not h=… v=… with three of '-' or '&' each") == true)
    }

    /// The mask's constraints become the frame they stand for: a 320-point-wide superview, held at
    /// x 0, with a 20-point inset subview 300 wide, cannot hold, and the mask's constraints are in
    /// the set (the answer says to turn the mask off rather than change them).
    @Test func anAutoresizingMaskIsRebuiltAsTheFrameItHolds() throws {
        let text = LogFixtures.uikitDump([
            "<NSAutoresizingMaskLayoutConstraint:0x600000c0a3a0 h=--& v=--& UIView:0x7fa1.minX == 0   (active, names: '|':UIWindow:0x7fa0 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x600000c0a440 h=--& v=--& UIView:0x7fa1.width == 320   (active)>",
            "<NSLayoutConstraint:0x600002131100 H:|-(20)-[UILabel:0x7fa2]   (active, names: '|':UIView:0x7fa1 )>",
            "<NSLayoutConstraint:0x600002131150 UILabel:0x7fa2.width == 300   (active)>",
            "<NSLayoutConstraint:0x6000021311a0 H:[UILabel:0x7fa2]-(20)-|   (active, names: '|':UIView:0x7fa1 )>",
        ], broken: "<NSLayoutConstraint:0x600002131150 UILabel:0x7fa2.width == 300   (active)>")
        let dump = try #require(LogFixtures.answer(text).dumps.first)
        #expect(dump.minimal == [[1, 2, 3, 4]], "the position mask is not needed for a width conflict")
        let layout = DumpLayout(dump.dump)
        let window = layout.snapshot.items.firstIndex { $0.id == "UIWindow:0x7fa0" }
        #expect(layout.snapshot.items.first { $0.id == "UIView:0x7fa1" }?.parent == window, "'|' of the mask's line is its superview")
        #expect(layout.snapshot.items.first { $0.id == "UIView:0x7fa1" }?.frame == .init(x: 0, y: 0, width: 320, height: 0),
                "the frame the mask's constraints print")
        #expect(dump.notes.contains("#1 comes from UIView:0x7fa1's autoresizing mask: set its translatesAutoresizingMaskIntoConstraints to false and constrain it, rather than change this"))
        #expect(!dump.suggestions.contains { $0.index == 1 })
    }

    @Test func contentSizeConstraintsInBothForms() throws {
        let old = try LogFixtures.constraint(
            "<NSContentSizeLayoutConstraint:0x7674b00 H:[UIImageView:0x766aac0(512)] Hug:250 CompressionResistance:1>")
        #expect(old.kind == .contentSize(hugging: 250, compressionResistance: 1) && old.constant == 512 && old.first.attribute == .width)
        let new = try LogFixtures.constraint(
            "<NSContentSizeLayoutConstraint:0x6200000a6b40 NSTextField:0x103428b00.height == 18 Hug:750 CompressionResistance:1000   (active)>")
        #expect(new.kind == .contentSize(hugging: 750, compressionResistance: 1000) && new.priority == 1000)
        let bare = try LogFixtures.constraint("<NSContentSizeLayoutConstraint:0x2810eed60 UILabel:0x103608640.width == 35>")
        #expect(bare.kind == .contentSize(hugging: 250, compressionResistance: 750))
        #expect(ConstraintOwner.of(bare) == .contentSize)
    }

    @Test func aContentSizeIsRebuiltAsHuggingAndCompressionResistance() throws {
        let dump = UIKitLog("(\n\"<NSContentSizeLayoutConstraint:0x2810eed60 UILabel:0x103608640.width == 35>\"\n)\n").dumps[0]
        let layout = DumpLayout(dump)
        let label = try #require(layout.snapshot.items.firstIndex { $0.id == "UILabel:0x103608640" })
        let rebuilt = layout.snapshotIndices(of: 0).map { layout.snapshot.constraints[$0] }
        #expect(rebuilt == [
            LayoutSnapshot.Constraint(first: .init(item: label, attribute: .width), relation: .lessThanOrEqual, constant: 35, priority: 250),
            LayoutSnapshot.Constraint(first: .init(item: label, attribute: .width), relation: .greaterThanOrEqual, constant: 35, priority: 750),
        ])
        #expect(layout.notes.contains("#0 prints no hugging or compression resistance: UIKit's defaults, 250 and 750, are assumed"))
    }

    @Test func uikitsGeneratedNamesAreReadAndKnownAsUIKitsOwn() throws {
        let lines = [
            ("<NSLayoutConstraint:0x1575d760 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x157563a0(139.5)]>", "UIView-Encapsulated-Layout-Height"),
            ("<NSLayoutConstraint:0x600000299be0 '_UITemporaryLayoutWidth' UIView:0x7f8fb179ba90.width == 0   (active)>", "_UITemporaryLayoutWidth"),
            ("<NSLayoutConstraint:0x7fa6ee55f000 'UISV-spacing' V:[UIStackView:0x7fa6ce7875e0]-(8)-[UIStackView:0x7fa6ce78bcc0]   (active)>", "UISV-spacing"),
            ("<NSLayoutConstraint:0x600002174be0 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x60000375f3c0'UIViewSafeAreaLayoutGuide']-(34)-|   (active, names: '|':UIView:0x7f9d1c40a8c0 )>", "UIViewSafeAreaLayoutGuide-bottom"),
            ("<NSLayoutConstraint:0x600000299be0 'fittingSizeHTarget' UITableViewCellContentView:0x7f8fb179ba90.width == 0   (active)>", "fittingSizeHTarget"),
        ]
        for (line, identifier) in lines {
            let c = try LogFixtures.constraint(line)
            #expect(c.identifier == identifier)
            guard case .system = ConstraintOwner.of(c) else { Issue.record("\(identifier) is not UIKit's own"); continue }
        }
        let guide = try LogFixtures.constraint(lines[3].0)
        #expect(guide.equation == "UIView:0x7f9d1c40a8c0.bottom == UILayoutGuide:0x60000375f3c0.bottom + 34")
        #expect(guide.second?.item.isLayoutGuide == true && guide.second?.item.text == "UIViewSafeAreaLayoutGuide")
        #expect(guide.parentHint?.parent.address == "0x7f9d1c40a8c0", "'|' owns the guide")
    }

    /// `UIView-leftMargin-guide-constraint` gives the margins guide its owner and its inset: the
    /// owner's margin attributes are then the guide's edges, and a change to it is a change of
    /// the view's `layoutMargins`.
    @Test func aMarginGuidesConstraintsAreTheViewsMargins() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x60000213 'UIView-leftMargin-guide-constraint' H:|-(20)-[UILayoutGuide:0x600003a1'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x7f01 )>",
            "<NSLayoutConstraint:0x60000214 UILabel:0x7f02.leading == UIView:0x7f01.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x60000215 UILabel:0x7f02.leading == UIView:0x7f01.leading + 8   (active)>",
        ], broken: "<NSLayoutConstraint:0x60000215 UILabel:0x7f02.leading == UIView:0x7f01.leading + 8   (active)>")
        let dump = try #require(LogFixtures.answer(text).dumps.first)
        #expect(dump.minimal == [[0, 1, 2]], "the guide's constraint is in the set")
        #expect(dump.suggestions.first == ConstraintSuggestion(index: 0, change: .constant, from: 20, to: 8, miss: 12))
        #expect(!dump.suggestions.contains { $0.index == 0 && $0.change == .priority }, "UIKit's margins have no priority to lower")
        #expect(dump.text.contains("#0 'UIView-leftMargin-guide-constraint' (UIViewLayoutMarginsGuide.left == UIView.left + 20): set UIView's layoutMargins.left from 20 to 8."))
    }

    @Test func snapKitsDescriptionWithItsFileAndLineOrItsLabel() throws {
        let c = try LogFixtures.constraint(
            "<SnapKit.LayoutConstraint:0x281a99500@SyncModeSectionSeparator.swift#17 UILabel:0x1035172e0.leading == _UITableViewHeaderFooterContentView:0x103517f60.leading + 16.0>")
        #expect(c.className == "SnapKit.LayoutConstraint" && c.address == "0x281a99500")
        #expect(c.location == "SyncModeSectionSeparator.swift#17" && c.constant == 16)
        #expect(ConstraintOwner.of(c) == .developer)
        let labelled = try LogFixtures.constraint(
            "<SnapKit.LayoutConstraint:titleTop@HeaderView.swift#42 UILabel:0x7fb3.top == SnapKitPOC.HeaderView:0x7fb4.top + 10.0>")
        #expect(labelled.identifier == "titleTop" && labelled.address == nil && labelled.location == "HeaderView.swift#42")
    }
}
