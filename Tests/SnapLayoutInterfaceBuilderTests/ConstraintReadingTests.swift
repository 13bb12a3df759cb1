import Foundation
import Testing
import SnapLayout
import SnapLayoutInterfaceBuilder

/// What each `<constraint>` element becomes: items, attributes, relation, multiplier, constant,
/// priority and identifier exactly as UIKit's nib loading makes them, placeholders left out.
@Suite struct ConstraintReadingTests {
    static let text = IBSamples.storyboard("""
        <scene sceneID="s">
          <objects>
            <viewController id="vc" sceneMemberID="viewController">
              <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
              </layoutGuides>
              <view key="view" id="main">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                    <rect key="frame" x="16" y="30" width="40" height="21"/>
                  </label>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="64" y="30" width="80" height="40"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="a" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="implicitNone"/>
                  <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" relation="greaterThanOrEqual" constant="20" symbolic="YES" id="containerFirst"/>
                  <constraint firstItem="b" firstAttribute="width" secondItem="b" secondAttribute="height" multiplier="2:1" id="ratio"/>
                  <constraint firstItem="b" firstAttribute="height" secondItem="main" secondAttribute="height" multiplier="1/3" constant="-4" priority="750" id="fraction"/>
                  <constraint firstItem="b" firstAttribute="baseline" secondItem="a" secondAttribute="firstBaseline" relation="lessThanOrEqual" identifier="baselines" id="baseline"/>
                  <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="safeTop"/>
                  <constraint firstItem="bottom" firstAttribute="top" secondItem="b" secondAttribute="bottom" constant="8" id="oldBottom"/>
                  <constraint firstItem="a" firstAttribute="width" constant="40" placeholder="YES" id="removed"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
              </view>
            </viewController>
          </objects>
        </scene>
        """)

    let scene: InterfaceBuilderScene
    let main: LayoutView, a: LayoutView, b: LayoutView

    init() throws {
        scene = try IBSamples.read(Self.text, name: "Constraints.storyboard").scenes[0]
        main = try #require(scene.view(withID: "main"))
        a = try #require(scene.view(withID: "a"))
        b = try #require(scene.view(withID: "b"))
    }

    func constraint(_ id: String) throws -> LayoutConstraint { try #require(scene.constraint(withID: id)) }

    @Test func itemsAndAttributesAreUIKits() throws {
        let c = try constraint("implicitNone")
        #expect(c.firstItem === a && c.firstAttribute == .leading && c.relation == .equal)
        #expect(c.secondItem === main && c.secondAttribute == .leadingMargin)
        #expect(c.multiplier == 1 && c.constant == 0 && c.priority == .required && c.identifier == nil)
        #expect(c.isActive)
    }

    @Test func aMissingFirstItemIsTheViewHoldingTheConstraint() throws {
        let c = try constraint("containerFirst")
        #expect(c.firstItem === main && c.firstAttribute == .trailing)
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.secondItem === b && c.secondAttribute == .trailing)
        #expect(c.constant == 20, "a standard (symbolic) spacing keeps the value IB wrote")
    }

    @Test func ratiosAndFractionsAreMultipliers() throws {
        let ratio = try constraint("ratio")
        #expect(ratio.multiplier == 2 && ratio.firstAttribute == .width && ratio.secondAttribute == .height)
        let fraction = try constraint("fraction")
        #expect(abs(fraction.multiplier - 1.0 / 3.0) < 1e-12)
        #expect(fraction.constant == -4)
        #expect(fraction.priority == LayoutPriority(750))
    }

    @Test func baselineIsTheLastBaselineAndTheIdentifierIsKept() throws {
        let c = try constraint("baseline")
        #expect(c.firstAttribute == .lastBaseline && c.secondAttribute == .firstBaseline)
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.identifier == "baselines")
    }

    @Test func guidesAreTheSafeAreaAndTheControllersOldGuides() throws {
        #expect(try constraint("safeTop").secondItem === main.safeAreaLayoutGuide)
        let controller = try #require(scene.viewController)
        #expect(try constraint("oldBottom").firstItem === controller.bottomLayoutGuide)
        #expect(try constraint("oldBottom").firstAttribute == .top)
    }

    @Test func placeholdersAreRemovedAsIBRemovesThem() throws {
        #expect(scene.constraint(withID: "removed") == nil)
        #expect(!scene.constraintIDs.contains("removed"))
        #expect(scene.notes.contains("placeholder constraint 'removed' removed, as IB removes them at build time"))
        #expect(scene.constraintIDs == ["implicitNone", "containerFirst", "ratio", "fraction", "baseline", "safeTop", "oldBottom"])
        #expect(scene.line(of: "ratio") == 25)
    }

    @Test func aLabelHasItsStoredSizeAndTheBaselinesOfItsFont() throws {
        #expect(a.intrinsicContentSize == CGSize(width: 40, height: 21))
        // San Francisco at 17 points (no font written): line height 17 × 1.193359375 = 20.287…,
        // centred in 21: (21 - 20.287109375) / 2 = 0.3564453125 above the ascender's 16.1865234375.
        let first = try #require(a.firstBaselineOffsetFromTop)
        #expect(abs(first - (0.3564453125 + 16.1865234375)) < 1e-9)
        #expect(b.intrinsicContentSize == CGSize(width: LayoutView.noIntrinsicMetric, height: LayoutView.noIntrinsicMetric))
        #expect(scene.notes.contains("text stored: 1 text view sized as IB stored them (labels, buttons, fields…); text is not measured"))
    }
}
