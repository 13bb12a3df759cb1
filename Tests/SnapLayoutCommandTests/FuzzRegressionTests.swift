import Foundation
import Testing
@testable import SnapLayoutCommand

/// Every input the fuzzer ever found a problem with (Fuzz/regressions), replayed through the same
/// checks: each must now keep every promise.
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions")

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()

    @Test func theFolderIsThere() {
        #expect(Self.files.count >= 7)
    }

    @Test(arguments: files)
    func aFindingStaysFixed(file: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(file))
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
