import SnapLayoutModel
import SnapLayoutLinearSystem

extension CassowarySession {
    /// Takes the removed rows out of the kept tableau and adds the new ones (kiwi's
    /// `removeConstraint` and `addConstraint`), moves changed constants, and re-optimises.
    ///
    /// A required equality built without a marker cannot be taken out or given another constant:
    /// an edit that needs to starts over once, giving a marker to every row it adds or moves. Rows
    /// added by an edit always get one, so hiding and showing the same view again can be a few
    /// tableau steps. An edit gets a pivot budget (`editPivotBudget`): a tableau where the change
    /// ripples through hundreds of rows is cheaper to build again, so the session starts over.
    func solve(editing edit: SystemEdit, options: SolveOptions) throws(SolverError) -> LinearSolution {
        let new = edit.system
        guard let old = system else { preconditionFailure("no system solved yet") }
        guard let built, !hadConflicts, !options.checksAmbiguity,
              new.variableCount == old.variableCount, new.stays.count == old.stays.count else {
            return try startOver(edit, from: old, options: options)
        }
        let removed = edit.removedRows(previousCount: old.rows.count)
        var moved: [(row: Int, constant: Double)] = []
        for (row, previous) in edit.previousRows.enumerated() {
            if let previous, old.rows[previous].expression.constant != new.rows[row].expression.constant {
                moved.append((previous, new.rows[row].expression.constant))
            }
        }
        for row in removed + moved.map(\.row) {
            guard let handle = built.rowConstraints[row], built.simplex.canRemove(handle) else {
                return try startOver(edit, from: old, options: options)
            }
        }
        self.system = nil
        let budget = built.simplex.pivotsLeft
        built.simplex.pivotsLeft = CassowarySession.editPivotBudget(rows: removed.count + moved.count + new.rows.count - (old.rows.count - removed.count))
        do {
            try apply(edit, from: old, removed: removed, moved: moved, to: built)
        } catch {
            self.built = nil
            if case .unsatisfiableConstraint = error { return try startOver(edit, from: old, options: options) }
            if case .solver(let inner) = error, inner.isNumerical { return try startOver(edit, from: old, options: options) }
            self.system = new
            throw CassowarySolver.solverError(error)
        }
        built.simplex.pivotsLeft = budget
        return currentSolution(new, self.built!)
    }

    /// The pivots an edit of `rows` rows may take before the session starts over instead.
    static func editPivotBudget(rows: Int) -> Int {
        64 + 16 * rows
    }

    /// Makes the edit in the tableau; throws `unsatisfiableConstraint` when the required rows stop
    /// holding (the conflict search then needs a full solve).
    private func apply(_ edit: SystemEdit, from previous: LinearSystem, removed: [Int],
                       moved: [(row: Int, constant: Double)], to built: CassowarySolver.Built) throws(CassowaryError) {
        var built = built
        let new = edit.system
        let old = built.rowConstraints
        var freed = Set<Int>()
        for row in removed {
            try built.simplex.remove(old[row]!)
            freed.formUnion(previous.rows[row].expression.terms.map(\.variable))
        }
        for (row, constant) in moved { try built.simplex.setConstant(constant, of: old[row]!) }
        var handles = [CassowaryConstraint?](repeating: nil, count: new.rows.count)
        var tracked = Set<Int>()
        for (row, previous) in edit.previousRows.enumerated() {
            if let previous {
                handles[row] = old[previous]
                if trackedRows.contains(previous) { tracked.insert(row) }
                continue
            }
            let added = new.rows[row]
            handles[row] = try built.simplex.insertForBuild(added.expression, added.relation, priority: added.priority,
                                                            tracksMarker: true)
            if added.isRequired && added.relation == .equal { tracked.insert(row) }
        }
        // A stay left out because required equalities fixed it may be free now.
        for (index, stay) in new.stays.enumerated() where built.stayConstraints[index] == nil {
            guard stay.terms.contains(where: { freed.contains($0.variable) }) else { continue }
            built.stayConstraints[index] = try built.simplex.insertForBuild(stay, .equal, priority: CassowarySolver.stayLevel)
        }
        try built.simplex.optimize()
        built.rowConstraints = handles
        self.built = built
        trackedRows = tracked
        system = new
        editCount += 1
        findTiers(new)
    }

    /// A full solve of the edited system whose added and moved required equalities carry markers,
    /// so that the next edit of them is a tableau step.
    private func startOver(_ edit: SystemEdit, from old: LinearSystem, options: SolveOptions) throws(SolverError) -> LinearSolution {
        var tracked = Set<Int>()
        for (row, previous) in edit.previousRows.enumerated() {
            let current = edit.system.rows[row]
            guard current.isRequired, current.relation == .equal else { continue }
            if let previous, !trackedRows.contains(previous),
               old.rows[previous].expression.constant == current.expression.constant { continue }
            tracked.insert(row)
        }
        trackedRows = tracked
        return try fullSolve(edit.system, options: options)
    }
}
