import SnapLayoutModel

/// One tier's stage of `TierPresolve`: the tier's rows and the required rows connected to them,
/// reduced, and the small LP that is left solved by the solver's `TierCoreSolver` (without an LP
/// when it is a path: `PathTierStage`).
///
/// Reductions, each exact for the stage's optimum and its optimal face (rows of lower tiers are not
/// part of a stage, so a variable only they hold is free here):
/// - a row holding a variable that no other row of the stage holds can always be satisfied by that
///   variable: it drops out (a tier's row then holds at zero error);
/// - a variable that every row holding it lets grow (or shrink) without end satisfies all of them
///   at once: they all drop out;
/// - a variable held by exactly two required inequalities that bound it from opposite sides is
///   projected out: the two become one (Fourier–Motzkin), and become equalities together when the
///   combined row's dual is nonzero.
package struct TierStage {
    /// What a stage decides.
    package struct Outcome {
        /// Each of the tier's rows with the relation it must now hold with (as written, or tightened),
        /// or `nil` when it no longer constrains anything.
        package var tierFates: [(row: Int, relation: LayoutRelation?)] = []
        /// Required inequalities (rows of the presolve) that the tier's optimum holds active: now equalities.
        package var tightened: [Int] = []
    }

    /// A row of the stage, `terms + constant (== | >=) 0` (a `<=` row is negated).
    package struct StageRow {
        package var terms: [LinearTerm]
        package var constant: Double
        package var isEquality: Bool
        /// Whether the presolve's row is this one negated.
        package var isNegated: Bool
        /// The presolve's row, or −1 for a row combined from `parents`.
        package var origin: Int
        /// Whether the row is the tier's (with an error to minimise) rather than a required one.
        package var isTier: Bool
        package var parents: (Int, Int) = (-1, -1)
        package var isAlive = true

        package init(terms: [LinearTerm], constant: Double, isEquality: Bool, isNegated: Bool, origin: Int, isTier: Bool,
                     parents: (Int, Int) = (-1, -1), isAlive: Bool = true) {
            self.terms = terms
            self.constant = constant
            self.isEquality = isEquality
            self.isNegated = isNegated
            self.origin = origin
            self.isTier = isTier
            self.parents = parents
            self.isAlive = isAlive
        }

        package func coefficient(of variable: Int) -> Double {
            terms.first { $0.variable == variable }?.coefficient ?? 0
        }
    }

    /// A combined row longer than this is not formed (the variable stays in the LP).
    package static let combinationTermLimit = 8

    private var rowsOfVariable: [[Int]]
    /// Per row of the presolve: whether it is in the current stage.
    private var isInStage: [Bool]

    /// The solver of the reduced stage's LP.
    private let coreSolver: any TierCoreSolver

    package init(variableCount: Int, rowCount: Int, coreSolver: any TierCoreSolver) {
        self.coreSolver = coreSolver
        rowsOfVariable = Array(filled: [], count: variableCount)
        isInStage = Array(filled: false, count: rowCount)
    }

    /// The rows of the stage being decided.
    private struct Stage {
        package var rows: [StageRow] = []
        /// The variables the stage's rows hold (their `rowsOfVariable` lists are emptied afterwards).
        package var touched: [Int] = []
        /// The tier's rows that dropped out (they hold at zero error as written).
        package var removedTierRows: [Int] = []

        /// Takes row `id` out of the stage; its variables are to be looked at again.
        package mutating func remove(_ id: Int, _ work: inout [Int]) {
            rows[id].isAlive = false
            if rows[id].isTier { removedTierRows.append(rows[id].origin) }
            for term in rows[id].terms { work.append(term.variable) }
        }

        /// +1 / −1: `variable` growing (shrinking) satisfies row `id`; 0: the row is an equality.
        package func sign(_ id: Int, of variable: Int) -> Int {
            rows[id].isEquality ? 0 : (rows[id].coefficient(of: variable) > 0 ? 1 : -1)
        }
    }

    /// Decides the tier whose rows (with variables) are `tierRows`; `nil` when GLPK cannot solve
    /// the stage or the required rows turn out not to hold.
    package mutating func solve(tierRows: [Int], rows: [TierPresolve.Row], occurrences: [[Int]]) throws(SolverError) -> Outcome? {
        var stage = Stage()
        defer {
            // Emptied with their capacity kept: the next stages touch mostly the same variables.
            for variable in stage.touched { rowsOfVariable[variable].removeAll(keepingCapacity: true) }
            for row in stage.rows where row.origin >= 0 { isInStage[row.origin] = false }
        }
        gather(tierRows, rows: rows, occurrences: occurrences, into: &stage)
        guard reduce(&stage) else { return nil }
        return try decide(stage, rows: rows)
    }

    /// The tier's rows and the required rows connected to them; others cannot change the stage.
    private mutating func gather(_ tierRows: [Int], rows: [TierPresolve.Row], occurrences: [[Int]],
                                 into stage: inout Stage) {
        var queue: [Int] = []
        for index in tierRows { add(index, rows[index], isTier: true, to: &stage, queue: &queue) }
        while let variable = queue.popLast() {
            for index in occurrences[variable] where !isInStage[index] {
                let row = rows[index]
                guard row.isAlive, row.tier >= LinearSystem.requiredPriority,
                      row.expression.terms.contains(where: { $0.variable == variable }) else { continue }
                add(index, row, isTier: false, to: &stage, queue: &queue)
            }
        }
    }

    /// Adds the presolve's row `index` to the stage (a `<=` row negated); its variables not yet
    /// seen join `queue`.
    private mutating func add(_ index: Int, _ row: TierPresolve.Row, isTier: Bool, to stage: inout Stage,
                              queue: inout [Int]) {
        let negated = row.relation == .lessThanOrEqual
        let id = stage.rows.count
        isInStage[index] = true
        stage.rows.append(StageRow(
            terms: negated ? row.expression.terms.map { LinearTerm(variable: $0.variable, coefficient: -$0.coefficient) }
                : row.expression.terms,
            constant: negated ? -row.expression.constant : row.expression.constant,
            isEquality: row.relation == .equal, isNegated: negated, origin: index, isTier: isTier))
        for term in row.expression.terms {
            if rowsOfVariable[term.variable].isEmpty { stage.touched.append(term.variable); queue.append(term.variable) }
            rowsOfVariable[term.variable].append(id)
        }
    }

    /// Applies the reductions (see the type's comment) until none applies; `false` when two
    /// required rows that bound only one variable cannot hold together.
    private mutating func reduce(_ stage: inout Stage) -> Bool {
        var work = stage.touched
        while let variable = work.popLast() {
            rowsOfVariable[variable].removeAll { !stage.rows[$0].isAlive }
            let live = rowsOfVariable[variable]
            guard !live.isEmpty else { continue }
            if live.count == 1 {
                stage.remove(live[0], &work)
                continue
            }
            let first = stage.sign(live[0], of: variable)
            if first != 0, live.allSatisfy({ stage.sign($0, of: variable) == first }) {
                for id in live { stage.remove(id, &work) }
                continue
            }
            guard live.count == 2, first != 0, stage.sign(live[1], of: variable) == -first,
                  !stage.rows[live[0]].isTier, !stage.rows[live[1]].isTier else { continue }
            let (up, down) = first > 0 ? (live[0], live[1]) : (live[1], live[0])
            guard combine(up, down, projecting: variable, &stage, &work) else { return false }
        }
        return true
    }

    /// Projects `variable` out of the required inequalities `up` (which it satisfies by growing)
    /// and `down` (by shrinking): one row, their combination, replaces both (Fourier–Motzkin),
    /// unless it would be longer than `combinationTermLimit`. `false` when both bound only this
    /// variable and cannot hold together.
    private mutating func combine(_ up: Int, _ down: Int, projecting variable: Int, _ stage: inout Stage,
                                  _ work: inout [Int]) -> Bool {
        let a = stage.rows[up].coefficient(of: variable), b = stage.rows[down].coefficient(of: variable)
        var combined = LinearExpression(terms: stage.rows[up].terms, constant: stage.rows[up].constant)
        combined = (-b) * combined
        combined.add(LinearExpression(terms: stage.rows[down].terms, constant: stage.rows[down].constant), times: a)
        let scale = max(abs(a), abs(b), combined.terms.map { abs($0.coefficient) }.max() ?? 0)
        let terms = combined.terms.filter { $0.variable != variable && abs($0.coefficient) > Tolerance.cancellation * scale }
        guard terms.count <= TierStage.combinationTermLimit else { return true }
        stage.rows[up].isAlive = false
        stage.rows[down].isAlive = false
        for term in stage.rows[up].terms + stage.rows[down].terms { work.append(term.variable) }
        guard !terms.isEmpty else {
            // Both rows bound only this variable: they can hold together or not at all.
            return !(combined.constant < -Tolerance.feasibility * max(1, abs(a * b)))
        }
        let id = stage.rows.count
        stage.rows.append(StageRow(terms: terms, constant: combined.constant, isEquality: false, isNegated: false,
                                   origin: -1, isTier: false, parents: (up, down)))
        for term in terms { rowsOfVariable[term.variable].append(id) }
        return true
    }

    /// The fates of the reduced stage: the tier's rows that dropped out hold as written; the core
    /// left (if it holds a tier row) is solved as a path, or holds wholly (`WholeTierCheck`), or is
    /// an LP, whose optimal face gives the other tier rows' relations and the required
    /// inequalities it holds active.
    private func decide(_ stage: Stage, rows: [TierPresolve.Row]) throws(SolverError) -> Outcome? {
        var outcome = Outcome()
        for index in stage.removedTierRows { outcome.tierFates.append((index, rows[index].relation)) }
        let stageRows = stage.rows
        let core = stageRows.indices.filter { stageRows[$0].isAlive }
        guard core.contains(where: { stageRows[$0].isTier }) else { return outcome }
        // Paths (a chain's widths between its neighbours) need no LP.
        let lp: PathTierStage.Outcome
        if let path = PathTierStage.solve(core, stageRows) {
            lp = path
        } else {
            // A tier whose rows can all hold needs no LP over their errors: each holds as written.
            if try WholeTierCheck.holds(core, stageRows, coreSolver: coreSolver) == true {
                for id in core where stageRows[id].isTier {
                    outcome.tierFates.append((stageRows[id].origin, rows[stageRows[id].origin].relation))
                }
                return outcome
            }
            guard let solved = try coreSolver.solveCore(core, stageRows) else { return nil }
            lp = solved
        }
        for (id, relation) in lp.tierRelations {
            let row = stageRows[id]
            outcome.tierFates.append((row.origin, relation.map { row.isNegated ? $0.flipped : $0 }))
        }
        var pending = lp.activeRequired
        while let id = pending.popLast() {
            let row = stageRows[id]
            if row.origin >= 0 {
                if !row.isEquality { outcome.tightened.append(row.origin) }
            } else {
                pending += [row.parents.0, row.parents.1]
            }
        }
        return outcome
    }
}

/// The LP solver of a tier stage's reduced core (GLPK's is `GLPKTierCore`): its required rows, and
/// its tier rows with error columns whose sum is minimised.
package protocol TierCoreSolver {
    /// Each tier row's relation on the optimal face (`nil`: free) and the required rows with a
    /// nonzero dual (tolerance `Tolerance.dual`); `nil` when the LP is not solved to optimality.
    func solveCore(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> PathTierStage.Outcome?

    /// Whether the core's rows, all required, can hold together; `nil` when the solver cannot tell.
    func canHold(_ core: [Int], _ stageRows: [TierStage.StageRow]) throws(SolverError) -> Bool?
}

extension LayoutRelation {
    /// The relation of the negated expression.
    package var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
