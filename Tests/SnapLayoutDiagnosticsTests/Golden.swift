import Foundation
import Testing

/// Golden files: expected output committed under `Golden/`, so that any change to explain's words
/// or the SVG's bytes is reviewed.
///
/// To regenerate after an intended change, run the suite with the variable set and review the diff:
///
///     SNAPLAYOUT_UPDATE_GOLDEN=1 swift test --filter SnapLayoutDiagnosticsTests
///     git diff Tests/SnapLayoutDiagnosticsTests/Golden
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Checks `actual` against the golden file `name`; a mismatch records an issue showing the
    /// first differing lines (or rewrites the file when `SNAPLAYOUT_UPDATE_GOLDEN=1`).
    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SNAPLAYOUT_UPDATE_GOLDEN"] == "1" {
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run with SNAPLAYOUT_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        Issue.record("\(name) differs from its golden file:\n\(diff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }

    /// A small line diff: the lines around the first difference, `-` expected, `+` actual.
    static func diff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        var first = 0
        while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
        var oldEnd = old.count, newEnd = new.count
        while oldEnd > first, newEnd > first, old[oldEnd - 1] == new[newEnd - 1] { oldEnd -= 1; newEnd -= 1 }
        var lines = ["@@ line \(first + 1) @@"]
        for line in old[max(0, first - 2)..<first] { lines.append("  " + line) }
        for line in old[first..<oldEnd].prefix(20) { lines.append("- " + line) }
        for line in new[first..<newEnd].prefix(20) { lines.append("+ " + line) }
        return lines.joined(separator: "\n")
    }
}
