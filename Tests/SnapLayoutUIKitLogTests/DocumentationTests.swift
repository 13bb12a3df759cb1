import Foundation
import Testing
@testable import SnapLayoutUIKitLog

/// docs/diagnostics.md shows three dumps and what the tool prints for them: the dumps are the
/// seed files, and the answers are what they are today.
struct DocumentationTests {
    static func page() throws -> String {
        try String(contentsOf: LogFixtures.repository.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
    }

    @Test(arguments: ["cell-width.log", "visual-format.log", "appkit-conflicting.log"])
    func theDumpOnThePageIsTheSeed(_ seed: String) throws {
        #expect(try Self.page().contains("```text\n" + LogFixtures.seed(seed) + "```\n"))
    }

    @Test(arguments: ["cell-width.log", "visual-format.log"])
    func theTextOnThePageIsWhatTheToolPrints(_ seed: String) throws {
        let text = LogFixtures.answer(try LogFixtures.seed(seed)).text
        #expect(try Self.page().contains("```text\n" + text + "```\n"))
    }

    @Test func theJSONOnThePageIsWhatTheToolPrints() throws {
        let json = LogFixtures.answer(try LogFixtures.seed("appkit-conflicting.log")).jsonLines
        #expect(try Self.page().contains("```json\n" + json + "```\n"))
    }
}
