import Foundation
import Testing
@testable import SnapLayoutUIKitLog

/// Where dumps begin and end in a log, whatever surrounds them: Xcode's and syslog's prefixes,
/// AppKit's forms, pasted lists, quoting, escapes, wrapping, and several dumps in one file.
struct LogFramingTests {
    static let width = "<NSLayoutConstraint:0x6000 UIView:0x7f01.width == 100   (active)>"
    static let wider = "<NSLayoutConstraint:0x6001 UIView:0x7f01.width == 120   (active)>"

    @Test func xcodesPrefixesAndTheBrokenConstraint() throws {
        let dumps = UIKitLog(try LogFixtures.seed("cell-width.log")).dumps
        #expect(dumps.count == 1)
        #expect(dumps[0].header == .uikit && dumps[0].line == 1 && dumps[0].constraints.count == 6)
        #expect(dumps[0].broken == 4 && dumps[0].notes.isEmpty && dumps[0].error == nil)
        #expect(dumps[0].constraints.map(\.line) == [7, 8, 9, 10, 11, 12])
    }

    @Test func syslogPrefixesOnEveryLine() {
        let prefix = "Mar 12 10:11:12 iPhone Shelf[412] <Warning>: "
        let text = [prefix + "Unable to simultaneously satisfy constraints.", prefix + "(", prefix + "    \"\(Self.width)\",",
                    prefix + "    \"\(Self.wider)\"", prefix + ")", prefix + "Will attempt to recover by breaking constraint ",
                    prefix + Self.wider].joined(separator: "\n")
        let dump = UIKitLog(text).dumps
        #expect(dump.count == 1 && dump[0].constraints.map(\.constant) == [100, 120] && dump[0].broken == 1)
    }

    @Test func appKitsOldAndNewForms() throws {
        let old = "11/15/14 7:37:32.893 AM Tiles[23288]: Unable to simultaneously satisfy constraints:\n(\n    \"\(Self.width)\",\n    \"\(Self.wider)\"\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(Self.wider)\n\nSet the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES.\n"
        #expect(UIKitLog(old).dumps.map(\.header) == [.appKit])
        #expect(UIKitLog(old).dumps[0].broken == 1)
        let new = UIKitLog(try LogFixtures.seed("appkit-conflicting.log")).dumps
        #expect(new.count == 1 && new[0].header == .conflictingConstraints && new[0].constraints.count == 4)
        #expect(new[0].broken == 1, "'breaking <…>.' on the same line, with AppKit's full stop")
        let split = UIKitLog("2023-11-02 18:03:44.227 Mosaic[7731:402118] Conflicting constraints detected: \n(\n    \"\(Self.width)\",\n"
            + "    \"\(Self.wider)\"\n).\n\nWill attempt to recover by breaking \(Self.wider).\n").dumps
        #expect(split.map(\.header) == [.conflictingConstraints] && split[0].constraints.count == 2 && split[0].broken == 1)
    }

    @Test func aListPastedWithoutItsHeaderAndOnlyTheBreakingPart() {
        let list = UIKitLog("my cell breaks:\n(\n    \"\(Self.width)\",\n    \"\(Self.wider)\"\n)\nany idea?\n").dumps
        #expect(list.count == 1 && list[0].header == .none && list[0].constraints.count == 2 && list[0].broken == nil)
        #expect(list[0].notes == ["the dump has no 'Will attempt to recover by breaking' line (a cut log?): which constraint UIKit broke is not known"])
        let breaking = UIKitLog("Will attempt to recover by breaking constraint \n\(Self.wider)\n").dumps
        #expect(breaking.count == 1 && breaking[0].constraints.count == 1 && breaking[0].broken == 0)
        #expect(breaking[0].notes == ["UIKit broke a constraint the list does not hold (line 2); it is read as #0"])
    }

