import Foundation
import Testing

/// What the README says about running the tests holds (issue 43): one suite alone, the long
/// sweeps on request, CI with the long sweeps, and a release to install from.
struct TestRunPromisesTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: DocumentationCodeBlockTests.repository.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeSaysHowToRunOneSuiteAndTheLongSweeps() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains("`swift test --filter SnapLayoutDSLTests`"))
        #expect(readme.contains("`SNAPLAYOUT_LONG_TESTS=1 swift test`"))
    }

    /// CI keeps every check: its test line asks for the long sweeps.
    @Test func ciRunsTheLongSweeps() throws {
        let lines = try Self.text(".ci/run").components(separatedBy: "\n")
        #expect(lines.filter { $0.hasPrefix("SNAPLAYOUT_LONG_TESTS=1 swift test") }.count == 1)
        #expect(!lines.contains("swift test"))
    }

    /// docs/performance.md is a page of today's figures (history is in git and the CHANGELOG), with
    /// the sections other pages point at.
    @Test func thePerformancePageIsAPageOfToday() throws {
        let page = try Self.text("docs/performance.md")
        #expect(page.components(separatedBy: "\n").count < 400)
        for heading in ["## How to measure", "## Real screens in a batch, against kiwi", "## Growth", "## Cassowary",
                        "## Layout passes after a stack changes", "## Process start", "## Interface Builder files"] {
            #expect(page.contains("\n" + heading), "\(heading)")
        }
        #expect(page.contains("kiwi's model"), "the peer's configuration is stated")
    }

    /// The install line resolves against a clone today (no tag yet), and the CHANGELOG says how
    /// versions will be tagged.
    @Test func theInstallLineNeedsNoTag() throws {
        let readme = try Self.text("README.md")
        #expect(readme.contains(#".package(path: "../SnapLayout"),"#))
        #expect(!readme.contains("OWNER"))
        let changelog = try Self.text("CHANGELOG.md")
        #expect(changelog.contains("## Releases\n"))
        #expect(changelog.contains("tagged with the bare version, `0.1.0`"))
    }
}
