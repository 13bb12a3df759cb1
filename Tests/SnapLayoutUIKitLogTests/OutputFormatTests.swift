import Foundation
import SnapLayoutGLPK
import Testing
@testable import SnapLayoutUIKitLog

/// The answers as printed: JSON in exactly issue 42's shape and key order, one object per dump on
/// one line; the text for a person.
struct OutputFormatTests {
    @Test func theJSONShapeAndKeyOrderExactly() throws {
        let answer = try #require(LogFixtures.answer(try LogFixtures.seed("appkit-conflicting.log")).dumps.first)
        let expected = #"{"dump": 0, "constraints": ["#
            + #"{"index": 0, "text": "<NSLayoutConstraint:0x6000021c4be0 H:|-(20)-[NSTextField:0x7fd2e1a0c3f0](LTR)   (active, names: '|':NSView:0x7fd2e1a0b8d0 )>", "first": "NSTextField:0x7fd2e1a0c3f0.left", "relation": "==", "second": "NSView:0x7fd2e1a0b8d0.left", "multiplier": 1, "constant": 20, "priority": 1000, "identifier": null}, "#
            + #"{"index": 1, "text": "<NSLayoutConstraint:0x6000021c4c80 NSTextField:0x7fd2e1a0c3f0.width == 240   (active)>", "first": "NSTextField:0x7fd2e1a0c3f0.width", "relation": "==", "second": null, "multiplier": 1, "constant": 240, "priority": 1000, "identifier": null}, "#
            + #"{"index": 2, "text": "<NSLayoutConstraint:0x6000021c4d20 H:[NSTextField:0x7fd2e1a0c3f0]-(20)-|(LTR)   (active, names: '|':NSView:0x7fd2e1a0b8d0 )>", "first": "NSView:0x7fd2e1a0b8d0.right", "relation": "==", "second": "NSTextField:0x7fd2e1a0c3f0.right", "multiplier": 1, "constant": 20, "priority": 1000, "identifier": null}, "#
            + #"{"index": 3, "text": "<NSAutoresizingMaskLayoutConstraint:0x6000021c5040 h=--& v=--& NSView:0x7fd2e1a0b8d0.width == 260   (active)>", "first": "NSView:0x7fd2e1a0b8d0.width", "relation": "==", "second": null, "multiplier": 1, "constant": 260, "priority": 1000, "identifier": null}], "#
            + #""conflict": true, "minimal": [[0, 1, 2, 3]], "uikitBroke": 1, "brokeInMinimal": true, "suggestions": ["#
            + #"{"index": 0, "change": "constant", "from": 20, "to": 0}, {"index": 0, "change": "priority", "from": 1000, "to": 999}, "#
            + #"{"index": 1, "change": "constant", "from": 240, "to": 220}, {"index": 1, "change": "priority", "from": 1000, "to": 999}, "#
            + #"{"index": 2, "change": "constant", "from": 20, "to": 0}, {"index": 2, "change": "priority", "from": 1000, "to": 999}], "#
            + ##""notes": ["#3 comes from NSView:0x7fd2e1a0b8d0's autoresizing mask: set its translatesAutoresizingMaskIntoConstraints to false and constrain it, rather than change this"]}"##
        #expect(answer.json == expected)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["dump", "constraints", "conflict", "minimal", "uikitBroke", "brokeInMinimal", "suggestions", "notes"])
    }

