import SnapLayoutModel
import SnapLayoutLinearSystem

/// The constraints that determine an item's frame (`snaplayout explain --why ID`): the rows of the
/// system that mention the item and are tight at the solution (equalities that hold, inequalities
/// at their limit, optional constraints that miss and so still pull), then the same for the items
/// its own constraints (where it is the first item) tie it to, breadth first, so the chain can be
/// followed toward the root: what it is constrained to, and what that is constrained to.
public struct FrameDeterminants: Hashable, Sendable {
    /// How a determining constraint stands at the solution.
    public enum State: Hashable, Sendable {
        /// An equality that holds.
        case holds
        /// An inequality at its limit: it stops the item going further.
        case atLimit
        /// An optional constraint that misses by this much; it still pulls as hard as its tier allows.
        case misses(Double)
    }

    /// One constraint that determines part of an item's frame.
    public struct Reason: Hashable, Sendable {
        /// The constraint.
        public var constraint: ConstraintReference
        /// Its priority.
        public var priority: Double
        /// How it stands.
        public var state: State
        /// The parts of this item's frame it involves.
        public var components: [FrameComponent]
        /// The other items it ties this one to, in item order.
        public var others: [String]
        /// Whether the constraint is this item's own: the item is its first (left-hand) item, it
        /// was generated for the item, or a stack generated it between the item and others. Others' constraints that involve the item are listed for
        /// the item asked about only, and the chain is not followed through them.
        public var isOwn: Bool
    }

    /// One item of the chain and what determines it.
    public struct Step: Hashable, Sendable {
        /// The item's id.
        public var id: String
        /// Its solved frame `[x, y, width, height]` in its parent's coordinates.
        public var frame: [Double]
        /// The item this one was reached from (`nil` for the item asked about).
        public var reachedFrom: String?
        /// The determining constraints, in activation order.
        public var reasons: [Reason]
        /// The parts no tight constraint involves: the stays keep them at the starting frame.
        public var unconstrained: [FrameComponent]
        /// The parts that could still change (when ambiguity was checked).
        public var free: [FrameComponent]
    }

    /// The id asked about.
    public var item: String
    /// Whether the layout has an item with that id.
    public var isKnown: Bool
    /// The item first, then the items its constraints tie it to, breadth first.
    public var chain: [Step]
    /// How many more items the chain reaches beyond `chain` (it stops after `limit` items).
    public var omitted: Int

    /// Finds what determines item `id`, following the chain through at most `limit` items.
    public init(item id: String, snapshot: LayoutSnapshot, system: LinearSystem, solution: LinearSolution,
                names: [String], limit: Int = 6) {
        item = id
        chain = []
        omitted = 0
        guard let start = snapshot.items.firstIndex(where: { $0.id == id }) else {
            isKnown = false
            return
        }
        isKnown = true
        let tight = FrameDeterminants.tightRows(system: system, solution: solution)
        let stackRows = StackRows(snapshot: snapshot, system: system)
        // Which rows mention each item, so the chain does not rescan the system per item.
        var rowsByItem = [[Int]](repeating: [], count: snapshot.items.count)
        var itemsOfRow: [Int: [Int]] = [:]
        for row in tight {
            let items = stackRows.items(row) ?? FrameDeterminants.items(of: system.rows[row], snapshot: snapshot)
            itemsOfRow[row] = items
            for item in items where rowsByItem.indices.contains(item) { rowsByItem[item].append(row) }
        }
        let frames = system.frames(solution.values)
        var queue: [(item: Int, from: Int?)] = [(start, nil)]
        var seen: Set<Int> = [start]
        var position = 0
        while position < queue.count {
            let (item, from) = queue[position]
            position += 1
            if chain.count == limit { omitted += 1; continue }
            var reasons: [Reason] = []
            var involved = Set<FrameComponent>()
            for row in rowsByItem[item] {
                let linear = system.rows[row]
                var components = Set<FrameComponent>()
                for term in linear.expression.terms {
                    let variable = FrameVariable(index: term.variable)
                    if variable.item == item { components.insert(variable.component) }
                }
                // A stack row that holds none of this item's variables places the other items
                // (a child's position relative to it): it says nothing about this frame.
                let isStack = stackRows.constraint(row) != nil
                if isStack && components.isEmpty { continue }
                let others = Set(itemsOfRow[row, default: []].filter { $0 != item })
                // A stack constraint is the stack's and its arranged views': each item it relates owns it.
                let own = isStack || FrameDeterminants.owner(of: linear.source, snapshot: snapshot) == item
                // A reached item is explained by its own constraints only: the others are what it
                // determines, not what determines it.
                if !own && from != nil { continue }
                involved.formUnion(components)
                let state: State
                let error = linear.error(solution.values)
                if !linear.isRequired, error > Tolerance.reporting {
                    state = .misses(error)
                } else {
                    state = linear.relation == .equal ? .holds : .atLimit
                }
                let sortedOthers = others.sorted()
                reasons.append(Reason(constraint: .row(row, of: system, names: names), priority: linear.priority,
                                      state: state, components: components.sorted { $0.rawValue < $1.rawValue },
                                      others: sortedOthers.map { snapshot.items[$0].id }, isOwn: own))
                guard own else { continue }
                for other in sortedOthers where seen.insert(other).inserted { queue.append((other, item)) }
            }
            var free: [FrameComponent] = []
            if let ranges = solution.frameRanges, let probe = system.probes.firstIndex(where: { $0.item == item }) {
                free = FrameComponent.allCases.filter { !ranges[probe][$0.rawValue].isFixed() }
            }
            let frame = frames.indices.contains(item) ? frames[item] : .zero
            chain.append(Step(id: snapshot.items[item].id, frame: [frame.x, frame.y, frame.width, frame.height],
                              reachedFrom: from.map { snapshot.items[$0].id }, reasons: reasons,
                              unconstrained: FrameComponent.allCases.filter { !involved.contains($0) }, free: free))
        }
    }

