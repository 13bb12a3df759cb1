import SnapLayoutCassowary
import SnapLayoutLinearSystem
import SnapLayoutModel

/// A cell measured as a list measures it in UIKit (`systemLayoutSizeFitting`): its template alone,
/// the content view the root with a fitting target, labels measured (text.md's passes), solved.
/// A document is read with no solver given, so the measuring solve is Cassowary's: a cell whose
/// constraints fix its size has one answer, which every solver finds.
enum CellFitting {
    /// The content view's fitted size: `target` at `priorities`, rounded up to the pixel grid of the
    /// cell's `displayScale`; `nil` when the cell cannot be solved.
    static func size(of cell: LayoutSnapshot, target: LayoutSnapshot.AxisPair<Double>,
                     priorities: LayoutSnapshot.AxisPair<Double>) throws(ReadError) -> LayoutSnapshot.AxisPair<Double>? {
        var cell = cell
        cell.fitting = .init(width: target.horizontal, height: target.vertical,
                             horizontalPriority: priorities.horizontal, verticalPriority: priorities.vertical)
        guard let frames = try solve(cell), let root = frames.first else { return nil }
        return .init(pixelCeiling(root.width, scale: cell.displayScale), pixelCeiling(root.height, scale: cell.displayScale))
    }

    /// The frames of `snapshot` solved with Cassowary, its labels measured first; `nil` when the
    /// solve fails. A label that cannot be measured is an error.
    static func solve(_ snapshot: LayoutSnapshot) throws(ReadError) -> [LayoutSnapshot.Rect]? {
        let frames = solveUnmeasured
        guard !snapshot.texts.isEmpty else { return frames(snapshot) }
        do throws(LayoutSnapshot.TextFailure) {
            return try TextPasses.run(snapshot, with: .default, solve: frames, frames: { $0 }).solved
        } catch {
            throw ReadError(message: "view '\(MessageText.quoted(snapshot.items[error.item].id))': text: \(error.error.message)")
        }
    }

    /// The frames of `snapshot` solved with Cassowary as it is (labels keep their sizes).
    static func solveUnmeasured(_ snapshot: LayoutSnapshot) -> [LayoutSnapshot.Rect]? {
        guard let system = try? snapshot.linearSystem(),
              let solution = try? CassowarySolver().solve(system, options: SolveOptions()) else { return nil }
        return system.frames(solution.values)
    }

    /// `value` rounded up to the pixel grid (as lists size cells), a hair of round-off kept down.
    static func pixelCeiling(_ value: Double, scale: Double) -> Double {
        guard scale > 0, value.isFinite else { return value }
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
