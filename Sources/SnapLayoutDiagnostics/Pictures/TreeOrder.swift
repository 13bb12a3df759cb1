import SnapLayoutModel

/// Each item's place in a depth-first walk of the tree, so that "is `a` an ancestor of `b`" is two
/// comparisons: a set of every label's item's ancestors cost the depth of the tree per item (a
/// chain of 100 000 nested views: 5·10⁹ insertions).
struct TreeOrder {
    /// By item: when the walk enters it, and when it leaves it (after all its descendants).
    private var entered: [Int]
    private var left: [Int]

    init(_ snapshot: LayoutSnapshot) {
        let count = snapshot.items.count
        var children = [[Int]](repeating: [], count: count)
        var roots: [Int] = []
        for (index, item) in snapshot.items.enumerated() {
            if let parent = item.parent, snapshot.items.indices.contains(parent), parent != index {
                children[parent].append(index)
            } else {
                roots.append(index)
            }
        }
        entered = [Int](repeating: -1, count: count)
        left = [Int](repeating: -1, count: count)
        var clock = 0
        // Without recursion; an item on no path from a root (a cycle) is its own tree.
        for root in roots + Array(0..<count) where entered[root] < 0 {
            var stack: [(item: Int, next: Int)] = [(root, 0)]
            entered[root] = clock
            clock += 1
            while let top = stack.last {
                if top.next < children[top.item].count {
                    stack[stack.count - 1].next += 1
                    let child = children[top.item][top.next]
                    guard entered[child] < 0 else { continue }
                    entered[child] = clock
                    clock += 1
                    stack.append((child, 0))
                } else {
                    left[top.item] = clock
                    clock += 1
                    stack.removeLast()
                }
            }
        }
    }

    /// Whether `a` is a strict ancestor of `b`.
    func isAncestor(_ a: Int, of b: Int) -> Bool {
        a != b && entered[a] < entered[b] && left[b] < left[a]
    }
}
