import Foundation

/// `--format github`: GitHub Actions workflow commands, one per problem, each pointing at the line
/// of the constraint or view at fault: `::error` for conflicts, ambiguity and unreadable files,
/// `::warning` for misplaced views (`::error` with `--strict`) and a sweep's collapsed views,
/// `::notice` for unsupported content.
enum IBGitHubFormat {
    static func commands(of report: IBSceneReport, strict: Bool) -> String {
        var out = ""
        let scene = report.scene.map { "\(report.name ?? $0) (\($0))\(report.device.map { " on \($0)" } ?? "")" } ?? report.file
        func command(_ kind: String, line: Int?, title: String, _ message: String) {
            var properties = "file=\(property(report.file))"
            if let line { properties += ",line=\(line)" }
            properties += ",title=\(property(title))"
            out += "::\(kind) \(properties)::\(data("\(scene): \(message)"))\n"
        }
        if report.status == .error {
            command("error", line: report.line, title: "Interface Builder file not checked", report.notes.first ?? "error")
        }
        for conflict in report.conflicts {
            command("error", line: report.lines[conflict.broken] ?? report.line, title: "Conflicting constraints",
                    "\(conflict.members.joined(separator: ", ")) cannot all hold; \(conflict.broken) is broken")
        }
        for item in report.ambiguous {
            command("error", line: report.lines[item.id] ?? report.line, title: "Ambiguous layout",
                    "\(item.id): \(item.free.joined(separator: "; "))")
        }
        for item in report.misplaced {
            command(strict ? "error" : "warning", line: report.lines[item.id] ?? report.line, title: "Misplaced view",
                    "\(item.id) is stored at \(IBFrames.text(item.stored)), the constraints put it at \(IBFrames.text(item.solved))")
        }
        for warning in report.sweepWarnings {
            command(strict ? "error" : "warning", line: report.line, title: "Layout breaks on another device", warning)
        }
        for text in report.unsupported {
            command("notice", line: report.line, title: "Not checked", text)
        }
        return out
    }

    /// A message: `%`, CR and LF escaped, as the runner reads them.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
