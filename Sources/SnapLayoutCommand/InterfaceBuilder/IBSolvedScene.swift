import Foundation
import SnapLayoutDiagnostics
import SnapLayoutEngine
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem
import SnapLayoutModel

/// A scene laid out once, in the environment it was last given: its tree captured as a snapshot
/// whose items and constraints carry IB ids, solved with the ambiguity check, and explained.
struct IBSolvedScene {
    /// The solved frames by IB view id, parent-relative (the root at the origin IB stored it at).
    var frames: [String: CGRect] = [:]
    /// Conflicts, unsatisfied constraints and ambiguous items, by IB ids.
    var explanation: LayoutExplanation
    /// Why it could not be solved, or `nil`.
    var failure: String?

    /// Captures and solves `scene` as its tree now stands.
    init(_ scene: InterfaceBuilderScene, solver: any LayoutSolver) {
        let capture = scene.rootView.captureForDiagnosis()
        var snapshot = capture.snapshot
        var viewIDs: [ObjectIdentifier: String] = [:]
        for id in scene.viewIDs { if let view = scene.view(withID: id) { viewIDs[ObjectIdentifier(view)] = id } }
        var constraintIDs: [ObjectIdentifier: String] = [:]
        for id in scene.constraintIDs { if let constraint = scene.constraint(withID: id) { constraintIDs[ObjectIdentifier(constraint)] = id } }
        for (index, item) in capture.items.enumerated() {
            if let id = viewIDs[ObjectIdentifier(item)] {
                snapshot.items[index].id = id
            } else if let guide = item as? LayoutGuide, !guide.identifier.isEmpty {
                snapshot.items[index].id = guide.identifier
            }
        }
        let names = capture.constraints.enumerated().map { index, constraint in
            constraintIDs[ObjectIdentifier(constraint)] ?? Self.helperName(constraint, snapshot: snapshot, index: index)
        }
        switch Self.measuringText(snapshot, in: scene, solver: solver) {
        case .failure(let problem):
            explanation = LayoutExplanation(name: scene.id, error: problem.message)
            failure = problem.message
            return
        case .success(let measured):
            snapshot = measured
        }
        switch LayoutDiagnosis.solve(name: scene.id, snapshot: snapshot, solver: solver, names: names) {
        case .failure(let error):
            explanation = LayoutExplanation(name: scene.id, error: error.message)
            failure = error.message
        case .success(let diagnosis):
            explanation = diagnosis.explanation()
            let solved = diagnosis.frames
            for (index, item) in snapshot.items.enumerated() where item.kind == .view {
                let rect = solved[index]
                var frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
                if item.parent == nil { frame.origin = scene.rootView.frame.origin }
                frames[item.id] = frame
            }
        }
    }

    /// The snapshot with its labels, buttons and fields measured (`--text measured`) by UIKit's
    /// two-pass rule, in the text system the file was read with; unchanged when it shows no text.
    private static func measuringText(_ snapshot: LayoutSnapshot, in scene: InterfaceBuilderScene,
                                      solver: any LayoutSolver) -> Result<LayoutSnapshot, TextMessage> {
        guard !snapshot.texts.isEmpty else { return .success(snapshot) }
        do throws(LayoutSnapshot.TextFailure) {
            let outcome = try TextPasses.run(snapshot, with: scene.textSystem, solve: { measured -> [LayoutSnapshot.Rect]? in
                guard let system = try? measured.linearSystem(),
                      let solution = try? solver.solve(system, options: SolveOptions()) else { return nil }
                return system.frames(solution.values)
            }, frames: { $0 })
            return .success(outcome.snapshot)
        } catch {
            return .failure(TextMessage("view '\(MessageText.quoted(snapshot.items[error.item].id))': text: \(error.error.message)"))
        }
    }

    /// Why a scene's text could not be measured.
    struct TextMessage: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// A constraint the reader made itself (a scroll view's content or frame guide pinned to it):
    /// `S.contentLayoutGuide.top`.
    private static func helperName(_ constraint: LayoutConstraint, snapshot: LayoutSnapshot, index: Int) -> String {
        let owner = (constraint.firstItem as? LayoutGuide)?.identifier ?? "constraint \(index)"
        return "\(owner).\(constraint.firstAttribute)"
    }

    /// The ids of the ambiguous views (scroll content guides are not views: left out here).
    func ambiguousViewIDs(in scene: InterfaceBuilderScene) -> [String] {
        explanation.ambiguous.map(\.id).filter { scene.view(withID: $0) != nil }
    }
}
