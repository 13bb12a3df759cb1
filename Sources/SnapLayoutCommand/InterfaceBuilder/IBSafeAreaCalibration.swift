import Foundation
import SnapLayoutInterfaceBuilder
import SnapLayoutLinearSystem
import SnapLayoutModel

/// When the bars a scene's root is inferred to have are not the ones IB simulated (a sheet, a
/// popover, a controller reached through a storyboard reference in another file), every view
/// tied to the safe area comes out shifted by the same amount, and all of them read as misplaced.
/// This finds the top or bottom safe-area inset the stored frames were laid out with, among the
/// insets IB simulates (a status bar or sensor housing, plus a navigation bar, or a tab bar or
/// toolbar), and keeps it only when it leaves fewer views misplaced and misplaces none that was
/// not. Views IB itself marks misplaced are left out of the evidence. The report says so.
enum IBSafeAreaCalibration {
    /// Status bars and sensor housings; the bars added below or above them.
    static let topBases: [Double] = [0, 20, 24, 44, 47, 48, 50, 59, 62]
    static let topBars: [Double] = [0, 44, 96, 74]
    static let bottomBases: [Double] = [0, 20, 21, 34]
    static let bottomBars: [Double] = [0, 44, 49]

    /// The better environment and its solve, or `nil` when the inferred one stays.
    static func calibrate(_ scene: InterfaceBuilderScene, misplaced: [IBSceneReport.Misplaced],
                          solver: any LayoutSolver) -> (InterfaceBuilderEnvironment, IBSolvedScene, [IBSceneReport.Misplaced], String)? {
        let marked = Set(scene.markedMisplaced)
        let evidence = misplaced.filter { !marked.contains($0.id) }
        guard !evidence.isEmpty else { return nil }
        var best: (InterfaceBuilderEnvironment, IBSolvedScene, [IBSceneReport.Misplaced], String)?
        let before = Set(misplaced.map(\.id))
        for candidate in candidates(scene.design.safeArea, evidence: evidence) {
            var environment = scene.design
            environment.safeArea = candidate
            scene.apply(environment)
            let solved = IBSafeAreaPropagation.solve(scene, solver: solver)
            guard solved.failure == nil else { continue }
            let now = IBSceneCheck.misplacedViews(scene, solved: solved)
            let ids = Set(now.map(\.id))
            guard ids.isSubset(of: before), now.count < (best?.2.count ?? misplaced.count) else { continue }
            let edge = candidate.top != scene.design.safeArea.top ? "top \(NumberFormat.string(Double(candidate.top)))" : "bottom \(NumberFormat.string(Double(candidate.bottom)))"
            let inferred = candidate.top != scene.design.safeArea.top ? scene.design.safeArea.top : scene.design.safeArea.bottom
            best = (environment, solved, now, "safe area \(edge) taken from the stored frames (the bars inferred give \(NumberFormat.string(Double(inferred)))): \(misplaced.count - now.count) view\(misplaced.count - now.count == 1 ? "" : "s") fit it")
        }
        scene.apply(best?.0 ?? scene.design)
        return best
    }

    /// Insets differing from `inferred` in the top or the bottom only: by what IB simulates, or by
    /// how far misplaced views that are only moved up or down are from their stored places, when
    /// two or more agree (bars of newer systems than the table knows; one view alone is not
    /// evidence of the bars, only of itself).
    private static func candidates(_ inferred: EdgeInsets, evidence: [IBSceneReport.Misplaced]) -> [EdgeInsets] {
        var tops = Set<Double>(), bottoms = Set<Double>()
        for base in topBases { for bar in topBars { tops.insert(base + bar) } }
        for base in bottomBases { for bar in bottomBars { bottoms.insert(base + bar) } }
        var shifts: [Double: Int] = [:]
        for item in evidence where abs(item.stored.origin.x - item.solved.origin.x) <= IBSceneCheck.misplacedTolerance
            && abs(item.stored.size.width - item.solved.size.width) <= IBSceneCheck.misplacedTolerance
            && abs(item.stored.size.height - item.solved.size.height) <= IBSceneCheck.misplacedTolerance {
            shifts[(Double(item.stored.origin.y - item.solved.origin.y) * 2).rounded() / 2, default: 0] += 1
        }
        for (shift, count) in shifts where count >= 2 {
            for value in [Double(inferred.top) + shift, Double(inferred.bottom) - shift] where (0...200).contains(value) {
                tops.insert(value)
                bottoms.insert(value)
            }
        }
        var result: [EdgeInsets] = []
        for top in tops.sorted() where top != Double(inferred.top) {
            var insets = inferred
            insets.top = CGFloat(top)
            result.append(insets)
        }
        for bottom in bottoms.sorted() where bottom != Double(inferred.bottom) {
            var insets = inferred
            insets.bottom = CGFloat(bottom)
            result.append(insets)
        }
        return result
    }
}
