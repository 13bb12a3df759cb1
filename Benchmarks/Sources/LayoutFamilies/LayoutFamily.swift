import SnapLayoutModel

/// Generated layouts of any size, shaped like the layouts people write. Used by the benchmarks and
/// by the kiwi comparison script (through `snaplayout`-compatible documents).
public enum LayoutFamily: String, CaseIterable, Sendable {
    /// A row of equal-width views filling the root, 2 points apart.
    case chain
    /// A square grid of equal cells filling the root.
    case grid
    /// Stacks in stacks, alternating axes, four children each, leaves with intrinsic sizes.
    case stacks
    /// A feed of cells (avatar, title, body) stacked vertically, sized by their content.
    case feed
    /// A chain whose views pull toward different widths in 50 priority tiers.
    case tiers
    /// Views nested in one chain (each the parent of the next) with constraints across it: every
    /// 64 levels, and from the last view to the first (`docs/performance.md`, deep chains).
    case deep

    /// A layout of about `count` views of this family.
    public func snapshot(count: Int) -> LayoutSnapshot {
        var builder = SnapshotBuilder()
        switch self {
        case .chain: builder.chain(count)
        case .grid: builder.grid(count)
        case .stacks: builder.stacks(count)
        case .feed: builder.feed(count)
        case .tiers: builder.tiers(count)
        case .deep: builder.deep(count)
        }
        return builder.snapshot
    }
}

