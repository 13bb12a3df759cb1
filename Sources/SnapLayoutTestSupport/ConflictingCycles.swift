import SnapLayoutModel

/// Seeded random layouts whose required constraints conflict: cycles of required location rows
/// (`v_i.left == v_(i+1).left + c` around a cycle, which cannot all hold when the constants do not
/// sum to zero), mixed with sizes, inequalities that conflict with each other, rows about other
/// items, and optional rows. For differential tests of the conflict search.
public enum ConflictingCycles {
    public static func snapshot(seed: UInt64, maximumViews: Int = 12) -> LayoutSnapshot {
        var random = SeededGenerator(seed: seed)
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
        func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
        func number(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) }
        let count = Int.random(in: 3...maximumViews, using: &random)
        var items = [LayoutSnapshot.Item(id: "root", parent: nil)]
        for i in 1...count { items.append(LayoutSnapshot.Item(id: "v\(i)", parent: chance(0.8) ? 0 : max(0, i - 1))) }
        var constraints: [LayoutSnapshot.Constraint] = []
        func add(_ a: Int, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ b: Int?, _ other: LayoutAttribute,
                 multiplier: Double = 1, _ constant: Double, priority: Double = 1000) {
            constraints.append(LayoutSnapshot.Constraint(
                first: .init(item: a, attribute: attribute), relation: relation,
                second: b.map { .init(item: $0, attribute: other) }, multiplier: multiplier,
                constant: constant, priority: priority))
        }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            // A cycle through some views on one axis; its constants usually do not sum to zero.
            let members = (1...count).shuffled(using: &random).prefix(Int.random(in: 2...count, using: &random))
            let (attribute, size): (LayoutAttribute, LayoutAttribute) = chance(0.5) ? (.left, .width) : (.top, .height)
            let ordered = Array(members)
            for (position, a) in ordered.enumerated() {
                let b = ordered[(position + 1) % ordered.count]
                add(a, attribute, .equal, b, attribute, number(-3...5))
                if chance(0.3) { add(a, size, .equal, nil, size, number(10...60)) }
                if chance(0.2) { add(a, attribute, pick([.lessThanOrEqual, .greaterThanOrEqual]), 0, attribute, number(-50...50)) }
                if chance(0.2) { add(a, attribute, .equal, 0, attribute, number(0...40), priority: pick([750, 250, 1])) }
            }
        }
        for _ in 0..<Int.random(in: 0...(2 * count), using: &random) {
            // Unrelated rows and rows that tie the cycles to sizes and the root; some conflict.
            let a = Int.random(in: 1...count, using: &random)
            let b = Int.random(in: 0...count, using: &random)
            let horizontal = chance(0.5)
            let attribute: LayoutAttribute = pick(horizontal ? [.left, .right, .width, .centerX] : [.top, .bottom, .height, .centerY])
            let other: LayoutAttribute = attribute.isSize ? attribute : pick(horizontal ? [.left, .right] : [.top, .bottom])
            let relation: LayoutRelation = pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
            let second: Int? = chance(0.2) ? nil : b
            let multiplier = second != nil && attribute.isSize && chance(0.2) ? 2.0 : 1.0
            add(a, attribute, relation, second, other, multiplier: multiplier, number(-40...120),
                priority: pick([1000, 1000, 1000, 500]))
        }
        return LayoutSnapshot(items: items, constraints: constraints,
                              rootWidth: chance(0.7) ? number(200...500) : nil, rootHeight: chance(0.5) ? number(300...800) : nil)
    }
}
