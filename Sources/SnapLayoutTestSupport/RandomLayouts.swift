import SnapLayoutModel

/// A small seeded generator (SplitMix64), so every failure names a seed that reproduces it.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random valid layouts of every shape: nested trees, chains, guides, intrinsic sizes, baselines,
/// margins and safe areas, multipliers on sizes and locations, inequalities, many priority tiers,
/// required conflicts and under-constrained (ambiguous) items, both layout directions.
public enum RandomLayouts {
    public static func snapshot(seed: UInt64) -> LayoutSnapshot {
        var maker = RandomLayoutMaker(random: SeededGenerator(seed: seed))
        let items = maker.items()
        var constraints: [LayoutSnapshot.Constraint] = []
        let count = items.count - 1
        for _ in 0..<maker.int(count...(4 * count + 4)) {
            if let constraint = maker.constraint(among: items) { constraints.append(constraint) }
        }
        if maker.chance(0.5) { constraints += maker.weakWishes(for: items) }
        return LayoutSnapshot(items: items, constraints: constraints,
                              rootWidth: maker.chance(0.9) ? maker.number(200...500) : nil,
                              rootHeight: maker.chance(0.8) ? maker.number(300...800) : nil)
    }
}

/// The steps of `RandomLayouts.snapshot`, drawing from one generator in a fixed order (a seed
/// always gives the same layout).
struct RandomLayoutMaker {
    var random: SeededGenerator

    static let horizontal: [LayoutAttribute] = [.left, .right, .centerX, .leading, .trailing, .leftMargin, .trailingMargin]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin]
    static let priorities: [Double] = [1000, 1000, 1000, 999, 750, 751, 500, 300, 250, 100, 1, 0.5]

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    mutating func number(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// The root and 2 to 14 views or guides under it.
    mutating func items() -> [LayoutSnapshot.Item] {
        let direction: LayoutDirection = chance(0.25) ? .rightToLeft : .leftToRight
        var items = [LayoutSnapshot.Item(id: "root", parent: nil, layoutDirection: direction)]
        items[0].safeArea = .init(top: number(0...44), left: 0, bottom: number(0...34), right: 0)
        let count = int(2...14)
        for i in 1...count {
            let parents = items.indices.filter { items[$0].kind == .view }
            var item = LayoutSnapshot.Item(id: "v\(i)", parent: pick(parents), layoutDirection: direction)
            if chance(0.15) { item.kind = .guide }
            if item.kind == .view { decorate(&item) }
            if chance(0.5) { item.frame = .init(x: number(-20...200), y: number(-20...200), width: number(0...100), height: number(0...100)) }
            items.append(item)
        }
        return items
    }

    /// A view's intrinsic size, priorities, baselines, margins and alignment insets, each by chance.
    mutating func decorate(_ item: inout LayoutSnapshot.Item) {
        if chance(0.4) { item.intrinsicSize = .init(number(10...120), chance(0.7) ? number(10...40) : nil) }
        if chance(0.3) { item.hugging = .init(pick([250, 251, 500, 750, 1000]), 250) }
        if chance(0.3) { item.compressionResistance = .init(pick([250, 700, 750, 999]), 750) }
        if chance(0.3) { item.firstBaseline = number(5...20); item.lastBaseline = number(2...6) }
        if chance(0.2) { item.margins = .init(top: number(0...16), left: number(0...16), bottom: number(0...16), right: number(0...16)) }
        if chance(0.1) { item.alignmentInsets = .init(top: number(0...3), left: number(0...3), bottom: 0, right: number(0...3)) }
    }

    /// One random constraint, or `nil` when the attributes drawn cannot be paired.
    mutating func constraint(among items: [LayoutSnapshot.Item]) -> LayoutSnapshot.Constraint? {
        let count = items.count - 1
        let a = int(1...count)
        var b = int(0...count)
        let isGuide = { (i: Int) in items[i].kind == .guide }
        var (attribute, other) = attributes()
        if isGuide(a), attribute.isMargin { attribute = attribute.withoutMargin }
        if isGuide(b), other.isMargin { other = other.withoutMargin }
        // Guides, implicit ones included, have no baselines (contract, section 1).
        if isGuide(a) { attribute = Self.withoutBaseline(attribute) }
        if isGuide(b) { other = Self.withoutBaseline(other) }
        var second: LayoutSnapshot.Anchor? = LayoutSnapshot.Anchor(item: b, attribute: other)
        if chance(0.1), !isGuide(b), !other.isMargin, b != 0 || !other.isLocation {
            second?.guide = pick([.margins, .safeArea])
            second?.attribute = Self.withoutBaseline(other)
        }
        if chance(0.25) {
            second = nil
            b = a
        }
        if let s = second, attribute.pairingProblem(with: s.attribute) != nil { return nil }
        let multiplier = second != nil && chance(0.2) ? pick([0.5, 2, 1.5, 0.25]) : 1
        return LayoutSnapshot.Constraint(
            first: LayoutSnapshot.Anchor(item: a, attribute: attribute), relation: pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
            second: second, multiplier: multiplier, constant: number(-40...120), priority: pick(Self.priorities))
    }

    /// Two sizes, or two locations of one axis that may be paired (leading/trailing never with
    /// left/right).
    mutating func attributes() -> (LayoutAttribute, LayoutAttribute) {
        if chance(0.35) {
            let attribute = pick([LayoutAttribute.width, .height])
            return (attribute, chance(0.8) ? attribute : pick([.width, .height]))
        }
        let axis = chance(0.5) ? Self.horizontal : Self.vertical
        let attribute = pick(axis)
        var other = pick(axis)
        if attribute.isDirectional != other.isDirectional, attribute.isDirectional || other.isDirectional,
           attribute.isLeftOrRight || other.isLeftOrRight {
            other = attribute
        }
        return (attribute, other)
    }

    static func withoutBaseline(_ attribute: LayoutAttribute) -> LayoutAttribute {
        attribute == .firstBaseline || attribute == .lastBaseline ? .bottom : attribute
    }

    /// Weak wishes for every part of every item make most frames determined, so that more of them
    /// are compared (ties between equal wishes can still leave some ambiguous).
    mutating func weakWishes(for items: [LayoutSnapshot.Item]) -> [LayoutSnapshot.Constraint] {
        var wishes: [LayoutSnapshot.Constraint] = []
        for item in 1..<items.count {
            for (attribute, other) in [(LayoutAttribute.left, LayoutAttribute.left), (.top, .top), (.width, .width), (.height, .height)] {
                let size = attribute.isSize
                wishes.append(LayoutSnapshot.Constraint(
                    first: LayoutSnapshot.Anchor(item: item, attribute: attribute), relation: .equal,
                    second: size ? nil : LayoutSnapshot.Anchor(item: items[item].parent!, attribute: other),
                    constant: number(size ? 0...80 : -10...60), priority: pick([0.25, 0.1, 2])))
            }
        }
        return wishes
    }
}
