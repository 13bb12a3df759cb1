import SnapLayoutModel

/// The view tree as the linear system sees it: which variable holds an item's position along an
/// axis, and the position of one item's alignment rectangle in another's.
///
/// An item's `x` (`y`) variable is normally its position in its parent's alignment rectangle, so a
/// row between two items holds one term per item on the tree path between them. Where a row's path
/// is longer than `longPathLength` (a deep chain of nested views with a constraint across it), its
/// two items and all their ancestors get *absolute* variables on that axis instead: positions in
/// the root's alignment rectangle. Such a row holds two terms (`X_a − X_b`), and a parent-relative
/// value (a stay, a frame) is `X_child − X_parent`, two neighbours along the path. The marking is
/// closed upwards, so the walk from any item toward an ancestor stops at the first absolute item:
/// every row stays short. Layouts without such rows keep parent-relative variables throughout, and
/// their systems are exactly what they were.
struct TreePositions {
    /// A row whose items are more than this many tree steps apart (through their nearest common
    /// ancestor) makes them absolute on its axis. Interface Builder layouts stay far below it (the
    /// corpus's longest path is 2).
    static let longPathLength = 16

    let parent: [Int?]
    let depth: [Int]
    /// A skew-binary jump pointer per item (Myers' random-access lists): ancestors and common
    /// ancestors in O(log depth) steps with one pointer per item.
    private let jump: [Int]
    /// By axis (0 horizontal, 1 vertical): whether the item's position variable is absolute.
    private(set) var isAbsolute: [[Bool]]

    /// `order` lists every item after its parent.
    init(parent: [Int?], depth: [Int], order: [Int]) {
        self.parent = parent
        self.depth = depth
        var jump = Array(parent.indices)
        for item in order {
            guard let p = parent[item] else { continue }
            let j = jump[p]
            jump[item] = depth[p] - depth[j] == depth[j] - depth[jump[j]] ? jump[j] : p
        }
        self.jump = jump
        isAbsolute = [[Bool]](filled: [Bool](filled: false, count: parent.count), count: 2)
    }

    /// Whether `item`'s position variable along `axis` is absolute.
    func isAbsolute(_ item: Int, on axis: LayoutAxis) -> Bool { isAbsolute[axis == .horizontal ? 0 : 1][item] }

    /// The ancestor of `item` at depth `target` (at most the item's own depth).
    func ancestor(_ item: Int, atDepth target: Int) -> Int {
        var node = item
        while depth[node] > target { node = depth[jump[node]] >= target ? jump[node] : parent[node]! }
        return node
    }

    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        let level = min(depth[a], depth[b])
        var a = ancestor(a, atDepth: level), b = ancestor(b, atDepth: level)
        while a != b {
            // Jump targets depend on depth alone, so both jump to the same depth.
            if jump[a] != jump[b] { a = jump[a]; b = jump[b] } else { a = parent[a]!; b = parent[b]! }
        }
        return a
    }

    /// Tree steps from `a` to `b` through their nearest common ancestor.
    func pathLength(_ a: Int, _ b: Int) -> Int {
        depth[a] + depth[b] - 2 * depth[commonAncestor(a, b)]
    }

    /// Notes the row of a constraint between `first` and `second`: only a row between two positions
    /// on one axis (of items that exist) holds a path through the tree.
    mutating func noteRow(_ first: LayoutSnapshot.Anchor, _ second: LayoutSnapshot.Anchor?) {
        guard let second, first.attribute.isLocation, second.attribute.isLocation,
              let axis = first.attribute.axis, second.attribute.axis == axis,
              parent.indices.contains(first.item), parent.indices.contains(second.item)
        else { return }
        noteRow(between: first.item, second.item, axis: axis)
    }

    /// Makes `a`, `b` and all their ancestors but the root absolute along `axis` when a row between
    /// them would be long.
    mutating func noteRow(between a: Int, _ b: Int, axis: LayoutAxis) {
        // No path is longer than the two depths: shallow trees never look for a common ancestor.
        guard depth[a] + depth[b] > TreePositions.longPathLength,
              pathLength(a, b) > TreePositions.longPathLength else { return }
        let k = axis == .horizontal ? 0 : 1
        for start in [a, b] {
            var node = start
            while let p = parent[node], !isAbsolute[k][node] {
                isAbsolute[k][node] = true
                node = p
            }
        }
    }

    /// Appends the position of `item`'s alignment rectangle in `space`'s alignment rectangle along
    /// `axis` to `terms`, in terms of the position variables (`variable(item)` gives an item's):
    /// coefficients ±1 on distinct variables, unsorted. `space` is `item` or one of its ancestors
    /// (every row's space is its anchors' common ancestor), so no common ancestor is looked for.
    /// Returns how many it appended.
    @discardableResult
    func appendPosition(of item: Int, in space: Int, axis: LayoutAxis, to terms: inout [LinearTerm],
                        variable: (Int) -> Int) -> Int {
        assert(ancestor(item, atDepth: depth[space]) == space, "the space must be the item or an ancestor")
        let k = axis == .horizontal ? 0 : 1
        let start = terms.count
        // The walk up to the space stops early at the first absolute item (a position in the root's
        // space), summing parent-relative positions on the way.
        var node = item
        while node != space {
            terms.append(LinearTerm(variable: variable(node), coefficient: 1))
            if isAbsolute[k][node] {
                // In the root's space: the space's own absolute position brings it back (the
                // root's is 0). Upward closure makes the space absolute too.
                if parent[space] != nil { terms.append(LinearTerm(variable: variable(space), coefficient: -1)) }
                break
            }
            node = parent[node]!
        }
        return terms.count - start
    }
}
