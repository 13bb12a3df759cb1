import SnapLayoutModel
import SnapLayoutLinearSystem

/// Stay terms that tie variables in no row together in pairs (`X_u − X_v + c`), rewritten over the
/// differences, so that the tableau's rows stay short.
///
/// Where a deep chain of nested views holds absolute positions (`TreePositions` in the model), a
/// view's stay is the difference of its own and its parent's position. Along a path of such stays,
/// every position is basic in the optimal tableau, each written in the parametric errors of every
/// stay between it and the path's end: the tableau fills in as the square of the chain (5 000 views:
/// 13 s, 1.2 GB). Over the differences `d = X_u − X_v` of a spanning forest of these stays, each
/// stay holds one variable, and only a stay that closes a cycle (or ties a second fixed end, such as
/// the last view's eliminated position) holds a whole path: one long row instead of a triangle.
///
/// Only components of at least `minimumEdges` such stays are rewritten: the variables of a stay
/// stage are exactly as free either way, but which point of a tied optimal face the tableau reaches
/// depends on its variables, and smaller layouts keep their answers.
struct StayForest {
    static let minimumEdges = 64

    /// The system over the original variables (those rewritten appear nowhere) and the differences.
    let system: LinearSystem
    /// Each rewritten variable after its tree parent, with the variable of its difference.
    private let order: [(variable: Int, parent: Int, difference: Int)]
    private let originalCount: Int

    /// The rewritten system, or `nil` when no component is large enough.
    init?(_ system: LinearSystem) {
        let order = StayForest.spanningForest(system)
        guard !order.isEmpty else { return nil }
        self.order = order
        originalCount = system.variableCount
        var parent = [Int](repeating: -1, count: system.variableCount)
        var difference = [Int](repeating: -1, count: system.variableCount)
        var depth = [Int](repeating: 0, count: system.variableCount)
        for entry in order {
            parent[entry.variable] = entry.parent
            difference[entry.variable] = entry.difference
            depth[entry.variable] = depth[entry.parent] + 1
        }
        let rewrite = Rewriting(parent: parent, difference: difference, depth: depth)
        var result = system
        result.variableCount = system.variableCount + order.count
        // The stays that close a path hold the whole path: inserted last, each of them is written
        // in the other stays' errors once, where inserted among them it was rewritten by every
        // later one (a deep chain with a row across it: quadratic).
        let rewritten = system.stays.map { stay in rewrite.rewritten(stay) }
        result.stays = rewritten.filter { $0.terms.count <= 2 } + rewritten.filter { $0.terms.count > 2 }
        result.probes = system.probes.map { probe in
            FrameProbe(item: probe.item, components: probe.components.map { component in rewrite.rewritten(component) })
        }
        self.system = result
    }

    /// The tree edges of the large components, by breadth-first search from the lowest variable:
    /// each variable after its parent, its difference numbered after the system's variables.
    private static func spanningForest(_ system: LinearSystem) -> [(variable: Int, parent: Int, difference: Int)] {
        var inRow = [Bool](repeating: false, count: system.variableCount)
        for row in system.rows { for term in row.expression.terms { inRow[term.variable] = true } }
        // Stays over two row-free variables, +1 and −1: the edges of a graph on the variables.
        var adjacency = [[Int]](repeating: [], count: system.variableCount)
        for stay in system.stays where stay.terms.count == 2 {
            let a = stay.terms[0], b = stay.terms[1]
            guard abs(a.coefficient) == 1, a.coefficient == -b.coefficient,
                  !inRow[a.variable], !inRow[b.variable] else { continue }
            adjacency[a.variable].append(b.variable)
            adjacency[b.variable].append(a.variable)
        }
        var seen = [Bool](repeating: false, count: system.variableCount)
        var order: [(variable: Int, parent: Int, difference: Int)] = []
        for root in 0..<system.variableCount where !seen[root] && !adjacency[root].isEmpty {
            seen[root] = true
            var component: [(variable: Int, parent: Int, difference: Int)] = []
            var queue: [Int] = [root]
            var head = 0
            while head < queue.count {
                let node = queue[head]
                head += 1
                for neighbour in adjacency[node] where !seen[neighbour] {
                    seen[neighbour] = true
                    queue.append(neighbour)
                    let difference: Int = system.variableCount + order.count + component.count
                    component.append((variable: neighbour, parent: node, difference: difference))
                }
            }
            if component.count >= minimumEdges { order.append(contentsOf: component) }
        }
        return order
    }

    /// The original variables' values from the rewritten system's: each variable is its tree
    /// parent's value plus its difference.
    func values(from values: [Double]) -> [Double] {
        var result = Array(values.prefix(originalCount))
        for entry in order { result[entry.variable] = result[entry.parent] + values[entry.difference] }
        return result
    }
}

/// An expression over forest variables rewritten as its roots' values plus differences: each
/// variable `X = X_parent + d`, carried up from the deepest, so that `X_u − X_parent` is `d` alone.
private struct Rewriting {
    let parent: [Int]
    let difference: [Int]
    let depth: [Int]

    func rewritten(_ expression: LinearExpression) -> LinearExpression {
        guard expression.terms.contains(where: { parent[$0.variable] >= 0 }) else { return expression }
        // Terms gathered and merged once: a stay that closes a long path holds the whole path.
        var terms: [LinearTerm] = []
        // Coefficients still to carry, by variable; the deepest is carried first.
        var pending: [Int: Double] = [:]
        for term in expression.terms {
            if parent[term.variable] >= 0 {
                pending[term.variable, default: 0] += term.coefficient
            } else {
                terms.append(term)
            }
        }
        while let deepest = pending.max(by: { depth[$0.key] < depth[$1.key] }) {
            let node = deepest.key, coefficient = deepest.value
            pending[node] = nil
            guard coefficient != 0 else { continue }
            terms.append(LinearTerm(variable: difference[node], coefficient: coefficient))
            let up = parent[node]
            if parent[up] >= 0 {
                pending[up, default: 0] += coefficient
            } else {
                terms.append(LinearTerm(variable: up, coefficient: coefficient))
            }
        }
        return LinearExpression(terms: terms, constant: expression.constant)
    }
}
