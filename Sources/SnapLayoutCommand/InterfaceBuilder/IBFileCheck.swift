import Foundation
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem
import SnapLayoutModel

/// What `snaplayout ib` does with one file: read it, check every scene at its design size, and
/// sweep the devices asked for. A file that cannot be read is one error report naming its line.
package struct IBFileCheck: Sendable {
    package var solver: any LayoutSolver
    /// The sweep's targets; empty for none.
    package var sweep: [IBSweepTarget] = []
    /// Whether a scene whose views tied to the safe area are all off by the same amount is laid
    /// out again with the safe area its stored frames imply (`IBSafeAreaCalibration`).
    package var calibrates = true
    /// How text views are sized, and the text system that measures them.
    package var text: InterfaceBuilderTextSizing = .measured
    package var textSystem: TextSystem = .default

    package init(solver: any LayoutSolver, sweep: [IBSweepTarget] = [], calibrates: Bool = true) {
        self.solver = solver
        self.sweep = sweep
        self.calibrates = calibrates
    }

    /// The reports of the file at `path`, in scene order (a scene's sweep report after its own).
    func check(_ source: IBFileSources.Source) -> [IBSceneReport] {
        switch source {
        case .missing(let path, let why):
            var report = Self.fileReport(path, status: .error, note: "\(MessageText.escaped(path)): \(why)")
            report.errorMessage = why
            return [report]
        case .file(let path):
            let document: InterfaceBuilderDocument
            do {
                document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: path), text: text, textSystem: textSystem)
            } catch {
                var report = Self.fileReport(path, status: .error, note: error.description)
                report.line = error.line
                report.errorMessage = error.message
                return [report]
            }
            if let reason = document.unsupported {
                var report = Self.fileReport(path, status: .unsupported, note: nil)
                report.unsupported = [reason]
                return [report]
            }
            guard !document.scenes.isEmpty else { return [Self.fileReport(path, status: .ok, note: "the file holds no scene")] }
            var reports: [IBSceneReport] = []
            for scene in document.scenes { reports += check(scene, file: path) }
            return reports
        }
    }

    /// A scene's report at its design size, and the first configuration of the sweep that goes wrong.
    package func check(_ scene: InterfaceBuilderScene, file: String) -> [IBSceneReport] {
        let (report0, solved) = IBSceneCheck.check(scene, file: file, solver: solver, calibrates: calibrates)
        var report = report0
        guard !sweep.isEmpty, solved.failure == nil else { return [report] }
        if let failing = IBDeviceSweep.sweep(scene, design: solved, file: file, targets: sweep, solver: solver) {
            report.notes.append("on \(failing.device ?? "another device"): \(failing.status.rawValue)\(failing.sweepWarnings.isEmpty ? "" : " (\(failing.sweepWarnings.count) view\(failing.sweepWarnings.count == 1 ? "" : "s") collapse or leave their superview)")")
            return [report, failing]
        }
        report.notes.append("\(sweep.count) configuration\(sweep.count == 1 ? "" : "s") checked: none conflicts, becomes ambiguous, collapses a view or moves one out of its superview")
        return [report]
    }

    /// The one report of a file that has no scene report: unreadable, unsupported or empty.
    static func fileReport(_ path: String, status: IBSceneReport.Status, note: String?) -> IBSceneReport {
        var report = IBSceneReport(file: path, scene: nil, name: nil, device: nil, status: status)
        if let note { report.notes = [note] }
        return report
    }
}