    /// The items a row relates, ascending: a constraint's anchors (and, for a bare constant on a
    /// position, the view it is measured from), a generated row's item. Taken from the constraint,
    /// not from the row's variables: positions are parent-relative, so a row between a view and
    /// its parent holds only the view's variables, and a row between cousins holds the positions
    /// of the views in between.
    static func items(of row: LinearRow, snapshot: LayoutSnapshot) -> [Int] {
        guard case .constraint(let index) = row.source, snapshot.constraints.indices.contains(index) else {
            return owner(of: row.source, snapshot: snapshot).map { [$0] } ?? []
        }
        let constraint = snapshot.constraints[index]
        var items: Set<Int> = [constraint.first.item]
        if let second = constraint.second {
            items.insert(second.item)
        } else if constraint.first.attribute.parentAttributeForConstant != nil {
            let measuredFrom = constraint.first.guide == nil ? snapshot.items[constraint.first.item].parent : constraint.first.item
            if let measuredFrom { items.insert(measuredFrom) }
        }
        return items.filter { snapshot.items.indices.contains($0) }.sorted()
    }

    /// The item a row belongs to: a constraint's first item, a generated row's item (the root for
    /// `size` and `origin`).
    static func owner(of source: RowSource, snapshot: LayoutSnapshot) -> Int? {
        switch source {
        case .constraint(let index):
            return snapshot.constraints.indices.contains(index) ? snapshot.constraints[index].first.item : nil
        case .generated(let generated):
            guard let id = generated.item else { return snapshot.rootIndex }
            return snapshot.items.firstIndex { $0.id == id }
        case .stack(let stack):
            return snapshot.items.firstIndex { $0.id == stack.stack }
        }
    }

    /// The rows that shape the solution: not broken, and holding as equalities, at the limit as
    /// inequalities, or optional and missing (they pull as hard as their tier allows).
    static func tightRows(system: LinearSystem, solution: LinearSolution) -> [Int] {
        let broken = Set(solution.brokenRows)
        return system.rows.indices.filter { index in
            guard !broken.contains(index) else { return false }
            let row = system.rows[index]
            guard !row.expression.terms.isEmpty else { return false }
            let value = row.expression.value(solution.values)
            let scale = max(1, abs(row.expression.constant))
            if row.error(solution.values) > Tolerance.reporting * scale { return true }
            return row.relation == .equal || abs(value) <= Tolerance.reporting * scale
        }
    }
}
