import Foundation
import SnapLayoutLinearSystem
import SnapLayoutModel

extension LayoutEngine {
    /// What the text passes of a layout found.
    struct TextOutcome {
        /// The capture with every label measured at its settled width.
        var captured: CapturedLayout
        /// Each label (in `captured.snapshot.texts` order, controls left out) with the width it settled at.
        var settled: [(label: LayoutLabel, width: WrapWidth)]
        /// Labels that had not settled after the most solves.
        var unsettled: [LayoutLabel]
    }

    /// The labels of `captured` measured and solved to their fixed point (text.md, 6) with the
    /// engine's solver and text system; `captured` as it is when it has none. A label that cannot be
    /// measured is a failure naming it.
    func measuringText(_ captured: CapturedLayout) -> Result<TextOutcome, TextError> {
        let texts = captured.snapshot.texts
        guard !texts.isEmpty else { return .success(TextOutcome(captured: captured, settled: [], unsettled: [])) }
        let solver = self.solver
        do throws(LayoutSnapshot.TextFailure) {
            let outcome = try TextPasses.run(captured.snapshot, with: textSystem, solve: { snapshot -> [LayoutSnapshot.Rect]? in
                guard let system = try? snapshot.linearSystem(),
                      let solution = try? solver.solve(system, options: SolveOptions()) else { return nil }
                return system.frames(solution.values)
            }, frames: { $0 })
            var measured = captured
            measured.snapshot = outcome.snapshot
            let settled = zip(texts, outcome.widths).compactMap { text, width in
                text.padding == nil ? (label(at: text.item, in: captured), width) : nil
            }
            return .success(TextOutcome(captured: measured, settled: settled,
                                        unsettled: outcome.unsettled.map { label(at: $0, in: captured) }))
        } catch {
            return .failure(TextError("\(captured.items[error.item].debugName): \(error.error.message)"))
        }
    }

    private func label(at item: Int, in captured: CapturedLayout) -> LayoutLabel {
        guard case .view(let view) = captured.objects[item] else { preconditionFailure("a label is a view") }
        return unsafeDowncast(view.takeUnretainedValue(), to: LayoutLabel.self)
    }
}
