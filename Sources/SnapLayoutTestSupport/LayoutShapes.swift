import SnapLayoutModel

/// Seeded random layouts shaped like the ones people write, perturbed so that every solver path
/// is taken: chains, grids, nested stacks, feeds of content-sized cells, competing priorities in
/// many tiers, and RandomLayouts' free-form ones; then, at random, extra inequalities, multipliers,
/// required conflicts, and dropped constraints (ambiguity).
public enum LayoutShapes {
    /// The shapes, for naming failures.
    public enum Shape: String, CaseIterable, Sendable {
        case chain, grid, stacks, feed, tiers, freeForm
    }

    /// The shape the layout of `seed` has.
    public static func shape(seed: UInt64) -> Shape {
        Shape.allCases[Int(seed % UInt64(Shape.allCases.count))]
    }

    /// A layout of the given seed (the shape cycles with the seed).
    public static func snapshot(seed: UInt64) -> LayoutSnapshot {
        var random = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
        var shapes = ShapeBuilder(random: random)
        let shape = shape(seed: seed)
        switch shape {
        case .chain: shapes.chain()
        case .grid: shapes.grid()
        case .stacks: shapes.stacks()
        case .feed: shapes.feed()
        case .tiers: shapes.tiers()
        case .freeForm: return RandomLayouts.snapshot(seed: seed)
        }
        random = shapes.random
        var snapshot = shapes.snapshot
        perturb(&snapshot, using: &random)
        return snapshot
    }

    /// Extra inequalities, multipliers, conflicts and dropped constraints.
    static func perturb(_ snapshot: inout LayoutSnapshot, using random: inout SeededGenerator) {
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        let count = snapshot.items.count
        guard count > 1 else { return }
        if chance(0.3), !snapshot.constraints.isEmpty {
            // Ambiguity: a few constraints gone.
            for _ in 0..<Int.random(in: 1...3, using: &random) where !snapshot.constraints.isEmpty {
                snapshot.constraints.remove(at: Int.random(in: snapshot.constraints.indices, using: &random))
            }
        }
        if chance(0.4) {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let item = Int.random(in: 1..<count, using: &random)
                let attribute: LayoutAttribute = chance(0.5) ? .width : .height
                snapshot.constraints.append(LayoutSnapshot.Constraint(
                    first: .init(item: item, attribute: attribute), relation: chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual,
                    constant: Double(Int.random(in: 0...200, using: &random)),
                    priority: [1000, 999, 750, 500, 250, 1][Int.random(in: 0..<6, using: &random)]))
            }
        }
        if chance(0.25) {
            let a = Int.random(in: 1..<count, using: &random), b = Int.random(in: 1..<count, using: &random)
            snapshot.constraints.append(LayoutSnapshot.Constraint(
                first: .init(item: a, attribute: .width), relation: .equal, second: .init(item: b, attribute: .height),
                multiplier: [0.5, 2, 1.5][Int.random(in: 0..<3, using: &random)], constant: 0,
                priority: chance(0.5) ? 1000 : 600))
        }
        if chance(0.2) {
            // A required conflict: a size pinned twice.
            let item = Int.random(in: 1..<count, using: &random)
            for constant in [Double(Int.random(in: 10...50, using: &random)), Double(Int.random(in: 60...90, using: &random))] {
                snapshot.constraints.append(LayoutSnapshot.Constraint(
                    first: .init(item: item, attribute: .height), relation: .equal, constant: constant))
            }
        }
    }
}

/// Builds the shaped layouts with short calls.
struct ShapeBuilder {
    var random: SeededGenerator
    var snapshot = LayoutSnapshot(items: [LayoutSnapshot.Item(id: "root", parent: nil)], constraints: [])

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func number(_ range: ClosedRange<Int>) -> Double { Double(int(range)) }

    mutating func view(_ parent: Int, intrinsic: (Double?, Double?)? = nil) -> Int {
        var item = LayoutSnapshot.Item(id: "v\(snapshot.items.count)", parent: parent)
        if let intrinsic { item.intrinsicSize = .init(intrinsic.0, intrinsic.1) }
        snapshot.items.append(item)
        return snapshot.items.count - 1
    }

    mutating func add(_ a: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                      _ b: Int? = nil, _ other: LayoutAttribute? = nil, _ constant: Double = 0, priority: Double = 1000) {
        snapshot.constraints.append(LayoutSnapshot.Constraint(
            first: .init(item: a, attribute: attribute), relation: relation,
            second: b.map { .init(item: $0, attribute: other ?? attribute) }, constant: constant, priority: priority))
    }

