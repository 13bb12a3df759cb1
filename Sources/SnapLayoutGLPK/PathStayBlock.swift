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
/// Along a path `u₁ … uₙ` (variables scaled so that each pair's terms are multiples of
/// `uₖ₊₁ − uₖ`), the least cost of `u₁ … uₖ` as a function of `uₖ` is
/// `Fₖ₊₁ = (Fₖ □ gₖ) + fₖ₊₁`: the infimal convolution with the pair's cost `gₖ`, plus the
/// variable's own cost `fₖ₊₁` (stay terms are weighted absolute values, required rows bounds).
/// Each is convex and piecewise linear (`ConvexPiecewiseLinear`). The last variable takes a point
/// where `Fₙ` is least, and each earlier one the split that convolution recorded.
///
/// Any point of the optimal face is a right answer (contract, section 4): where several are, this
/// picks its own, as GLPK picks a vertex. The rows are checked at the point found; any doubt
/// (a shape that is not a path, a row that does not hold) returns `nil`, and GLPK solves the block.
struct PathStayBlock {
    /// Terms of one row or stay term with the pinned variables folded in, `Σ a·x + constant`, over
    /// the block's variables by their index in `block.variables`.
    private struct Item {
        var terms: [LinearTerm]
        var constant: Double
        /// `nil` for a stay term.
        var relation: LayoutRelation?
    }

    let system: LinearSystem
    let block: LinearSystemBlock
    let pinned: [Double?]
    let broken: Set<Int>

    /// The block's values, or `nil` when it is not of this shape or the point cannot be trusted.
    func solve() -> [(variable: Int, value: Double)]? {
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
        var values = [Double](repeating: 0, count: system.variableCount)
        for (variable, value) in pinned.enumerated() { if let value { values[variable] = value } }
        for path in shape.paths {
            guard let solved = solvePath(path, items: items) else { return nil }
            for (k, node) in path.nodes.enumerated() { values[block.variables[node]] = solved[k] }
        }
        for index in block.rows where !broken.contains(index) {
            let row = system.rows[index]
            let value = row.expression.value(values)
            let scale = row.expression.terms.reduce(abs(row.expression.constant)) { $0 + abs($1.coefficient * values[$1.variable]) }
            guard PathStayBlock.holds(value, row.relation, scale: scale) else { return nil }
        }
        return block.variables.map { ($0, values[$0]) }
    }

    /// One path's values, in path order.
    private func solvePath(_ path: PathShape.Path, items: [Item]) -> [Double]? {
        var f = ConvexPiecewiseLinear()
        var splits: [ConvexPiecewiseLinear.Split] = []
        splits.reserveCapacity(path.nodes.count)
        for k in path.nodes.indices {
            if k > 0 {
                var g = ConvexPiecewiseLinear()
                for entry in path.pairs[k - 1] {
                    let item = items[entry.item]
                    guard PathStayBlock.add(entry.alpha, item.constant, item.relation, to: &g) else { return nil }
                }
                splits.append(f.convolve(with: g))
            }
            for entry in path.own[k] {
                let item = items[entry.item]
                guard PathStayBlock.add(entry.alpha, item.constant, item.relation, to: &f) else { return nil }
            }
        }
        var u = [Double](repeating: 0, count: path.nodes.count)
        u[u.count - 1] = f.minimiser
        for k in stride(from: u.count - 1, to: 0, by: -1) {
            u[k - 1] = u[k] - splits[k - 1].difference(at: u[k])
        }
        guard u.allSatisfy(\.isFinite) else { return nil }
        return u.indices.map { path.scale[$0] * u[$0] }
    }

    /// Adds `|a·v + c|` (a stay term) or the bound `a·v + c (relation) 0` to a function of `v`.
    private static func add(_ a: Double, _ c: Double, _ relation: LayoutRelation?, to f: inout ConvexPiecewiseLinear) -> Bool {
        let root = -c / a
        guard root.isFinite else { return false }
        guard let relation else {
            f.addAbsolute(at: root, weight: abs(a))
            return true
        }
        let tolerance = OneVariableBlock.feasibilityTolerance * max(1, abs(root))
        switch (relation, a > 0) {
        case (.equal, _):
            return f.restrict(atMost: root, tolerance: tolerance) && f.restrict(atLeast: root, tolerance: tolerance)
        case (.lessThanOrEqual, true), (.greaterThanOrEqual, false):
            return f.restrict(atMost: root, tolerance: tolerance)
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true):
            return f.restrict(atLeast: root, tolerance: tolerance)
        }
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
        let tolerance = OneVariableBlock.feasibilityTolerance * max(1, scale)
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}
