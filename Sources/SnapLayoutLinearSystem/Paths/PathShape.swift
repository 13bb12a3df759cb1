import SnapLayoutModel

/// Items (rows, stay terms) over some variables, arranged along paths: each item holds one
/// variable or two neighbours of a path, and the items of two neighbours are multiples of one
/// difference. Scaling each variable (`x = scale · u`) turns every item into `α·v + constant`
/// where `v` is a variable's `u` or a pair's `u(next) − u(previous)`: the form the dynamic
/// programs over `ConvexPiecewiseLinear` (`PathStayBlock`, `PathTierStage`) work on.
package struct PathShape {
    /// An item as `α·v + constant` over a scaled variable or pair.
    package struct Entry {
        package var item: Int
        package var alpha: Double
    }

    /// One path: its variables in order, their scales, the items of each variable, and the items of
    /// each pair (`pairs[k]` ties `nodes[k]` to `nodes[k + 1]`).
    package struct Path {
        package var nodes: [Int] = []
        package var scale: [Double] = []
        package var own: [[Entry]] = []
        package var pairs: [[Entry]] = []

        /// A least point of the path's costs, in the scaled variables `u` (path order): `add` puts an
        /// entry's cost or bound into a function of its variable (or pair difference), and returns
        /// `false` when nothing is left (bounds that cannot hold together).
        ///
        /// The least cost of `u₁ … uₖ` as a function of `uₖ` is `Fₖ = (Fₖ₋₁ □ gₖ₋₁) + fₖ`: the
        /// infimal convolution with the pair's cost, plus the variable's own. The last variable
        /// takes a point where `Fₙ` is least, each earlier one the split its convolution recorded.
        package func minimiser(_ add: (Entry, inout ConvexPiecewiseLinear) -> Bool) -> [Double]? {
            var f = ConvexPiecewiseLinear()
            var splits: [ConvexPiecewiseLinear.Split] = []
            splits.reserveCapacity(nodes.count)
            for k in nodes.indices {
                if k > 0 {
                    var g = ConvexPiecewiseLinear()
                    for entry in pairs[k - 1] { guard add(entry, &g) else { return nil } }
                    splits.append(f.convolve(with: g))
                }
                for entry in own[k] { guard add(entry, &f) else { return nil } }
            }
            var u = [Double](filled: 0, count: nodes.count)
            u[u.count - 1] = f.minimiser
            for k in stride(from: u.count - 1, to: 0, by: -1) {
                u[k - 1] = u[k] - splits[k - 1].difference(at: u[k])
            }
            return u.allSatisfy(\.isFinite) ? u : nil
        }
    }

    /// Scales further from 1 than this, built up along a path of multipliers, lose too much precision.
    package static let scaleLimit = 1e6

    private(set) var paths: [Path] = []

    /// The paths of `items` (each a list of terms over variables `0 ..< variableCount`, none
    /// repeated, coefficients nonzero), or `nil` when an item holds more than two variables, a
    /// variable has three neighbours, a cycle closes, or a pair's items are not multiples of one
    /// difference. Items without terms are left out; a variable in no item is a path of its own.
    package init?(variableCount: Int, items: [[LinearTerm]]) {
        var own = [[Int]](filled: [], count: variableCount)
        var neighbours = [[Int]](filled: [], count: variableCount)
        var pairItems: [Pair: [Int]] = [:]
        for (index, terms) in items.enumerated() {
            switch terms.count {
            case 0:
                continue
            case 1:
                own[terms[0].variable].append(index)
            case 2:
                let a = terms[0].variable, b = terms[1].variable
                guard a != b else { return nil }
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
        var visited = [Bool](filled: false, count: variableCount)
        for start in 0..<variableCount where !visited[start] && neighbours[start].count <= 1 {
            var path = Path()
            path.nodes = [start]
            visited[start] = true
            while let next = neighbours[path.nodes.last!].first(where: { !visited[$0] }) {
                visited[next] = true
                path.nodes.append(next)
            }
            path.scale = [1]
            for k in 1..<max(1, path.nodes.count) {
                let previous = path.nodes[k - 1], next = path.nodes[k]
                var entries: [Entry] = []
                for index in pairItems[Pair(previous, next)]! {
                    let terms = items[index]
                    let (a, b) = terms[0].variable == previous
                        ? (terms[0].coefficient, terms[1].coefficient) : (terms[1].coefficient, terms[0].coefficient)
                    if entries.isEmpty {
                        let scale = -a * path.scale[k - 1] / b
                        guard abs(scale) <= PathShape.scaleLimit, abs(scale) >= 1 / PathShape.scaleLimit else { return nil }
                        path.scale.append(scale)
                    }
                    // a·x(previous) + b·x(next) = α·(u(next) − u(previous)) with α = −a·s(previous),
                    // when b·s(next) = −a·s(previous).
                    let alpha = -a * path.scale[k - 1]
                    guard abs(b * path.scale[k] - alpha) <= Tolerance.cancellation * max(abs(alpha), abs(b * path.scale[k])) else { return nil }
                    entries.append(Entry(item: index, alpha: alpha))
                }
                path.pairs.append(entries)
            }
            path.own = path.nodes.enumerated().map { k, node in
                own[node].map { Entry(item: $0, alpha: items[$0][0].coefficient * path.scale[k]) }
            }
            paths.append(path)
        }
        // A variable left unvisited lies on a cycle.
        guard visited.allSatisfy({ $0 }) else { return nil }
    }

    /// Two variables, unordered.
    private struct Pair: Hashable {
        package var low: Int, high: Int
        package init(_ a: Int, _ b: Int) { (low, high) = a < b ? (a, b) : (b, a) }
    }
}
