import SnapLayoutModel
import Testing
@testable import SnapLayoutUIKitLog

/// The visual format older systems print (and newer ones for some constraints): each line read
/// into the equation it stands for, the printed spacing as the constant, `|` as the view `names:`
/// gives for it.
struct VisualFormatTests {
    @Test func aSpacingFromTheSuperviewsLeadingEdge() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x7f83b9a099d0 H:|-(15)-[UIImageView:0x7f83b8171210]   (active, names: '|':UITableViewCellContentView:0x7f83b8171010 )>")
        #expect(c.equation == "UIImageView:0x7f83b8171210.leading == UITableViewCellContentView:0x7f83b8171010.leading + 15")
        #expect(c.parentHint?.child.address == "0x7f83b8171210" && c.parentHint?.parent.address == "0x7f83b8171010")
    }

    @Test func aSpacingToTheSuperviewsTrailingEdgeAndBottom() throws {
        let trailing = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x7f83b9a0a1b0 H:[UIImageView:0x7f83b9a08580]-(5)-|   (active, names: '|':UITableViewCellContentView:0x7f83b8171010 )>")
        #expect(trailing.equation == "UITableViewCellContentView:0x7f83b8171010.trailing == UIImageView:0x7f83b9a08580.trailing + 5")
        let bottom = try LogFixtures.constraint(
            "<NSLayoutConstraint:0xa338350 V:[UIView:0xa331260]-(-1)-| (Names: '|':UIView:0xa330270 )>")
        #expect(bottom.equation == "UIView:0xa330270.bottom == UIView:0xa331260.bottom - 1")
    }

    @Test func aSpacingBetweenTwoViewsWithTheirTitles() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x15758120 V:[UILabel:0x15756650'XXXX']-(14)-[Project.GWWLabel:0x157573d0'YYYY']>")
        #expect(c.equation == "Project.GWWLabel:0x157573d0.top == UILabel:0x15756650.bottom + 14")
        #expect(c.first.item.text == "YYYY" && c.second?.item.text == "XXXX" && c.parentHint == nil)
        let atLeast = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x6080006966c0 V:[UIView:0x7f95002902c0]-(>=11)-[App.LineView:0x7f9500290110]   (active)>")
        #expect(atLeast.equation == "App.LineView:0x7f9500290110.top >= UIView:0x7f95002902c0.bottom + 11")
    }

    @Test func sizesWithRelationsAndPriorities() throws {
        #expect(try LogFixtures.constraint("<NSLayoutConstraint:0x15757130 V:[UIView:0x15756ee0(80)]>").equation
            == "UIView:0x15756ee0.height == 80")
        #expect(try LogFixtures.constraint("<NSLayoutConstraint:0x766bfc0 H:[UIImageView:0x766aac0(>=0)]>").equation
            == "UIImageView:0x766aac0.width >= 0")
        let optional = try LogFixtures.constraint("<NSLayoutConstraint:0x7fe1 H:[UIView:0x7fe2(100@750)]>")
        #expect(optional.equation == "UIView:0x7fe2.width == 100 @750" && optional.priority == 750)
    }

    @Test func leftToRightUsesLeftAndRightAndRightToLeftMirrors() throws {
        let ltr = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x7fe34b092600 H:|-(8)-[UIImageView:0x7fe34b0914f0](LTR)   (Names: '|':RealmClear.TableViewCell:0x7fe34a07a400'cell' )>")
        #expect(ltr.equation == "UIImageView:0x7fe34b0914f0.left == RealmClear.TableViewCell:0x7fe34a07a400.left + 8")
        let trailing = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x6000031bfa70 H:[NSImageView:0x7fd7bfb4b6a0]-(12)-|(LTR)   (active, names: '|':NSView:0x7fd7bfb4b000 )>")
        #expect(trailing.equation == "NSView:0x7fd7bfb4b000.right == NSImageView:0x7fd7bfb4b6a0.right + 12")
        let rtl = try LogFixtures.constraint("<NSLayoutConstraint:0x1 H:[UIView:0xa1]-(8)-[UIView:0xb2](RTL)>")
        #expect(rtl.equation == "UIView:0xa1.left == UIView:0xb2.right + 8", "read right to left, the first view is on the right")
        let rtlEdge = try LogFixtures.constraint("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0xa1](RTL)   (names: '|':UIView:0xf0 )>")
        #expect(rtlEdge.equation == "UIView:0xf0.right == UIView:0xa1.right + 8")
    }

    @Test func systemSpacingStandardSpacingAndInterfaceBuildersPriority() throws {
        #expect(try LogFixtures.constraint("<NSLayoutConstraint:0x1 H:[UIView:0xa1]-(NSSpace(8))-[UIView:0xb2]>").equation
            == "UIView:0xb2.leading == UIView:0xa1.trailing + 8")
        #expect(try LogFixtures.constraint("<NSLayoutConstraint:0x1 H:[UIView:0xa1]-(>=NSSpace(20))-[UIView:0xb2]>").equation
            == "UIView:0xb2.leading >= UIView:0xa1.trailing + 20")
        #expect(try LogFixtures.constraint("<NSLayoutConstraint:0x1 H:[UIView:0xa1]-[UIView:0xb2]>").constant == 8)
        #expect(try LogFixtures.constraint("<NSLayoutConstraint:0x1 H:[UIView:0xa1][UIView:0xb2]>").constant == 0)
        let prototyping = try LogFixtures.constraint(
            "<NSIBPrototypingLayoutConstraint:0x895e390 'IB auto generated at build time for view with ambiguity' H:|-(137@251)-[UIButton:0x895b750](LTR) priority:251 (Names: '|':UIView:0x895b5a0 )>")
        #expect(prototyping.equation == "UIButton:0x895b750.left == UIView:0x895b5a0.left + 137 @251")
    }

    @Test func anUnnamedSuperviewAndAccessibilityIdentifiers() throws {
        let unnamed = try LogFixtures.constraint("<NSLayoutConstraint:0x1 V:|-(0)-[UIView:0xa1]>")
        #expect(unnamed.equation == "UIView:0xa1.top == superview of UIView:0xa1.top")
        let named = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600000482e90 H:|-(0)-[name_label]   (active, names: name_label:0x7fa4d0e9e480, OverViewFactorLabel:0x7fa4d0e8b450, '|':OverViewFactorLabel:0x7fa4d0e8b450 )>")
        #expect(named.equation == "name_label.leading == OverViewFactorLabel.leading")
        #expect(named.first.item.address == "0x7fa4d0e9e480" && named.second?.item.address == "0x7fa4d0e8b450")
    }

    @Test func titlesMayHoldBracketsAndParentheses() throws {
        let c = try LogFixtures.constraint("<NSLayoutConstraint:0x1 H:[UILabel:0xa1'[draft] (2)']-(8)-|   (active, names: '|':UIView:0xb2 )>")
        #expect(c.first.item.address == "0xb2" && c.second?.item.text == "[draft] (2)")
    }

    @Test func whatIsNotOneVisualFormatConstraintIsAnError() {
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 H:|-(8)-[UIView:0xa1]-(8)-|>")?
            .hasSuffix("it is not one constraint: a size '[view(…)]' or one spacing between two ends") == true)
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 H:[UIView:0xa1(80)]-(8)-|>")?
            .hasSuffix("it holds more than one constraint (a size and a spacing)") == true)
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 H:[UIView:0xa1]-(eight)-|>")?.hasSuffix("the predicate '(eight)' is not a number") == true)
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 H:[UIView:0xa1-(8)-|>")?.hasSuffix("a '[' has no closing ']'") == true)
    }
}
