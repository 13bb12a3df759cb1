import Foundation
import Testing
import SnapLayoutInterfaceBuilder

/// Every kind of bad file is one line naming the file and, where one is at fault, the line:
/// `Bad.xib:LINE: what is wrong`, input quoted at most 80 characters.
@Suite struct ReaderErrorTests {
    func error(_ text: String, name: String = "Bad.xib") -> String {
        error(bytes: Array(text.utf8), name: name)
    }

    func error(bytes: [UInt8], name: String = "Bad.xib") -> String {
        do {
            _ = try InterfaceBuilderDocument(bytes: bytes, name: name)
            return "no error"
        } catch {
            return error.description
        }
    }

    /// A xib whose root view holds `constraint` (views `a` and `root`), on line 11.
    func withConstraint(_ constraint: String) -> String {
        IBSamples.xib("""
            <view id="root">
              <subviews>
                <view id="a"/>
              </subviews>
              <constraints>
                \(constraint)
              </constraints>
            </view>
            """)
    }

    @Test func malformedXMLNamesTheLine() {
        #expect(error("<document>\n<objects>\n</document>") == "Bad.xib:3: malformed XML: an end tag does not match the element it closes")
    }

    @Test func aTruncatedFileNamesItsLastLine() {
        #expect(error("<document>\n<objects>\n<view id=\"a\">") == "Bad.xib:3: malformed XML: the file ends before every element is closed")
    }

    @Test func invalidUTF8IsAnError() {
        var bytes = Array("<document>\n<objects id=\"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"/>\n</document>".utf8)
        #expect(error(bytes: bytes) == "Bad.xib:2: malformed XML: an invalid character (the file is not valid UTF-8, or holds a character XML forbids)")
    }

    @Test func anEmptyFileHoldsNoElement() {
        #expect(error("") == "Bad.xib: holds no XML element (the file is empty)")
    }

    @Test func anotherXMLFileIsNotAnInterfaceBuilderFile() {
        #expect(error("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>") == "Bad.xib:2: not an Interface Builder file (its root element is <plist>, not <document>)")
    }

    @Test func deepNestingIsRefusedNotRecursedInto() {
        let text = String(repeating: "<a>\n", count: 600) + String(repeating: "</a>", count: 600)
        #expect(error(text) == "Bad.xib:513: elements nest deeper than 512 levels")
    }

    @Test func anUnknownLayoutAttributeIsNamed() {
        let text = withConstraint(#"<constraint firstItem="a" firstAttribute="leadingg" secondItem="root" secondAttribute="leading" id="c1"/>"#)
        #expect(error(text) == "Bad.xib:11: constraint 'c1': firstAttribute 'leadingg' is not a layout attribute")
    }

    @Test func anUnknownXMLAttributeOfAConstraintIsNamed() {
        let text = withConstraint(#"<constraint frist="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>"#)
        #expect(error(text) == "Bad.xib:11: constraint 'c1': unknown XML attribute 'frist'")
    }

    @Test func aDanglingIdIsNamed() {
        let text = withConstraint(#"<constraint firstItem="a" firstAttribute="leading" secondItem="nope" secondAttribute="leading" id="c1"/>"#)
        #expect(error(text) == "Bad.xib:11: constraint 'c1': secondItem 'nope' is not a view or layout guide of this scene")
    }

    @Test func aConstantThatIsNotANumberIsNamed() {
        let text = withConstraint(#"<constraint firstItem="a" firstAttribute="width" constant="wide" id="c1"/>"#)
        #expect(error(text) == "Bad.xib:11: constraint 'c1': constant=\"wide\" is not a number")
    }

    @Test func aMultiplierDividingByZeroIsNamed() {
        let text = withConstraint(#"<constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:0" id="c1"/>"#)
        #expect(error(text) == "Bad.xib:11: constraint 'c1': multiplier \"1:0\" is not a number or a ratio (a:b, a/b)")
    }

    @Test func aPairingUIKitRefusesIsNamed() {
        let text = withConstraint(#"<constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="top" id="c1"/>"#)
        #expect(error(text).hasPrefix("Bad.xib:11: constraint 'c1': a.leading == root.top: "))
    }

    @Test func anIdUsedTwiceIsNamed() {
        let text = IBSamples.xib("""
            <view id="root">
              <subviews>
                <view id="a"/>
                <view id="a"/>
              </subviews>
            </view>
            """)
        #expect(error(text) == "Bad.xib:9: the id 'a' is used twice")
    }

    @Test func longInputIsCutAt80Characters() {
        let long = String(repeating: "x", count: 200)
        let text = withConstraint(#"<constraint firstItem="a" firstAttribute="\#(long)" id="c1"/>"#)
        let message = error(text)
        #expect(message == "Bad.xib:11: constraint 'c1': firstAttribute '\(String(repeating: "x", count: 80))…' is not a layout attribute")
    }

    @Test func aMissingFileIsOneLine() {
        do {
            _ = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/Main.storyboard"))
            Issue.record("no error")
        } catch {
            #expect(error.description == "/nonexistent/Main.storyboard: no such file")
            #expect(error.line == nil)
        }
    }

    @Test func aFileNameWithANewlineStaysOneLine() {
        #expect(error("", name: "Bad\n.xib") == "Bad\\n.xib: holds no XML element (the file is empty)")
    }
}
