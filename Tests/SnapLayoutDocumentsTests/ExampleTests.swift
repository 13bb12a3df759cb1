import Foundation
import Testing
import SnapLayoutDocuments
import SnapLayoutGLPK

/// The examples in `examples/` solve to the frames computed by hand in examples/README.md.
struct ExampleTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")

    func solve(_ name: String) throws -> DocumentResult {
        let bytes = try Array(Data(contentsOf: ExampleTests.examples.appendingPathComponent(name)))
        return try LayoutDocument.read(bytes, defaultName: name).get().solve(with: GLPKSolver(), checksAmbiguity: true)
    }

    func frames(_ result: DocumentResult) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: result.frames.map { ($0.id, [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height]) })
    }

    @Test func everyExampleSolvesWithoutErrorAndWithoutAmbiguity() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: ExampleTests.examples.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 6)
        for name in names {
            let result = try solve(name)
            #expect(result.status != .error, "\(name): \(result.error ?? "")")
            #expect(result.ambiguous == [], "\(name) is ambiguous: \(result.ambiguous ?? [])")
        }
    }

    /// Text measured in DejaVu Sans (the system family): a line is (1901 + 483) / 2048 of the size;
    /// widths and line counts as `pango-view` measures them (examples/README.md).
    @Test func articleCardWrapsItsTitleAndKeepsThreeLinesOfItsBody() throws {
        let f = frames(try solve("article-card.json"))
        #expect(f["title"] == [16, 16, 343, 51.5])       // 2 lines of 22 points: 51.21875, rounded up
        #expect(f["byline"] == [16, 73.5, 128.5, 15.5])  // 128.356… wide; 6 below the title
        #expect(f["body"] == [16, 99, 343, 52.5])        // 4 lines at 343, 3 kept: 52.3828125
        #expect(f["root"] == [0, 0, 375, 167.5])
    }

    /// A plain table of self-sizing rows (`fixed` labels: 34 characters a line in 375 − 2 × 16):
    /// 22 of padding and 28 of header above each section; rows of 11 + lines × 10 + 11 + 0.5; a
    /// row whose constraints give it no height gets UIKit's 44.
    @Test func contactsTableStacksItsRows() throws {
        let f = frames(try solve("contacts-table.json"))
        #expect(f["contacts.s0r0"] == [0, 50, 375, 32.5])         // 22 + 28; one line
        #expect(f["contacts.s0r1"] == [0, 82.5, 375, 42.5])       // "Grace Hopper, rear admiral and" | "author of …"
        #expect(f["contacts.s0r1.name"] == [16, 11, 343, 20])
        #expect(f["contacts.s0r1.content"] == [0, 0, 375, 42])    // the row less its pixel of separator
        #expect(f["contacts.s1r0"] == [0, 175, 375, 32.5])        // 125 + 22 + 28
        #expect(f["contacts.s1r1"] == [0, 207.5, 375, 44])        // the divider: collapsed, so 44
        #expect(f["contacts.content"] == [0, 0, 375, 251.5])
    }

    @Test func settingsListRowsAndAWrappingFooter() throws {
        let f = frames(try solve("settings-list.json"))
        #expect(f["wifiValue"] == [218, 12, 125, 20])        // "Home network": 124.65 wide (pango-view), centred in 44
        #expect(f["wifiTitle"] == [0, 12, 210, 20])          // hugs least: takes the rest, 343 − 8 − 125
        #expect(f["languageValue"] == [126, 12, 217, 20])
        #expect(f["footer"] == [0, 132, 343, 30.5])          // 2 lines of 13 points: 30.265625
        #expect(f["root"] == [0, 0, 375, 194.5])
    }

    @Test func loginForm() throws {
        let f = frames(try solve("login-form.json"))
        #expect(f["logo"] == [147.5, 84, 80, 80])
        #expect(f["username"] == [16, 196, 343, 44])
        #expect(f["password"] == [16, 252, 343, 44])
        #expect(f["login"] == [16, 320, 343, 50])
        #expect(f["forgot"] == [117.5, 386, 140, 18])
    }

    @Test func profileCardAlignsBaselines() throws {
        let f = frames(try solve("profile-card.json"))
        #expect(f["card"] == [0, 0, 375, 107])
        #expect(f["name"] == [80, 12, 142, 24])
        #expect(f["handle"] == [230, 18, 96, 17])
        #expect(f["bio"] == [80, 41, 283, 54])
    }

    @Test func settingsStackLaysOutItsRows() throws {
        let result = try solve("settings-stack.json")
        let f = frames(result)
        #expect(f["column"] == [16, 20, 343, 135])
        #expect(f["title"] == [0, 0, 343, 28])
        #expect(f["wifiRow"] == [0, 48, 343, 31])
        #expect(f["wifiLabel"] == [0, 5, 284, 21])
        #expect(f["wifiSwitch"] == [292, 0, 51, 31])
        #expect(f["bluetoothRow"] == [0, 85, 343, 0])
        #expect(f["buttons"] == [0, 91, 343, 44])
        #expect(f["cancel"] == [0, 0, 166.5, 44])
        #expect(f["save"] == [176.5, 0, 166.5, 44])
        #expect(result.broken.isEmpty)
        #expect(result.unsatisfied.contains { $0.generated == "wifiRow.UISV-spanning-fit" && $0.error == 31 })
    }

    @Test func rightToLeftToolbarMirrors() throws {
        let f = frames(try solve("rtl-toolbar.json"))
        #expect(f["back"] == [315, 0, 44, 44])
        #expect(f["title"] == [127.5, 11.5, 120, 21])
        #expect(f["share"] == [68, 0, 44, 44])
        #expect(f["more"] == [16, 0, 44, 44])
    }

    @Test func proportionalMultipliersMeasureInTheCommonAncestor() throws {
        let f = frames(try solve("proportional.json"))
        #expect(f["panel"] == [20, 20, 360, 160])
        #expect(f["left"] == [54, 44, 72, 72])
        #expect(f["middle"] == [144, 44, 72, 72])
        #expect(f["right"] == [234, 44, 72, 72])
        #expect(f["footer"] == [100, 225, 200, 40])
    }

    @Test func feedCellsSizeToTheirContent() throws {
        let f = frames(try solve("feed.json"))
        #expect(f["cell1"] == [0, 0, 375, 89])
        #expect(f["cell2"] == [0, 89, 375, 109])
        #expect(f["cell3"] == [0, 198, 375, 69])
        #expect(f["body2"] == [64, 37, 295, 60])
    }

    @Test func spacerGuidesShareTheRestAndAlignmentInsetsWidenTheFrame() throws {
        let result = try solve("spacer-guides.json")
        // Gaps: (375 - 2 × 16 - 3 × 44) / 2 = 105.5. compose's alignment rectangle starts at
        // 60 + 105.5 = 165.5 and is 44 wide; its frame reaches 2 further out on each side.
        #expect(result.jsonLine == #"{"name":"spacer-guides","status":"ok","frames":{"bar":[0,0,375,44],"edit":[16,0,44,44],"gap1":[60,22,105.5,0],"compose":[163.5,0,48,44],"gap2":[209.5,22,105.5,0],"trash":[315,0,44,44]},"unsatisfied":[],"conflicts":[],"broken":[],"ambiguous":[]}"#)
    }

    @Test func conflictBreaksTheLaterConstraints() throws {
        let result = try solve("conflict.json")
        #expect(result.status == .conflict)
        #expect(result.conflicts == [
            DocumentResult.Conflict(set: [0, 1, 3], broken: 3, implicit: ["size.width"]),
            DocumentResult.Conflict(set: [6, 8], broken: 8, implicit: []),
        ])
        #expect(result.broken == [3, 8])
        #expect(frames(result)["button"] == [20, 100, 280, 44])
        #expect(frames(result)["badge"] == [288, 88, 24, 24])
    }
}
