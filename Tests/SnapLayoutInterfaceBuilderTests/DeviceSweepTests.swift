import Foundation
import Testing
import SnapLayout
import SnapLayoutCommand
import SnapLayoutInterfaceBuilder

/// `--devices` and `--rtl`: the same scene laid out on other devices, orientations and directions,
/// the first configuration that goes wrong reported on a line of its own.
@Suite struct DeviceSweepTests {
    /// On an iPhone 8 (375 wide, margins 16): `wide` is 330 between the margins (343), `narrow` is
    /// 375 - 340 = 35 wide, `far` sits at 340…370. On a 320-point iPhone SE the margins leave 288
    /// (conflict), `narrow` is -20 (collapsed) and `far` ends at 370 (outside).
    static func scene(_ constraints: String, _ views: String) -> String {
        IBSamples.storyboard("""
            <scene sceneID="s">
              <objects>
                <viewController id="vc" sceneMemberID="viewController">
                  <view key="view" id="main">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>\(views)</subviews>
                    <constraints>\(constraints)</constraints>
                  </view>
                </viewController>
              </objects>
            </scene>
            """)
    }

    static let wide = scene("""
        <constraint firstItem="wide" firstAttribute="leading" secondItem="main" secondAttribute="leadingMargin" id="l"/>
        <constraint firstAttribute="trailingMargin" secondItem="wide" secondAttribute="trailing" relation="greaterThanOrEqual" id="r"/>
        <constraint firstItem="wide" firstAttribute="width" constant="330" id="w"/>
        <constraint firstItem="wide" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="wide" firstAttribute="height" constant="10" id="h"/>
        """, """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="wide"><rect key="frame" x="16" y="100" width="330" height="10"/></view>
        """)

    static let collapsing = scene("""
        <constraint firstItem="narrow" firstAttribute="width" secondItem="main" secondAttribute="width" constant="-340" id="w"/>
        <constraint firstItem="narrow" firstAttribute="leading" secondItem="main" secondAttribute="leading" id="l"/>
        <constraint firstItem="narrow" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="narrow" firstAttribute="height" constant="10" id="h"/>
        <constraint firstItem="far" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="340" id="fl"/>
        <constraint firstItem="far" firstAttribute="width" constant="30" id="fw"/>
        <constraint firstItem="far" firstAttribute="top" secondItem="main" secondAttribute="top" constant="200" id="ft"/>
        <constraint firstItem="far" firstAttribute="height" constant="10" id="fh"/>
        """, """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="narrow"><rect key="frame" x="0.0" y="100" width="35" height="10"/></view>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="far"><rect key="frame" x="340" y="200" width="30" height="10"/></view>
        """)

    @Test func theFirstConfigurationThatConflictsIsReported() throws {
        let folder = try IBCommandRunner.folder(["Wide.storyboard": Self.wide])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", "--devices", "iphone-8,iphone-se-1,iphone-4s", folder.path])
        #expect(status == 1, "a conflict on another device fails the run")
        let lines = IBCommandRunner.lines(output)
        #expect(lines.count == 2)
        #expect(lines[0]["device"] as? String == "iPhone 8")
        #expect(lines[0]["status"] as? String == "ok")
        #expect((lines[0]["notes"] as? [String])?.last == "on iPhone SE (1st generation): conflict")
        #expect(lines[1]["device"] as? String == "iPhone SE (1st generation)")
        #expect(lines[1]["status"] as? String == "conflict")
        // The set is the width of the screen and l, r, w; w, activated last, is broken.
        #expect(lines[1]["conflicts"] as? [[String]] == [["size.width", "l", "r", "w"]])
        #expect(lines[1]["broken"] as? [String] == ["w"])
        #expect((lines[1]["frames"] as? [String: [Double]])?["main"] == [0, 0, 320, 568])
    }

