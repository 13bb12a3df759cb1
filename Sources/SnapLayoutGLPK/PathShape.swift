import SnapLayoutModel

/// Items (rows, stay terms) over some variables, arranged along paths: each item holds one
/// variable or two neighbours of a path, and the items of two neighbours are multiples of one
/// difference. Scaling each variable (`x = scale · u`) turns every item into `α·v + constant`
/// where `v` is a variable's `u` or a pair's `u(next) − u(previous)`: the form the dynamic
/// programs over `ConvexPiecewiseLinear` (`PathStayBlock`, `PathTierStage`) work on.
struct PathShape {
    /// An item as `α·v + constant` over a scaled variable or pair.
    struct Entry {
        var item: Int
        var alpha: Double
    }

    /// One path: its variables in order, their scales, the items of each variable, and the items of
    /// each pair (`pairs[k]` ties `nodes[k]` to `nodes[k + 1]`).
    struct Path {
        var nodes: [Int] = []
        var scale: [Double] = []
        var own: [[Entry]] = []
        var pairs: [[Entry]] = []
    }

    /// Scales further from 1 than this, built up along a path of multipliers, lose too much precision.
    static let scaleLimit = 1e6

    private(set) var paths: [Path] = []

    /// The paths of `items` (each a list of terms over variables `0 ..< variableCount`, none
    /// repeated, coefficients nonzero), or `nil` when an item holds more than two variables, a
    /// variable has three neighbours, a cycle closes, or a pair's items are not multiples of one
    /// difference. Items without terms are left out; a variable in no item is a path of its own.
    init?(variableCount: Int, items: [[LinearTerm]]) {
        var own = [[Int]](repeating: [], count: variableCount)
        var neighbours = [[Int]](repeating: [], count: variableCount)
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
        var visited = [Bool](repeating: false, count: variableCount)
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
                    guard abs(b * path.scale[k] - alpha) <= 1e-12 * max(abs(alpha), abs(b * path.scale[k])) else { return nil }
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
        var low: Int, high: Int
        init(_ a: Int, _ b: Int) { (low, high) = a < b ? (a, b) : (b, a) }
    }
}
