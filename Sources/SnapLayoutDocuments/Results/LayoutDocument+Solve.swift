import SnapLayoutModel
import SnapLayoutLinearSystem

extension LayoutDocument {
    /// Solves the document with `solver`: frames, unsatisfied constraints, conflicts, and the
    /// ambiguous items when `checksAmbiguity`. Labels are measured with `textSystem` and solved to
    /// their fixed point first (contract v1.2, `measuringText(with:textSystem:)`).
    public func solve(with solver: any LayoutSolver, checksAmbiguity: Bool = false,
                      textSystem: TextSystem = .default) -> DocumentResult {
        if !needsMeasuring { return solveMeasured(with: solver, checksAmbiguity: checksAmbiguity) }
        switch measuringText(with: solver, textSystem: textSystem) {
        case .failure(let error):
            return DocumentResult(error: error)
        case .success(let measured):
            var result = measured.document.solveMeasured(with: solver, checksAmbiguity: checksAmbiguity)
            if result.status != .error { result.unsettled = measured.unsettled }
            return result
        }
    }

    /// The solve of a document whose labels are measured (or that has none).
    func solveMeasured(with solver: any LayoutSolver, checksAmbiguity: Bool) -> DocumentResult {
        let system: LinearSystem
        let solution: LinearSolution
        do {
            system = try snapshot.linearSystem()
        } catch {
            return DocumentResult(error: DocumentError(document: name, message: error.description))
        }
        do {
            solution = try solver.solve(system, options: SolveOptions(checksAmbiguity: checksAmbiguity))
        } catch {
            return DocumentResult(error: DocumentError(document: name, message: "the \(solver.name) solver failed: \(error.message)"))
        }
        var result = DocumentResult(name: name, status: solution.brokenRows.isEmpty ? .ok : .conflict)
        let frames = system.frames(solution.values)
        // A wrong answer must never be printed as if it were right.
        if let bad = frames.firstIndex(where: { !($0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite) }) {
            return DocumentResult(error: DocumentError(
                document: name, message: "the \(solver.name) solver gave a non-finite frame for view '\(MessageText.quoted(snapshot.items[bad].id))'"))
        }
        result.frames = zip(snapshot.items, frames).map { ($0.id, $1) }
        for entry in system.unsatisfiedRows(solution.values) {
            guard entry.error.isFinite else {
                return DocumentResult(error: DocumentError(
                    document: name, message: "the \(solver.name) solver gave a non-finite error for \(system.rows[entry.row].source)"))
            }
            let row = system.rows[entry.row]
            if case .constraint(let index) = row.source {
                result.unsatisfied.append(.init(index: index, generated: nil, label: snapshot.constraints[index].label,
                                                priority: row.priority, error: entry.error))
            } else {
                result.unsatisfied.append(.init(index: nil, generated: row.source.generatedName, label: nil,
                                                priority: row.priority, error: entry.error))
            }
        }
        func documentIndex(_ row: Int) -> Int? {
            if case .constraint(let index) = system.rows[row].source { return index }
            return nil
        }
        func broken(_ row: Int) -> DocumentResult.Broken {
            system.rows[row].source.generatedName.map { .generated($0) } ?? .index(documentIndex(row)!)
        }
        for conflict in solution.conflicts {
            let implicit = conflict.rows.compactMap { system.rows[$0].source.generatedName }
            result.conflicts.append(.init(set: conflict.rows.compactMap(documentIndex).sorted(),
                                          broken: broken(conflict.broken), implicit: implicit))
        }
        result.broken = solution.brokenRows.map(broken)
        if let ranges = solution.frameRanges {
            result.ambiguous = zip(snapshot.items, ranges).compactMap { LinearSystem.isAmbiguous($1) ? $0.id : nil }
        }
        return result
    }
}
