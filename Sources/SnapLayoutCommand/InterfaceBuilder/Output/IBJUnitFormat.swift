import Foundation

/// `--format junit`: one `<testsuite>` per file and one `<testcase>` per scene (and per sweep
/// configuration that went wrong): `<failure>` for conflicts and ambiguity (and misplaced views
/// with `--strict`), `<error>` for a file that could not be read, `<skipped>` for a file that is
/// not UIKit; warnings and notes in `<system-out>`.
enum IBJUnitFormat {
    static func document(of reports: [IBSceneReport], strict: Bool) -> String {
        var files: [String] = []
        var byFile: [String: [IBSceneReport]] = [:]
        for report in reports {
            if byFile[report.file] == nil { files.append(report.file) }
            byFile[report.file, default: []].append(report)
        }
        let failures = reports.filter { $0.status != .error && $0.fails(strict: strict) }.count
        let errors = reports.filter { $0.status == .error }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"snaplayout ib\" tests=\"\(reports.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for file in files {
            let cases = byFile[file]!
            let suiteFailures = cases.filter { $0.status != .error && $0.fails(strict: strict) }.count
            let suiteErrors = cases.filter { $0.status == .error }.count
            out += "  <testsuite name=\(attribute(file)) tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"\(suiteErrors)\">\n"
            for report in cases { out += testCase(report, strict: strict) }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private static func testCase(_ report: IBSceneReport, strict: Bool) -> String {
        let name = report.scene.map { "\(report.name ?? $0) (\($0))\(report.device.map { " on \($0)" } ?? "")" } ?? report.file
        var out = "    <testcase classname=\(attribute(report.file)) name=\(attribute(name))"
        if let line = report.line { out += " file=\(attribute(report.file)) line=\"\(line)\"" }
        out += ">\n"
        let details = IBTextFormat.text(of: report, strict: strict)
        if report.status == .error {
            out += "      <error message=\(attribute(report.notes.first ?? "error"))>\(text(details))</error>\n"
        } else if report.status == .unsupported {
            out += "      <skipped message=\(attribute(report.unsupported.first ?? "not UIKit"))/>\n"
        } else if report.fails(strict: strict) {
            out += "      <failure type=\(attribute(report.status.rawValue)) message=\(attribute(report.status.rawValue))>\(text(details))</failure>\n"
        } else {
            out += "      <system-out>\(text(details))</system-out>\n"
        }
        return out + "    </testcase>\n"
    }

    /// `text` in quotes, escaped for an XML attribute.
    static func attribute(_ value: String) -> String { "\"" + text(value).replacingOccurrences(of: "\"", with: "&quot;") + "\"" }

    /// `text` escaped for XML character data; characters XML cannot hold become U+FFFD.
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let allowed = scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
