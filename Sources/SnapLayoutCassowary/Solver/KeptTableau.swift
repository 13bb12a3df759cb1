import SnapLayoutModel
import SnapLayoutLinearSystem

/// A solved tableau kept for a stream of constant changes (a window resized, an animation): each
/// change is a few dual simplex steps from the last optimum, kiwi's `suggestValue`, with no
/// problem set up again. The Cassowary session keeps one once constant changes keep coming, and
/// so does GLPK's (`GLPKSession`): for a change this small any C call costs more than the steps.
///
/// A reference type: the tableau is updated in place, and one stream owns it.
package final class KeptTableau {
    /// How many constant changes in a row a session solves by parts before the next one builds a
    /// tableau. With 4, the engine figures of docs/performance.md (a constant stream at 1 000
    /// views) are tableau steps again, as before sessions started with parts.
    package static let constantChangesBeforeTableau = 4

    private let built: CassowarySolver.Built
    /// The tiers of the system it was built for, highest first.
    private let tiers: [Double]
    private let optionalRows: OptionalRowErrors
    /// The required equalities built with markers: only their constants, among the required
    /// equalities, can change (kiwi's edit constraints).
    package let trackedRows: Set<Int>

    private init(built: CassowarySolver.Built, system: LinearSystem, trackedRows: Set<Int>) {
        self.built = built
        self.trackedRows = trackedRows
        tiers = system.tiers
        optionalRows = OptionalRowErrors(system, tiers: tiers)
    }

    /// Solves `system` on a new tableau, with markers on the required equalities of
    /// `trackedRows`: the solution, and the tableau to keep (`nil` when the solve had conflicts).
    /// With a `termBudget`, a build that would take more term operations declines
    /// (`SolverError.declined`); the kept tableau's later steps have no limit.
    package static func solve(_ system: LinearSystem, options: SolveOptions, trackedRows: Set<Int>,
                              termBudget: Int? = nil) throws(SolverError) -> (solution: LinearSolution, kept: KeptTableau?) {
        var solver = CassowarySolver()
        solver.tableauTermBudget = termBudget
        let (solution, built) = try solver.solveKeepingTableau(system, options: options, incremental: true,
                                                               trackedRows: trackedRows)
        guard let built, solution.conflicts.isEmpty else { return (solution, nil) }
        built.simplex.termBudget = .max
        return (solution, KeptTableau(built: built, system: system, trackedRows: trackedRows))
    }

    /// The required equalities among `changes` that have no marker: the tableau cannot take them.
    package func untrackedRows(_ changes: [RowConstantChange], in system: LinearSystem) -> [Int] {
        changes.map(\.row).filter { row in
            system.rows[row].isRequired && system.rows[row].relation == .equal && !trackedRows.contains(row)
        }
    }

    /// `system` (the kept one with new constants: `rows` and `stays`) solved by dual simplex steps;
    /// `nil` when the required rows stop holding, after which the tableau is spent. The rows
    /// changed must be tracked (`untrackedRows`). Throws on numerical trouble (spent too).
    package func update(rows: [RowConstantChange], stays: [(index: Int, constant: Double)],
                        in system: LinearSystem) throws(SolverError) -> LinearSolution? {
        do {
            for change in rows {
                guard let handle = built.rowConstraints[change.row] else { return nil }
                try built.simplex.setConstant(change.constant, of: handle)
            }
            for (index, constant) in stays {
                // A stay left out was fixed by the required equalities whatever the constants:
                // where it pulls does not matter.
                guard let handle = built.stayConstraints[index] else { continue }
                try built.simplex.setConstant(constant, of: handle)
            }
        } catch {
            if case .unsatisfiableConstraint = error { return nil }
            throw CassowarySolver.solverError(error)
        }
        let values = built.simplex.values(count: system.variableCount)
        let (minima, unsatisfied) = optionalRows.errors(at: values, constantsOf: system)
        var solution = LinearSolution(values: values, conflicts: [], brokenRows: [],
                                      tierMinima: zip(tiers, minima).map { TierMinimum(priority: $0, minimum: $1) },
                                      frameRanges: nil)
        solution.unsatisfiedRows = unsatisfied
        return solution
    }
}
