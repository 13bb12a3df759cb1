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
        var random = SeededGenerator(seed: seed)
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func number(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) }

        let direction: LayoutDirection = chance(0.25) ? .rightToLeft : .leftToRight
        var items = [LayoutSnapshot.Item(id: "root", parent: nil, layoutDirection: direction)]
        items[0].safeArea = .init(top: number(0...44), left: 0, bottom: number(0...34), right: 0)
        let count = Int.random(in: 2...14, using: &random)
        for i in 1...count {
            let parents = items.indices.filter { items[$0].kind == .view }
            var item = LayoutSnapshot.Item(id: "v\(i)", parent: pick(parents), layoutDirection: direction)
            if chance(0.15) { item.kind = .guide }
            if item.kind == .view {
                if chance(0.4) { item.intrinsicSize = .init(number(10...120), chance(0.7) ? number(10...40) : nil) }
                if chance(0.3) { item.hugging = .init(pick([250, 251, 500, 750, 1000]), 250) }
                if chance(0.3) { item.compressionResistance = .init(pick([250, 700, 750, 999]), 750) }
                if chance(0.3) { item.firstBaseline = number(5...20); item.lastBaseline = number(2...6) }
                if chance(0.2) { item.margins = .init(top: number(0...16), left: number(0...16), bottom: number(0...16), right: number(0...16)) }
                if chance(0.1) { item.alignmentInsets = .init(top: number(0...3), left: number(0...3), bottom: 0, right: number(0...3)) }
            }
            if chance(0.5) { item.frame = .init(x: number(-20...200), y: number(-20...200), width: number(0...100), height: number(0...100)) }
            items.append(item)
        }
        let horizontal: [LayoutAttribute] = [.left, .right, .centerX, .leading, .trailing, .leftMargin, .trailingMargin]
        let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin]
        let priorities: [Double] = [1000, 1000, 1000, 999, 750, 751, 500, 300, 250, 100, 1, 0.5]
        var constraints: [LayoutSnapshot.Constraint] = []
        for _ in 0..<Int.random(in: count...(4 * count + 4), using: &random) {
            let a = Int.random(in: 1...count, using: &random)
            var b = Int.random(in: 0...count, using: &random)
            let isGuide = { (i: Int) in items[i].kind == .guide }
            var attribute: LayoutAttribute
            var other: LayoutAttribute
            if chance(0.35) {
                attribute = pick([.width, .height])
                other = chance(0.8) ? attribute : pick([.width, .height])
            } else {
                let axis = chance(0.5) ? horizontal : vertical
                attribute = pick(axis)
                other = pick(axis)
                if attribute.isDirectional != other.isDirectional, attribute.isDirectional || other.isDirectional,
                   attribute.isLeftOrRight || other.isLeftOrRight {
                    other = attribute
                }
            }
            if isGuide(a), attribute.isMargin { attribute = attribute.withoutMargin }
            if isGuide(b), other.isMargin { other = other.withoutMargin }
            // Guides, implicit ones included, have no baselines (contract, section 1).
            func withoutBaseline(_ attribute: LayoutAttribute) -> LayoutAttribute {
                attribute == .firstBaseline || attribute == .lastBaseline ? .bottom : attribute
            }
            if isGuide(a) { attribute = withoutBaseline(attribute) }
            if isGuide(b) { other = withoutBaseline(other) }
            var second: LayoutSnapshot.Anchor? = LayoutSnapshot.Anchor(item: b, attribute: other)
            if chance(0.1), !isGuide(b), !other.isMargin, b != 0 || !other.isLocation {
                second?.guide = pick([.margins, .safeArea])
                second?.attribute = withoutBaseline(other)
            }
            if chance(0.25) {
                second = nil
                b = a
            }
            if let s = second, let problem = attribute.pairingProblem(with: s.attribute) {
                _ = problem
                continue
            }
            let multiplier = second != nil && chance(0.2) ? pick([0.5, 2, 1.5, 0.25]) : 1
            constraints.append(LayoutSnapshot.Constraint(
                first: LayoutSnapshot.Anchor(item: a, attribute: attribute), relation: pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]),
                second: second, multiplier: multiplier, constant: number(-40...120), priority: pick(priorities)))
        }
        if chance(0.5) {
            // Weak wishes for every part of every item make most frames determined, so that more
            // of them are compared (ties between equal wishes can still leave some ambiguous).
            for item in 1...count {
                for (attribute, other) in [(LayoutAttribute.left, LayoutAttribute.left), (.top, .top), (.width, .width), (.height, .height)] {
                    let size = attribute.isSize
                    constraints.append(LayoutSnapshot.Constraint(
                        first: LayoutSnapshot.Anchor(item: item, attribute: attribute), relation: .equal,
                        second: size ? nil : LayoutSnapshot.Anchor(item: items[item].parent!, attribute: other),
                        constant: number(size ? 0...80 : -10...60), priority: pick([0.25, 0.1, 2])))
                }
            }
        }
        return LayoutSnapshot(items: items, constraints: constraints,
                              rootWidth: chance(0.9) ? number(200...500) : nil, rootHeight: chance(0.8) ? number(300...800) : nil)
    }
}