    @Test func jsonEscapesWhatLogsHold() throws {
        let text = "(\n\"<NSLayoutConstraint:0x1 'say \"hi\"\\\\there' UILabel:0x2'tab\there'.width == 4   (active)>\"\n)\n"
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.error == nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer.json.utf8)) as? [String: Any])
        let constraint = try #require((object["constraints"] as? [[String: Any]])?.first)
        #expect(constraint["identifier"] as? String == "say \"hi\"\\there")
        #expect(!answer.json.contains("\n"))
        #expect(object["uikitBroke"] is NSNull && object["brokeInMinimal"] is NSNull, "unknown, not false")
    }

    @Test func aContentSizeReadsAsItsRequiredPart() throws {
        let answer = try #require(LogFixtures.answer(try LogFixtures.seed("visual-format.log")).dumps.first)
        #expect(answer.json.contains(#"{"index": 4, "text": "<NSContentSizeLayoutConstraint:0x7f9b3a51e0f0 V:[UILabel:0x7f9b3a4f1c10'Balance'(21)] Hug:250 CompressionResistance:1000>", "first": "UILabel:0x7f9b3a4f1c10.height", "relation": ">=", "second": null, "multiplier": 1, "constant": 21, "priority": 1000, "identifier": null}"#))
    }

    @Test func theTextOfTheCell() throws {
        let answer = LogFixtures.answer(try LogFixtures.seed("cell-width.log"))
        #expect(answer.text == """
            Dump #0, line 1 (UIKit): 6 constraints; they conflict (1 minimal set).
            Minimal conflicting set 1 of 1 (drop any one and the rest can hold): #0, #1, #2, #3, #4, #5
              #0 UIImageView.width == 120: UIImageView is exactly 120 pt wide.
              #1 UIImageView.leading == UITableViewCellContentView.leadingMargin: UIImageView's leading edge is on UITableViewCellContentView's leading margin.
              #2 UILabel.leading == UIImageView.trailing + 12: UILabel's leading edge is 12 pt after UIImageView's trailing edge.
              #3 UILabel.trailing == UITableViewCellContentView.trailingMargin: UILabel's trailing edge is on UITableViewCellContentView's trailing margin.
              #4 'title-min-width' (UILabel.width >= 180): UILabel is at least 180 pt wide.
              #5 'UIView-Encapsulated-Layout-Width' (UITableViewCellContentView.width == 320): UITableViewCellContentView is exactly 320 pt wide (UIKit's own: the view's container sets it: a table or collection view for its cell, a presentation or a parent view controller).
            UIKit broke #4 'title-min-width' (UILabel.width >= 180), which is in a minimal set: without it the others of that set hold.
            What to change (any one of these removes its set's conflict):
              #0 UIImageView.width == 120: change the constant from 120 to 112, or lower the priority to 999 (it then misses by 8 pt).
              #1 UIImageView.leading == UITableViewCellContentView.leadingMargin: change the constant from 0 to -8, or lower the priority to 999 (it then misses by 8 pt).
              #2 UILabel.leading == UIImageView.trailing + 12: change the constant from 12 to 4, or lower the priority to 999 (it then misses by 8 pt).
              #3 UILabel.trailing == UITableViewCellContentView.trailingMargin: change the constant from 0 to 8, or lower the priority to 999 (it then misses by 8 pt).
              #4 'title-min-width' (UILabel.width >= 180): change the constant from 180 to 172, or lower the priority to 999 (it then misses by 8 pt).
            Notes:
              - UITableViewCellContentView:0x7fa1c8d0e2a0's layout margins are not in the dump: UIKit's default, 8 pt on each side, is assumed
              - #5 is UIKit's own (the view's container sets it: a table or collection view for its cell, a presentation or a parent view controller): change one of yours instead

            """)
        #expect(answer.description == answer.text)
    }

    @Test func theRebuiltLayoutCanBeExplainedAndDrawn() throws {
        let answer = try #require(LogFixtures.answer(try LogFixtures.seed("cell-width.log")).dumps.first)
        let layout = try #require(answer.layout)
        #expect(layout.snapshot.items.map(\.id) == ["window", "UIImageView:0x7fa1c8d0e6b0", "UITableViewCellContentView:0x7fa1c8d0e2a0", "UILabel:0x7fa1c8d0e8c0"])
        #expect(layout.explanation().conflicts.first?.broken.name.hasPrefix("#4 <NSLayoutConstraint:0x600002130cd0 'title-min-width'") == true)
        #expect(layout.render().contains("<svg"))
    }
}
