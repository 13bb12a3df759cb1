import Foundation
import Testing
import SnapLayout
import SnapLayoutInterfaceBuilder

/// Small files written by hand, laid out through the Swift API (`InterfaceBuilderDocument` →
/// scenes → root views, an engine of each solver), every frame worked out by hand in the comments.
@Suite struct SceneLayoutTests {
    /// A freeform xib view 320 × 200 on an iPhone 8: margins 8, measured from a safe area whose
    /// top is the 20-point status bar (IB puts a freeform view at the screen's top-left corner).
    static let freeform = IBSamples.xib("""
        <view contentMode="scaleToFill" id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
          <subviews>
            <label text="Title" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="title">
              <rect key="frame" x="110" y="89.5" width="100" height="21"/>
              <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
              <rect key="frame" x="8" y="148" width="304" height="44"/>
              <constraints>
                <constraint firstAttribute="height" constant="44" id="h"/>
              </constraints>
            </view>
            <view contentMode="scaleToFill" id="fixed">
              <rect key="frame" x="10" y="30" width="50" height="40"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="title" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="title" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
            <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" id="t"/>
            <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b"/>
          </constraints>
        </view>
        """)

    @Test(arguments: IBSamples.solvers)
    func aFreeformXibViewLaysOutAsItsCanvas(solver: String) throws {
        let document = try IBSamples.read(Self.freeform)
        #expect(document.kind == .xib)
        #expect(document.scenes.count == 1)
        let scene = document.scenes[0]
        #expect(scene.kind == .topLevelView)
        #expect(scene.design.size == CGSize(width: 320, height: 200))
        #expect(scene.design.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let frames = IBSamples.frames(of: scene, engine: IBSamples.engine(solver))
        // The label keeps its stored size (100 × 21) and is centred: x = (320 - 100) / 2, y = (200 - 21) / 2.
        #expect(IBSamples.same(frames["title"], [110, 89.5, 100, 21]))
        // Between the margins (8 each side) and 8 above the bottom: the safe area's bottom is 0.
        #expect(IBSamples.same(frames["bar"], [8, 148, 304, 44]))
        // No constraints: its stored frame and autoresizing mask.
        #expect(IBSamples.same(frames["fixed"], [10, 30, 50, 40]))
    }

    @Test func anAutoresizingMaskStretchesAViewWhenTheRootGrows() throws {
        let scene = try IBSamples.read(Self.freeform).scenes[0]
        var wider = scene.design
        wider.size = CGSize(width: 400, height: 200)
        scene.apply(wider)
        let frames = IBSamples.frames(of: scene, engine: LayoutEngine(solver: .glpk))
        // widthSizable: 80 more points of root width go to the view's width (50 + 80).
        #expect(IBSamples.same(frames["fixed"], [10, 30, 130, 40]))
        #expect(IBSamples.same(frames["bar"], [8, 148, 384, 44]))
    }

    /// A view controller shown by a navigation controller: status bar 20 and navigation bar 44
    /// above it (the safe area's top is 64), its root's margins 16 at the sides.
    static let navigation = IBSamples.storyboard("""
        <scene sceneID="s1">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
              </navigationBar>
              <connections>
                <segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <viewController id="vc" title="Profile" sceneMemberID="viewController">
              <layoutGuides>
                <viewControllerLayoutGuide type="top" id="topGuide"/>
                <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
              </layoutGuides>
              <view key="view" contentMode="scaleToFill" id="main">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="header">
                    <rect key="frame" x="16" y="72" width="343" height="100"/>
                  </view>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="old">
                    <rect key="frame" x="0.0" y="74" width="375" height="20"/>
                  </view>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                    <rect key="frame" x="0.0" y="627" width="375" height="40"/>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                  <constraint firstItem="header" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="c2"/>
                  <constraint firstAttribute="trailingMargin" secondItem="header" secondAttribute="trailing" id="c3"/>
                  <constraint firstItem="header" firstAttribute="height" constant="100" id="c4"/>
                  <constraint firstItem="old" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="10" id="c5"/>
                  <constraint firstItem="old" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="c6"/>
                  <constraint firstItem="old" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="c7"/>
                  <constraint firstItem="old" firstAttribute="height" constant="20" id="c8"/>
                  <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="footer" secondAttribute="bottom" id="c9"/>
                  <constraint firstItem="footer" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="c10"/>
                  <constraint firstItem="footer" firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="c11"/>
                  <constraint firstItem="footer" firstAttribute="height" constant="40" id="c12"/>
                </constraints>
                <viewLayoutGuide key="safeArea" id="safe"/>
              </view>
            </viewController>
          </objects>
        </scene>
        """)

    @Test(arguments: IBSamples.solvers)
    func aPushedControllerSitsBelowTheInferredNavigationBar(solver: String) throws {
        let document = try IBSamples.read(Self.navigation, name: "Main.storyboard")
        #expect(document.kind == .storyboard)
        #expect(document.scenes.map(\.id) == ["main"], "the navigation controller has no view of its own in the file")
        let scene = document.scenes[0]
        #expect(scene.name == "Profile")
        #expect(scene.kind == .viewController)
        #expect(scene.viewController != nil)
        #expect(scene.design.name == "iPhone 8")
        #expect(scene.design.safeArea == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(scene.design.rootMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(scene.notes.contains("navigation bar 44 inferred from navigation controller 'nav'"))
        let frames = IBSamples.frames(of: scene, engine: IBSamples.engine(solver))
        // 8 below the safe area's top (64); between the margins (16).
        #expect(IBSamples.same(frames["header"], [16, 72, 343, 100]))
        // The old top layout guide's bottom is the safe area's top: 64 + 10.
        #expect(IBSamples.same(frames["old"], [0, 74, 375, 20]))
        // The old bottom layout guide's top is the safe area's bottom: the screen's, 667.
        #expect(IBSamples.same(frames["footer"], [0, 627, 375, 40]))
    }
}
