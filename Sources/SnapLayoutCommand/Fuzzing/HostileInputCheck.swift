import Foundation
import SnapLayoutCassowary
import SnapLayoutDiagnostics
import SnapLayoutDocuments
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutLinearSystem

/// The promises the tool makes about any input, checked on one input: what the fuzz target
/// (`snaplayout-fuzz`, scripts/fuzz.sh) runs on every input it makes, and what the regression test
/// runs on every input the fuzzer ever found a problem with.
///
/// An input is split into documents as `solve` splits a file; each is read, solved by both solvers
/// (with the ambiguity check), compared, explained and drawn. A crash or a hang is a finding by itself;
/// the returned violations are the rest: a result that is not one line of JSON (a non-finite number
/// is not JSON), a message that is not one line, two solvers that disagree, a picture (alone or side
/// by side) that is not well-formed XML.
package enum HostileInputCheck {
    /// Larger documents are read but not solved: the fuzzer looks for wrong answers, not slow ones
    /// (the benchmarks do that).
    package static let maximumItems = 64
    package static let maximumConstraints = 256

    /// What breaks a promise in what the tool makes of `bytes`; empty when nothing does.
    package static func violations(in bytes: [UInt8]) -> [String] {
        var violations: [String] = []
        for element in DocumentStream(bytes: bytes, baseName: "fuzz.json") {
            switch element.read() {
            case .failure(let error):
                violations += resultViolations(DocumentResult(error: error).jsonLine)
            case .success(let document):
                violations += documentViolations(document)
            }
        }
        return violations
    }

    private static func documentViolations(_ document: LayoutDocument) -> [String] {
        guard document.snapshot.items.count <= maximumItems,
              document.snapshot.constraints.count <= maximumConstraints else { return [] }
        var violations: [String] = []
        let solvers: [any LayoutSolver] = [GLPKSolver(), CassowarySolver()]
        for solver in solvers {
            violations += resultViolations(document.solve(with: solver, checksAmbiguity: true).jsonLine)
        }
        let comparison = document.compare(solvers[0], with: solvers[1])
        if comparison.line.contains("\n") { violations.append("compare printed more than one line: \(comparison.line)") }
        if comparison.verdict == .disagree { violations.append("the solvers disagree: \(comparison.line)") }
        switch DocumentDiagnosis.diagnose(.success(document), solver: solvers[0], textSystem: .default) {
        case .solved(let diagnosis):
            let text = diagnosis.explanation(why: document.snapshot.items.prefix(2).map(\.id)).text
            if hasNonFiniteNumber(text) { violations.append("explain printed a non-finite number: \(text)") }
            let renderer = SVGRenderer(style: RenderStyle())
            for picture in [renderer.render(diagnosis), renderer.renderSideBySide([diagnosis, diagnosis])] {
                if hasNonFiniteNumber(picture) { violations.append("render drew a non-finite number") }
                // Issue 44: a picture an SVG reader refuses is a wrong answer printed as right.
                if !XMLCheck.isWellFormed(picture) { violations.append("render drew an SVG that is not well-formed XML") }
            }
        case .failed:
            break
        }
        return violations
    }

    /// Whether `text` holds `nan` or `inf` as Swift prints them, standing alone as a number would.
    /// (Scanned by hand: a `Regex` leaves boxes that LeakSanitizer reports when the fuzzer exits.)
    static func hasNonFiniteNumber(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let before = Set(" \t\n=\"(,:×-".unicodeScalars), after = Set(" \t\n\"),;×p".unicodeScalars)
        guard scalars.count >= 3 else { return false }
        for start in 0...(scalars.count - 3) {
            let word = String(String.UnicodeScalarView(scalars[start..<(start + 3)]))
            guard word == "nan" || word == "inf" else { continue }
            let opens = start == 0 || before.contains(scalars[start - 1])
            let closes = start + 3 == scalars.count || after.contains(scalars[start + 3])
            if opens && closes { return true }
        }
        return false
    }

    static func resultViolations(_ line: String) -> [String] {
        if line.contains("\n") { return ["a result of more than one line: \(line)"] }
        guard (try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any] else {
            return ["a result that is not a JSON object: \(line)"]
        }
        return []
    }
}
