import SnapLayoutModel

/// Required rows of one system held in one tableau, for the conflict search: a row is added with
/// the tableau's own test (a row that cannot hold is refused and leaves the tableau as it was) and
/// taken out through its marker, as kiwi removes a constraint.
final class CassowaryRowSet: RequiredRowSet {
    private let system: LinearSystem
    private let simplex: CassowarySimplex
    /// System variable → tableau variable: only the variables of the rows given.
    private var local: [Int: Int] = [:]
    private var handles: [Int: CassowaryConstraint] = [:]

    /// A set holding nothing, for rows among `rows` (row indices of `system`).
    init(system: LinearSystem, rows: [Int]) {
        self.system = system
        for index in rows {
            for term in system.rows[index].expression.terms where local[term.variable] == nil {
                local[term.variable] = local.count
            }
        }
        // Markers on required equalities are what makes them removable.
        simplex = CassowarySimplex(variableCount: local.count, tracksRequiredEqualities: true)
    }

    func insert(_ row: Int) throws(SolverError) -> Bool {
        let expression = localExpression(row)
        do {
            guard let handle = try simplex.insertIfHolds(expression, system.rows[row].relation) else { return false }
            handles[row] = handle
            return true
        } catch {
            throw CassowarySolver.solverError(error)
        }
    }

    func restore(_ row: Int) throws(SolverError) {
        guard try insert(row) else {
            throw SolverError("the Cassowary solver could not hold again \(describe(row)), which held before (numerical trouble)")
        }
    }

    func remove(_ row: Int) throws(SolverError) {
        guard let handle = handles.removeValue(forKey: row) else { return }
        do { try simplex.remove(handle) } catch { throw CassowarySolver.solverError(error) }
    }

    private func localExpression(_ row: Int) -> LinearExpression {
        let expression = system.rows[row].expression
        return LinearExpression(terms: expression.terms.map { LinearTerm(variable: local[$0.variable]!, coefficient: $0.coefficient) },
                                constant: expression.constant)
    }

    private func describe(_ row: Int) -> String {
        switch system.rows[row].source {
        case .constraint(let constraint): return "constraint \(constraint)"
        case .generated(let generated): return "generated constraint \(generated.name)"
        }
    }
}
