import Foundation
import SnapLayoutModel

/// `--format text`: for each scene a line `FILE:LINE: NAME (ID) on DEVICE: STATUS`, then, indented,
/// each problem on a line of its own with the `FILE:LINE` of the constraint or view it names
/// (conflicts, broken constraints, ambiguous views and their free parts, misplaced views with
/// both frames), what is not supported, and the notes of scenes that are not clean.
enum IBTextFormat {
    static func text(of report: IBSceneReport, strict: Bool) -> String {
        let file = MessageText.escaped(report.file)
        func at(_ id: String) -> String { report.lines[id].map { "\(file):\($0): " } ?? "" }
        var lines: [String] = []
        if let scene = report.scene {
            let where_ = report.line.map { "\(file):\($0)" } ?? file
            let name = MessageText.escaped(report.name ?? scene)
            lines.append("\(where_): \(name) (\(MessageText.escaped(scene))) on \(report.device ?? "?"): \(report.status.rawValue)")
        } else {
            // A file with no scene report: one line, what is wrong with it included.
            let where_ = report.line.map { "\(file):\($0)" } ?? file
            let detail = report.errorMessage ?? report.unsupported.first ?? report.notes.first
            return "\(where_): \(report.status.rawValue)\(detail.map { ": " + MessageText.escaped($0) } ?? "")\n"
        }
        for conflict in report.conflicts {
            let members = conflict.members.map { "'\($0)'" }.joined(separator: ", ")
            lines.append("  \(at(conflict.broken))conflict: \(members) cannot all hold; '\(conflict.broken)' is broken")
        }
        for item in report.ambiguous {
            lines.append("  \(at(item.id))ambiguous: '\(item.id)': \(item.free.joined(separator: "; "))")
        }
        for item in report.misplaced {
            lines.append("  \(at(item.id))misplaced: '\(item.id)' is stored at \(IBFrames.text(item.stored)), the constraints put it at \(IBFrames.text(item.solved))")
        }
        for text in report.unsupported { lines.append("  unsupported: \(MessageText.escaped(text))") }
        if report.status != .ok || !report.sweepWarnings.isEmpty || report.scene == nil {
            for note in report.notes { lines.append("  note: \(MessageText.escaped(note))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `12 scenes in 3 files: 9 ok, 1 misplaced, 1 conflict, 1 ambiguous; 1 file could not be read`.
    static func summary(of reports: [IBSceneReport], strict: Bool) -> String {
        let files = Set(reports.map(\.file)).count
        let scenes = reports.filter { $0.scene != nil }
        var counts: [String] = []
        for status in [IBSceneReport.Status.ok, .misplaced, .conflict, .ambiguous] {
            let count = scenes.filter { $0.status == status }.count
            if count > 0 { counts.append("\(count) \(status.rawValue)") }
        }
        let errors = reports.filter { $0.status == .error }.count
        let unsupported = reports.filter { $0.status == .unsupported }.count
        var text = "\(scenes.count) scene\(scenes.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")"
        if !counts.isEmpty { text += ": " + counts.joined(separator: ", ") }
        if errors > 0 { text += "; \(errors) error\(errors == 1 ? "" : "s")" }
        if unsupported > 0 { text += "; \(unsupported) file\(unsupported == 1 ? "" : "s") not UIKit" }
        return text + "\n"
    }
}
