import SnapLayoutModel

/// Random valid layouts with stack views (contract v1.1): every axis, distribution and alignment,
/// spacing of every kind (positive, 0, negative, `system`) and custom spacings, hidden arranged
/// views (first, middle, last, all, any), wrapping text, margins-relative and baseline-relative
/// stacks, views with and without baselines, intrinsic sizes with random hugging and compression
/// resistance, stacks nested up to three deep, ordinary subviews and guides inside stacks,
/// right-to-left documents, and ordinary constraints on top: the stacks placed in the root, random
/// constraints of `RandomLayouts`' kind, and at random constraints that conflict with the stacks.
public enum RandomStackLayouts {
    /// The layout of `seed` (a seed always gives the same layout).
    public static func snapshot(seed: UInt64) -> LayoutSnapshot {
        var maker = RandomStackLayoutMaker(base: RandomLayoutMaker(random: SeededGenerator(seed: seed &* 0xA24B_AED4_963E_E407 &+ 0x18)))
        return maker.layout()
    }

    /// Which arranged views of a stack are hidden.
    public enum HiddenPattern: CaseIterable, Sendable {
        case none, first, middle, last, all, any
    }
}

/// The steps of `RandomStackLayouts.snapshot`, drawing from one generator in a fixed order.
struct RandomStackLayoutMaker {
    var base: RandomLayoutMaker
    var snapshot = LayoutSnapshot(items: [], constraints: [])
    var direction: LayoutDirection = .leftToRight

    static let priorities: [Double] = [1, 49, 50, 250, 251, 500, 749, 750, 751, 999, 1000]
    static let placementPriorities: [Double] = [1000, 1000, 1000, 999, 750, 250]

