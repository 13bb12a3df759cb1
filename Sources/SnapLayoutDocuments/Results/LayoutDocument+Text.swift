import SnapLayoutModel
import SnapLayoutLinearSystem

/// A document whose labels are measured at the widths a solve gave them (contract v1.2, section 6).
public struct MeasuredDocument: Sendable {
    /// The document, each label's intrinsic size and baselines set to its last measurement.
    public var document: LayoutDocument
    /// The ids of the labels whose measurement still changed after the last solve, in document order.
    public var unsettled: [String]
}

extension LayoutDocument {
    /// The document with its labels measured (text.md, section 6): single-line labels and those with
    /// a preferred width once, labels that wrap at their own width at unlimited width, then at
    /// their width in a solve with `solver`, until no measurement changes (at most eight solves).
    /// A label that cannot be measured (a family that is not installed) is an error naming it.
    /// Tables and collections are laid out first (`expandingLists`), with the same solver and text
    /// system, so their cells' labels are measured with the document's.
    public func measuringText(with solver: any LayoutSolver, textSystem: TextSystem = .default) -> Result<MeasuredDocument, DocumentError> {
        switch expandingLists(with: solver, textSystem: textSystem) {
        case .failure(let error): return .failure(error)
        case .success(let expanded): return expanded.measuringLabels(with: solver, textSystem: textSystem)
        }
    }

    /// Whether the document must be measured before it is solved: it has labels or lists.
    var needsMeasuring: Bool { !snapshot.texts.isEmpty || !lists.isEmpty }

    /// `measuringText` of a document whose lists are laid out.
    private func measuringLabels(with solver: any LayoutSolver, textSystem: TextSystem) -> Result<MeasuredDocument, DocumentError> {
        guard !snapshot.texts.isEmpty else { return .success(MeasuredDocument(document: self, unsettled: [])) }
        do throws(LayoutSnapshot.TextFailure) {
            let outcome = try TextPasses.run(snapshot, with: textSystem, solve: { measured -> [LayoutSnapshot.Rect]? in
                guard let system = try? measured.linearSystem(),
                      let solution = try? solver.solve(system, options: SolveOptions()) else { return nil }
                return system.frames(solution.values)
            }, frames: { $0 })
            var measured = self
            measured.snapshot = outcome.snapshot
            return .success(MeasuredDocument(document: measured, unsettled: outcome.unsettled.map { snapshot.items[$0].id }))
        } catch {
            let id = MessageText.quoted(snapshot.items[error.item].id)
            return .failure(DocumentError(document: name, message: "view \(error.item) ('\(id)'): text: \(error.error.message)"))
        }
    }
}
