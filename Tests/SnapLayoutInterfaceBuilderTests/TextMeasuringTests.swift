import Foundation
import Testing
import SnapLayout
import SnapLayoutCommand
import SnapLayoutInterfaceBuilder

/// `--text measured`: labels, buttons and text fields become the model's text views and are
/// measured by the layout pass, as on a device. Measured here in the `fixed` family standing for
/// the system font (text.md 5: a character one em wide, a line one em tall), so every frame is
/// worked out by hand; what cannot be measured keeps IB's size, with the reason in the notes.
@Suite struct TextMeasuringTests {
    static let fixed = TextSystem(systemFamily: "fixed")

    /// A 200 × 300 view: a 10-point label "Hello" at (20, 20); a system button "Sign in" below it,
    /// 8 points down; a system button "Go"; a rounded field with placeholder "Email"; a label of
    /// any number of lines ("aaaa bbbb cccc", written as a base-64 `<string>`) 20 points from each
    /// side. The stored frames are Xcode's, in San Francisco: they are not what is measured here.
    static let file = IBSamples.xib("""
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="100" height="300"/>
          <subviews>
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hello">
              <rect key="frame" x="20" y="20" width="33" height="12"/>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
            </label>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="sign">
              <rect key="frame" x="20" y="40" width="45" height="30"/>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
              <state key="normal" title="Sign in"/>
            </button>
            <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="go">
              <rect key="frame" x="20" y="80" width="30" height="30"/>
              <fontDescription key="fontDescription" type="boldSystem" pointSize="10"/>
              <state key="normal" title="Go"/>
            </button>
            <textField borderStyle="roundedRect" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="email">
              <rect key="frame" x="20" y="120" width="60" height="34"/>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
            </textField>
            <label numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrap">
              <rect key="frame" x="20" y="160" width="60" height="40"/>
              <string key="text" base64-UTF8="YES">YWFhYSBiYmJiIGNjY2M=</string>
              <fontDescription key="fontDescription" type="system" pointSize="10"/>
            </label>
          </subviews>
          <constraints>
            <constraint firstItem="hello" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="hello" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="sign" firstAttribute="leading" secondItem="hello" secondAttribute="leading" id="c3"/>
            <constraint firstItem="sign" firstAttribute="top" secondItem="hello" secondAttribute="bottom" constant="8" id="c4"/>
            <constraint firstItem="go" firstAttribute="leading" secondItem="hello" secondAttribute="leading" id="c5"/>
            <constraint firstItem="go" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="c6"/>
            <constraint firstItem="email" firstAttribute="leading" secondItem="hello" secondAttribute="leading" id="c7"/>
            <constraint firstItem="email" firstAttribute="top" secondItem="root" secondAttribute="top" constant="120" id="c8"/>
            <constraint firstItem="wrap" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c9"/>
            <constraint firstAttribute="trailing" secondItem="wrap" secondAttribute="trailing" constant="20" id="c10"/>
            <constraint firstItem="wrap" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="c11"/>
          </constraints>
        </view>
        """, device: nil)

    /// The frames by hand: "Hello" 5 × 10 by 10; "Sign in" 70 wide, 10 + 6 + 6 tall, at 20 + 10 + 8;
    /// "Go" 20 wide, widened to a system button's 30; the field's placeholder 50 + 7 + 7 by 10 + 7 + 7;
    /// the wrapping label 60 wide (100 - 2 × 20): "aaaa" / "bbbb" / "cccc", three lines.
    static let expected: [String: [Double]] = [
        "hello": [20, 20, 50, 10], "sign": [20, 38, 70, 22], "go": [20, 80, 30, 22],
        "email": [20, 120, 64, 24], "wrap": [20, 160, 60, 30],
    ]

