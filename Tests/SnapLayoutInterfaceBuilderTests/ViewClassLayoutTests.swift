import Foundation
import Testing
import SnapLayout
import SnapLayoutInterfaceBuilder

/// Stack views, scroll views, cells, controls with alignment insets, size-class variations and
/// right-to-left, each in a small file with its frames worked out by hand.
@Suite struct ViewClassLayoutTests {
    func scene(_ text: String, name: String = "Test.xib") throws -> InterfaceBuilderScene {
        try IBSamples.read(text, name: name).scenes[0]
    }

    /// A vertical stack view, fill equally, spacing 10, pinned to a 300 × 200 view's edges:
    /// three rows of (200 - 2 × 10) / 3 = 60; the hidden fourth row collapses.
    static let stack = IBSamples.xib("""
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
          <subviews>
            <stackView axis="vertical" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
              <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
              <subviews>
                <view id="a"><rect key="frame" x="0.0" y="0.0" width="300" height="60"/></view>
                <view id="b"><rect key="frame" x="0.0" y="70" width="300" height="60"/></view>
                <view hidden="YES" id="hidden"><rect key="frame" x="0.0" y="130" width="300" height="0.0"/></view>
                <view id="c"><rect key="frame" x="0.0" y="140" width="300" height="60"/></view>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
          </constraints>
        </view>
        """, device: nil)

    @Test(arguments: IBSamples.solvers)
    func aStackViewArrangesItsSubviews(solver: String) throws {
        let scene = try scene(Self.stack)
        let stack = try #require(scene.view(withID: "stack") as? LayoutStackView)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.spacing == 10)
        #expect(stack.arrangedSubviews.map { $0.label } == ["a", "b", "hidden", "c"])
        let frames = IBSamples.frames(of: scene, engine: IBSamples.engine(solver))
        #expect(IBSamples.same(frames["a"], [0, 0, 300, 60]))
        #expect(IBSamples.same(frames["b"], [0, 70, 300, 60]))
        #expect(IBSamples.same(frames["c"], [0, 140, 300, 60]))
        #expect(frames["hidden"]?[3] ?? -1 == 0, "a hidden arranged view collapses")
    }

    /// A scroll view 320 × 480 whose content view is pinned to its edges (the content area) and
    /// as wide as its frame, 1000 tall: the content starts at the scroll view's top-left corner.
    static let scroll = IBSamples.xib("""
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
          <subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
              <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="1000"/>
                  <constraints>
                    <constraint firstAttribute="height" constant="1000" id="h"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="ct"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="cl"/>
                <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="cr"/>
                <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="cb"/>
                <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="cw"/>
              </constraints>
            </scrollView>
          </subviews>
          <constraints>
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="b"/>
          </constraints>
        </view>
        """, device: nil)

