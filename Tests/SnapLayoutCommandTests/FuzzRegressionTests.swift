import Foundation
import Testing
@testable import SnapLayoutCommand

/// Every input the fuzzer ever found a problem with (Fuzz/regressions), replayed through the same
/// checks: each must now keep every promise.
struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// Every kept input, with the target whose promise it broke (its folder says which).
    static let files: [(target: String, file: String)] = FuzzCheck.allCases.flatMap { target in
        let folder = fuzz.appendingPathComponent(target.regressionsFolder).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { (target.rawValue, $0) }
    }

    @Test func theFolderIsThere() {
        #expect(Self.files.filter { $0.target == "documents" }.count >= 7)
    }

    @Test(arguments: files)
    func aFindingStaysFixed(target: String, file: String) throws {
        let check = try #require(FuzzCheck(rawValue: target))
        let bytes = try Data(contentsOf: Self.fuzz.appendingPathComponent(check.regressionsFolder).appendingPathComponent(file))
        #expect(check.violations(in: Array(bytes)) == [])
    }

    /// Issue 44: the documents' check parses every picture it draws; a picture that is not XML is a
    /// finding (before the fix, this input's SVG held U+0001 and U+0002 as they are).
    @Test func picturesAreCheckedAsXML() throws {
        #expect(!XMLCheck.isWellFormed("<svg>\u{1}</svg>"))
        let bytes = try Data(contentsOf: Self.fuzz.appendingPathComponent("regressions/issue44-control-characters.json"))
        #expect(HostileInputCheck.violations(in: Array(bytes)) == [])
    }

    /// The seed of tables and collections (issue 40) keeps every promise: read, solved by both
    /// solvers alike, explained and drawn.
    @Test func theListSeedKeepsEveryPromise() throws {
        let bytes = try Data(contentsOf: Self.fuzz.appendingPathComponent("seeds/lists.json"))
        #expect(HostileInputCheck.violations(in: Array(bytes)) == [])
    }

    /// The checks do find what they look for.
    @Test func theChecksSeeABrokenPromise() {
        #expect(HostileInputCheck.violations(in: Array(#"{"views":[{"id":"r"}]}"#.utf8)) == [])
        let disagreement = HostileInputCheck.resultViolations(#"{"name":"x","status":"ok","frames":{"r":[0,0,inf,0]}}"#)
        #expect(HostileInputCheck.hasNonFiniteNumber(#"<rect x="nan" width="10"/>"#))
        #expect(HostileInputCheck.hasNonFiniteNumber("misses by inf pt"))
        #expect(!HostileInputCheck.hasNonFiniteNumber("info: infinite nanny"))
        #expect(disagreement == [#"a result that is not a JSON object: {"name":"x","status":"ok","frames":{"r":[0,0,inf,0]}}"#])
    }
}
