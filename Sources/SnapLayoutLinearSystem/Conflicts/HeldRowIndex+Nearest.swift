import SnapLayoutModel

extension HeldRowIndex {
    /// The held rows nearest to a refused row, for `LocalConflict`.
    struct Nearest {
        /// Their positions in `held`, ascending.
        var positions: [Int]
        /// The variables of these rows and of the refused row that other held rows have too.
        var shared: [Int]
        /// Whether they are every row the search could reach: more would add nothing.
        var isWhole: Bool
    }

    /// About `count` held rows nearest to `row`, breadth first from its variables, not going
    /// through a variable that a held row of its own fixes (the root's edges, a view's fixed
    /// width), whose fixing rows are taken: through it, every view kept inside the root would be as
    /// near as the next one. The cost is that of the rows taken, not of every row held.
    func nearest(to row: Int, count: Int) -> Nearest {
        var reached = Set<Int>()
        var positions: [Int] = []
        var seen = Set<Int>()
        var queue = system.rows[row].expression.terms.map(\.variable)
        var head = 0
        while head < queue.count, positions.count < count {
            let variable = queue[head]
            head += 1
            guard seen.insert(variable).inserted else { continue }
            for position in fixingPositions[variable] ?? positionsOf[variable] where reached.insert(position).inserted {
                positions.append(position)
                for term in system.rows[held[position]].expression.terms where !seen.contains(term.variable) {
                    queue.append(term.variable)
                }
                if positions.count >= count { break }
            }
        }
        // Fewer than asked for: the search ran out of rows to reach.
        return Nearest(positions: positions.sorted(), shared: sharedVariables(positions, besides: row),
                       isWhole: positions.count < count)
    }

    /// The variables of the rows at `positions` and of `row` that a held row elsewhere has.
    private func sharedVariables(_ positions: [Int], besides row: Int) -> [Int] {
        var inside: [Int: Int] = [:]
        for position in positions {
            for term in system.rows[held[position]].expression.terms { inside[term.variable, default: 0] += 1 }
        }
        for term in system.rows[row].expression.terms where inside[term.variable] == nil { inside[term.variable] = 0 }
        return inside.filter { positionsOf[$0.key].count > $0.value }.map(\.key).sorted()
    }
}
