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
    /// Terms of one row or stay term with the pinned variables folded in: `Σ a·x + constant`.
    private struct Item {
        var terms: [LinearTerm]
        var constant: Double
        /// `nil` for a stay term.
        var relation: LayoutRelation?
    }

    /// Scales further from 1 than this, built up along a path of multipliers, lose too much precision.
    static let scaleLimit = 1e6

    let system: LinearSystem
    let block: LinearSystemBlock
    let pinned: [Double?]
    let broken: Set<Int>

    /// The block's values, or `nil` when it is not of this shape or the point cannot be trusted.
    func solve() -> [(variable: Int, value: Double)]? {
        var local = [Int: Int]()
        for (index, variable) in block.variables.enumerated() { local[variable] = index }
        let count = block.variables.count
        var items: [Item] = []
        for index in block.rows where !broken.contains(index) {
            let row = system.rows[index]
            guard row.isRequired, let item = item(row.expression, relation: row.relation, local: local) else { return nil }
            items.append(item)
        }
        for index in block.stays {
            guard let item = item(system.stays[index], relation: nil, local: local) else { return nil }
            items.append(item)
        }

        // Each variable's own items, and each pair's.
        var own = [[Int]](repeating: [], count: count)
        var neighbours = [[Int]](repeating: [], count: count)
        var pairItems: [Pair: [Int]] = [:]
        for (index, item) in items.enumerated() {
            switch item.terms.count {
            case 0:
                guard let relation = item.relation else { continue }
                guard PathStayBlock.holds(item.constant, relation, scale: abs(item.constant)) else { return nil }
            case 1:
                own[local[item.terms[0].variable]!].append(index)
            case 2:
                let a = local[item.terms[0].variable]!, b = local[item.terms[1].variable]!
                let pair = Pair(a, b)
                if pairItems[pair] == nil {
                    neighbours[a].append(b)
                    neighbours[b].append(a)
                    guard neighbours[a].count <= 2, neighbours[b].count <= 2 else { return nil }
                }
                pairItems[pair, default: []].append(index)
            default:
                return nil
            }
        }

        var scaled = [Double](repeating: 0, count: count)
        var visited = [Bool](repeating: false, count: count)
        for start in 0..<count where !visited[start] && neighbours[start].count <= 1 {
            var path = [start]
            visited[start] = true
            while let next = neighbours[path.last!].first(where: { !visited[$0] }) {
                visited[next] = true
                path.append(next)
            }
            guard let values = solvePath(path, items: items, own: own, pairItems: pairItems) else { return nil }
            for (k, node) in path.enumerated() { scaled[node] = values[k] }
        }
        // A variable left unvisited lies on a cycle.
        guard visited.allSatisfy({ $0 }) else { return nil }

        var values = [Double](repeating: 0, count: system.variableCount)
        for (variable, value) in pinned.enumerated() { if let value { values[variable] = value } }
        for (index, variable) in block.variables.enumerated() { values[variable] = scaled[index] }
        for index in block.rows where !broken.contains(index) {
            let row = system.rows[index]
            let value = row.expression.value(values)
            let scale = row.expression.terms.reduce(abs(row.expression.constant)) { $0 + abs($1.coefficient * values[$1.variable]) }
            guard PathStayBlock.holds(value, row.relation, scale: scale) else { return nil }
        }
        return block.variables.map { ($0, values[$0]) }
    }

    /// One path's values, in path order.
    private func solvePath(_ path: [Int], items: [Item], own: [[Int]], pairItems: [Pair: [Int]]) -> [Double]? {
        // x = scale · u, chosen so that every item of a pair is a multiple of u(next) − u(previous).
        var scale = [Double](repeating: 1, count: path.count)
        var edges: [[(coefficient: Double, constant: Double, relation: LayoutRelation?)]] = []
        for k in 1..<max(1, path.count) {
            let previous = path[k - 1], next = path[k]
            var edge: [(coefficient: Double, constant: Double, relation: LayoutRelation?)] = []
            for index in pairItems[Pair(previous, next)]! {
                let item = items[index]
                let (a, b) = item.terms[0].variable == block.variables[previous]
                    ? (item.terms[0].coefficient, item.terms[1].coefficient)
                    : (item.terms[1].coefficient, item.terms[0].coefficient)
                if edge.isEmpty {
                    scale[k] = -a * scale[k - 1] / b
                    guard abs(scale[k]) <= PathStayBlock.scaleLimit, abs(scale[k]) >= 1 / PathStayBlock.scaleLimit else { return nil }
                }
                // a·x(previous) + b·x(next) = −a·s(previous) · (u(next) − u(previous)) when b·s(next) = −a·s(previous).
                let alpha = -a * scale[k - 1]
                guard abs(b * scale[k] - alpha) <= 1e-12 * max(abs(alpha), abs(b * scale[k])) else { return nil }
                edge.append((alpha, item.constant, item.relation))
            }
            edges.append(edge)
        }

        var f = ConvexPiecewiseLinear()
        var splits: [ConvexPiecewiseLinear.Split] = []
        splits.reserveCapacity(path.count)
        for (k, node) in path.enumerated() {
            if k > 0 {
                var g = ConvexPiecewiseLinear()
                for term in edges[k - 1] {
                    guard PathStayBlock.add(term.coefficient, term.constant, term.relation, to: &g) else { return nil }
                }
                splits.append(f.convolve(with: g))
            }
            for index in own[node] {
                let item = items[index]
                guard PathStayBlock.add(item.terms[0].coefficient * scale[k], item.constant, item.relation, to: &f) else { return nil }
            }
        }
        var u = [Double](repeating: 0, count: path.count)
        u[path.count - 1] = f.minimiser
        for k in stride(from: path.count - 1, to: 0, by: -1) {
            u[k - 1] = u[k] - splits[k - 1].difference(at: u[k])
        }
        guard u.allSatisfy(\.isFinite) else { return nil }
        return (0..<path.count).map { scale[$0] * u[$0] }
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
                guard local[term.variable] != nil else { return nil }
                terms.append(term)
            }
        }
        guard constant.isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else { return nil }
        if terms.count == 2, terms[0].variable == terms[1].variable { return nil }
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

    /// Two variables of the block, unordered.
    private struct Pair: Hashable {
        var low: Int, high: Int
        init(_ a: Int, _ b: Int) { (low, high) = a < b ? (a, b) : (b, a) }
    }
}
