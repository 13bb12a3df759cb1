import SnapLayoutModel

/// The last stage of a block whose rows are all required, when its free variables form paths:
/// every row and stay term holds one variable or two neighbours on a path, the same multiple of
/// their difference. Solved without an LP, by dynamic programming along each path.
///
/// This is the shape of what tiers leave undetermined in a chain of views: positions along the
/// chain, each bounded from its neighbours, each pulled toward its start by its stay terms. A
/// simplex pivots once per position there and every pivot costs the whole chain, so the stage grew
/// as the square of the chain (2 s at 100 000 views); here it costs n log n.
///
/// Along each path (`PathShape.Path.minimiser`), stay terms are weighted absolute values and
/// required rows bounds of a convex piecewise-linear cost (`ConvexPiecewiseLinear`).
///
/// Any point of the optimal face is a right answer (contract, section 4): where several are, this
/// picks its own, as GLPK picks a vertex. The rows are checked at the point found; any doubt
/// (a shape that is not a path, a row that does not hold) returns `nil`, and GLPK solves the block.
package struct PathStayBlock {
    /// Terms of one row or stay term with the pinned variables folded in, `Σ a·x + constant`, over
    /// the block's variables by their index in `block.variables`.
    private struct Item {
        package var terms: [LinearTerm]
        package var constant: Double
        /// `nil` for a stay term.
        package var relation: LayoutRelation?
    }

    package let system: LinearSystem
    package let block: LinearSystemBlock
    package let pinned: [Double?]
    package let broken: Set<Int>

    package init(system: LinearSystem, block: LinearSystemBlock, pinned: [Double?], broken: Set<Int>) {
        self.system = system
        self.block = block
        self.pinned = pinned
        self.broken = broken
    }

    /// The block's values, or `nil` when it is not of this shape or the point cannot be trusted.
    package func solve() -> [(variable: Int, value: Double)]? {
        var local = [Int: Int]()
        for (index, variable) in block.variables.enumerated() { local[variable] = index }
        var items: [Item] = []
        for index in block.rows where !broken.contains(index) {
            let row = system.rows[index]
            guard row.isRequired, let item = item(row.expression, relation: row.relation, local: local) else { return nil }
            if item.terms.isEmpty, !PathStayBlock.holds(item.constant, row.relation, scale: abs(item.constant)) { return nil }
            items.append(item)
        }
        for index in block.stays {
            guard let item = item(system.stays[index], relation: nil, local: local) else { return nil }
            items.append(item)
        }
        guard let shape = PathShape(variableCount: block.variables.count, items: items.map(\.terms)) else { return nil }
        // The block's own values, by local index: a layout of many small blocks (a deep chain's
        // positions) must not pay for the whole system's variables in each.
        var solved = [Double](filled: 0, count: block.variables.count)
        for path in shape.paths {
            let u = path.minimiser { entry, f in
                PathStayBlock.add(entry.alpha, items[entry.item].constant, items[entry.item].relation, to: &f)
            }
            guard let u else { return nil }
            for (k, node) in path.nodes.enumerated() { solved[node] = path.scale[k] * u[k] }
        }
        func value(_ variable: Int) -> Double {
            if let index = local[variable] { return solved[index] }
            return pinned[variable] ?? 0
        }
        for index in block.rows where !broken.contains(index) {
            let expression = system.rows[index].expression
            var sum = expression.constant
            for term in expression.terms { sum += term.coefficient * value(term.variable) }
            let scale = expression.terms.reduce(abs(expression.constant)) { $0 + abs($1.coefficient * value($1.variable)) }
            guard PathStayBlock.holds(sum, system.rows[index].relation, scale: scale) else { return nil }
        }
        return block.variables.enumerated().map { ($1, solved[$0]) }
    }

    /// Adds `|a·v + c|` (a stay term) or the bound `a·v + c (relation) 0` to a function of `v`.
    private static func add(_ a: Double, _ c: Double, _ relation: LayoutRelation?, to f: inout ConvexPiecewiseLinear) -> Bool {
        guard let relation else {
            let root = -c / a
            guard root.isFinite else { return false }
            f.addAbsolute(at: root, weight: abs(a))
            return true
        }
        return f.restrict(a, c, relation)
    }

    /// The item's terms over the block's variables, with pinned values folded into the constant.
    private func item(_ expression: LinearExpression, relation: LayoutRelation?, local: [Int: Int]) -> Item? {
        var terms: [LinearTerm] = []
        var constant = expression.constant
        for term in expression.terms where term.coefficient != 0 {
            if let value = pinned[term.variable] {
                constant += term.coefficient * value
            } else {
                guard let index = local[term.variable], term.coefficient.isFinite else { return nil }
                terms.append(LinearTerm(variable: index, coefficient: term.coefficient))
            }
        }
        guard constant.isFinite else { return nil }
        return Item(terms: terms, constant: constant, relation: relation)
    }

    /// Whether `value (relation) 0` holds within the feasibility tolerance, relative to `scale`.
    private static func holds(_ value: Double, _ relation: LayoutRelation, scale: Double) -> Bool {
        let tolerance = Tolerance.feasibility * max(1, scale)
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}