    @Test(arguments: IBSamples.solvers)
    func labelsButtonsAndFieldsAreMeasuredByTheLayoutPass(solver: String) throws {
        let document = try InterfaceBuilderDocument(bytes: Array(Self.file.utf8), name: "Text.xib", textSystem: Self.fixed)
        let scene = document.scenes[0]
        let hello = try #require(scene.view(withID: "hello") as? LayoutLabel)
        #expect(hello.text == "Hello" && hello.font == LayoutFont.systemFont(ofSize: 10))
        let wrap = try #require(scene.view(withID: "wrap") as? LayoutLabel)
        #expect(wrap.text == "aaaa bbbb cccc" && wrap.numberOfLines == 0)
        #expect((scene.view(withID: "go") as? LayoutButton)?.titleLabel?.font == LayoutFont.boldSystemFont(ofSize: 10))
        #expect((scene.view(withID: "email") as? LayoutTextField)?.borderStyle == .roundedRect)
        #expect(!scene.notes.contains { $0.hasPrefix("text stored") })
        let engine = IBSamples.engine(solver)
        engine.textSystem = Self.fixed
        let frames = IBSamples.frames(of: scene, engine: engine)
        for (id, frame) in Self.expected { #expect(IBSamples.same(frames[id], frame), "\(id): \(frames[id] ?? [])") }
    }

    @Test(arguments: IBSamples.solvers)
    func theCommandMeasuresAsTheEngineDoes(solver: String) throws {
        let document = try InterfaceBuilderDocument(bytes: Array(Self.file.utf8), name: "Text.xib", textSystem: Self.fixed)
        var check = IBFileCheck(solver: LayoutSolverKind(rawValue: solver)!.makeSolver())
        check.textSystem = Self.fixed
        let report = check.check(document.scenes[0], file: "Text.xib")[0]
        for (id, expected) in Self.expected {
            let frame = try #require(report.frames.first { $0.id == id }?.frame)
            #expect(IBSamples.same([frame.minX, frame.minY, frame.width, frame.height].map(Double.init), expected), "\(id)")
        }
        // Every stored frame was San Francisco's: all five are misplaced in the fixed family.
        #expect(Set(report.misplaced.map(\.id)) == Set(Self.expected.keys))
    }

    @Test func storedSizingKeepsTheSizesIBStored() throws {
        let document = try InterfaceBuilderDocument(bytes: Array(Self.file.utf8), name: "Text.xib", text: .stored)
        let scene = document.scenes[0]
        #expect(scene.view(withID: "hello").map { !($0 is LayoutLabel) } == true)
        #expect(scene.view(withID: "hello")?.explicitIntrinsicContentSize == CGSize(width: 33, height: 12))
        #expect(scene.notes.contains("text stored: 5 text views sized as IB stored them (labels, buttons, fields…); text is not measured"))
    }

    /// Views whose text or font cannot be measured here keep IB's size, each named with its reason.
    @Test func whatCannotBeMeasuredKeepsItsStoredSizeAndSaysWhy() throws {
        let file = IBSamples.xib("""
            <view id="root">
              <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
              <subviews>
                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                  <rect key="frame" x="0" y="0" width="40" height="21"/>
                  <fontDescription key="fontDescription" name="NoSuchFont-Bold" family="No Such Font" pointSize="17"/>
                </label>
                <label translatesAutoresizingMaskIntoConstraints="NO" id="attributed">
                  <rect key="frame" x="0" y="30" width="50" height="21"/>
                  <attributedString key="attributedText"><fragment content="Hi"/></attributedString>
                </label>
                <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                  <rect key="frame" x="0" y="60" width="22" height="22"/>
                </button>
                <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="symbol">
                  <rect key="frame" x="0" y="90" width="44" height="44"/>
                  <state key="normal" image="plus" catalog="system"/>
                </button>
                <label text="Placeholder" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="placeholder">
                  <rect key="frame" x="0" y="140" width="80" height="20"/>
                </label>
              </subviews>
            </view>
            """, device: nil)
        let scene = try InterfaceBuilderDocument(bytes: Array(file.utf8), name: "Stored.xib").scenes[0]
        for id in ["custom", "attributed", "info", "symbol", "placeholder"] {
            #expect(scene.view(withID: id).map { type(of: $0) == LayoutView.self } == true, "\(id) is a plain view")
        }
        #expect(scene.view(withID: "custom")?.explicitIntrinsicContentSize == CGSize(width: 40, height: 21))
        #expect(scene.view(withID: "placeholder")?.explicitIntrinsicContentSize == CGSize(width: 80, height: 20))
        let note = try #require(scene.notes.first { $0.hasPrefix("text stored") })
        #expect(note == "text stored: 5 text views keep the size IB stored: "
            + "'custom' (line 9) font 'No Such Font': font family 'No Such Font' is not installed (fontconfig would substitute 'DejaVu Sans'); "
            + "'attributed' (line 13) has attributed text; "
            + "'info' (line 17) a button of type 'infoLight', drawn by UIKit; "
            + "'symbol' (line 20) its image 'plus' has no size in the file's resources; "
            + "'placeholder' (line 24) has a placeholder intrinsic size, which Xcode's canvas lays out with")
    }

    /// A button's image from the file's resources sits beside its title; content insets pad both.
    @Test func aButtonsImageAndInsetsCount() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
            <view id="root">
              <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
              <subviews>
                <button buttonType="custom" translatesAutoresizingMaskIntoConstraints="NO" id="share">
                  <rect key="frame" x="0" y="0" width="96" height="36"/>
                  <fontDescription key="fontDescription" type="system" pointSize="10"/>
                  <inset key="contentEdgeInsets" minX="8" minY="4" maxX="8" maxY="2"/>
                  <state key="normal" title="Share" image="icon"/>
                </button>
              </subviews>
            </view>
            </objects>
            <resources><image name="icon" width="30" height="30"/></resources>
            </document>
            """
        let scene = try InterfaceBuilderDocument(bytes: Array(file.utf8), name: "Image.xib", textSystem: Self.fixed).scenes[0]
        let share = try #require(scene.view(withID: "share") as? LayoutButton)
        #expect(share.currentImage?.size == CGSize(width: 30, height: 30))
        #expect(share.contentEdgeInsets == EdgeInsets(top: 4, left: 8, bottom: 2, right: 8))
        #expect(share.currentTitle == "Share")
    }
}
