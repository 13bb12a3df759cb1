import Foundation
import SnapLayoutGLPK
import Testing
@testable import SnapLayoutUIKitLog

/// Input of every kind that is not a good dump: one clear line naming the line and what is wrong,
/// quoting at most 80 characters, never a crash or a hang; text that is no dump is skipped.
struct BadInputTests {
    /// Every error of `text`'s answers, checked to be one line quoting at most 80 characters.
    func errors(_ text: String) -> [String] { errors(bytes: Array(text.utf8)) }

    func errors(bytes: [UInt8]) -> [String] {
        let answers = UIKitLogDiagnosis(uikitLog: bytes, solver: GLPKSolver())
        let found = answers.dumps.compactMap(\.error)
        for error in found {
            #expect(!error.contains("\n") && !error.contains("\r"), "one line: \(error)")
            for (position, quoted) in error.split(separator: "'", omittingEmptySubsequences: false).enumerated() where position % 2 == 1 {
                #expect(quoted.count <= 81, "at most 80 characters quoted: \(error)")
            }
        }
        return found
    }

    @Test func garbageIsSkipped() {
        #expect(errors("lorem ipsum\n{ \"views\": [] }\n<html><body>Constraint</body></html>\n").isEmpty)
        #expect(UIKitLog("loaded <UIView: 0x7f8; frame = (0 0; 320 44); layer = <CALayer: 0x600>> (active)").dumps.isEmpty)
    }

    @Test func aDumpCutInTheMiddleOfAConstraint() {
        let text = "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x600002130a50 UIImageView:0x7fa1c8d0e6b0.width == "
        #expect(errors(text) == ["line 3: cannot read the constraint '<NSLayoutConstraint:0x600002130a50 UIImageView:0x7fa1c8d0e6b0.width == ': it is cut off (no closing '>')"])
    }

    @Test func aDumpWithAnUnreadableConstraintIsOneErrorAndTheOthersAreStillAnswered() throws {
        let text = "Unable to simultaneously satisfy constraints.\n(\n\"<NSLayoutConstraint:0x1 UIView:0x2.middle == UIView:0x3.top>\"\n)\n"
            + (try LogFixtures.seed("appkit-conflicting.log"))
        let answers = LogFixtures.answer(text)
        #expect(answers.dumps.count == 2)
        #expect(answers.dumps[0].error == "line 3: cannot read the constraint '<NSLayoutConstraint:0x1 UIView:0x2.middle == UIView:0x3.top>': it is not 'item.attribute relation [multiplier *] item.attribute [+ constant]' with an attribute UIKit has")
        #expect(answers.dumps[0].json == #"{"dump": 0, "error": "line 3: cannot read the constraint '<NSLayoutConstraint:0x1 UIView:0x2.middle == UIView:0x3.top>': it is not 'item.attribute relation [multiplier *] item.attribute [+ constant]' with an attribute UIKit has"}"#)
        #expect(answers.dumps[1].conflict && answers.dumps[1].error == nil)
        #expect(answers.hasProblems)
    }

    @Test func aHeaderWithNoConstraints() {
        #expect(errors("Unable to simultaneously satisfy constraints.\n(\n)\n") == ["line 1: the dump lists no constraint"])
    }

    @Test func aHugeLineIsCutInItsMessage() {
        let title = String(repeating: "x", count: 30_000)
        let found = errors("(\n\"<NSLayoutConstraint:0x1 UILabel:0x2'\(title)'.width == 4>\"\n)\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("line 2: a constraint of 30049 characters is too long to be UIKit's: '<NSLayoutConstraint:0x1 UILabel:0x2'xxxx") == true)
        #expect(found.first?.hasSuffix("…'") == true)
        // Ten million characters of text that is no dump: skipped, in linear time.
        #expect(UIKitLog(String(repeating: "a <b> (c) ", count: 1_000_000)).dumps.isEmpty)
    }

    @Test func invalidUTF8IsReadAsReplacementCharacters() {
        var bytes = Array("(\n\"<NSLayoutConstraint:0x1 UILabel:0x2'".utf8) + [0xFF, 0xC3, 0x28] + Array("'.width == 4>\"\n)\n".utf8)
        let dump = UIKitLog(bytes: bytes).dumps
        #expect(dump.count == 1 && dump[0].error == nil && dump[0].constraints[0].first.item.text == "\u{FFFD}\u{FFFD}(")
        bytes = Array("(\n\"<NSLayoutConstraint:0x1 UILabel:0x2.wid".utf8) + [0xE2, 0x82] + Array("th == 4>\"\n)\n".utf8)
        #expect(errors(bytes: bytes).count == 1)
    }

    @Test func binaryInputNeverCrashes() {
        var generator = SplitMix64(seed: 42)
        let markers = Array("<NSLayoutConstraint:0x1 UIView:0x2.width == H:|-([(])-| Unable to simultaneously satisfy constraints.\nWill attempt to recover by breaking constraint \n'\"\\&amp;".utf8)
        for _ in 0..<200 {
            let bytes = (0..<Int(generator.next() % 600)).map { _ in
                generator.next() % 3 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : markers[Int(generator.next() % UInt64(markers.count))]
            }
            _ = errors(bytes: bytes)
        }
    }

    @Test func tooManyConstraintsInOneDump() {
        let line = "\"<NSLayoutConstraint:0x1 UIView:0x2.width == 4>\",\n"
        let found = errors("Unable to simultaneously satisfy constraints.\n(\n" + String(repeating: line, count: 1001) + ")\n")
        #expect(found == ["line 1003: the dump lists more than 1000 constraints, more than UIKit prints"])
    }

    /// Descriptions made to make a reader search again and again (many relations, dots, quotes):
    /// each is read in one pass over its text, so this dump of 50 of them takes no time.
    @Test func descriptionsFullOfRelationsDotsAndQuotes() {
        let relations = "\"<NSLayoutConstraint:0x1 " + String(repeating: "a.b == ", count: 2500) + ">\",\n"
        let quotes = "\"<NSLayoutConstraint:0x1 H:[" + String(repeating: "'", count: 19_000) + "]>\",\n"
        let dots = "\"<NSLayoutConstraint:0x1 " + String(repeating: ".width", count: 3000) + " == 4>\",\n"
        let found = errors("(\n" + String(repeating: relations + quotes + dots, count: 17) + ")\n")
        #expect(found.count == 1 && found[0].hasPrefix("line 2: cannot read the constraint '<NSLayoutConstraint:0x1 a.b == a.b == "))
    }

    @Test func deeplyNestedParenthesesAndLongChains() {
        let nested = "(\n\"<NSLayoutConstraint:0x1 H:[UIView:0x2]-" + String(repeating: "(", count: 5000) + "8" + String(repeating: ")", count: 5000) + "-|>\"\n)\n"
        #expect(errors(nested).count == 1)
        let chain = "(\n\"<NSLayoutConstraint:0x1 H:" + String(repeating: "[UIView:0x2]-(8)-", count: 1000) + "|>\"\n)\n"
        #expect(errors(chain).first?.hasSuffix("it is not one constraint: a size '[view(…)]' or one spacing between two ends") == true)
    }
}

/// A seeded generator, for inputs that are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