/// Appends items and constraints with short calls.
struct SnapshotBuilder {
    var snapshot = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "root", parent: nil)], constraints: [])

    mutating func view(_ parent: Int, intrinsic: (Double, Double)? = nil) -> Int {
        var item = LayoutSnapshot.Item(id: "v\(snapshot.items.count)", parent: parent)
        if let intrinsic { item.intrinsicSize = .init(intrinsic.0, intrinsic.1) }
        snapshot.items.append(item)
        return snapshot.items.count - 1
    }

    mutating func add(_ a: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                      _ b: Int? = nil, _ otherAttribute: LayoutAttribute? = nil,
                      _ constant: Double = 0, priority: Double = 1000) {
        snapshot.constraints.append(LayoutSnapshot.Constraint(
            first: .init(item: a, attribute: attribute), relation: relation,
            second: b.map { .init(item: $0, attribute: otherAttribute ?? attribute) },
            constant: constant, priority: priority))
    }

    mutating func chain(_ count: Int) {
        snapshot.rootWidth = Double(12 * count + 2)
        snapshot.rootHeight = 40
        var previous: Int?
        var first = 0
        for _ in 0..<count {
            let v = view(0)
            add(v, .top, .equal, 0, .top, 10)
            add(v, .height, .equal, nil, nil, 20)
            if let p = previous {
                add(v, .left, .equal, p, .right, 2)
                add(v, .width, .equal, first, .width)
            } else {
                first = v
                add(v, .left, .equal, 0, .left, 2)
            }
            previous = v
        }
        if let p = previous { add(p, .right, .equal, 0, .right, -2) }
    }

    mutating func grid(_ count: Int) {
        var side = 1
        while side * side < count { side += 1 }
        snapshot.rootWidth = Double(11 * side + 1)
        snapshot.rootHeight = Double(11 * side + 1)
        var cells = [[Int]](repeating: [], count: side)
        for r in 0..<side {
            for c in 0..<side {
                let v = view(0)
                cells[r].append(v)
                add(v, .left, .equal, c == 0 ? 0 : cells[r][c - 1], c == 0 ? .left : .right, 1)
                add(v, .top, .equal, r == 0 ? 0 : cells[r - 1][c], r == 0 ? .top : .bottom, 1)
                if r + c > 0 {
                    add(v, .width, .equal, cells[0][0], .width)
                    add(v, .height, .equal, cells[0][0], .height)
                }
            }
        }
        add(cells[0][side - 1], .right, .equal, 0, .right, -1)
        add(cells[side - 1][0], .bottom, .equal, 0, .bottom, -1)
    }

    mutating func stacks(_ count: Int) {
        snapshot.rootWidth = 1024
        snapshot.rootHeight = 768
        var queue: [(Int, LayoutAxis)] = [(0, .horizontal)]
        var head = 0
        while snapshot.items.count < count && head < queue.count {
            let (container, axis) = queue[head]
            head += 1
            let (leading, trailing, size, top, bottom): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                axis == .horizontal ? (.leading, .trailing, .width, .top, .bottom) : (.top, .bottom, .height, .leading, .trailing)
            var previous: Int?
            var first = 0
            for _ in 0..<4 {
                let child = view(container, intrinsic: (30, 20))
                add(child, top, .equal, container, top, axis == .horizontal ? 4 : 4)
                add(child, bottom, .equal, container, bottom, -4)
                if let p = previous {
                    add(child, leading, .equal, p, trailing, 4)
                    add(child, size, .equal, first, size)
                } else {
                    first = child
                    add(child, leading, .equal, container, leading, 4)
                }
                previous = child
                queue.append((child, axis == .horizontal ? .vertical : .horizontal))
            }
            add(previous!, trailing, .equal, container, trailing, -4)
        }
    }

    mutating func feed(_ count: Int) {
        snapshot.rootWidth = 375
        var previous: Int?
        for i in 0..<max(1, count / 4) {
            let cell = view(0)
            add(cell, .leading, .equal, 0, .leading)
            add(cell, .trailing, .equal, 0, .trailing)
            add(cell, .top, .equal, previous ?? 0, previous == nil ? .top : .bottom)
            add(cell, .height, .equal, nil, nil, 0, priority: 1)
            let avatar = view(cell)
            add(avatar, .width, .equal, nil, nil, 40)
            add(avatar, .height, .equal, avatar, .width)
            add(avatar, .leading, .equal, cell, .leading, 16)
            add(avatar, .top, .equal, cell, .top, 12)
            let title = view(cell, intrinsic: (Double(80 + (i * 37) % 200), 21))
            snapshot.items[title].firstBaseline = 17
            add(title, .leading, .equal, avatar, .trailing, 8)
            add(title, .trailing, .lessThanOrEqual, cell, .trailing, -16)
            add(title, .top, .equal, avatar, .top)
            let body = view(cell, intrinsic: (Double(150 + (i * 53) % 400), Double(20 + 20 * (i % 3))))
            snapshot.items[body].compressionResistance = .init(250, 750)
            add(body, .leading, .equal, title, .leading)
            add(body, .trailing, .lessThanOrEqual, cell, .trailing, -16)
            add(body, .top, .equal, title, .bottom, 4)
            add(cell, .bottom, .greaterThanOrEqual, avatar, .bottom, 12)
            add(cell, .bottom, .greaterThanOrEqual, body, .bottom, 12)
            previous = cell
        }
    }

    mutating func tiers(_ count: Int) {
        snapshot.rootWidth = Double(20 * count)
        snapshot.rootHeight = 40
        var previous: Int?
        for i in 0..<count {
            let v = view(0)
            add(v, .top, .equal, 0, .top)
            add(v, .height, .equal, nil, nil, 20)
            add(v, .left, .equal, previous ?? 0, previous == nil ? .left : .right)
            // Two wishes in different tiers of 50: every tier ends up partly unsatisfied.
            add(v, .width, .equal, nil, nil, Double(10 + (i * 7) % 30), priority: Double(1 + (i % 50) * 19))
            add(v, .width, .greaterThanOrEqual, nil, nil, Double(15 + (i * 11) % 20), priority: Double(10 + ((i + 25) % 50) * 19))
            previous = v
        }
        if let p = previous { add(p, .right, .equal, 0, .right) }
    }

    /// `v1 … v(count−1)` nested under the root `v0`. Horizontally determined: each left edge a
    /// quarter point past its parent's, except every 64th, placed 2 points past the left edge 64
    /// levels up, and `v1`, placed 5 points before the last view's. Vertically the issue's own case:
    /// only `last.top == v0.top + 5`, the rest left to the stays. Widths equal down the chain, 5 at
    /// the bottom; heights 10.
    mutating func deep(_ count: Int) {
        snapshot.items[0].id = "v0"
        snapshot.rootWidth = 1000
        snapshot.rootHeight = 1000
        var chain = [0]
        for _ in 1..<max(2, count) { chain.append(view(chain.last!)) }
        let last = chain.count - 1
        for i in 1...last {
            if i >= 2 { add(i, .width, .equal, i - 1, .width) }
            add(i, .height, .equal, nil, nil, 10)
            if i % 64 == 0 {
                add(i, .left, .equal, i - 64, .left, 2)
            } else if i >= 2 {
                add(i, .left, .equal, i - 1, .left, 0.25)
            }
        }
        add(last, .width, .equal, nil, nil, 5)
        add(last, .left, .equal, 1, .left, 5)
        add(last, .top, .equal, 0, .top, 5)
    }
}