    @Test func aViewThatCollapsesOrLeavesItsSuperviewIsAWarningUnlessStrict() throws {
        let folder = try IBCommandRunner.folder(["Collapse.storyboard": Self.collapsing])
        let arguments = ["ib", "--format", "json", "--devices", "iphone-8,iphone-se-1", folder.path]
        let (status, output, _) = try IBCommandRunner.run(arguments)
        #expect(status == 0)
        let lines = IBCommandRunner.lines(output)
        #expect(lines.count == 2)
        #expect(lines[1]["device"] as? String == "iPhone SE (1st generation)")
        let notes = try #require(lines[1]["notes"] as? [String])
        #expect(notes.first == "first configuration of 2 where the scene goes wrong")
        #expect(notes.contains("'narrow' collapses to zero width (-20; 35 at the design size)"))
        #expect(notes.contains("'far' leaves its superview 'main' ([340, 200, 30, 10] in 320 × 568)"))
        let (strict, _, _) = try IBCommandRunner.run(["ib", "--strict"] + arguments.dropFirst())
        #expect(strict == 1)
    }

    @Test func aCleanSweepSaysHowManyConfigurationsWereChecked() throws {
        let folder = try IBCommandRunner.folder(["Wide.storyboard": Self.wide])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", "--devices", "iphone-8:both", "--rtl", folder.path])
        #expect(status == 0)
        let lines = IBCommandRunner.lines(output)
        #expect(lines.count == 1)
        #expect((lines[0]["notes"] as? [String])?.last == "4 configurations checked: none conflicts, becomes ambiguous, collapses a view or moves one out of its superview")
    }

    /// `a` is 10 from the leading edge and must end 200 from the right: 10…60 in left-to-right,
    /// 315…365 right to left, past 375 - 200.
    static let leadingOnly = scene("""
        <constraint firstItem="a" firstAttribute="leading" secondItem="main" secondAttribute="leading" constant="10" id="l"/>
        <constraint firstItem="a" firstAttribute="width" constant="50" id="w"/>
        <constraint firstItem="a" firstAttribute="right" secondItem="main" secondAttribute="right" relation="lessThanOrEqual" constant="-200" id="r"/>
        <constraint firstItem="a" firstAttribute="top" secondItem="main" secondAttribute="top" constant="100" id="t"/>
        <constraint firstItem="a" firstAttribute="height" constant="10" id="h"/>
        """, """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="10" y="100" width="50" height="10"/></view>
        """)

    @Test func rightToLeftIsCheckedAtTheDesignSizeWithoutDevices() throws {
        let folder = try IBCommandRunner.folder(["Leading.storyboard": Self.leadingOnly])
        let (plain, plainOutput, _) = try IBCommandRunner.run(["ib", "--format", "json", folder.path])
        #expect(plain == 0)
        #expect(IBCommandRunner.lines(plainOutput).count == 1)
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", "--rtl", folder.path])
        #expect(status == 1)
        let lines = IBCommandRunner.lines(output)
        #expect(lines.count == 2)
        #expect(lines[1]["device"] as? String == "iPhone 8 rtl")
        #expect(lines[1]["status"] as? String == "conflict")
        #expect(lines[1]["broken"] as? [String] == ["r"])
    }

    @Test func theDeviceListIsReadStrictly() throws {
        let all = try IBDeviceSweep.configurations("all", rtl: false)
        #expect(all.count == InterfaceBuilderDevice.all.count * 2 - 1, "every device in both orientations, a TV in landscape only")
        let some = try IBDeviceSweep.configurations("iphone-8:landscape, ipad-9.7", rtl: true)
        #expect(some.map(\.name) == ["iPhone 8 landscape", "iPhone 8 landscape rtl", "iPad (9.7-inch)", "iPad (9.7-inch) rtl"])
        #expect(throws: (any Error).self) { try IBDeviceSweep.configurations("iphone-8:sideways", rtl: false) }
    }

    @Test func environmentsFollowTheDeviceTable() throws {
        let scene = try IBSamples.read(Self.wide, name: "Wide.storyboard").scenes[0]
        let x = InterfaceBuilderConfiguration(device: InterfaceBuilderDevice.named("iphone-11-pro")!, orientation: .landscape)
        let environment = scene.environment(for: x)
        #expect(environment.size == CGSize(width: 812, height: 375))
        #expect(environment.safeArea == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(environment.rootMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(environment.sizeClasses == .init(horizontal: .compact, vertical: .compact))
    }
}