    @Test func markdownQuotesFencesAndStrayBrackets() {
        let text = "> Unable to simultaneously satisfy constraints.\n> ```\n> (\n>     \"\(Self.width)\",)\n> [ \"\(Self.wider)\" ]\n> )\n> ```\n"
            + "> Will attempt to recover by breaking constraint\n> \(Self.wider)\n"
        let dump = UIKitLog(text).dumps
        #expect(dump.count == 1 && dump[0].constraints.map(\.constant) == [100, 120] && dump[0].broken == 1)
    }

    @Test func aLogPastedAsOneEscapedStringAndAsHTML() {
        let escaped = #"Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x6000 UIView:0x7f01.width == 100   (active)>\",\n    \"<NSAutoresizingMaskLayoutConstraint:0x6002 h=--& v=--& UIView:0x7f01.width == 90   (active)>\"\n)\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x6000 UIView:0x7f01.width == 100   (active)>"#
        let dump = UIKitLog(escaped).dumps
        #expect(dump.count == 1 && dump[0].constraints.count == 2 && dump[0].broken == 0)
        #expect(dump[0].constraints.map(\.line) == [1, 1], "one input line")
        let html = "Unable to simultaneously satisfy constraints.<br>\n&quot;&lt;NSAutoresizingMaskLayoutConstraint:0x6002 h=--&amp; v=--&amp; UIView:0x7f01.width == 90   (active)&gt;&quot;\n"
        let fromHTML = UIKitLog(html).dumps
        #expect(fromHTML.first?.constraints.first?.kind == .autoresizingMask(AutoresizingMaskText(horizontal: "--&", vertical: "--&")))
    }

    @Test func aDescriptionWrappedOverSeveralLines() {
        let text = "Unable to simultaneously satisfy constraints:\n(\n    \"<NSAutoresizingMaskLayoutConstraint:0x7fe499ed8290 h=-&- v=-&- \n"
            + "V:[FI_TListView:0x7fe499defad0]-(17)-|   (Names: '|':NSClipView:0x7fe499df00d0 )>\",\n    \"\(Self.width)\"\n)\n"
        let dump = UIKitLog(text).dumps
        #expect(dump.count == 1 && dump[0].error == nil)
        #expect(dump[0].constraints.first?.equation == "NSClipView:0x7fe499df00d0.bottom == FI_TListView:0x7fe499defad0.bottom + 17")
        #expect(dump[0].constraints.map(\.line) == [3, 5])
    }

    @Test func severalDumpsInOneFileEachASeparateReport() throws {
        let text = try LogFixtures.seed("cell-width.log") + "2024-03-12 09:41:08.001 Shelf[4182:1733021] loaded 12 books\n"
            + (try LogFixtures.seed("visual-format.log")) + "\nsome other output\n" + (try LogFixtures.seed("appkit-conflicting.log"))
        let answer = LogFixtures.answer(text)
        #expect(answer.dumps.map(\.dump.index) == [0, 1, 2])
        #expect(answer.dumps.map(\.dump.header) == [.uikit, .uikit, .conflictingConstraints])
        #expect(answer.dumps.map(\.dump.constraints.count) == [6, 6, 4])
        #expect(answer.dumps.map(\.uikitBroke) == [4, 2, 1])
        #expect(answer.jsonLines.split(separator: "\n").count == 3)
    }

    @Test func aNewHeaderEndsADumpThatNeverSaidWhatItBroke() {
        let text = "Unable to simultaneously satisfy constraints.\n(\n\"\(Self.width)\"\n)\nUnable to simultaneously satisfy constraints.\n(\n\"\(Self.wider)\"\n)\n"
            + "Will attempt to recover by breaking constraint \n\(Self.wider)\n"
        let dumps = UIKitLog(text).dumps
        #expect(dumps.map(\.line) == [1, 5])
        #expect(dumps.map(\.broken) == [nil, 0])
    }

    @Test func textThatIsNotADumpIsSkipped() {
        #expect(UIKitLog("App started\n<UIKitCore/UIView.h>\n2024-01-01 loaded <Cell: 0x7f8>\n").dumps.isEmpty)
    }
}
