import Foundation
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutLinearSystem
import SnapLayoutModel
import SnapLayoutUIKitLog

/// The promises `explain --uikit-log` makes about any input, checked on one input: what a fuzz
/// target runs on every input it makes (the seeds are `Fuzz/seeds-uikit-log/`).
///
/// The input is read as a log; each dump is answered by both solvers. A crash or a hang is a
/// finding by itself; the returned violations are the rest: an error that is not one line or
/// quotes more than 80 characters of input, an answer that is not one line of JSON, a text with
/// `nan` or `inf`, two solvers that disagree on whether a dump conflicts or on its minimal sets,
/// and a suggestion that, made, leaves its set in conflict.
package enum UIKitLogInputCheck {
    /// Larger dumps are read but not answered: the fuzzer looks for wrong answers, not slow ones.
    package static let maximumConstraints = 48

    /// What breaks a promise in what the log reader makes of `bytes`; empty when nothing does.
    package static func violations(in bytes: [UInt8]) -> [String] {
        var violations: [String] = []
        for dump in UIKitLog(bytes: bytes).dumps {
            if let error = dump.error {
                violations += messageViolations(error.description)
            }
            guard dump.constraints.count <= maximumConstraints else { continue }
            let glpk = DumpDiagnosis(dump: dump, solver: GLPKSolver())
            let cassowary = DumpDiagnosis(dump: dump, solver: CassowarySolver())
            for answer in [glpk, cassowary] {
                violations += HostileInputCheck.resultViolations(answer.json)
                if HostileInputCheck.hasNonFiniteNumber(answer.text) { violations.append("explain printed a non-finite number: \(answer.text)") }
                if let error = answer.error { violations += messageViolations(error) }
            }
            if glpk.error == nil, cassowary.error == nil, glpk.minimal != cassowary.minimal {
                violations.append("the solvers disagree on dump \(dump.index): \(glpk.minimal) and \(cassowary.minimal)")
            }
            violations += suggestionViolations(glpk)
        }
        return violations
    }

    /// An error must be one line, and quote at most 80 characters of the input, then `…` (an
    /// escaped control character, `\u{7}`, counts as the one character it stands for).
    static func messageViolations(_ message: String) -> [String] {
        if message.contains("\n") || message.contains("\r") { return ["an error of more than one line: \(message)"] }
        let collapsed = message.replacingOccurrences(of: #"\\u\{[0-9a-f]+\}|\\[nrt]"#, with: "?", options: .regularExpression)
        for quoted in collapsed.split(separator: "'").enumerated() where quoted.offset % 2 == 1 {
            if quoted.element.count > MessageText.quotedLimit + 1 { return ["an error quotes more than 80 characters: \(message)"] }
        }
        return []
    }

    /// Each suggestion made (and the constraints broken by the sets its constraint is not in
    /// dropped, as UIKit drops them) must let every required constraint of the dump hold.
    static func suggestionViolations(_ answer: DumpDiagnosis) -> [String] {
        var violations: [String] = []
        for suggestion in answer.suggestions {
            guard answer.sets.contains(where: { $0.members.contains(suggestion.index) }) else {
                violations.append("dump \(answer.dump.index): a suggestion for #\(suggestion.index), which is in no minimal set")
                continue
            }
            let others = answer.sets.filter { !$0.members.contains(suggestion.index) }.compactMap(\.broken)
            let changed = answer.dump.applying(suggestion).deactivating(others)
            let again = DumpDiagnosis(dump: changed, solver: GLPKSolver())
            if again.conflict || again.error != nil {
                violations.append("dump \(answer.dump.index): made, the suggestion \(suggestion) leaves a conflict: \(again.minimal)")
            }
        }
        return violations
    }
}
