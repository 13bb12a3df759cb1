import SnapLayoutModel
import SnapLayoutLinearSystem

/// Required rows of one system held in one tableau, for the conflict search: a row is added with
/// the tableau's own test (a row that cannot hold is refused and leaves the tableau as it was), and
/// rows are taken out only by rolling back to a copy-on-write checkpoint. Nothing is ever removed
/// through a marker, so required equalities carry none and rows stay as sparse as in a full solve
/// (markers make a chain's rows as long as the chain).
final class CassowaryRowSet: RequiredRowSet {
    private let system: LinearSystem
    private let simplex: CassowarySimplex
    /// System variable → tableau variable: only the variables of the rows given.
    private var local: [Int: Int] = [:]

    /// A set holding nothing, for rows among `rows` (row indices of `system`).
    init(system: LinearSystem, rows: [Int]) {
        self.system = system
        for index in rows {
            for term in system.rows[index].expression.terms where local[term.variable] == nil {
                local[term.variable] = local.count
            }
        }
        simplex = CassowarySimplex(variableCount: local.count, tracksRequiredEqualities: false)
    }

    func insert(_ row: Int) throws(SolverError) -> Bool {
        let expression = system.rows[row].expression
        let terms = expression.terms.map { LinearTerm(variable: local[$0.variable]!, coefficient: $0.coefficient) }
        do {
            return try simplex.insertIfHolds(LinearExpression(terms: terms, constant: expression.constant),
                                             system.rows[row].relation) != nil
        } catch {
            throw CassowarySolver.solverError(error)
        }
    }

    /// The tableau's own test is incremental: always as cheap as it gets.
    func insertIfPlain(_ row: Int) throws(SolverError) -> Bool? { try insert(row) }

    func insertAll(_ rows: [Int]) throws(SolverError) -> Bool {
        for row in rows { guard try insert(row) else { return false } }
        return true
    }

    func checkpoint() -> CassowarySimplex.Checkpoint { simplex.checkpoint() }

    func rollback(to checkpoint: CassowarySimplex.Checkpoint) { simplex.rollback(to: checkpoint) }

    /// The tableau's own solution: every held row holds there (a refused row leaves the tableau as
    /// it was). A variable of no row given is 0.
    func heldPoint(_ variables: [Int]) -> [Double] {
        variables.map { local[$0].map(simplex.value(of:)) ?? 0 }
    }
}
