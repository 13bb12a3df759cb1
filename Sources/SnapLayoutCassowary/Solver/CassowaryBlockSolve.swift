import SnapLayoutModel
import SnapLayoutLinearSystem

/// One independent block of a reduced system solved on a tableau of its own, over the block's
/// variables only: tiers first, then its stay terms. A tableau per block keeps every row as short
/// as its block (one tableau for the whole layout filled its rows in with variables of every
/// block: a feed of 1 000 views took 0.19 s, 25× GLPK).
struct CassowaryBlockSolve {
    /// The block's values, and (when asked) whether they are the only point of the tiers' optimal
    /// face: every variable of the block takes one value on it.
    struct Result {
        var values: [(variable: Int, value: Double)]
        var isDetermined: Bool
    }

    let system: LinearSystem
    var block: LinearSystemBlock
    let pinned: [Double?]

    /// Solves the block's rows with the stay terms `block.stays`; `nil` when its required rows cannot
    /// hold. With `reportsDetermined` (and no stays), the result says whether the optimum is unique.
    func solve(reportsDetermined: Bool = false) throws(SolverError) -> Result? {
        // Only stays left to choose, along paths: no tableau (`PathStayBlock`, as GLPK does).
        if !reportsDetermined, !block.stays.isEmpty, block.rows.allSatisfy({ system.rows[$0].isRequired }),
           let values = PathStayBlock(system: system, block: block, pinned: pinned, broken: []).solve() {
            return Result(values: values, isDetermined: false)
        }
        let local = localSystem()
        let forest = StayForest(local)
        let handed = forest?.system ?? local
        guard let built = try CassowarySolver().build(handed, excluding: [], options: SolveOptions()) else { return nil }
        var values = built.simplex.values(count: handed.variableCount)
        if let forest { values = forest.values(from: values) }
        var isDetermined = false
        if reportsDetermined {
            // Weights alone settle most blocks; a degenerate point needs the probe.
            isDetermined = (0..<local.variableCount).allSatisfy { variable in
                built.simplex.isFixedOnOptimalFace(LinearExpression(variable: variable))
            }
            if !isDetermined { isDetermined = try CassowarySolver.isOnlyPoint(built.simplex) }
        }
        return Result(values: block.variables.enumerated().map { ($1, values[$0]) }, isDetermined: isDetermined)
    }

    /// The least and the greatest value of each part (terms over the block's variables) on the
    /// tiers' optimal face, without stays; `nil` when that face is one point (`FaceRanges`).
    func faceRanges(of parts: [[LinearTerm]]) throws(SolverError) -> [ValueRange]? {
        var withoutStays = self
        withoutStays.block.stays = []
        let local = withoutStays.localSystem()
        guard let built = try CassowarySolver().build(local, excluding: [], options: SolveOptions()) else {
            throw CassowarySolver.failedAgain
        }
        if try CassowarySolver.isOnlyPoint(built.simplex) { return nil }
        let index = localIndex()
        var ranges: [ValueRange] = []
        built.simplex.termBudget = CassowarySolver.rangingTermBudget
        for part in parts {
            let terms = part.map { LinearTerm(variable: index[$0.variable]!, coefficient: $0.coefficient) }
            let expression = LinearExpression(terms: terms, constant: 0)
            // A part whose row holds only symbols the face cannot move is a point: no probe.
            if built.simplex.isFixedOnOptimalFace(expression) {
                let value = built.simplex.value(of: expression)
                ranges.append(ValueRange(value, value))
                continue
            }
            do {
                ranges.append(try built.simplex.range(of: expression))
            } catch {
                if case .solver(let inner) = error, inner == Tableau.overBudget { throw CassowarySolver.rangingOverBudget(block) }
                throw CassowarySolver.solverError(error)
            }
        }
        return ranges
    }

    /// Each of the block's variables' place in `block.variables`.
    private func localIndex() -> [Int: Int] {
        var index: [Int: Int] = [:]
        for (k, variable) in block.variables.enumerated() { index[variable] = k }
        return index
    }

    /// The block's rows and stay terms over its own variables (numbered by their place in
    /// `block.variables`), pinned values folded into the constants.
    private func localSystem() -> LinearSystem {
        let index = localIndex()
        func local(_ expression: LinearExpression) -> LinearExpression {
            var result = LinearExpression(constant: expression.constant)
            for term in expression.terms {
                if let value = pinned[term.variable] {
                    result.constant += term.coefficient * value
                } else {
                    result.add(LinearExpression(variable: index[term.variable]!, coefficient: term.coefficient))
                }
            }
            return result
        }
        let rows = block.rows.map { row in
            var copy = system.rows[row]
            copy.expression = local(copy.expression)
            return copy
        }
        return LinearSystem(variableCount: block.variables.count, rows: rows,
                            stays: block.stays.map { local(system.stays[$0]) }, probes: [])
    }
}

extension CassowarySolver {
    /// `simplex.isOnlyPointOfOptimalFace()` with its errors as the solver reports them.
    static func isOnlyPoint(_ simplex: CassowarySimplex) throws(SolverError) -> Bool {
        do { return try simplex.isOnlyPointOfOptimalFace() } catch { throw solverError(error) }
    }
}