    @Test(arguments: IBSamples.solvers)
    func constraintsFromAScrollViewsEdgesToItsContentActOnTheContentArea(solver: String) throws {
        let scene = try scene(Self.scroll)
        let frames = IBSamples.frames(of: scene, engine: IBSamples.engine(solver))
        // Were the bottom edge the frame's, a 1000-point view could not fit a 480-point frame.
        #expect(IBSamples.same(frames["scroll"], [0, 0, 320, 480]))
        #expect(IBSamples.same(frames["content"], [0, 0, 320, 1000]))
        let guide = try #require(scene.view(withID: "scroll")?.layoutGuides.first)
        #expect(guide.identifier == "scroll.contentLayoutGuide")
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000), "the content size")
    }

    /// A prototype cell of a table in a storyboard: its content view is the scene, 375 × 43.5,
    /// with a cell's margins (11 above and below, 16 at the sides on a 375-point screen).
    static let cell = IBSamples.storyboard("""
        <scene sceneID="s">
          <objects>
            <tableViewController id="tvc" sceneMemberID="viewController">
              <tableView key="view" style="plain" rowHeight="44" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                  <tableViewCell reuseIdentifier="Row" id="cell">
                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                      <subviews>
                        <label text="Name" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                          <rect key="frame" x="16" y="11" width="343" height="21.5"/>
                        </label>
                      </subviews>
                      <constraints>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                        <constraint firstAttribute="trailingMargin" secondItem="name" secondAttribute="trailing" id="r"/>
                        <constraint firstItem="name" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                        <constraint firstAttribute="bottomMargin" secondItem="name" secondAttribute="bottom" id="b"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </tableViewController>
          </objects>
        </scene>
        """)

    @Test(arguments: IBSamples.solvers)
    func aPrototypeCellIsASceneOfItsOwn(solver: String) throws {
        let document = try IBSamples.read(Self.cell, name: "Table.storyboard")
        #expect(document.scenes.map(\.id) == ["table", "content"])
        let table = document.scenes[0]
        #expect(table.unsupported == ["UITableView 'table' (line 8): rows are not laid out in the table (its prototype cells are scenes of their own)"])
        let cell = document.scenes[1]
        #expect(cell.kind == .cell)
        #expect(cell.name == "cell 'Row'")
        #expect(cell.design.size == CGSize(width: 375, height: 43.5))
        #expect(cell.design.rootMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        let frames = IBSamples.frames(of: cell, engine: IBSamples.engine(solver))
        // 43.5 - 11 - 11 = 21.5 tall, 375 - 32 wide.
        #expect(IBSamples.same(frames["name"], [16, 11, 343, 21.5]))
    }

    /// A switch's frame is 51 wide, its alignment rectangle 49 (UIKit's right inset of 2): pinned
    /// 20 from a 200-point view's trailing edge, its frame starts at 200 - 20 - 49.
    @Test(arguments: IBSamples.solvers)
    func aSwitchIsAlignedByItsAlignmentRectangle(solver: String) throws {
        let text = IBSamples.xib("""
            <view id="root">
              <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
              <subviews>
                <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                  <rect key="frame" x="131" y="34.5" width="51" height="31"/>
                </switch>
              </subviews>
              <constraints>
                <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="r"/>
                <constraint firstItem="toggle" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
              </constraints>
            </view>
            """, device: nil)
        let frames = IBSamples.frames(of: try scene(text), engine: IBSamples.engine(solver))
        #expect(IBSamples.same(frames["toggle"], [131, 34.5, 51, 31]))
    }

    /// `widthClass=regular` installs a 300-point width that the default (any width) leaves out:
    /// on an iPhone in portrait (compact width) the view is 100 wide, on an iPad 300.
    static let variation = IBSamples.storyboard("""
        <scene sceneID="s">
          <objects>
            <viewController id="vc" sceneMemberID="viewController">
              <view key="view" id="main">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <constraints>
                      <constraint firstAttribute="width" constant="100" id="narrow"/>
                      <constraint firstAttribute="width" constant="300" id="wide"/>
                      <constraint firstAttribute="height" constant="50" id="h"/>
                    </constraints>
                    <variation key="default">
                      <mask key="constraints"><exclude reference="wide"/></mask>
                    </variation>
                    <variation key="widthClass=regular">
                      <mask key="constraints"><include reference="wide"/><exclude reference="narrow"/></mask>
                    </variation>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="box" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
                  <constraint firstItem="box" firstAttribute="top" secondItem="main" secondAttribute="top" id="t"/>
                </constraints>
              </view>
            </viewController>
          </objects>
        </scene>
        """)

    @Test(arguments: IBSamples.solvers)
    func sizeClassVariationsInstallTheirConstraints(solver: String) throws {
        let scene = try scene(Self.variation, name: "Variations.storyboard")
        #expect(scene.constraint(withID: "wide")?.isActive == false)
        #expect(scene.constraint(withID: "narrow")?.isActive == true)
        let engine = IBSamples.engine(solver)
        #expect(IBSamples.same(IBSamples.frames(of: scene, engine: engine)["box"], [0, 0, 100, 50]))
        let pad = InterfaceBuilderConfiguration(device: InterfaceBuilderDevice.named("ipad-9.7")!, orientation: .portrait)
        scene.apply(scene.environment(for: pad))
        #expect(scene.constraint(withID: "wide")?.isActive == true)
        #expect(scene.constraint(withID: "narrow")?.isActive == false)
        #expect(IBSamples.same(IBSamples.frames(of: scene, engine: engine)["box"], [0, 0, 300, 50]))
    }

    @Test(arguments: IBSamples.solvers)
    func rightToLeftMirrorsLeadingAndTrailing(solver: String) throws {
        let scene = try scene(Self.variation, name: "Variations.storyboard")
        var environment = scene.design
        environment.layoutDirection = .rightToLeft
        scene.apply(environment)
        // leading is the right edge: 375 - 100.
        #expect(IBSamples.same(IBSamples.frames(of: scene, engine: IBSamples.engine(solver))["box"], [275, 0, 100, 50]))
    }
}
