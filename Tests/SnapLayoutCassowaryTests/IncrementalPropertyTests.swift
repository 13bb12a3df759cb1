import Testing
import SnapLayoutCassowary
import SnapLayoutGLPK
import SnapLayoutModel
import SnapLayoutTestSupport
import SnapLayoutLinearSystem

/// Random sequences of incremental operations on `CassowarySimplex` (add, remove, change a
/// constant, suggest a value): after every step the solver's answer must be optimal for the
/// constraints it holds, i.e. every required one holds and every tier's error sum equals the
/// minimum GLPK finds for the same constraints from scratch; a refused required constraint must
/// really conflict with the required ones held.
struct IncrementalPropertyTests {
    struct Held {
        /// `nil` for an edit variable's constraint (changed through `suggestValue`).
        var handle: CassowaryConstraint?
        var row: LinearRow
    }

    @Test(arguments: Sweep.seeds(UInt64(1)...60, quick: 12))
    func everyStepIsOptimal(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 31_337)
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        let variableCount = Int.random(in: 2...6, using: &random)
        let simplex = CassowarySimplex(variableCount: variableCount)
        var held: [Held] = []
        var edits = Set<Int>()
        func expression() -> LinearExpression {
            var e = LinearExpression(constant: Double(Int.random(in: -50...50, using: &random)))
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                e.add(LinearExpression(variable: Int.random(in: 0..<variableCount, using: &random),
                                       coefficient: [1, -1, 2, 0.5][Int.random(in: 0..<4, using: &random)]))
            }
            return e
        }
        for step in 0..<40 {
            let what = Double.random(in: 0..<1, using: &random)
            if what < 0.5 || held.isEmpty {
                let e = expression()
                guard !e.isConstant else { continue }
                let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                let priority: Double = chance(0.35) ? 1000 : [999.0, 750, 500, 250, 1][Int.random(in: 0..<5, using: &random)]
                let row = LinearRow(expression: e, relation: relation, priority: priority, source: .constraint(step))
                do {
                    held.append(Held(handle: try simplex.add(e, relation, priority: priority), row: row))
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    // It must really conflict with the required constraints held.
                    let required = held.map(\.row).filter(\.isRequired) + [row]
                    let check = try GLPKSolver().solve(LinearSystem(variableCount: variableCount, rows: required, stays: [], probes: []),
                                                       options: SolveOptions())
                    #expect(!check.conflicts.isEmpty, "seed \(seed) step \(step): refused a constraint that can hold")
                }
            } else if what < 0.7 {
                let removable = held.indices.filter { held[$0].handle != nil }
                guard let index = removable.randomElement(using: &random) else { continue }
                try simplex.remove(held[index].handle!)
                held.remove(at: index)
            } else if what < 0.9 {
                let changeable = held.indices.filter { held[$0].handle != nil }
                guard let index = changeable.randomElement(using: &random) else { continue }
                let constant = held[index].row.expression.constant + Double(Int.random(in: -20...20, using: &random))
                do {
                    try simplex.setConstant(constant, of: held[index].handle!)
                    held[index].row.expression.constant = constant
                } catch {
                    guard case .unsatisfiableConstraint = error else { throw error }
                    var changed = held.map(\.row).filter(\.isRequired)
                    if let k = changed.firstIndex(where: { $0.source == held[index].row.source }) { changed[k].expression.constant = constant }
                    let check = try GLPKSolver().solve(LinearSystem(variableCount: variableCount, rows: changed, stays: [], probes: []),
                                                       options: SolveOptions())
                    #expect(!check.conflicts.isEmpty, "seed \(seed) step \(step): refused a constant that can hold")
                }
            } else {
                let variable = Int.random(in: 0..<variableCount, using: &random)
                if !edits.contains(variable) {
                    try simplex.addEditVariable(variable, priority: 400)
                    edits.insert(variable)
                    // The edit constraint is one more optional row the check must know.
                    held.append(Held(handle: nil,
                                     row: LinearRow(expression: LinearExpression(variable: variable) - simplex.value(of: variable),
                                                    relation: .equal, priority: 400, source: .constraint(10_000 + variable))))
                }
                let value = Double(Int.random(in: -100...100, using: &random))
                try simplex.suggestValue(value, for: variable)
                if let k = held.firstIndex(where: { $0.row.source == .constraint(10_000 + variable) }) {
                    held[k].row.expression.constant = -value
                }
            }
            let rows = held.map(\.row)
            let values = (0..<variableCount).map { simplex.value(of: $0) }
            for row in rows where row.isRequired {
                #expect(row.error(values) <= 1e-6 * max(1, abs(row.expression.constant)), "seed \(seed) step \(step): a required row fails")
            }
            let reference = try GLPKSolver().solve(LinearSystem(variableCount: variableCount, rows: rows, stays: [], probes: []),
                                                   options: SolveOptions())
            #expect(reference.conflicts.isEmpty, "seed \(seed) step \(step): the held required rows conflict")
            var ours: [Double: Double] = [:]
            for row in rows where !row.isRequired { ours[row.priority, default: 0] += row.error(values) }
            for tier in reference.tierMinima {
                #expect(abs((ours[tier.priority] ?? 0) - tier.minimum) <= 1e-6 * max(1, tier.minimum),
                        "seed \(seed) step \(step): tier \(tier.priority) \(ours[tier.priority] ?? 0) vs \(tier.minimum)")
            }
        }
    }
}
