import Foundation
import SnapLayoutDiagnostics
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem
import SnapLayoutModel

/// Checks a scene at its design size, as Xcode's issue navigator would: conflicts, ambiguity,
/// views whose stored frame is not where the constraints put them, and where IB's own
/// `misplaced` and `ambiguous` marks disagree.
enum IBSceneCheck {
    /// Stored and solved frames further apart than this (on any of x, y, width, height) are misplaced.
    static let misplacedTolerance = 0.5

    /// The report of `scene` laid out in its design environment.
    static func check(_ scene: InterfaceBuilderScene, file: String, solver: any LayoutSolver,
                      calibrates: Bool = true) -> (IBSceneReport, IBSolvedScene) {
        scene.apply(scene.design)
        var solved = IBSafeAreaPropagation.solve(scene, solver: solver)
        var misplaced = misplacedViews(scene, solved: solved)
        var calibration: String?
        if calibrates, solved.failure == nil, !misplaced.isEmpty,
           let better = IBSafeAreaCalibration.calibrate(scene, misplaced: misplaced, solver: solver) {
            (_, solved, misplaced, calibration) = better
        }
        var report = baseReport(scene, file: file, device: scene.design.name, solved: solved)
        guard solved.failure == nil else { return (report, solved) }
        report.misplaced = misplaced
        if let calibration { report.notes.append(calibration) }
        let ambiguous = Set(report.ambiguous.map(\.id))
        report.notes += markDisagreements(scene, misplaced: Set(report.misplaced.map(\.id)), ambiguous: ambiguous)
        report.status = status(of: report)
        return (report, solved)
    }

    /// The views (not ambiguous, not the root) whose stored frame is more than 0.5 pt from the solved one.
    static func misplacedViews(_ scene: InterfaceBuilderScene, solved: IBSolvedScene) -> [IBSceneReport.Misplaced] {
        let ambiguous = Set(solved.ambiguousViewIDs(in: scene))
        var misplaced: [IBSceneReport.Misplaced] = []
        for id in scene.viewIDs where id != scene.id && !ambiguous.contains(id) {
            guard let stored = scene.storedFrames[id], let frame = solved.frames[id] else { continue }
            if distance(stored, frame) > misplacedTolerance {
                misplaced.append(IBSceneReport.Misplaced(id: id, stored: stored, solved: frame))
            }
        }
        return misplaced
    }

    /// What every report of a scene holds: names, frames, conflicts, ambiguity, the scene's own
    /// unsupported content and notes.
    static func baseReport(_ scene: InterfaceBuilderScene, file: String, device: String, solved: IBSolvedScene) -> IBSceneReport {
        var report = IBSceneReport(file: file, scene: scene.id, name: scene.name, device: device, status: .ok)
        report.line = scene.line
        for id in scene.viewIDs + scene.constraintIDs { if let line = scene.line(of: id) { report.lines[id] = line } }
        report.unsupported = scene.unsupported
        report.notes = scene.notes
        if let failure = solved.failure {
            report.status = .error
            report.notes.insert("the scene could not be laid out: \(failure)", at: 0)
            return report
        }
        report.frames = scene.viewIDs.compactMap { id in solved.frames[id].map { (id, $0) } }
        func name(_ reference: ConstraintReference) -> String { reference.index != nil ? reference.name : reference.generated ?? reference.name }
        report.conflicts = solved.explanation.conflicts.map { IBSceneReport.Conflict(members: $0.members.map(name), broken: name($0.broken)) }
        report.broken = report.conflicts.map(\.broken)
        for item in solved.explanation.ambiguous {
            let free = item.free.map { "\($0.component) free in \(rangeText($0.range)), solved \(NumberFormat.string($0.value))" }
            if scene.view(withID: item.id) != nil {
                report.ambiguous.append(IBSceneReport.Ambiguity(id: item.id, free: free))
            } else if item.id.hasSuffix(".contentLayoutGuide"), item.free.contains(where: { $0.component == .width || $0.component == .height }) {
                report.notes.append("scrollable content size of '\(item.id.dropLast(".contentLayoutGuide".count))' is ambiguous (\(free.joined(separator: "; ")))")
            }
        }
        report.status = status(of: report)
        return report
    }

    static func status(of report: IBSceneReport) -> IBSceneReport.Status {
        if report.status == .error { return .error }
        if !report.conflicts.isEmpty { return .conflict }
        if !report.ambiguous.isEmpty { return .ambiguous }
        if !report.misplaced.isEmpty { return .misplaced }
        return .ok
    }

    /// `[a, b]` with `∞` for open ends.
    static func rangeText(_ range: ValueRange) -> String {
        "[\(NumberFormat.string(range.lowerBound)), \(NumberFormat.string(range.upperBound))]"
    }

    /// The largest difference of x, y, width and height.
    static func distance(_ a: CGRect, _ b: CGRect) -> Double {
        Double(max(abs(a.origin.x - b.origin.x), abs(a.origin.y - b.origin.y),
                   abs(a.size.width - b.size.width), abs(a.size.height - b.size.height)))
    }

    /// Where IB's `misplaced="YES"` and `ambiguous="YES"` marks and this check disagree.
    static func markDisagreements(_ scene: InterfaceBuilderScene, misplaced: Set<String>, ambiguous: Set<String>) -> [String] {
        var notes: [String] = []
        let markedMisplaced = Set(scene.markedMisplaced), markedAmbiguous = Set(scene.markedAmbiguous)
        for id in scene.viewIDs {
            if markedMisplaced.contains(id), !misplaced.contains(id), !ambiguous.contains(id) {
                notes.append("IB marks '\(id)' misplaced, but its stored frame is where the constraints put it")
            }
            if misplaced.contains(id), !markedMisplaced.contains(id) {
                notes.append("'\(id)' is misplaced, but IB does not mark it")
            }
            if markedAmbiguous.contains(id), !ambiguous.contains(id) {
                notes.append("IB marks '\(id)' ambiguous, but the constraints determine its frame")
            }
            if ambiguous.contains(id), !markedAmbiguous.contains(id) {
                notes.append("'\(id)' is ambiguous, but IB does not mark it")
            }
        }
        return notes
    }
}
