import Foundation
import Testing

/// The pages that point at `examples/` say what is there (issue 43): the README counts its
/// documents right, and every command a reader copies from `examples/README.md` builds in
/// release (a debug `swift run` is a second build of several minutes).
struct ExamplesPageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let numbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    static var documentCount: Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("examples").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.count
    }

    @Test func theReadmeCountsTheExamples() throws {
        let count = Self.documentCount
        #expect(count == 11)
        #expect(try Self.text("README.md").contains("[examples/README.md](examples/README.md): \(Self.numbers[count]) documents walked through"))
        #expect(try Self.text("examples/README.md").contains("\(Self.numbers[count].capitalized) documents."))
    }

    @Test func everyDocumentHasARowOfTheTable() throws {
        let page = try Self.text("examples/README.md")
        let rows = page.components(separatedBy: "\n").filter { $0.hasPrefix("| `") && $0.contains(".json` |") }
        #expect(rows.count == Self.documentCount)
    }

    @Test func everySwiftRunIsARelease() throws {
        let page = try Self.text("examples/README.md")
        let runs = page.components(separatedBy: "swift run").dropFirst()
        #expect(runs.count >= 2)
        #expect(runs.allSatisfy { $0.hasPrefix(" -c release snaplayout ") })
    }
}
