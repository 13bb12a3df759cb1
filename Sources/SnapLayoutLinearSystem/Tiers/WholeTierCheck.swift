import SnapLayoutModel

/// Whether every row of a tier stage's core, its tier rows taken as required, can hold at once:
/// then the tier's minimum is zero, and its optimal face is exactly where they all hold (each
/// tier row holds as written, nothing is tightened), with no LP over errors.
///
/// Most tiers of a layout hold wholly, and the cores of some are as large as the layout: the gaps
/// of an equal-centering stack all equal at 50, a chain of `gᵢ₊₁ − gᵢ = c` rows sharing one more
/// variable. An LP over their errors cost GLPK 48 ms and Cassowary's tableau, whose rows fill in
/// along such a chain, 6.8 s at 2 000 views. As required rows they collapse: the equalities are
/// eliminated (a chain becomes rows of its first variable), and what is left usually drops out
/// by the stage's own reductions; only a remainder goes to the core solver's feasibility test.
struct WholeTierCheck {
    /// A row `Σ terms + constant (== | ≥) 0`.
    private struct Row {
        var expression: LinearExpression
        var isEquality: Bool
        var isAlive = true
    }

    /// A row longer than this after a substitution keeps its equality as a row.
    static let termLimit = 24

    private var rows: [Row]
    /// By variable: the rows that hold it (stale entries are skipped where read).
    private var rowsOf: [Int: [Int]] = [:]

    /// `true` when the rows of `core` (ids into `stageRows`) can all hold as required rows,
    /// `false` when they cannot, `nil` when the core solver cannot tell.
    static func holds(_ core: [Int], _ stageRows: [TierStage.StageRow],
                      coreSolver: any TierCoreSolver) throws(SolverError) -> Bool? {
        var check = WholeTierCheck(rows: core.map { id in
            Row(expression: LinearExpression(terms: stageRows[id].terms, constant: stageRows[id].constant),
                isEquality: stageRows[id].isEquality)
        })
        for (index, row) in check.rows.enumerated() {
            for term in row.expression.terms { check.rowsOf[term.variable, default: []].append(index) }
        }
        check.pairOpposites()
        guard check.eliminateEqualities(), check.dropSatisfiable() else { return false }
        let left = check.rows.filter(\.isAlive)
        if left.isEmpty { return true }
        let asStage = left.map { row in
            TierStage.StageRow(terms: row.expression.terms, constant: row.expression.constant, isEquality: row.isEquality,
                               isNegated: false, origin: -1, isTier: false)
        }
        return try coreSolver.canHold(Array(asStage.indices), asStage)
    }

    private init(rows: [Row]) {
        self.rows = rows
    }

    /// Makes an equality of two inequalities that bound one expression from both sides at one
    /// value (`e ≥ 0` and `−e ≥ 0`, exactly: a view's hugging, taken as required, against its
    /// compression resistance), keeping one of them.
    private mutating func pairOpposites() {
        var seen: [LinearExpression: (index: Int, sign: Bool)] = [:]
        for index in rows.indices where !rows[index].isEquality && !rows[index].expression.terms.isEmpty {
            let expression = rows[index].expression
            let isPositive = expression.terms[0].coefficient > 0
            let key = isPositive ? expression : -1 * expression
            if let other = seen[key], other.sign != isPositive, rows[other.index].isAlive, !rows[other.index].isEquality {
                rows[other.index].isEquality = true
                rows[index].isAlive = false
            } else if seen[key] == nil {
                seen[key] = (index, isPositive)
            }
        }
    }

    /// Substitutes each equality, solved for its best variable (well conditioned, in the fewest
    /// rows), into the others; a row left constant must hold. `false` when one does not.
    private mutating func eliminateEqualities() -> Bool {
        for index in rows.indices where rows[index].isAlive && rows[index].isEquality {
            let expression = rows[index].expression
            guard !expression.terms.isEmpty else { continue }
            let largest = expression.terms.map { abs($0.coefficient) }.max()!
            let pivot = expression.terms.filter { abs($0.coefficient) >= 0.1 * largest }
                .min { (rowsOf[$0.variable]?.count ?? 0) < (rowsOf[$1.variable]?.count ?? 0) }!
            let targets = Set((rowsOf[pivot.variable] ?? []).filter { other in
                other != index && rows[other].isAlive && rows[other].expression.terms.contains { $0.variable == pivot.variable }
            })
            if targets.contains(where: { rows[$0].expression.terms.count + expression.terms.count - 2 > Self.termLimit }) { continue }
            let solved = expression.solved(for: pivot)
            for other in targets.sorted() {
                var target = rows[other].expression
                let coefficient = target.terms.first { $0.variable == pivot.variable }!.coefficient
                target.substitute(pivot.variable, coefficient: coefficient, by: solved)
                let scale = max(1, target.terms.map { abs($0.coefficient) }.max() ?? 0)
                target = LinearExpression(terms: target.terms.filter { abs($0.coefficient) > Tolerance.cancellation * scale },
                                          constant: target.constant)
                for term in target.terms { rowsOf[term.variable, default: []].append(other) }
                rows[other].expression = target
                guard holdsIfConstant(other) else { return false }
            }
            rowsOf[pivot.variable] = []
            rows[index].isAlive = false
        }
        return true
    }

    /// Drops the rows that can always be satisfied: a row with a variable no other row holds,
    /// and every inequality holding a variable that all the rows holding it let grow (or shrink)
    /// without end. `false` when a row left constant does not hold. Each variable's live rows are
    /// counted by kind (equality, growing, shrinking), so that a variable many rows hold is
    /// looked at in constant time each time one of its rows goes.
    private mutating func dropSatisfiable() -> Bool {
        for index in rows.indices where rows[index].isAlive && !holdsIfConstant(index) { return false }
        var counts: [Int: (equal: Int, up: Int, down: Int)] = [:]
        func kind(_ index: Int, _ variable: Int) -> Int {
            rows[index].isEquality ? 0 : (rows[index].expression.terms.first { $0.variable == variable }!.coefficient > 0 ? 1 : 2)
        }
        func count(_ index: Int, by step: Int) {
            for term in rows[index].expression.terms {
                var c = counts[term.variable] ?? (0, 0, 0)
                switch kind(index, term.variable) {
                case 0: c.equal += step
                case 1: c.up += step
                default: c.down += step
                }
                counts[term.variable] = c
            }
        }
        for index in rows.indices where rows[index].isAlive { count(index, by: 1) }
        var work = counts.keys.sorted()
        while let variable = work.popLast() {
            let c = counts[variable]!
            let live = c.equal + c.up + c.down
            guard live > 0, live == 1 || (c.equal == 0 && (c.up == 0 || c.down == 0)) else { continue }
            for index in Set(rowsOf[variable] ?? []).sorted() where rows[index].isAlive
            && rows[index].expression.terms.contains(where: { $0.variable == variable }) {
                rows[index].isAlive = false
                count(index, by: -1)
                for term in rows[index].expression.terms where term.variable != variable { work.append(term.variable) }
            }
        }
        return true
    }

    /// Whether row `index`, when it has no variable left, holds (and is dropped); `true` for a
    /// row with variables.
    private mutating func holdsIfConstant(_ index: Int) -> Bool {
        guard rows[index].expression.terms.isEmpty else { return true }
        let constant = rows[index].expression.constant
        let tolerance = Tolerance.feasibility * max(1, abs(constant))
        rows[index].isAlive = false
        return rows[index].isEquality ? abs(constant) <= tolerance : constant >= -tolerance
    }
}
