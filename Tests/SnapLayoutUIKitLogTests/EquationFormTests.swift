import SnapLayoutModel
import Testing
@testable import SnapLayoutUIKitLog

/// The equation form of `NSLayoutConstraint`'s description, in the exact text UIKit prints (new
/// systems with `(active)`, older ones without), read into the exact constraint.
struct EquationFormTests {
    @Test func aModernLineWithAMarginAndAConstant() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600002130b90 UILabel:0x7fa1c8d0e8c0.leading == UIView:0x7fa1c8d0e2a0.leadingMargin + 8   (active)>")
        #expect(c.equation == "UILabel:0x7fa1c8d0e8c0.leading == UIView:0x7fa1c8d0e2a0.leadingMargin + 8")
        #expect(c.className == "NSLayoutConstraint" && c.address == "0x600002130b90")
        #expect(c.first.item.className == "UILabel" && c.first.item.address == "0x7fa1c8d0e8c0")
        #expect(c.second?.attribute == .leadingMargin)
        #expect(c.relation == .equal && c.multiplier == 1 && c.constant == 8 && c.priority == 1000)
        #expect(c.isActive && c.identifier == nil && c.kind == .layout)
    }

    @Test func theMultiplierBeforeTheItem() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x146d2b570 CVCalendar_Demo.CVCalendarView:0x146e60e50.height == 0.4*UIView:0x146e61a60.height>")
        #expect(c.equation == "CVCalendar_Demo.CVCalendarView:0x146e60e50.height == 0.4 * UIView:0x146e61a60.height")
        #expect(c.multiplier == 0.4 && c.constant == 0)
        #expect(c.first.item.className == "CVCalendar_Demo.CVCalendarView")
    }

    @Test func theMultiplierAfterTheItemWithAConstant() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x167e8ddb0 UIImageView:0x167e89f20.width == ServiceTypeView:0x167e89d20.width * 0.7 + 12   (active)>")
        #expect(c.equation == "UIImageView:0x167e89f20.width == 0.7 * ServiceTypeView:0x167e89d20.width + 12")
        let aspect = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x608000697bb0 UIImageView:0x7f950028efe0.width == 1.5*UIImageView:0x7f950028efe0.height - 4   (active)>")
        #expect(aspect.multiplier == 1.5 && aspect.constant == -4)
        #expect(aspect.first.item == aspect.second?.item)
    }

    @Test func aConstantAloneAndEveryRelation() throws {
        let atLeast = try LogFixtures.constraint("<NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.height >= 330   (active)>")
        #expect(atLeast.equation == "UIView:0x1555f3420.height >= 330" && atLeast.second == nil)
        let atMost = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x7fe3c24fb490 UILabel:0x7fe3c24fa8f0.trailing <= UIView:0x7fe3c24bef40.trailing - 10   (active)>")
        #expect(atMost.relation == .lessThanOrEqual && atMost.constant == -10)
        let tiny = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600000a85d70 'UIView-Encapsulated-Layout-Height' Proto.HeaderView:0x7fa4d0df1370.height == 2.22507e-308   (active)>")
        #expect(tiny.constant == 2.22507e-308 && tiny.identifier == "UIView-Encapsulated-Layout-Height")
    }

    @Test func aPriorityAfterTheConstant() throws {
        let c = try LogFixtures.constraint("<NSLayoutConstraint:0x6000021a8f50 UIView:0x7fb3a8d04c60.width == 100 @750   (active)>")
        #expect(c.equation == "UIView:0x7fb3a8d04c60.width == 100 @750" && c.priority == 750 && !c.isRequired)
        let snapKit = try LogFixtures.constraint(
            "<SnapKit.LayoutConstraint:0x6000002a1740@HomeView.swift#100 UIView:0x7ffe29b10f70.width <= Firefox_Focus.HomeView:0x7ffe29b0b7b0.width - 32.0 ^999.0>")
        #expect(snapKit.priority == 999 && snapKit.constant == -32)
    }

    @Test func anInactiveConstraintAndAnIdentifier() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600003e52f80 'avatar-size' UIImageView:0x7fe1a6c0a2d0.width == 44   (inactive)>")
        #expect(!c.isActive && c.identifier == "avatar-size" && c.constant == 44)
        let spaced = try LogFixtures.constraint(
            "<NSIBPrototypingLayoutConstraint:0x895e390 'IB auto generated at build time for view with fixed frame' UIButton:0x895b750.top == UIView:0x895b5a0.top + 20>")
        #expect(spaced.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(spaced.className == "NSIBPrototypingLayoutConstraint")
    }

    @Test func titlesAfterTheAddressMayHoldDotsSpacesAndRelations() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x6000017e4d20 UILabel:0x7ff6604226a0'No events. a == b?'.bottom == UIView:0x7ff660425800.bottom   (active)>")
        #expect(c.first.item.text == "No events. a == b?" && c.first.attribute == .bottom)
        #expect(c.equation == "UILabel:0x7ff6604226a0.bottom == UIView:0x7ff660425800.bottom")
    }

    @Test func accessibilityIdentifiersStandForTheirViewsThroughNames() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>")
        #expect(c.first.item.name == "AddressToolbar.lockIcon" && c.first.item.address == "0x106c2b2e0")
        #expect(c.equation == "AddressToolbar.lockIcon.width == 40")
        let cut = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600000898b50 DetailViewFeatureItemCell....centerX == UIView:0x7f95000e5ac0.centerX   (active, names: DetailViewFeatureItemCell...:0x7f95000e5e50 )>")
        #expect(cut.first.item.name == "DetailViewFeatureItemCell..." && cut.first.item.address == "0x7f95000e5e50")
        #expect(cut.first.attribute == .centerX)
    }

    @Test func baselinesAndTheOldBaselineName() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600001d4c370 UILabel:0x7f8e1bd0a1f0.firstBaseline == UILabel:0x7f8e1bd0a5a0.baseline + 4   (active)>")
        #expect(c.first.attribute == .firstBaseline && c.second?.attribute == .lastBaseline && c.constant == 4)
    }

    @Test func masonryLinesAndTheirKeys() throws {
        let c = try LogFixtures.constraint(
            "<MASLayoutConstraint:0x7fe3c24fb490 UILabel:0x7fe3c24fa8f0.right <= UIView:0x7fe3c24bef40.right - 10>")
        #expect(c.className == "MASLayoutConstraint" && c.first.attribute == .right && c.relation == .lessThanOrEqual)
        let keyed = try LogFixtures.constraint("<MASLayoutConstraint:0x610000284e20 UITableViewCellContentView:cv.width == 414>")
        #expect(keyed.first.item.className == "UITableViewCellContentView" && keyed.first.item.name == "cv")
        #expect(keyed.first.item.address == nil && keyed.constant == 414)
    }

    @Test func swiftGenericClassNamesWithAngleBrackets() throws {
        let c = try LogFixtures.constraint(
            "<NSLayoutConstraint:0x600002d8c410 _UIHostingView<ModifiedContent<AnyView, RootModifier>>:0x7fc1e9f0b200.height == 44   (active)>")
        #expect(c.first.item.className == "_UIHostingView<ModifiedContent<AnyView, RootModifier>>")
        #expect(c.constant == 44)
    }

    @Test func aConstraintUIKitCouldNotHaveMadeIsAnErrorNamingTheLine() {
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.top>")
            == "line 2: cannot read the constraint '<NSLayoutConstraint:0x1 UIView:0x2.left == UIView:0x3.top>': cannot relate attributes of different axes (left is horizontal, top is vertical)")
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 UIView:0x2.sideways == 4>")
            == "line 2: cannot read the constraint '<NSLayoutConstraint:0x1 UIView:0x2.sideways == 4>': it is not 'item.attribute relation [multiplier *] item.attribute [+ constant]' with an attribute UIKit has")
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 UIView:0x2.width == 1e999>")?.hasSuffix("with an attribute UIKit has") == true,
                "a number that is not finite is no number")
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 UIView:0x2.width == 4 @2000>")?.hasSuffix("the priority 2000 is outside 1…1000") == true)
        #expect(LogFixtures.error("<NSLayoutConstraint:0x1 UIView:0x2.width 4>")?.hasSuffix("it has no relation (==, <= or >=)") == true)
    }
}