    mutating func chain() {
        let n = int(2...30)
        snapshot.rootWidth = number(100...900)
        snapshot.rootHeight = number(40...200)
        let gap = number(0...12)
        var previous = 0
        for i in 0..<n {
            let v = view(0)
            add(v, .top, .equal, 0, .top, number(0...20))
            add(v, .height, .equal, nil, nil, number(10...40))
            add(v, .leading, .equal, previous, i == 0 ? .leading : .trailing, gap)
            if i > 0 { add(v, .width, .equal, 1, .width) }
            previous = v
        }
        add(previous, .trailing, .equal, 0, .trailing, -gap)
    }

    mutating func grid() {
        let side = int(2...7)
        snapshot.rootWidth = number(100...600)
        snapshot.rootHeight = number(100...600)
        var cells: [[Int]] = []
        for r in 0..<side {
            var row: [Int] = []
            for c in 0..<side {
                let v = view(0)
                add(v, .left, .equal, c == 0 ? 0 : row[c - 1], c == 0 ? .left : .right)
                add(v, .top, .equal, r == 0 ? 0 : cells[r - 1][c], r == 0 ? .top : .bottom)
                if r > 0 || c > 0 { add(v, .width, .equal, 1, .width); add(v, .height, .equal, 1, .height) }
                row.append(v)
            }
            cells.append(row)
        }
        add(cells[0][side - 1], .right, .equal, 0, .right)
        add(cells[side - 1][0], .bottom, .equal, 0, .bottom)
    }

    mutating func stacks() {
        snapshot.rootWidth = number(200...800)
        snapshot.rootHeight = number(200...800)
        func stack(_ parent: Int, depth: Int, horizontal: Bool) {
            let children = int(2...4)
            var previous: Int?
            for _ in 0..<children {
                let leaf = depth == 0
                let v = view(parent, intrinsic: leaf ? (number(10...80), number(10...40)) : nil)
                let (lead, trail, top, bottom): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
                    horizontal ? (.leading, .trailing, .top, .bottom) : (.top, .bottom, .leading, .trailing)
                add(v, lead, .equal, previous ?? parent, previous == nil ? lead : trail, number(0...8))
                add(v, top, .equal, parent, top)
                add(v, bottom, .lessThanOrEqual, parent, bottom)
                previous = v
                if !leaf { stack(v, depth: depth - 1, horizontal: !horizontal) }
            }
            let (_, trail): (LayoutAttribute, LayoutAttribute) = horizontal ? (.leading, .trailing) : (.top, .bottom)
            add(previous!, trail, .lessThanOrEqual, parent, trail)
        }
        stack(0, depth: int(0...2), horizontal: true)
    }

    mutating func feed() {
        snapshot.rootWidth = number(240...480)
        var previous = 0
        for i in 0..<int(1...8) {
            let cell = view(0)
            add(cell, .leading, .equal, 0, .leading)
            add(cell, .trailing, .equal, 0, .trailing)
            add(cell, .top, .equal, previous, i == 0 ? .top : .bottom)
            let avatar = view(cell, intrinsic: (40, 40))
            let title = view(cell, intrinsic: (number(40...300), 20))
            let body = view(cell, intrinsic: (nil, number(20...120)))
            add(avatar, .leading, .equal, cell, .leading, 8)
            add(avatar, .top, .equal, cell, .top, 8)
            add(title, .leading, .equal, avatar, .trailing, 8)
            add(title, .trailing, .lessThanOrEqual, cell, .trailing, -8)
            add(title, .top, .equal, avatar, .top)
            add(body, .leading, .equal, title, .leading)
            add(body, .trailing, .equal, cell, .trailing, -8)
            add(body, .top, .equal, title, .bottom, 4)
            add(cell, .bottom, .greaterThanOrEqual, avatar, .bottom, 8)
            add(cell, .bottom, .equal, body, .bottom, 8, priority: 999)
            previous = cell
        }
    }

    mutating func tiers() {
        let n = int(2...25)
        snapshot.rootWidth = number(50...800)
        snapshot.rootHeight = 40
        var previous = 0
        for i in 0..<n {
            let v = view(0)
            add(v, .top, .equal, 0, .top)
            add(v, .height, .equal, nil, nil, 20)
            add(v, .left, .equal, previous, i == 0 ? .left : .right)
            add(v, .width, .equal, nil, nil, number(5...60), priority: number(1...50))
            add(v, .width, .greaterThanOrEqual, nil, nil, number(0...30), priority: number(100...900))
            previous = v
        }
        add(previous, .right, .equal, 0, .right)
    }
}
