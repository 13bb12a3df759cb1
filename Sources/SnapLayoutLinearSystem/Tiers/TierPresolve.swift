import SnapLayoutModel

/// Decides the tiers of one large block one after the other with as little LP as possible, and
/// describes their optimal face as rows: each row of the block either must hold (as written, or
/// tightened to an equality) or no longer constrains anything. The block's lexicographic optimum is
/// then the point of that face nearest the stays, solved as a system of required rows only.
///
/// A strict tier per GLPK call costs the whole block per call and per pivot: a chain pulled by 100
/// tiers took 100 calls of O(N) pivots each, so N². Here each tier's stage is first reduced
/// (`TierStage`): rows that a variable of their own can always satisfy drop out, and a variable
/// held only between two inequalities is projected out (Fourier–Motzkin). Most tiers reduce to
/// nothing (all their rows can hold at once), and those that do not leave a small LP.
///
/// The face of a tier is carried forward exactly, by complementary slackness: at an optimum, a
/// point is optimal iff it keeps every error column with a nonzero reduced cost at zero and every
/// row with a nonzero dual active. So an error column held at zero makes its row hold (on that
/// side), and an inequality with a nonzero dual becomes an equality. Equalities are eliminated at
/// once, so a lower tier's row that only restates a decided difference becomes a constant.
package struct TierPresolve {
    /// What the tiers make of a row of the block.
    package enum Fate: Equatable {
        /// The row must hold with this relation (its own, or `.equal` where a tier tightened it).
        case holds(LayoutRelation)
        /// The row constrains nothing on the optimal face (its error is the same everywhere there,
        /// or free to absorb whatever the rest does).
        case free
    }

    /// A row of the block as the presolve keeps it: pinned values and eliminated variables
    /// substituted.
    package struct Row {
        package var expression: LinearExpression
        package var relation: LayoutRelation
        /// `LinearSystem.requiredPriority` once the row must hold.
        package var tier: Double
        /// `false` once eliminated (an equality substituted into the others) or found free.
        package var isAlive = true
    }

    /// A row longer than this after a substitution keeps its equality as a row instead.
    package static let eliminationTermLimit = 24

    var rows: [Row]
    var fates: [Fate?]
    /// Rows holding each variable (stale entries are skipped where read).
    private(set) var occurrences: [[Int]]
    private var stage: TierStage

    /// The block's rows (indices into `system.rows`) with pinned values substituted.
    package init(system: LinearSystem, rows indices: [Int], pinned: [Double?], coreSolver: any TierCoreSolver) {
        rows = indices.map { index in
            let row = system.rows[index]
            var expression = LinearExpression(constant: row.expression.constant)
            for term in row.expression.terms {
                if let value = pinned[term.variable] {
                    expression.constant += term.coefficient * value
                } else {
                    expression.add(LinearExpression(variable: term.variable, coefficient: term.coefficient))
                }
            }
            return Row(expression: expression, relation: row.relation, tier: row.priority)
        }
        fates = rows.map { $0.tier >= LinearSystem.requiredPriority ? .holds($0.relation) : nil }
        occurrences = Array(filled: [], count: system.variableCount)
        for (index, row) in rows.enumerated() {
            for term in row.expression.terms { occurrences[term.variable].append(index) }
        }
        stage = TierStage(variableCount: system.variableCount, rowCount: indices.count, coreSolver: coreSolver)
    }

    /// Decides every tier; `nil` when something does not add up numerically (a required row that
    /// cannot hold, an LP that GLPK cannot finish): the caller then solves the block as before.
    package static func fates(system: LinearSystem, rows: [Int], pinned: [Double?],
                              coreSolver: any TierCoreSolver) throws(SolverError) -> [Fate]? {
        var presolve = TierPresolve(system: system, rows: rows, pinned: pinned, coreSolver: coreSolver)
        guard try presolve.run() else { return nil }
        return presolve.fates.map { $0 ?? .free }
    }

    package mutating func run() throws(SolverError) -> Bool {
        for index in rows.indices where rows[index].tier >= LinearSystem.requiredPriority && rows[index].relation == .equal {
            guard eliminate(index) else { return false }
        }
        guard tightenOpposites(Array(rows.indices)) else { return false }
        var rowsOfTier: [Double: [Int]] = [:]
        for (index, row) in rows.enumerated() where row.tier < LinearSystem.requiredPriority {
            rowsOfTier[row.tier, default: []].append(index)
        }
        for tier in rowsOfTier.keys.sorted(by: >) {
            guard try decide(rowsOfTier[tier]!) else { return false }
        }
        return true
    }

    /// One tier: its rows' fates, and the rows it tightens.
    private mutating func decide(_ tierRows: [Int]) throws(SolverError) -> Bool {
        var open: [Int] = []
        for index in tierRows {
            if rows[index].expression.terms.isEmpty {
                // Its error is a constant on the face of the tiers above: nothing to choose.
                rows[index].isAlive = false
                fates[index] = .free
            } else {
                open.append(index)
            }
        }
        guard !open.isEmpty else { return true }
        guard let outcome = try stage.solve(tierRows: open, rows: rows, occurrences: occurrences) else { return false }
        for (index, relation) in outcome.tierFates {
            if let relation {
                fates[index] = .holds(relation)
                rows[index].relation = relation
                rows[index].tier = LinearSystem.requiredPriority
            } else {
                fates[index] = .free
                rows[index].isAlive = false
            }
        }
        for index in outcome.tightened {
            rows[index].relation = .equal
            fates[index] = .holds(.equal)
        }
        for (index, _) in outcome.tierFates where rows[index].isAlive && rows[index].relation == .equal {
            guard eliminate(index) else { return false }
        }
        for index in outcome.tightened where rows[index].isAlive {
            guard eliminate(index) else { return false }
        }
        return tightenOpposites(outcome.tierFates.map(\.row))
    }

    /// Substitutes the equality `index` into every other live row, solved for its best variable
    /// (well conditioned, in fewest rows). A row that would grow too long keeps the equality as a
    /// row instead. `false` when the equality has no variable left and does not hold.
    mutating func eliminate(_ index: Int) -> Bool {
        let expression = rows[index].expression
        guard !expression.terms.isEmpty else {
            return abs(expression.constant) <= Tolerance.feasibility * max(1, abs(expression.constant))
        }
        let largest = expression.terms.map { abs($0.coefficient) }.max()!
        let pivot = expression.terms.filter { abs($0.coefficient) >= 0.1 * largest }
            .min { occurrences[$0.variable].count < occurrences[$1.variable].count }!
        let targets = occurrences[pivot.variable].filter { other in
            other != index && rows[other].isAlive && rows[other].expression.terms.contains { $0.variable == pivot.variable }
        }
        if targets.contains(where: { rows[$0].expression.terms.count + expression.terms.count - 2 > TierPresolve.eliminationTermLimit }) {
            return true
        }
        let solved = expression.solved(for: pivot)
        for other in Set(targets) {
            var target = rows[other].expression
            let coefficient = target.terms.first { $0.variable == pivot.variable }!.coefficient
            target.substitute(pivot.variable, coefficient: coefficient, by: solved)
            // Round-off leaves dust where a difference cancels: a term far below the row's scale
            // is zero (it would keep two rows of a decided difference tied for nothing).
            let scale = max(1, target.terms.map { abs($0.coefficient) }.max() ?? 0)
            if target.terms.contains(where: { abs($0.coefficient) <= Tolerance.cancellation * scale }) {
                target = LinearExpression(terms: target.terms.filter { abs($0.coefficient) > Tolerance.cancellation * scale },
                                          constant: target.constant)
            }
            for term in target.terms where !rows[other].expression.terms.contains(where: { $0.variable == term.variable }) {
                occurrences[term.variable].append(other)
            }
            rows[other].expression = target
        }
        occurrences[pivot.variable] = []
        rows[index].isAlive = false
        return true
    }
}
