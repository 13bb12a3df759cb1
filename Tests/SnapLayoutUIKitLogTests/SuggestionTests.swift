import SnapLayoutGLPK
import Testing
@testable import SnapLayoutUIKitLog

/// What to change, checked by making each change and solving again: the dump, with the
/// suggestion made (and the constraints broken by the sets it is not in dropped, as UIKit drops
/// them), has no conflict left; and each constant change is the smallest (half of it leaves the
/// conflict).
struct SuggestionTests {
    static let a = "UIView:0x7a01", b = "UIView:0x7b02"

    /// Makes each of `answer`'s suggestions and solves again; expects no conflict left, and for a
    /// constant, a conflict left when only half the change is made.
    func expectEachSuggestionRemovesItsConflict(_ answer: DumpDiagnosis) {
        #expect(!answer.suggestions.isEmpty)
        for suggestion in answer.suggestions {
            let others = answer.sets.filter { !$0.members.contains(suggestion.index) }.compactMap(\.broken)
            let made = DumpDiagnosis(dump: answer.dump.applying(suggestion).deactivating(others), solver: GLPKSolver())
            #expect(made.error == nil && !made.conflict, "\(suggestion) leaves \(made.minimal)")
            if suggestion.change == .constant {
                var half = suggestion
                half.to = (suggestion.from + suggestion.to) / 2
                let halfway = DumpDiagnosis(dump: answer.dump.applying(half).deactivating(others), solver: GLPKSolver())
                #expect(halfway.conflict, "half of \(suggestion) is not enough: the change is the smallest")
            }
        }
    }

    @Test(arguments: ["cell-width.log", "visual-format.log", "appkit-conflicting.log", "snapkit-header.log"])
    func eachSeedsSuggestionsRemoveTheConflict(_ seed: String) throws {
        expectEachSuggestionRemovesItsConflict(try #require(LogFixtures.answer(try LogFixtures.seed(seed)).dumps.first))
    }

    @Test func theCellsSuggestionsAreTheEightPointsItLacks() throws {
        let answer = try #require(LogFixtures.answer(try LogFixtures.seed("cell-width.log")).dumps.first)
        let constants = answer.suggestions.filter { $0.change == .constant }.map { [Double($0.index), $0.from, $0.to] }
        #expect(constants == [[0, 120, 112], [1, 0, -8], [2, 12, 4], [3, 0, 8], [4, 180, 172]])
        #expect(answer.suggestions.filter { $0.change == .priority }.map(\.index) == [0, 1, 2, 3, 4], "#5 is UIKit's")
        #expect(answer.suggestions.allSatisfy { $0.miss == 8 })
    }

    @Test func aRequiredCompressionResistanceIsLoweredNotChanged() throws {
        let answer = try #require(LogFixtures.answer(try LogFixtures.seed("visual-format.log")).dumps.first)
        #expect(answer.suggestions.filter { $0.index == 4 } == [ConstraintSuggestion(index: 4, change: .priority, from: 1000, to: 999, miss: 17)])
        #expect(answer.text.contains("#4 UILabel.height == 21 (hugging 250, compression resistance 1000): lower UILabel's compression resistance priority (vertical) to 999 (it then misses by 17 pt)."))
        #expect(answer.suggestions.first { $0.index == 3 && $0.change == .constant } == ConstraintSuggestion(index: 3, change: .constant, from: 8, to: -9, miss: 17),
                "an inequality's constant goes as far as it must, and no further")
    }

    @Test func snapKitSuggestionsNameTheFileAndLine() throws {
        let answer = try #require(LogFixtures.answer(try LogFixtures.seed("snapkit-header.log")).dumps.first)
        #expect(answer.suggestions.filter { $0.change == .constant }.map { [Double($0.index), $0.from, $0.to] } == [[0, 16, -16], [1, -16, 16]])
        #expect(answer.text.contains("  #1 SnapKit's constraint at SectionHeader.swift#19 (UILabel.trailing == _UITableViewHeaderFooterContentView.trailing - 16): change the constant from -16 to 16, or lower the priority to 999 (it then misses by 32 pt)."))
    }

    @Test func aMultipliedSizeIsChangedByItsConstant() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.b).width == 300   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).width == 0.5*\(Self.b).width + 10   (active)>",
            "<NSLayoutConstraint:0x6003 \(Self.a).width >= 200   (active)>",
        ], broken: "<NSLayoutConstraint:0x6003 \(Self.a).width >= 200   (active)>")
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.minimal == [[0, 1, 2]])
        #expect(answer.suggestions.filter { $0.change == .constant }.map { [Double($0.index), $0.from, $0.to] }
            == [[0, 300, 380], [1, 10, 50], [2, 200, 160]])
        expectEachSuggestionRemovesItsConflict(answer)
    }

    @Test func twoSetsAreFixedOneAtATime() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.a).width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).height == 50   (active)>",
            "<NSLayoutConstraint:0x6003 \(Self.a).width == 120   (active)>",
            "<NSLayoutConstraint:0x6004 \(Self.a).height == 60   (active)>",
        ], broken: "<NSLayoutConstraint:0x6004 \(Self.a).height == 60   (active)>")
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.suggestions.filter { $0.change == .constant }.map { [Double($0.index), $0.from, $0.to] }
            == [[0, 100, 120], [2, 120, 100], [1, 50, 60], [3, 60, 50]])
        expectEachSuggestionRemovesItsConflict(answer)
    }

    @Test func aMemberNoChangeOfItsOwnCanFix() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.a).width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).width == 200   (active)>",
            "<NSLayoutConstraint:0x6003 \(Self.a).width <= 150   (active)>",
        ], broken: "<NSLayoutConstraint:0x6002 \(Self.a).width == 200   (active)>")
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.sets.first?.unfixable == [0], "without #0, #1 (200) and #2 (at most 150) still conflict")
        #expect(answer.suggestions.map(\.index) == [1, 1])
        #expect(answer.suggestions.first == ConstraintSuggestion(index: 1, change: .constant, from: 200, to: 100, miss: 100),
                "#0 holds the width at 100")
        #expect(answer.text.contains("  #0 UIView.width == 100: no change of its own is enough: without it the rest still cannot hold."))
        expectEachSuggestionRemovesItsConflict(answer)
    }

    /// #0 is in both sets: a change of it alone must fix both, and none can (it would need to be
    /// at least 150 and at most 50); each other member fixes its own set, with the constraint the
    /// other set breaks dropped.
    @Test func aMemberOfTwoSetsMustFixBoth() throws {
        let text = LogFixtures.uikitDump([
            "<NSLayoutConstraint:0x6001 \(Self.a).width == 100   (active)>",
            "<NSLayoutConstraint:0x6002 \(Self.a).width >= 150   (active)>",
            "<NSLayoutConstraint:0x6003 \(Self.a).width <= 50   (active)>",
        ], broken: "<NSLayoutConstraint:0x6003 \(Self.a).width <= 50   (active)>")
        let answer = try #require(LogFixtures.answer(text).dumps.first)
        #expect(answer.minimal == [[0, 1], [0, 2]])
        #expect(answer.sets.map(\.unfixable) == [[0], [0]])
        #expect(answer.suggestions.filter { $0.change == .constant }.map { [Double($0.index), $0.from, $0.to] } == [[1, 150, 100], [2, 50, 100]])
        expectEachSuggestionRemovesItsConflict(answer)
    }
}
