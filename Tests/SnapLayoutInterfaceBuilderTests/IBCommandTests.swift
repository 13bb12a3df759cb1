import Foundation
import Testing
import SnapLayoutInterfaceBuilder

/// `snaplayout ib` end to end: its JSON lines (exactly the issue's keys, in order), statuses,
/// exit statuses, `--strict`, bad files among good ones, and the usage errors.
@Suite struct IBCommandTests {
    /// A clean scene (`clean.xib`), a conflicting one, a misplaced one, an ambiguous one.
    static let clean = IBSamples.xib("""
        <view id="root">
          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
              <rect key="frame" x="10" y="10" width="50" height="50"/>
              <constraints>
                <constraint firstAttribute="width" constant="50" id="w"/>
                <constraint firstAttribute="height" constant="50" id="h"/>
              </constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>
          </constraints>
        </view>
        """, device: nil)

    static var conflicting: String {
        clean.replacingOccurrences(of: #"<constraint firstAttribute="height" constant="50" id="h"/>"#,
                                   with: #"<constraint firstAttribute="height" constant="50" id="h"/><constraint firstAttribute="height" constant="60" id="h2"/>"#)
    }

    static var misplaced: String {
        clean.replacingOccurrences(of: #"<rect key="frame" x="10" y="10" width="50" height="50"/>"#,
                                   with: #"<rect key="frame" x="12" y="10" width="50" height="50"/>"#)
    }

    static var ambiguous: String {
        clean.replacingOccurrences(of: #"<constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="t"/>"#, with: "")
    }

    @Test func jsonLinesHaveTheIssuesKeysInOrder() throws {
        let folder = try IBCommandRunner.folder(["clean.xib": Self.clean])
        let (status, output, errors) = try IBCommandRunner.run(["ib", "--format", "json", folder.path])
        #expect(status == 0)
        #expect(errors.isEmpty)
        let path = folder.appendingPathComponent("clean.xib").path
        #expect(output == """
            {"file":"\(path)","scene":"root","name":"UIView","device":"freeform 200 × 100","status":"ok","frames":{"root":[0,0,200,100],"box":[10,10,50,50]},"misplaced":[],"conflicts":[],"broken":[],"ambiguous":[],"unsupported":[],"notes":["the file names no device: a 20-point status bar assumed","safe area [20, 0, 0, 0] on freeform 200 × 100"]}

            """)
    }

    @Test func aConflictNamesItsConstraintsByIBIdAndFailsTheRun() throws {
        let folder = try IBCommandRunner.folder(["conflict.xib": Self.conflicting])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", folder.path])
        #expect(status == 1)
        let line = try #require(IBCommandRunner.lines(output).first)
        #expect(line["status"] as? String == "conflict")
        #expect(line["conflicts"] as? [[String]] == [["h", "h2"]])
        #expect(line["broken"] as? [String] == ["h2"])
    }

    @Test func aMisplacedViewIsAWarningUnlessStrict() throws {
        let folder = try IBCommandRunner.folder(["misplaced.xib": Self.misplaced])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", folder.path])
        #expect(status == 0, "misplaced views are warnings")
        let line = try #require(IBCommandRunner.lines(output).first)
        #expect(line["status"] as? String == "misplaced")
        let item = try #require((line["misplaced"] as? [[String: Any]])?.first)
        #expect(item["id"] as? String == "box")
        #expect(item["stored"] as? [Double] == [12, 10, 50, 50])
        #expect(item["solved"] as? [Double] == [10, 10, 50, 50])
        #expect((line["notes"] as? [String])?.contains("'box' is misplaced, but IB does not mark it") == true)
        let (strict, _, _) = try IBCommandRunner.run(["ib", "--strict", "--format", "json", folder.path])
        #expect(strict == 1)
    }

    @Test func IBsOwnMarksAreComparedWithTheLayout() throws {
        let marked = Self.clean.replacingOccurrences(of: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box">"#,
                                                     with: #"<view misplaced="YES" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#)
        let folder = try IBCommandRunner.folder(["marked.xib": marked])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", folder.path])
        #expect(status == 0)
        let notes = try #require(IBCommandRunner.lines(output).first?["notes"] as? [String])
        #expect(notes.contains("IB marks 'box' misplaced, but its stored frame is where the constraints put it"))
        #expect(notes.contains("IB marks 'box' ambiguous, but the constraints determine its frame"))
    }

    @Test func anAmbiguousViewIsNamedWithItsFreeRange() throws {
        let folder = try IBCommandRunner.folder(["ambiguous.xib": Self.ambiguous])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "text", folder.path])
        #expect(status == 1)
        let path = folder.appendingPathComponent("ambiguous.xib").path
        #expect(output.contains("\(path):6: UIView (root) on freeform 200 × 100: ambiguous\n"))
        #expect(output.contains("  \(path):9: ambiguous: 'box': y free in [-∞, ∞], solved 10\n"))
        #expect(output.hasSuffix("1 scene in 1 file: 1 ambiguous\n"))
    }

    @Test func aMalformedFileIsOneErrorLineAndTheOthersAreStillChecked() throws {
        let folder = try IBCommandRunner.folder(["a.xib": Self.clean, "b.xib": "<document>\n<objects>\n</document>", "c.xib": Self.clean])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", folder.path])
        #expect(status == 1)
        let lines = IBCommandRunner.lines(output)
        #expect(lines.map { $0["status"] as? String } == ["ok", "error", "ok"])
        let bad = folder.appendingPathComponent("b.xib").path
        #expect(lines[1]["scene"] is NSNull)
        #expect(lines[1]["notes"] as? [String] == ["\(bad):3: malformed XML: an end tag does not match the element it closes"])
        let (_, text, _) = try IBCommandRunner.run(["ib", "--format", "text", folder.path])
        #expect(text.contains("\(bad):3: error: malformed XML: an end tag does not match the element it closes\n"))
    }

    @Test func aMissingPathIsAnErrorLine() throws {
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "json", "/nonexistent/App"])
        #expect(status == 1)
        #expect(IBCommandRunner.lines(output).first?["notes"] as? [String] == ["/nonexistent/App: no such file or directory"])
    }

    @Test func usageErrorsExitTwo() throws {
        let (noPath, _, noPathError) = try IBCommandRunner.run(["ib"])
        #expect(noPath == 2)
        #expect(noPathError.contains("give at least one .storyboard, .xib or folder"))
        let (sizing, _, sizingError) = try IBCommandRunner.run(["ib", "--text", "guessed", "x.xib"])
        #expect(sizing == 2)
        #expect(sizingError.contains("--text must be measured or stored, not 'guessed'"))
        let (font, _, fontError) = try IBCommandRunner.run(["ib", "--system-font", "No Such Family", "x.xib"])
        #expect(font == 2)
        #expect(fontError.contains("--system-font: font family 'No Such Family' is not installed"))
        let (device, _, deviceError) = try IBCommandRunner.run(["ib", "--devices", "iphone-99", "x.xib"])
        #expect(device == 2)
        #expect(deviceError.contains("--devices: unknown device 'iphone-99' (known: all, iphone-4s,"))
        let (format, _, _) = try IBCommandRunner.run(["ib", "--format", "yaml", "x.xib"])
        #expect(format == 2)
    }

    @Test func githubAnnotationsPointAtTheConstraintsLine() throws {
        let folder = try IBCommandRunner.folder(["conflict.xib": Self.conflicting])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "github", folder.path])
        #expect(status == 1)
        let path = folder.appendingPathComponent("conflict.xib").path
        #expect(output == "::error file=\(path),line=13,title=Conflicting constraints::UIView (root) on freeform 200 × 100: h, h2 cannot all hold; h2 is broken\n")
    }

    @Test func junitIsWellFormedWithAFailurePerProblemScene() throws {
        let folder = try IBCommandRunner.folder(["a.xib": Self.clean, "b.xib": Self.conflicting])
        let (status, output, _) = try IBCommandRunner.run(["ib", "--format", "junit", folder.path])
        #expect(status == 1)
        #expect(output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"snaplayout ib\" tests=\"2\" failures=\"1\" errors=\"0\">\n"))
        #expect(output.components(separatedBy: "<failure type=\"conflict\"").count == 2)
        let parser = XMLParserCheck(output)
        #expect(parser.isWellFormed)
    }
}
