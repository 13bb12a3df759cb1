import Foundation
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem

/// The promises `snaplayout ib` makes about any file, checked on one: what a fuzz target runs on
/// every input it makes (the documents' `HostileInputCheck` is the other target). A crash or a
/// hang is a finding by itself; the returned violations are the rest: a JSON line that does not
/// parse or is not one line, a message (note, unsupported entry, error) that is not one line or
/// quotes more than 80 characters of input, a GitHub command or JUnit report that breaks its
/// format, two solvers that disagree on a scene's frames.
package enum IBHostileInputCheck {
    /// Scenes with more views are read but not solved: the fuzzer looks for wrong answers, not slow ones.
    package static let maximumViews = 64

    /// What breaks a promise in what `snaplayout ib` makes of `bytes` read as a storyboard.
    package static func violations(in bytes: [UInt8]) -> [String] {
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(bytes: bytes, name: "fuzz.storyboard")
        } catch {
            return reportViolations([IBFileCheck.fileReport("fuzz.storyboard", status: .error, note: error.description)])
        }
        var violations: [String] = []
        let solvers: [any LayoutSolver] = [GLPKSolver(), CassowarySolver()]
        for scene in document.scenes where scene.viewIDs.count <= maximumViews {
            let reports = solvers.map { solver in
                IBFileCheck(solver: solver, sweep: [.designRightToLeft]).check(scene, file: "fuzz.storyboard")
            }
            violations += reportViolations(reports.flatMap { $0 })
            violations += disagreement(reports[0].first, reports[1].first)
        }
        return violations
    }

    /// Every format's output of `reports` checked.
    static func reportViolations(_ reports: [IBSceneReport]) -> [String] {
        var violations: [String] = []
        for report in reports {
            let line = IBJSONFormat.line(of: report)
            if line.contains("\n") || line.contains("\r") { violations.append("a JSON line of more than one line: \(line)") }
            if (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] == nil {
                violations.append("a JSON line that is not a JSON object: \(line)")
            }
            for message in report.notes + report.unsupported + report.sweepWarnings {
                if message.contains(where: { $0.isNewline }) { violations.append("a message of more than one line: \(message)") }
                if message.count > 2_000 { violations.append("a message of \(message.count) characters (input not cut at 80)") }
            }
            for command in IBGitHubFormat.commands(of: report, strict: true).split(separator: "\n") where !command.hasPrefix("::") {
                violations.append("a GitHub line that is not a workflow command: \(command)")
            }
        }
        let junit = IBJUnitFormat.document(of: reports, strict: true)
        if !XMLCheck.isWellFormed(junit) { violations.append("a JUnit report that is not well-formed XML") }
        return violations
    }

    /// Two solvers' reports of one scene that disagree on status or on a frame (beyond 1e-6 relative).
    static func disagreement(_ a: IBSceneReport?, _ b: IBSceneReport?) -> [String] {
        guard let a, let b, a.status != .error, b.status != .error, a.ambiguous.isEmpty, b.ambiguous.isEmpty else { return [] }
        guard a.status == b.status else { return ["the solvers disagree on scene '\(a.scene ?? "?")': \(a.status) and \(b.status)"] }
        let frames = Dictionary(b.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for (id, frame) in a.frames {
            guard let other = frames[id] else { return ["the solvers disagree on scene '\(a.scene ?? "?")': '\(id)' is missing"] }
            let pairs = [(frame.origin.x, other.origin.x), (frame.origin.y, other.origin.y),
                         (frame.size.width, other.size.width), (frame.size.height, other.size.height)]
            if pairs.contains(where: { abs($0 - $1) > 1e-6 * max(1, abs($0)) }) {
                return ["the solvers disagree on '\(id)' of scene '\(a.scene ?? "?")': \(IBFrames.text(frame)) and \(IBFrames.text(other))"]
            }
        }
        return []
    }
}
