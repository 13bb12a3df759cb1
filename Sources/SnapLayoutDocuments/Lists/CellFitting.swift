import SnapLayoutLinearSystem
import SnapLayoutModel

/// A cell measured as a list measures it in UIKit (`systemLayoutSizeFitting`): its template alone,
/// the content view the root with a fitting target, labels measured (text.md's passes), solved.
/// The solver and text system are the ones the document is measured with (the user's choice:
/// `--solver`, `--system-font`), so a list's rows are sized as its labels are.
struct CellFitting {
    let solver: any LayoutSolver
    let textSystem: TextSystem

    /// The content view's fitted size: `target` at `priorities`, rounded up to the pixel grid of the
    /// cell's `displayScale`; `nil` when the cell cannot be solved.
    func size(of cell: LayoutSnapshot, target: LayoutSnapshot.AxisPair<Double>,
              priorities: LayoutSnapshot.AxisPair<Double>) throws(ReadError) -> LayoutSnapshot.AxisPair<Double>? {
        var cell = cell
        cell.fitting = .init(width: target.horizontal, height: target.vertical,
                             horizontalPriority: priorities.horizontal, verticalPriority: priorities.vertical)
        guard let frames = try solve(cell), let root = frames.first else { return nil }
        return .init(Self.pixelCeiling(root.width, scale: cell.displayScale), Self.pixelCeiling(root.height, scale: cell.displayScale))
    }

    /// The frames of `snapshot` solved, its labels measured first; `nil` when the solve fails. A
    /// label that cannot be measured is an error.
    func solve(_ snapshot: LayoutSnapshot) throws(ReadError) -> [LayoutSnapshot.Rect]? {
        guard !snapshot.texts.isEmpty else { return solveUnmeasured(snapshot) }
        do throws(LayoutSnapshot.TextFailure) {
            return try TextPasses.run(snapshot, with: textSystem, solve: solveUnmeasured, frames: { $0 }).solved
        } catch {
            throw ReadError(message: "view '\(MessageText.quoted(snapshot.items[error.item].id))': text: \(error.error.message)")
        }
    }

    /// The frames of `snapshot` solved as it is (labels keep their sizes).
    func solveUnmeasured(_ snapshot: LayoutSnapshot) -> [LayoutSnapshot.Rect]? {
        guard let system = try? snapshot.linearSystem(),
              let solution = try? solver.solve(system, options: SolveOptions()) else { return nil }
        return system.frames(solution.values)
    }

    /// `value` rounded up to the pixel grid (as lists size cells), a hair of round-off kept down.
    static func pixelCeiling(_ value: Double, scale: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