    mutating func chance(_ p: Double) -> Bool { base.chance(p) }
    mutating func pick<T>(_ values: [T]) -> T { base.pick(values) }
    mutating func number(_ range: ClosedRange<Int>) -> Double { base.number(range) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { base.int(range) }

    mutating func layout() -> LayoutSnapshot {
        direction = chance(0.3) ? .rightToLeft : .leftToRight
        var root = LayoutSnapshot.Item(id: "root", parent: nil, layoutDirection: direction)
        if chance(0.3) { root.safeArea = .init(top: number(0...44), left: 0, bottom: number(0...34), right: 0) }
        snapshot.items = [root]
        if chance(0.12) {
            // The root is a stack: its size (generated, never broken) against the stack's rows.
            snapshot.items[0].margins = .zero
            arrange(0, depth: pick([0, 1, 2]))
        } else {
            for _ in 0..<int(1...2) {
                let stack = makeStack(parent: 0, depth: pick([0, 1, 1, 2, 2]))
                place(stack)
            }
        }
        if chance(0.2) {
            // An ordinary view beside the stacks.
            let view = addItem(parent: 0)
            decorateLeaf(view)
        }
        let count = snapshot.items.count - 1
        for _ in 0..<(count > 0 ? int(0...max(1, count / 2)) : 0) {
            if let constraint = base.constraint(among: snapshot.items) { snapshot.constraints.append(constraint) }
        }
        if chance(0.45) { addConflicts() }
        if count > 0, chance(0.4) { snapshot.constraints += base.weakWishes(for: snapshot.items) }
        snapshot.rootWidth = chance(0.9) ? number(120...600) : nil
        snapshot.rootHeight = chance(0.8) ? number(200...900) : nil
        snapshot.stacks = Self.preorder(snapshot.stacks, in: snapshot)
        return snapshot
    }

    /// A new view (or guide) under `parent`; its index.
    mutating func addItem(parent: Int, kind: LayoutSnapshot.ItemKind = .view) -> Int {
        var item = LayoutSnapshot.Item(id: "v\(snapshot.items.count)", parent: parent, kind: kind, layoutDirection: direction)
        if chance(0.3) { item.frame = .init(x: number(-20...200), y: number(-20...200), width: number(0...100), height: number(0...100)) }
        snapshot.items.append(item)
        return snapshot.items.count - 1
    }

    /// A stack under `parent` with up to five arranged views, stacks among them while `depth` > 0.
    mutating func makeStack(parent: Int, depth: Int) -> Int {
        let view = addItem(parent: parent)
        snapshot.items[view].margins = .zero
        arrange(view, depth: depth)
        return view
    }

    /// Makes `view` a stack with random settings and arranged views.
    mutating func arrange(_ view: Int, depth: Int) {
        var stack = LayoutSnapshot.Stack(
            view: view, axis: chance(0.5) ? .horizontal : .vertical, distribution: pick(StackDistribution.allCases),
            alignment: pick(StackAlignment.allCases), spacing: spacing())
        stack.isBaselineRelativeArrangement = chance(0.25)
        if chance(0.25) {
            stack.isLayoutMarginsRelativeArrangement = true
            if chance(0.7) {
                snapshot.items[view].margins = .init(top: number(0...12), left: number(0...12), bottom: number(0...12), right: number(0...12))
            }
        }
        // An IB placeholder size now and then (contract v1.1, section 2).
        if chance(0.08) { snapshot.items[view].intrinsicSize = .init(chance(0.5) ? number(20...200) : nil, number(10...80)) }
        let slot = snapshot.stacks.count
        snapshot.stacks.append(stack)
        let count = pick([0, 1, 2, 2, 3, 3, 3, 4, 4, 5])
        for _ in 0..<count {
            if depth > 0, chance(0.35) {
                stack.arranged.append(makeStack(parent: view, depth: depth - 1))
            } else {
                let leaf = addItem(parent: view)
                decorateLeaf(leaf)
                stack.arranged.append(leaf)
            }
            if chance(0.05) {
                // A subview that is not arranged: the stack leaves it alone.
                _ = addItem(parent: view, kind: chance(0.5) ? .view : .guide)
            }
        }
        if chance(0.15) { stack.arranged.shuffle(using: &base.random) }
        for item in stack.arranged where chance(0.2) { stack.customSpacing[item] = spacing() }
        hide(stack.arranged, pattern: pick([.none, .none, .none, .first, .middle, .last, .all, .any] as [RandomStackLayouts.HiddenPattern]))
        snapshot.stacks[slot] = stack
    }

    /// A stack spacing: mostly small positive numbers, else 0, negative, a fraction or `system`.
    mutating func spacing() -> LayoutSnapshot.StackSpacing {
        switch int(0...9) {
        case 0, 1: return .points(0)
        case 2: return .points(-number(1...12))
        case 3: return .system
        case 4: return .points(number(1...40) / 4)
        default: return .points(number(1...20))
        }
    }

    mutating func hide(_ arranged: [Int], pattern: RandomStackLayouts.HiddenPattern) {
        guard !arranged.isEmpty else { return }
        switch pattern {
        case .none: return
        case .first: snapshot.items[arranged[0]].isHidden = true
        case .middle: snapshot.items[arranged[arranged.count / 2]].isHidden = true
        case .last: snapshot.items[arranged[arranged.count - 1]].isHidden = true
        case .all: for item in arranged { snapshot.items[item].isHidden = true }
        case .any: for item in arranged where chance(0.4) { snapshot.items[item].isHidden = true }
        }
    }

    /// A leaf view's intrinsic size, priorities, baselines, text and insets, each by chance.
    mutating func decorateLeaf(_ index: Int) {
        var item = snapshot.items[index]
        if chance(0.75) {
            let width = chance(0.85) ? number(0...120) : nil
            item.intrinsicSize = .init(width, chance(0.8) ? number(0...50) : nil)
        }
        if chance(0.4) { item.hugging = .init(pick([1, 249, 250, 251, 500, 750, 999]), pick([249, 250, 251, 750])) }
        if chance(0.4) { item.compressionResistance = .init(pick([250, 500, 749, 750, 751, 999]), pick([749, 750, 751, 1000])) }
        if chance(0.4) {
            item.firstBaseline = number(4...24)
            item.lastBaseline = chance(0.8) ? number(2...8) : nil
        }
        item.isMultilineText = chance(0.25)
        if chance(0.15) { item.margins = .init(top: number(0...16), left: number(0...16), bottom: number(0...16), right: number(0...16)) }
        if chance(0.05) { item.alignmentInsets = .init(top: number(0...3), left: number(0...3), bottom: 0, right: number(0...3)) }
        snapshot.items[index] = item
    }

    /// Places a top-level stack in the root: its leading and top edges at least, often its
    /// trailing and bottom edges or sizes, at mostly required priorities.
    mutating func place(_ stack: Int) {
        let horizontalStart: LayoutAttribute = pick([.leading, .leading, .left, .leadingMargin])
        let horizontalEnd: LayoutAttribute = horizontalStart == .left ? .right : horizontalStart == .leading ? .trailing : .trailingMargin
        add(stack, horizontalStart, .equal, 0, horizontalStart, number(0...20))
        let topGuide: LayoutSnapshot.ImplicitGuide? = chance(0.3) ? .safeArea : nil
        add(stack, .top, .equal, 0, .top, number(0...40), guide: topGuide)
        if chance(0.5) { add(stack, horizontalEnd, pick([.equal, .equal, .lessThanOrEqual]), 0, horizontalEnd, -number(0...20)) }
        if chance(0.3) { add(stack, .bottom, pick([.equal, .lessThanOrEqual]), 0, .bottom, -number(0...40)) }
        if chance(0.25) { add(stack, .width, pick([.equal, .greaterThanOrEqual, .lessThanOrEqual]), nil, nil, number(40...400)) }
        if chance(0.25) { add(stack, .height, pick([.equal, .greaterThanOrEqual, .lessThanOrEqual]), nil, nil, number(20...300)) }
    }

    mutating func add(_ a: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ b: Int?, _ other: LayoutAttribute?,
                      _ constant: Double, guide: LayoutSnapshot.ImplicitGuide? = nil) {
        let priority = pick(Self.placementPriorities)
        snapshot.constraints.append(LayoutSnapshot.Constraint(
            first: .init(item: a, attribute: attribute), relation: relation,
            second: b.map { .init(item: $0, guide: guide, attribute: other ?? attribute) }, constant: constant, priority: priority))
    }

    /// Constraints against what the stacks decide: a fixed size across a fill-aligned stack, a size
    /// on a hidden view, a stack's length pinned below its content, two views of one stack pinned
    /// apart across its axis; or required intrinsic sizes (generated rows, never broken) that the
    /// stack's own rows contradict, so that a `UISV-` row is the one broken.
    mutating func addConflicts() {
        for _ in 0..<int(1...3) {
            guard let stack = snapshot.stacks.filter({ !$0.arranged.isEmpty }).randomElement(using: &base.random) else { return }
            let view = pick(stack.arranged)
            let along: LayoutAttribute = stack.axis == .horizontal ? .width : .height
            let across: LayoutAttribute = stack.axis == .horizontal ? .height : .width
            let priority: Double = pick([1000, 1000, 999, 750, 500])
            switch int(0...4) {
            case 0:
                append(.init(first: .init(item: view, attribute: across), relation: .equal, constant: number(5...60), priority: priority))
            case 1:
                append(.init(first: .init(item: view, attribute: along), relation: pick([.equal, .greaterThanOrEqual]), constant: number(5...60), priority: priority))
            case 2:
                append(.init(first: .init(item: stack.view, attribute: along), relation: .lessThanOrEqual, constant: number(0...30), priority: priority))
            case 3:
                for item in stack.arranged where chance(0.7) {
                    let axis = stack.axis
                    if snapshot.items[item].intrinsicSize[axis] == nil { snapshot.items[item].intrinsicSize[axis] = number(10...90) }
                    snapshot.items[item].hugging[axis] = 1000
                    snapshot.items[item].compressionResistance[axis] = 1000
                }
            default:
                let other = pick(stack.arranged)
                let top: LayoutAttribute = stack.axis == .horizontal ? .top : .leading
                append(.init(first: .init(item: view, attribute: top), relation: .equal, second: .init(item: other, attribute: top),
                             constant: number(1...30), priority: priority))
            }
        }
    }

    mutating func append(_ constraint: LayoutSnapshot.Constraint) { snapshot.constraints.append(constraint) }

    /// `stacks` in tree preorder of their views, siblings in item order (what documents read back).
    static func preorder(_ stacks: [LayoutSnapshot.Stack], in snapshot: LayoutSnapshot) -> [LayoutSnapshot.Stack] {
        var byView: [Int: LayoutSnapshot.Stack] = [:]
        for stack in stacks { byView[stack.view] = stack }
        var children = [[Int]](repeating: [], count: snapshot.items.count)
        for (index, item) in snapshot.items.enumerated() {
            if let parent = item.parent { children[parent].append(index) }
        }
        var ordered: [LayoutSnapshot.Stack] = []
        var pending = snapshot.rootIndex.map { [$0] } ?? []
        while let node = pending.popLast() {
            if let stack = byView[node] { ordered.append(stack) }
            pending += children[node].reversed()
        }
        return ordered
    }
}
