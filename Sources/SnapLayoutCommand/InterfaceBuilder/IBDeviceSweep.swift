import Foundation
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem
import SnapLayoutModel

/// `--devices` and `--rtl`: a scene laid out again at other devices, orientations and directions
/// (the same tree, the root resized: no file is read again), reporting the first configuration
/// where it conflicts, becomes ambiguous, or a view collapses to zero size or leaves its superview.
package enum IBDeviceSweep {
    /// The configurations of a `--devices` list (`all`, `KEY`, `KEY:landscape`, `KEY:both`,
    /// `all:portrait`…), each also right-to-left with `rtl`; the error names what is unknown.
    static func targets(devices list: String?, rtl: Bool) throws(IBUsageError) -> [IBSweepTarget] {
        guard let list else { return rtl ? [.designRightToLeft] : [] }
        return try configurations(list, rtl: rtl).map(IBSweepTarget.device)
    }

    package static func configurations(_ list: String, rtl: Bool) throws(IBUsageError) -> [InterfaceBuilderConfiguration] {
        var configurations: [InterfaceBuilderConfiguration] = []
        for entry in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            let orientations: [InterfaceBuilderConfiguration.Orientation]
            switch parts.count > 1 ? parts[1].lowercased() : (parts[0].lowercased() == "all" ? "both" : "portrait") {
            case "portrait": orientations = [.portrait]
            case "landscape": orientations = [.landscape]
            case "both": orientations = [.portrait, .landscape]
            case let other: throw IBUsageError("--devices: unknown orientation '\(MessageText.quoted(other))' in '\(MessageText.quoted(entry))' (portrait, landscape or both)")
            }
            let devices: [InterfaceBuilderDevice]
            if parts[0].lowercased() == "all" {
                devices = InterfaceBuilderDevice.all
            } else if let device = InterfaceBuilderDevice.named(parts[0]) {
                devices = [device]
            } else {
                let known = InterfaceBuilderDevice.all.map(\.key).joined(separator: ", ")
                throw IBUsageError("--devices: unknown device '\(MessageText.quoted(parts[0]))' (known: all, \(known))")
            }
            for device in devices {
                for orientation in device.idiom == .tv ? [.landscape] : orientations {
                    for direction in rtl ? [LayoutDirection.leftToRight, .rightToLeft] : [.leftToRight] {
                        let configuration = InterfaceBuilderConfiguration(device: device, orientation: orientation, layoutDirection: direction)
                        if !configurations.contains(configuration) { configurations.append(configuration) }
                    }
                }
            }
        }
        guard !configurations.isEmpty else { throw IBUsageError("--devices: name at least one device, or all") }
        return configurations
    }

    /// The first configuration of `configurations` where `scene` goes wrong, as a report, or `nil`;
    /// `design` is the scene solved at its design size. The scene is left at its design size.
    static func sweep(_ scene: InterfaceBuilderScene, design: IBSolvedScene, file: String,
                      targets: [IBSweepTarget], solver: any LayoutSolver) -> IBSceneReport? {
        defer { scene.apply(scene.design) }
        let designAmbiguous = Set(design.ambiguousViewIDs(in: scene))
        let checked = visibleViews(scene)
        for target in targets {
            let environment = target.environment(of: scene)
            scene.apply(environment)
            let solved = IBSafeAreaPropagation.solve(scene, solver: solver)
            var report = IBSceneCheck.baseReport(scene, file: file, device: environment.name, solved: solved)
            report.ambiguous.removeAll { designAmbiguous.contains($0.id) }
            report.status = IBSceneCheck.status(of: report)
            if solved.failure == nil {
                report.sweepWarnings = geometryProblems(scene, solved: solved, design: design, views: checked)
            }
            if report.status != .ok || !report.sweepWarnings.isEmpty {
                report.notes.insert("first configuration of \(targets.count) where the scene goes wrong", at: 0)
                report.notes += report.sweepWarnings
                return report
            }
        }
        return nil
    }

    /// Views that are not hidden and not inside a hidden view, but the root.
    private static func visibleViews(_ scene: InterfaceBuilderScene) -> [String] {
        scene.viewIDs.filter { id in
            guard id != scene.id, var view = scene.view(withID: id) else { return false }
            while true {
                if view.isHidden { return false }
                guard let parent = view.superview else { return true }
                view = parent
            }
        }
    }

    /// Views that collapse to zero size or leave their superview here but did neither at the design size.
    private static func geometryProblems(_ scene: InterfaceBuilderScene, solved: IBSolvedScene, design: IBSolvedScene,
                                         views: [String]) -> [String] {
        var problems: [String] = []
        for id in views {
            guard let frame = solved.frames[id], let before = design.frames[id] else { continue }
            for (axis, now, then) in [("width", frame.size.width, before.size.width), ("height", frame.size.height, before.size.height)]
            where now <= 0.0005 && then > 0.0005 {
                problems.append("'\(id)' collapses to zero \(axis) (\(NumberFormat.string(Double(now))); \(NumberFormat.string(Double(then))) at the design size)")
            }
            guard let parentID = scene.view(withID: id)?.superview?.label, let parent = solved.frames[parentID],
                  let parentBefore = design.frames[parentID] else { continue }
            if isInside(before, parentBefore.size), !isInside(frame, parent.size) {
                problems.append("'\(id)' leaves its superview '\(parentID)' (\(IBFrames.text(frame)) in \(NumberFormat.string(Double(parent.size.width))) × \(NumberFormat.string(Double(parent.size.height))))")
            }
        }
        return problems
    }

    private static func isInside(_ frame: CGRect, _ size: CGSize) -> Bool {
        let slack = IBSceneCheck.misplacedTolerance
        let (x, y, width, height) = (frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)
        return x >= -slack && y >= -slack && x + width <= size.width + slack && y + height <= size.height + slack
    }
}

/// One configuration of a sweep: a device in an orientation and direction, or the design size
/// right-to-left (`--rtl` without `--devices`).
package enum IBSweepTarget: Hashable, Sendable {
    case device(InterfaceBuilderConfiguration)
    case designRightToLeft

    /// The environment `scene` gets here.
    package func environment(of scene: InterfaceBuilderScene) -> InterfaceBuilderEnvironment {
        switch self {
        case .device(let configuration):
            return scene.environment(for: configuration)
        case .designRightToLeft:
            var environment = scene.design
            environment.layoutDirection = .rightToLeft
            environment.name += " rtl"
            return environment
        }
    }
}

/// A usage error of `snaplayout ib` (status 2), in one line.
package struct IBUsageError: Error, CustomStringConvertible {
    package var message: String
    init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// Frames in messages: `[x, y, width, height]`.
enum IBFrames {
    static func text(_ frame: CGRect) -> String {
        "[\([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { NumberFormat.string(Double($0)) }.joined(separator: ", "))]"
    }
}
